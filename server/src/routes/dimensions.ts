/** The data dimensions: a dimension's records of a company or person, one record, its trend, the copyright search. */
import { API } from '../../../contract/endpoints'
import { dimensionSchemas } from '../../../contract/schemas/dimensions'
import { getDimension, type Dimension } from '../../../contract/domain/dimensions'
import { badParam, fail, ok } from '../errors'
import type { Repos } from '../plugins/context'
import type { Owner } from '../store/records'
import { chinaDate } from '../store/trends'
import type { ApiPlugin } from './plugin'

/** A yyyy-mm-dd (already matching its pattern) that must also be a real calendar day. */
function calendarDay(v: string | undefined, label: string): string | undefined {
  if (v === undefined) return undefined
  const d = new Date(`${v}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) throw badParam(`${label}不是有效的日期`)
  return v
}

function dimensionOf(key: string): Dimension {
  const dim = getDimension(key.trim())
  if (!dim) throw badParam(`未知的数据维度：${key.trim()}`)
  return dim
}

/** pid (a company) or personId (a person): one is required; unknown ones answer 4040. */
async function ownerOf(repos: Repos, q: { pid?: string; personId?: string }, dim: Dimension): Promise<Owner> {
  if (q.pid) {
    const c = await repos.companies.byPid(q.pid)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return { kind: 'company', id: c.id, pid: c.pid }
  }
  if (!q.personId) throw badParam('请传入企业编号 pid 或人员编号 personId')
  if (dim.entity === 'company') throw badParam(`${dim.label}不支持按人员查询`)
  if (!(await repos.persons.exists(q.personId))) throw fail('NOT_FOUND', '人员不存在')
  return { kind: 'person', personId: q.personId }
}

const dimensionRoutes: ApiPlugin = async (app) => {
  const { records } = app.repos

  app.get(API.dimensions.dimensionList, { schema: dimensionSchemas.list }, async (request) => {
    const q = request.query
    const dimension = dimensionOf(q.dimension)
    const { pageNum = 1, pageSize = 20, sort = 'date', order = 'desc' } = q
    if (sort === 'amount' && !dimension.hasAmount) throw badParam(`${dimension.label}没有金额，不能按金额排序`)
    const start = calendarDay(q.start, '开始日期')
    const end = calendarDay(q.end, '结束日期')
    if (start && end && start > end) throw badParam('开始日期不能晚于结束日期')
    const role = q.role?.trim() || undefined
    if (role && dimension.roles && !dimension.roles.includes(role)) throw badParam(`${dimension.label}没有“${role}”这一角色`)
    const current = q.current === undefined ? undefined : q.current === '1'
    const owner = await ownerOf(app.repos, q, dimension)
    return ok(await records.list({ dimension, owner, pageNum, pageSize, sort, order, start, end, role, current }))
  })

  app.get(API.dimensions.dimensionDetail, { schema: dimensionSchemas.detail }, async (request) => {
    const detail = await records.detail(request.query.id)
    if (!detail) throw fail('NOT_FOUND', '记录不存在')
    return ok(detail)
  })

  app.get(API.dimensions.dimensionTrend, { schema: dimensionSchemas.trend }, async (request) => {
    const dimension = dimensionOf(request.query.dimension)
    const owner = await ownerOf(app.repos, request.query, dimension)
    return ok(await records.trend(dimension, owner, chinaDate(app.config.now()).slice(0, 7)))
  })

  /** Copyrights across companies by a keyword in the title; the keyword reaches the index as quoted text only. */
  app.get(API.dimensions.copyright, { schema: dimensionSchemas.copyright }, async (request) => {
    const { type, pageNum = 1, pageSize = 20 } = request.query
    const keyword = request.query.keyword.trim()
    if (!keyword) throw badParam('请输入关键词')
    return ok(await records.copyrightSearch(keyword, type, pageNum, pageSize))
  })
}

export default dimensionRoutes
