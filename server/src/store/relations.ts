/**
 * The links of the relationship graph, one node at a time: a company's current officers and shareholders (persons),
 * its company shareholders and its investments; a person's current roles. Read for the 查关系 path search, which asks
 * for at most `limit` links of a node to tell a hub without reading all of it.
 */
import type { Sql } from './sql'

export type RoleKind = 'legal' | 'shareholder' | 'executive'

/** A link as stored: a person's role in a company, or one company's stake in another. */
export type RelationEdge =
  | { kind: 'role'; personId: string; companyId: number; role: RoleKind; position: string; share: number | null; since: string | null }
  | { kind: 'stake'; investorId: number; investeeId: number; share: number; since: string | null }

export interface RelationLink {
  /** the node at the other end: 'c:<company id>' or 'p:<person id>' */
  node: string
  edge: RelationEdge
}

export interface RelationRepo {
  links(node: string, limit: number): Promise<RelationLink[]>
  companyByPid(pid: string): Promise<{ id: number; pid: string; name: string } | undefined>
  person(personId: string): Promise<{ personId: string; name: string } | undefined>
  /** names and ids to show for the nodes of the paths found */
  describe(nodes: string[]): Promise<Map<string, { kind: 'company' | 'person'; id: string; name: string }>>
}

interface RoleRow {
  person_id: string
  company_id: number
  role: RoleKind
  position: string
  share: number | null
  from_date: string | null
}

const roleEdge = (r: RoleRow): RelationEdge => ({
  kind: 'role',
  personId: r.person_id,
  companyId: r.company_id,
  role: r.role,
  position: r.position,
  share: r.share,
  since: r.from_date,
})

export class SqlRelationRepo implements RelationRepo {
  constructor(private readonly db: Sql) {}

  async links(node: string, limit: number): Promise<RelationLink[]> {
    const id = node.slice(2)
    if (node.startsWith('p:')) {
      return (
        (await this.db
          .prepare(
            `SELECT person_id, company_id, role, position, share, from_date FROM roles
             WHERE person_id = ? AND to_date IS NULL LIMIT ?`,
          )
          .all(id, limit)) as RoleRow[]
      ).map((r) => ({ node: `c:${r.company_id}`, edge: roleEdge(r) }))
    }
    const companyId = Number(id)
    const out: RelationLink[] = (
      (await this.db
        .prepare(
          `SELECT person_id, company_id, role, position, share, from_date FROM roles
           WHERE company_id = ? AND to_date IS NULL LIMIT ?`,
        )
        .all(companyId, limit)) as RoleRow[]
    ).map((r) => ({ node: `p:${r.person_id}`, edge: roleEdge(r) }))
    if (out.length >= limit) return out
    const stakes = (await this.db
      .prepare(
        `SELECT investor_id, investee_id, share, from_date FROM ownership WHERE investee_id = ?
         UNION ALL SELECT investor_id, investee_id, share, from_date FROM ownership WHERE investor_id = ? LIMIT ?`,
      )
      .all(companyId, companyId, limit - out.length)) as Array<{
      investor_id: number
      investee_id: number
      share: number
      from_date: string | null
    }>
    for (const s of stakes) {
      out.push({
        node: `c:${s.investor_id === companyId ? s.investee_id : s.investor_id}`,
        edge: { kind: 'stake', investorId: s.investor_id, investeeId: s.investee_id, share: s.share, since: s.from_date },
      })
    }
    return out
  }

  async companyByPid(pid: string) {
    return (await this.db.prepare('SELECT id, pid, name FROM companies WHERE pid = ?').get(pid)) as
      { id: number; pid: string; name: string } | undefined
  }

  async person(personId: string) {
    return (await this.db.prepare('SELECT person_id AS personId, name FROM persons WHERE person_id = ?').get(personId)) as
      { personId: string; name: string } | undefined
  }

  async describe(nodes: string[]) {
    const out = new Map<string, { kind: 'company' | 'person'; id: string; name: string }>()
    const company = this.db.prepare('SELECT pid, name FROM companies WHERE id = ?')
    const person = this.db.prepare('SELECT name FROM persons WHERE person_id = ?')
    for (const n of new Set(nodes)) {
      if (n.startsWith('c:')) {
        const c = (await company.get(Number(n.slice(2)))) as { pid: string; name: string } | undefined
        if (c) out.set(n, { kind: 'company', id: c.pid, name: c.name })
      } else {
        const p = (await person.get(n.slice(2))) as { name: string } | undefined
        if (p) out.set(n, { kind: 'person', id: n.slice(2), name: p.name })
      }
    }
    return out
  }
}
