/**
 * Exports to Excel (导出): a result set or a company's profile, the user's exported files, their download, a re-export
 * and today's count. All need a login; another user's export answers 4040 exactly like a missing one.
 */
import fs from 'node:fs'
import { API } from '../../../contract/endpoints'
import { exportSchemas, type ExportCreateInput, type PhoneQuoteInput } from '../../../contract/schemas/export'
import { badParam, ok } from '../errors'
import { contentDisposition, exportServiceOf, type ExportParams } from '../export/service'
import type { PhoneSource } from '../export/phones'
import { sameSite } from './same-site'
import { checkFilter } from './search'
import type { ApiPlugin } from './plugin'
import { userIdOf } from './plugin'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The parameters of a result-set export after the checks a schema cannot make; fields of other kinds are dropped. */
function paramsOf(b: ExportCreateInput): ExportParams {
  if (b.kind === 'search') {
    const keyword = b.keyword?.trim()
    if (!keyword) throw badParam('请输入搜索关键词')
    return { kind: 'search', keyword }
  }
  if (b.kind === 'advanced') return { kind: 'advanced', filter: checkFilter(b) }
  const dimension = b.dimension?.trim()
  if (!dimension) throw badParam('请选择要导出的数据维度')
  if (!b.pid) throw badParam('请传入企业编号 pid')
  return { kind: 'dimension', pid: b.pid, dimension }
}

/** The result set whose phones are wanted, checked as a result-set export is. */
function sourceOf(b: PhoneQuoteInput): PhoneSource {
  const p = paramsOf(b)
  if (p.kind === 'search') return p
  if (p.kind === 'advanced') return p
  throw badParam('仅支持导出搜索结果或筛选结果的企业电话')
}

const exportRoutes: ApiPlugin = async (app) => {
  const service = exportServiceOf(app)
  const login = app.auth.requireLogin

  app.post(API.exports.entExport, { schema: exportSchemas.create, preHandler: login }, async (request) =>
    ok(await service.run(userIdOf(request), paramsOf(request.body))),
  )
  app.post(API.exports.profileExport, { schema: exportSchemas.profile, preHandler: login }, async (request) =>
    ok(await service.run(userIdOf(request), { kind: 'profile', pid: request.body.pid })),
  )
  app.post(API.exports.reEntExport, { schema: exportSchemas.reExport, preHandler: login }, async (request) =>
    ok(await service.reExport(userIdOf(request), request.body.id)),
  )
  app.get(API.exports.myDownload, { schema: exportSchemas.list, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    return ok(await service.list(userIdOf(request), pageNum, pageSize))
  })
  app.get(API.exports.frequency, { schema: exportSchemas.frequency, preHandler: login }, async (request) =>
    ok(await service.frequency(userIdOf(request))),
  )
  app.post(API.exports.phoneQuote, { schema: exportSchemas.phoneQuote, preHandler: login }, async (request) =>
    ok(await app.phoneOrders.quote(userIdOf(request), sourceOf(request.body))),
  )
  app.post(API.exports.phoneOrder, { schema: exportSchemas.phoneOrder, preHandler: login }, async (request) => {
    const { rows, payMethod, couponId, returnUrl, wxCode, oaCode } = request.body
    const input = { rows, payMethod, couponId, returnUrl: sameSite(returnUrl, request.headers.host), payer: { wxCode, oaCode } }
    return ok(await app.phoneOrders.order(userIdOf(request), sourceOf(request.body), input, request.ip))
  })
  app.post(API.exports.phoneExport, { schema: exportSchemas.phoneExport, preHandler: login }, async (request) =>
    ok(await app.phoneOrders.deliver(userIdOf(request), request.body.orderNo)),
  )
  // the file is already a zip: compressing it again only costs time
  app.get(API.exports.download, { schema: exportSchemas.download, preHandler: login, compress: false }, async (request, reply) => {
    const f = await service.file(userIdOf(request), request.query.id)
    return (
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-length', f.size)
        // the client may have every byte before the server has finished the response: a kept-alive connection would
        // then be missed by a shutdown's closing of idle connections and hold it up until the keep-alive timeout
        .header('connection', 'close')
        .header('content-disposition', contentDisposition(f.name, request.query.id))
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(f.path))
    )
  })
}

export default exportRoutes
