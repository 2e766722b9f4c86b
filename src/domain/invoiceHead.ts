import type { InvoiceHead } from '../../contract/schemas/invoice'

/** A head's line under its title in a list: a company's tax number, or 个人. */
export const headSummary = (h: InvoiceHead) => (h.kind === 'company' ? `单位 · ${h.taxId ?? ''}` : '个人')
