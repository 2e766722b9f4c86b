/** The invoice service as the server runs it: the configured provider (INVOICE_PROVIDER), else the local demonstration one. */
import type { FastifyInstance } from 'fastify'
import { LocalInvoiceProvider } from './local'
import { InvoiceService } from './service'

export function createInvoiceService(app: FastifyInstance): InvoiceService {
  const now = app.config.now
  return new InvoiceService({
    repo: app.repos.invoices,
    provider: app.config.invoice ?? new LocalInvoiceProvider({ now }),
    now,
    log: (msg, detail) => app.log.warn(detail ?? {}, msg),
  })
}
