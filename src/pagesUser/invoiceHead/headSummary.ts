import type { InvoiceHead } from '../../../contract/schemas/invoice'

export const headSummary = (h: InvoiceHead) => (h.kind === 'company' ? `单位 · ${h.taxId ?? ''}` : '个人')
