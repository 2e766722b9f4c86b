/** Legal views of a company: lawIndex, its cases (allCase), one case across its stages, the relations of its parties. */
import { API } from '../../../contract/endpoints'
import { lawSchemas, type CaseSummary } from '../../../contract/schemas/law'
import type { PagedOf } from '../../../contract/schemas/common'
import { badParam, fail, ok } from '../errors'
import { totalText } from '../search/hits'
import type { ApiPlugin } from './plugin'

const lawRoutes: ApiPlugin = async (app) => {
  const { companies, records } = app.repos

  const company = async (pid: string) => {
    const c = await companies.byPid(pid)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return { kind: 'company' as const, id: c.id, pid: c.pid }
  }
  /** the optional pid narrowing a case to one company's copies of its records */
  const optionalCompanyId = async (pid: string | undefined): Promise<number | undefined> => (pid ? (await company(pid)).id : undefined)
  const referenceNo = (raw: string): string => {
    const ref = raw.trim()
    if (!ref) throw badParam('请输入案号')
    return ref
  }

  app.get(API.law.lawSummary, { schema: lawSchemas.summary }, async (request) =>
    ok(await records.lawSummary(await company(request.query.pid))),
  )

  app.get(API.law.lawCases, { schema: lawSchemas.cases }, async (request) => {
    const { pid, pageNum = 1, pageSize = 20 } = request.query
    const all = await records.cases(await company(pid))
    const data: PagedOf<CaseSummary> = {
      total: all.length,
      totalText: totalText(all.length),
      pageNum,
      pageSize,
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    }
    return ok(data)
  })

  app.get(API.law.lawCase, { schema: lawSchemas.case }, async (request) => {
    const ref = referenceNo(request.query.referenceNo)
    const detail = await records.caseDetail(ref, await optionalCompanyId(request.query.pid))
    if (!detail) throw fail('NOT_FOUND', '案件不存在')
    return ok(detail)
  })

  /** The parties and their relations, at most MAX_CASE_NODES parties and MAX_CASE_EDGES relations (truncated says so). */
  app.get(API.law.lawRelationship, { schema: lawSchemas.relationship }, async (request) => {
    const ref = referenceNo(request.query.referenceNo)
    const rel = await records.relationship(ref, await optionalCompanyId(request.query.pid))
    if (!rel) throw fail('NOT_FOUND', '案件不存在')
    return ok(rel)
  })
}

export default lawRoutes
