import type { DB } from '../store/db'
import { nameTokens, personTokens, initials } from './tokens'

export interface IndexRow {
  id: number
  name: string
  brand: string
  legal_person: string
  former_names: string
}

type Row = IndexRow

const BATCH = 5000

/**
 * The three token streams of a company: name (its bigram sequence + unigrams), persons (legal representative,
 * current shareholders in role order, former names), initials (pinyin initials). Both stores' indexes are made of
 * these (server/src/pg/search-index.ts on PostgreSQL).
 */
export function companyTokens(r: IndexRow, holders: string[]): { name: string; persons: string; initials: string } {
  let former: string[] = []
  try {
    former = JSON.parse(r.former_names) as string[]
  } catch {
    former = []
  }
  const people = new Set<string>([r.legal_person, ...holders].filter(Boolean))
  return {
    name: nameTokens(r.name),
    persons: personTokens([...people, ...former]),
    initials: initialsTokens(r.name, r.brand, r.legal_person),
  }
}

/** latin tokens of the initials column: whole name, name without region prefix, legal representative */
export function initialsTokens(name: string, brand: string, legalPerson: string): string {
  const out = new Set<string>()
  const full = initials(name)
  if (full) out.add(full)
  const at = brand ? name.indexOf(brand) : -1
  if (at > 0) {
    const stripped = initials(name.slice(at))
    if (stripped) out.add(stripped)
  }
  if (legalPerson) {
    const lp = initials(legalPerson, true)
    if (lp) out.add(lp)
  }
  return [...out].join(' ')
}

/**
 * (Re)indexes companies with id > fromId into company_fts (rowid = companies.id).
 * name: the name's bigram sequence + unigrams; persons: legal representative, current shareholders
 * and former names; initials: pinyin initials.
 */
export function indexCompanies(db: DB, fromId = 0, onProgress?: (done: number, total: number) => void): number {
  const maxId = (db.prepare('SELECT COALESCE(MAX(id), 0) AS m FROM companies').get() as { m: number }).m
  const total = (db.prepare('SELECT COUNT(*) AS n FROM companies WHERE id > ?').get(fromId) as { n: number }).n
  const rows = db.prepare('SELECT id, name, brand, legal_person, former_names FROM companies WHERE id > ? AND id <= ? ORDER BY id')
  const holders = db.prepare(
    `SELECT r.company_id AS id, p.name AS name FROM roles r JOIN persons p ON p.person_id = r.person_id
     WHERE r.company_id > ? AND r.company_id <= ? AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.company_id, r.id`,
  )
  const del = db.prepare('DELETE FROM company_fts WHERE rowid = ?')
  const ins = db.prepare('INSERT INTO company_fts (rowid, name, persons, initials) VALUES (?, ?, ?, ?)')
  const hasAny = (db.prepare('SELECT 1 AS x FROM company_fts LIMIT 1').get() as unknown) !== undefined
  let done = 0
  for (let lo = fromId; lo < maxId; lo += BATCH) {
    const hi = Math.min(maxId, lo + BATCH)
    const batch = rows.all(lo, hi) as Row[]
    const names = new Map<number, string[]>()
    for (const h of holders.all(lo, hi) as Array<{ id: number; name: string }>) {
      if (!names.has(h.id)) names.set(h.id, [])
      names.get(h.id)!.push(h.name)
    }
    db.transaction(() => {
      for (const r of batch) {
        if (hasAny) del.run(r.id)
        const t = companyTokens(r, names.get(r.id) ?? [])
        ins.run(r.id, t.name, t.persons, t.initials)
      }
    })()
    done += batch.length
    onProgress?.(done, total)
  }
  return done
}

/** Reindexes the given companies (after an import or an update). */
export function reindexCompanyIds(db: DB, ids: number[]): void {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  const del = db.prepare('DELETE FROM company_fts WHERE rowid = ?')
  const row = db.prepare('SELECT id, name, brand, legal_person, former_names FROM companies WHERE id = ?')
  const holders = db.prepare(
    `SELECT p.name FROM roles r JOIN persons p ON p.person_id = r.person_id WHERE r.company_id = ? AND r.role = 'shareholder' AND r.to_date IS NULL ORDER BY r.id`,
  )
  const ins = db.prepare('INSERT INTO company_fts (rowid, name, persons, initials) VALUES (?, ?, ?, ?)')
  db.transaction(() => {
    for (const id of sorted) {
      del.run(id)
      const r = row.get(id) as Row | undefined
      if (!r) continue
      const t = companyTokens(
        r,
        (holders.all(id) as Array<{ name: string }>).map((h) => h.name),
      )
      ins.run(r.id, t.name, t.persons, t.initials)
    }
  })()
}

/** Empties and rebuilds the whole name index. */
export function rebuildSearchIndex(db: DB, onProgress?: (done: number, total: number) => void): number {
  db.exec("INSERT INTO company_fts(company_fts) VALUES('delete-all')")
  const n = indexCompanies(db, 0, onProgress)
  db.exec("INSERT INTO company_fts(company_fts) VALUES('optimize')")
  return n
}

/**
 * Merges the full-text indexes that the records' triggers fill row by row (查老赖's and 司法案件's) into one segment
 * each, so a keyword's matches are read from one list instead of the many pieces a bulk load leaves. For after a
 * seed or a bulk import; the change feed's few rows a day are kept merged enough by the indexes' own automerge.
 */
export function mergeRecordIndexes(db: DB): void {
  for (const fts of ['judicial_fts', 'case_fts']) db.exec(`INSERT INTO ${fts}(${fts}) VALUES('optimize')`)
}
