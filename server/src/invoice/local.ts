/**
 * The invoice provider of a local run: it records each request and issues at once, drawing a demonstration PDF that
 * says it is one. Nothing leaves the machine and nothing it issues is valid for tax.
 */
import crypto from 'node:crypto'
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { CHINA_UTC_OFFSET_MINUTES } from '../../../contract/domain/china-time'
import { findCjkFont, renderInvoicePdf, type CjkFont } from './pdf'
import type { InvoiceIssueRequest, InvoiceProvider, IssuedInvoice } from './provider'

dayjs.extend(utc)

export const LOCAL_INVOICE_TITLE = '电子发票（本地演示）'
const KEEP = 100

export interface LocalInvoiceOptions {
  now: () => number
  sellerName?: string
  /** where to look for a CJK font (the usual Noto Sans CJK places by default) */
  fonts?: CjkFont[]
}

export class LocalInvoiceProvider implements InvoiceProvider {
  readonly name = 'local'
  /** the latest requests it was given, oldest first */
  readonly received: InvoiceIssueRequest[] = []

  constructor(private readonly o: LocalInvoiceOptions) {}

  async issue(request: InvoiceIssueRequest): Promise<IssuedInvoice> {
    this.received.push(request)
    if (this.received.length > KEEP) this.received.shift()
    const font = findCjkFont(this.o.fonts)
    const issuedAt = this.o.now()
    const invoiceNo = localInvoiceNo(issuedAt)
    const seller = this.o.sellerName ?? '云企查'
    const pdfBytes = await renderInvoicePdf(
      {
        title: LOCAL_INVOICE_TITLE,
        invoiceNo,
        issuedAt,
        seller,
        buyer: request.buyer,
        items: request.items,
        amountFen: request.amountFen,
        orderNo: request.orderNo,
        note: `本发票由本地演示开票服务生成，不具备税务效力。订单号：${request.orderNo}`,
      },
      font,
    )
    return { invoiceNo, issuedAt, pdfBytes }
  }
}

/** 20 digits like an e-invoice number: China date-time to the second, then 8 random digits. */
export function localInvoiceNo(ms: number): string {
  const stamp = dayjs(ms).utcOffset(CHINA_UTC_OFFSET_MINUTES).format('YYMMDDHHmmss')
  return stamp + String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')
}
