/**
 * Who issues an invoice. The local provider draws a demonstration PDF on this machine; a production provider calls a
 * tax platform's e-invoice API (docs/invoices.md). `requestId` is the request's serial number (流水号): sending the same
 * request again must give back the invoice already issued for it, never a second one.
 */

export interface InvoiceBuyer {
  kind: 'company' | 'personal'
  name: string
  taxId: string | null
  bank: string | null
  account: string | null
  address: string | null
  phone: string | null
}

export interface InvoiceIssueRequest {
  requestId: number
  orderNo: string
  buyer: InvoiceBuyer
  /** where the buyer receives the invoice */
  email: string
  items: Array<{ name: string; amountFen: number }>
  /** total, tax included, integer fen */
  amountFen: number
  requestedAt: number
}

export type IssuedInvoice = { invoiceNo: string; issuedAt: number } & ({ pdfBytes: Uint8Array } | { pdfPath: string })

export interface InvoiceProvider {
  /** stored with each request: which provider issued it */
  readonly name: string
  issue(request: InvoiceIssueRequest): Promise<IssuedInvoice>
}

/**
 * The provider refused, for good: the request fails with `message` (Chinese, shown to the user). Throw anything else
 * when the outcome is unknown (no answer): the request then stays 'requested' and is sent again later.
 */
export class InvoiceProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'InvoiceProviderError'
  }
}
