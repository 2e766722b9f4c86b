/**
 * Invoice heads and invoice requests of the signed-in user, and the issued invoice's PDF. Another user's head or
 * request answers 4040 like a missing one.
 */
import { API } from '../../../contract/endpoints'
import { invoiceSchemas as sch } from '../../../contract/schemas/invoice'
import { ok } from '../errors'
import { createInvoiceService } from '../invoice/runtime'
import type { ApiPlugin } from './plugin'
import { userIdOf } from './plugin'

const invoiceRoutes: ApiPlugin = async (app) => {
  const invoices = createInvoiceService(app)
  const login = app.auth.requireLogin

  app.get(API.invoice.headList, { schema: sch.headList, preHandler: login }, async (request) => ok(await invoices.heads(userIdOf(request))))
  app.post(API.invoice.headCreate, { schema: sch.headCreate, preHandler: login }, async (request) =>
    ok(await invoices.createHead(userIdOf(request), request.body)),
  )
  app.post(API.invoice.headUpdate, { schema: sch.headUpdate, preHandler: login }, async (request) => {
    const { id, ...input } = request.body
    return ok(await invoices.updateHead(userIdOf(request), id, input))
  })
  app.post(API.invoice.headDelete, { schema: sch.headDelete, preHandler: login }, async (request) =>
    ok(await invoices.deleteHead(userIdOf(request), request.body.id)),
  )
  app.post(API.invoice.headSetDefault, { schema: sch.headSetDefault, preHandler: login }, async (request) =>
    ok(await invoices.setDefault(userIdOf(request), request.body.id)),
  )

  app.post(API.invoice.requestCreate, { schema: sch.requestCreate, preHandler: login }, async (request) =>
    ok(await invoices.request(userIdOf(request), request.body)),
  )
  app.get(API.invoice.requestList, { schema: sch.requestList, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20, state } = request.query
    return ok(await invoices.list(userIdOf(request), state, pageNum, pageSize))
  })
  app.get(API.invoice.requestDetail, { schema: sch.requestDetail, preHandler: login }, async (request) =>
    ok(await invoices.detail(userIdOf(request), request.query.id)),
  )
  app.get(API.invoice.requestPdf, { schema: sch.requestPdf, preHandler: login }, async (request, reply) => {
    const { fileName, pdf } = await invoices.pdf(userIdOf(request), request.query.id)
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf)
  })
}

export default invoiceRoutes
