import type { FastifyInstance } from 'fastify'
import type { CaseSummary } from '../../../types/api-dimensions'
import type { Paged } from '../../../types/api'
import { fail, ok } from '../errors'
import { RecordRepo } from '../store/records'
import { totalText } from '../search/hits'
import { asParams, page, pid, str, PID, type Params } from './params'
import type { RouteContext } from './context'

function referenceNo(p: Params): string {
  return str(p, 'referenceNo', { label: '案号', required: true, max: 80 })
}

export function lawRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const records = new RecordRepo(ctx.db)

  const company = (p: Params) => {
    const c = ctx.companies.byPid(pid(p))
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return { kind: 'company' as const, id: c.id, pid: c.pid }
  }
  /** optional pid narrowing a case to one company's copies of its records */
  const optionalCompanyId = (p: Params): number | undefined => {
    const v = str(p, 'pid', { label: '企业编号', max: 64, pattern: PID, patternMsg: '企业编号格式不正确' })
    if (!v) return undefined
    const c = ctx.companies.byPid(v)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return c.id
  }

  app.get('/yqc/api/v1/law/summary', async (request) => ok(records.lawSummary(company(asParams(request.query)))))

  app.get('/yqc/api/v1/law/cases', async (request) => {
    const p = asParams(request.query)
    const { pageNum, pageSize } = page(p)
    const all = records.cases(company(p))
    const data: Paged<CaseSummary> = {
      total: all.length, totalText: totalText(all.length), pageNum, pageSize,
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    }
    return ok(data)
  })

  app.get('/yqc/api/v1/law/case', async (request) => {
    const p = asParams(request.query)
    const ref = referenceNo(p)
    const detail = records.caseDetail(ref, optionalCompanyId(p))
    if (!detail) throw fail('NOT_FOUND', '案件不存在')
    return ok(detail)
  })

  app.get('/yqc/api/v1/law/relationship', async (request) => {
    const p = asParams(request.query)
    const ref = referenceNo(p)
    const rel = records.relationship(ref, optionalCompanyId(p))
    if (!rel) throw fail('NOT_FOUND', '案件不存在')
    return ok(rel)
  })
}
