/**
 * 企业集团: search and the largest groups, a group's overview, members, branches, outside investments and investors,
 * key persons, records of the members and their risk scan; the group of a company. Public, no login. An unknown
 * group is 4040 集团不存在; the scan counts as a company scan of the group's core company.
 */
import { API } from '../../../contract/endpoints'
import { capitalText } from '../../../contract/domain/format'
import type { OwnershipPathStep } from '../../../contract/api/api-risk'
import { GROUP_RECORD_SETS, groupSchemas, type GroupCard, type GroupCount } from '../../../contract/schemas/group'
import { getDimension } from '../../../contract/domain/dimensions'
import { totalText } from '../search/hits'
import { regionName } from '../data/regions'
import { fail, ok } from '../errors'
import { GroupService } from '../groups/service'
import { toItem } from '../store/records'
import type { CompanyLinkRow, GroupRow } from '../store/groups'
import { riskDeps } from './risk-common'
import type { ApiPlugin } from './plugin'

const card = (g: GroupRow): GroupCard => ({
  groupId: g.gid,
  name: g.core_name,
  controller: { kind: g.controller_kind, key: g.controller_key, name: g.controller_name },
  memberCount: g.member_count,
  totalCapitalText: capitalText(g.total_capital),
  industry: g.core_industry,
  provinceName: regionName(g.core_province),
})

const link = (r: CompanyLinkRow) => ({
  pid: r.pid,
  name: r.name,
  legalPerson: r.legal_person,
  regCapitalText: capitalText(r.reg_capital, r.currency),
  established: r.established,
  status: r.status,
})

const emptyCore = { pid: '', name: '', legalPerson: '', regCapitalText: '-', established: '', status: '', address: '', scope: '' }

const paged = <T>(list: T[], total: number, pageNum: number, pageSize: number) => ({
  total,
  totalText: totalText(total),
  pageNum,
  pageSize,
  list,
})

const counted = (rows: Array<{ key: string; n: number }>, label: (key: string) => string): GroupCount[] =>
  rows.map((r) => ({ key: r.key, label: label(r.key) || '未知', count: r.n }))

const groupRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.groups
  const service = new GroupService(repo, app.config.now)
  const risk = riskDeps(app)

  const groupOf = async (gid: string): Promise<GroupRow> => {
    await service.ensure()
    const g = await repo.byGid(gid)
    if (!g) throw fail('NOT_FOUND', '集团不存在')
    return g
  }
  const window = (q: { pageNum?: number; pageSize?: number }) => {
    const pageNum = q.pageNum ?? 1
    const pageSize = q.pageSize ?? 20
    return { pageNum, pageSize, offset: (pageNum - 1) * pageSize }
  }

  app.get(API.group.search, { schema: groupSchemas.search }, async (request) => {
    await service.ensure()
    const { pageNum, pageSize, offset } = window(request.query)
    const keyword = request.query.keyword?.trim() || undefined
    const page = await repo.search(keyword, offset, pageSize)
    return ok(paged(page.rows.map(card), page.total, pageNum, pageSize))
  })

  app.get(API.group.overview, { schema: groupSchemas.overview }, async (request) => {
    const g = await groupOf(request.query.groupId)
    const core = await repo.core(g.core_id)
    return ok({
      ...card(g),
      totalCapital: g.total_capital,
      core: core ? { ...link(core), address: core.address, scope: core.scope } : { ...emptyCore, pid: g.gid, name: g.core_name },
      industries: counted(await repo.counts(g.id, 'industry'), (k) => k),
      provinces: counted(await repo.counts(g.id, 'province_code'), (k) => regionName(k)),
      statuses: counted(await repo.counts(g.id, 'status'), (k) => k),
    })
  })

  app.get(API.group.ofCompany, { schema: groupSchemas.ofCompany }, async (request) => {
    await service.ensure()
    const { pid } = request.query
    if (!(await repo.hasCompany(pid))) throw fail('NOT_FOUND', '企业不存在')
    const g = await repo.ofCompany(pid)
    return ok(
      g ? { groupId: g.gid, name: g.core_name, controllerName: g.controller_name, memberCount: g.member_count, share: g.share } : null,
    )
  })

  app.get(API.group.members, { schema: groupSchemas.members }, async (request) => {
    const g = await groupOf(request.query.groupId)
    const { pageNum, pageSize, offset } = window(request.query)
    const rows = await repo.members(g.id, offset, pageSize)
    const list = rows.map((r) => ({
      ...link(r),
      industry: r.industry,
      provinceName: regionName(r.province_code),
      share: r.share,
      path: JSON.parse(r.path) as OwnershipPathStep[],
    }))
    return ok(paged(list, g.member_count, pageNum, pageSize))
  })

  const stakeList = (kind: 'branches' | 'investments') =>
    async function (request: { query: { groupId: string; pageNum?: number; pageSize?: number } }) {
      const g = await groupOf(request.query.groupId)
      const { pageNum, pageSize, offset } = window(request.query)
      const page = await repo[kind](g.id, offset, pageSize)
      const list = page.rows.map((r) => ({ ...link(r), share: r.share, memberPid: r.member_pid, memberName: r.member_name }))
      return ok(paged(list, page.total, pageNum, pageSize))
    }
  app.get(API.group.branches, { schema: groupSchemas.branches }, stakeList('branches'))
  app.get(API.group.investments, { schema: groupSchemas.investments }, stakeList('investments'))

  app.get(API.group.investors, { schema: groupSchemas.investors }, async (request) => {
    const g = await groupOf(request.query.groupId)
    const { pageNum, pageSize, offset } = window(request.query)
    const page = await repo.investors(g.id, g.controller_kind === 'person' ? g.controller_key : '', offset, pageSize)
    const list = page.rows.map((r) => ({
      kind: r.kind,
      key: r.key,
      name: r.name,
      share: r.share,
      memberPid: r.member_pid,
      memberName: r.member_name,
    }))
    return ok(paged(list, page.total, pageNum, pageSize))
  })

  app.get(API.group.persons, { schema: groupSchemas.persons }, async (request) => {
    const g = await groupOf(request.query.groupId)
    const { pageNum, pageSize, offset } = window(request.query)
    const page = await repo.persons(g.id, offset, pageSize)
    const list = page.rows.map((r) => ({
      personId: r.person_id,
      name: r.name,
      companyCount: r.companies,
      positions: [...new Set((r.positions ?? '').split(',').filter(Boolean))],
      firstPid: r.first_pid,
      firstName: r.first_name,
    }))
    return ok(paged(list, page.total, pageNum, pageSize))
  })

  app.get(API.group.records, { schema: groupSchemas.records }, async (request) => {
    const g = await groupOf(request.query.groupId)
    const { pageNum, pageSize, offset } = window(request.query)
    const page = await repo.records(g.id, request.query.dimension, offset, pageSize)
    return ok(paged(page.rows.map(toItem), page.total, pageNum, pageSize))
  })

  app.get(API.group.recordCounts, { schema: groupSchemas.recordCounts }, async (request) => {
    const g = await groupOf(request.query.groupId)
    const dims = GROUP_RECORD_SETS[request.query.set]
    const counts = await repo.recordCounts(g.id, dims)
    return ok(dims.filter((d) => getDimension(d)).map((d) => ({ dimension: d, count: counts[d] ?? 0 })))
  })

  app.get(API.group.scan, { schema: groupSchemas.scan }, async (request) => {
    const g = await groupOf(request.query.groupId)
    const quota = await risk.quota.consume('company', await risk.subject(request), g.gid)
    const { pageNum, pageSize, offset } = window(request.query)
    const scan = await service.scan(risk.service.engine, g.id, g.gid)
    const level = request.query.level
    const items = level ? scan.items.filter((i) => i.level === level) : scan.items
    return ok({
      ...paged(items.slice(offset, offset + pageSize), items.length, pageNum, pageSize),
      groupId: g.gid,
      name: g.core_name,
      totals: scan.totals,
      scanned: scan.scanned,
      memberCount: g.member_count,
      byMember: scan.byMember.slice(0, 20),
      quota,
    })
  })
}

export default groupRoutes
