import type { FastifyInstance } from 'fastify'
import { getDimension, type Dimension } from '../../../src/domain/dimensions'
import { badParam, fail, ok } from '../errors'
import { RecordRepo, type Owner } from '../store/records'
import { chinaDate } from '../store/trends'
import { asParams, int, oneOf, page, str, PID, DATE, type Params } from './params'
import type { RouteContext } from './context'

const PERSON_ID = /^[0-9A-Za-z_-]{1,64}$/

/** A yyyy-mm-dd that is a real calendar day. */
export function dateParam(p: Params, name: string, label: string): string | undefined {
  const v = str(p, name, { label, max: 10, pattern: DATE, patternMsg: `${label}格式不正确，应为 yyyy-mm-dd` })
  if (v === undefined) return undefined
  const d = new Date(`${v}T00:00:00Z`)
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) throw badParam(`${label}不是有效的日期`)
  return v
}

export function dimensionParam(p: Params): Dimension {
  const key = str(p, 'dimension', { label: '数据维度', required: true, max: 40 })
  const dim = getDimension(key)
  if (!dim) throw badParam(`未知的数据维度：${key}`)
  return dim
}

/** pid (a company) or personId (a person): one is required; unknown ones answer 4040. */
export function ownerParam(ctx: RouteContext, p: Params, dim?: Dimension): Owner {
  const pid = str(p, 'pid', { label: '企业编号', max: 64, pattern: PID, patternMsg: '企业编号格式不正确' })
  const personId = pid ? undefined : str(p, 'personId', { label: '人员编号', max: 64, pattern: PERSON_ID, patternMsg: '人员编号格式不正确' })
  if (pid) {
    const c = ctx.companies.byPid(pid)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return { kind: 'company', id: c.id, pid: c.pid }
  }
  if (!personId) throw badParam('请传入企业编号 pid 或人员编号 personId')
  if (dim && dim.entity === 'company') throw badParam(`${dim.label}不支持按人员查询`)
  if (!ctx.db.prepare('SELECT 1 FROM persons WHERE person_id = ?').get(personId)) throw fail('NOT_FOUND', '人员不存在')
  return { kind: 'person', personId }
}

export function dimensionRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const records = new RecordRepo(ctx.db)

  app.get('/yqc/api/v1/dimension/list', async (request) => {
    const p = asParams(request.query)
    const dimension = dimensionParam(p)
    const { pageNum, pageSize } = page(p)
    const sort = oneOf(p, 'sort', '排序方式', ['date', 'amount'] as const, 'date')
    if (sort === 'amount' && !dimension.hasAmount) throw badParam(`${dimension.label}没有金额，不能按金额排序`)
    const order = oneOf(p, 'order', '排序顺序', ['desc', 'asc'] as const, 'desc')
    const start = dateParam(p, 'start', '开始日期')
    const end = dateParam(p, 'end', '结束日期')
    if (start && end && start > end) throw badParam('开始日期不能晚于结束日期')
    const role = str(p, 'role', { label: '角色', max: 20 })
    if (role && dimension.roles && !dimension.roles.includes(role)) throw badParam(`${dimension.label}没有“${role}”这一角色`)
    const currentRaw = p.current
    let current: boolean | undefined
    if (currentRaw !== undefined && currentRaw !== '') {
      if (currentRaw !== '0' && currentRaw !== '1') throw badParam('current 只能是 1（当前）或 0（历史）')
      current = currentRaw === '1'
    }
    const owner = ownerParam(ctx, p, dimension)
    return ok(records.list({ dimension, owner, pageNum, pageSize, sort, order, start, end, role, current }))
  })

  app.get('/yqc/api/v1/dimension/detail', async (request) => {
    const id = int(asParams(request.query), 'id', { label: '记录编号', min: 1, max: 2_000_000_000, def: 0 })
    if (id === 0) throw badParam('请传入记录编号 id')
    const detail = records.detail(id)
    if (!detail) throw fail('NOT_FOUND', '记录不存在')
    return ok(detail)
  })

  app.get('/yqc/api/v1/dimension/trend', async (request) => {
    const p = asParams(request.query)
    const dimension = dimensionParam(p)
    const owner = ownerParam(ctx, p, dimension)
    return ok(records.trend(dimension, owner, chinaDate(ctx.config.now()).slice(0, 7)))
  })

  app.get('/yqc/api/v1/copyright/search', async (request) => {
    const p = asParams(request.query)
    const keyword = str(p, 'keyword', { label: '关键词', required: true, max: 50 })
    const type = p.type === undefined || p.type === '' ? undefined : oneOf(p, 'type', '著作权类型', ['rj', 'zp'] as const)
    const { pageNum, pageSize } = page(p)
    return ok(records.copyrightSearch(keyword, type, pageNum, pageSize))
  })
}
