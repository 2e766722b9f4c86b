/**
 * Invoice heads and invoice requests over the repository and an invoice provider. An order is invoiced once, for
 * what it kept: paid, or refunded in part (the amount paid less the refund). A request is written before the
 * provider is called, so the unique index refuses a second one even when two arrive together.
 */
import fs from 'node:fs'
import { isOn } from '../../../contract/schemas/common'
import {
  MAX_INVOICE_HEADS,
  type InvoiceHead,
  type InvoiceHeadInput,
  type InvoiceHeadList,
  type InvoiceList,
  type InvoiceRequest,
  type InvoiceRequestInput,
  type InvoiceState,
} from '../../../contract/schemas/invoice'
import { badParam, fail } from '../errors'
import type { InvoiceOrderRow, InvoiceRepo, InvoiceRequestRow } from '../store/invoices'
import { headFields, toHead } from './heads'
import { InvoiceProviderError, type InvoiceProvider } from './provider'

/** The goods line of an invoice, by what the order sold. */
export const INVOICE_ITEMS: Record<InvoiceOrderRow['kind'], string> = { member: '会员服务费', phone_export: '数据服务费' }
/** a request still 'requested' after this long has an unknown outcome: asking again re-sends it under the same id */
export const STUCK_MS = 10 * 60_000

export interface InvoiceDeps {
  repo: InvoiceRepo
  provider: InvoiceProvider
  now: () => number
  log: (msg: string, detail?: Record<string, unknown>) => void
}

/** What an order may be invoiced for, or why it may not. */
export function invoiceableFen(
  o: Pick<InvoiceOrderRow, 'state' | 'amount_fen' | 'refund_fen'>,
): { ok: true; fen: number } | { ok: false; reason: string } {
  switch (o.state) {
    case 'created':
      return { ok: false, reason: '订单尚未支付，不能开票' }
    case 'closed':
      return { ok: false, reason: '订单已关闭，不能开票' }
    case 'refunding':
      return { ok: false, reason: '订单退款处理中，请退款完成后再申请开票' }
    case 'paid':
      return { ok: true, fen: o.amount_fen }
    case 'refunded': {
      const fen = o.amount_fen - (o.refund_fen ?? 0)
      return fen > 0 ? { ok: true, fen } : { ok: false, reason: '订单已全额退款，不能开票' }
    }
  }
}

export class InvoiceService {
  constructor(private readonly d: InvoiceDeps) {}

  async heads(userId: string): Promise<InvoiceHeadList> {
    return { list: (await this.d.repo.heads(userId)).map(toHead), max: MAX_INVOICE_HEADS }
  }

  async createHead(userId: string, input: InvoiceHeadInput): Promise<InvoiceHead> {
    const row = await this.d.repo.createHead(userId, headFields(input), isOn(input.isDefault), MAX_INVOICE_HEADS, this.d.now())
    if (!row) throw badParam(`发票抬头最多保存${MAX_INVOICE_HEADS}个，请删除不用的抬头后再添加`)
    return toHead(row)
  }

  async updateHead(userId: string, id: number, input: InvoiceHeadInput): Promise<InvoiceHead> {
    const fields = headFields(input)
    const row = await this.d.repo.updateHead(userId, id, fields, isOn(input.isDefault), this.d.now())
    if (!row) throw fail('NOT_FOUND', '发票抬头不存在')
    return toHead(row)
  }

  async deleteHead(userId: string, id: number): Promise<InvoiceHeadList> {
    if (!(await this.d.repo.deleteHead(userId, id))) throw fail('NOT_FOUND', '发票抬头不存在')
    return this.heads(userId)
  }

  async setDefault(userId: string, id: number): Promise<InvoiceHeadList> {
    if (!(await this.d.repo.setDefault(userId, id))) throw fail('NOT_FOUND', '发票抬头不存在')
    return this.heads(userId)
  }

  async request(userId: string, input: InvoiceRequestInput): Promise<InvoiceRequest> {
    const head = await this.d.repo.head(userId, input.headId)
    if (!head) throw fail('NOT_FOUND', '发票抬头不存在')
    const order = await this.d.repo.order(userId, input.orderNo)
    if (!order) throw fail('NOT_FOUND', '订单不存在')
    const active = await this.d.repo.activeRequest(userId, order.order_no)
    if (active?.state === 'requested' && this.d.now() - active.created_at > STUCK_MS) return this.issue(active)
    if (active) throw badParam(alreadyMessage(active))
    const can = invoiceableFen(order)
    if (!can.ok) throw badParam(can.reason)
    const row = await this.d.repo.createRequest({
      user_id: userId,
      order_no: order.order_no,
      head_id: head.id,
      kind: head.kind,
      buyer_name: head.name,
      buyer_tax_id: head.tax_id,
      buyer_bank: head.bank,
      buyer_account: head.account,
      buyer_address: head.address,
      buyer_phone: head.phone,
      email: input.email.trim(),
      item: INVOICE_ITEMS[order.kind],
      amount_fen: can.fen,
      provider: this.d.provider.name,
      created_at: this.d.now(),
    })
    if (!row) {
      // another request or a refund came first
      const now = await this.d.repo.activeRequest(userId, order.order_no)
      const again = await this.d.repo.order(userId, order.order_no)
      const changed = again && invoiceableFen(again)
      throw badParam(now ? alreadyMessage(now) : changed && !changed.ok ? changed.reason : '订单状态已变化，请刷新后重试')
    }
    return this.issue(row)
  }

  private async issue(row: InvoiceRequestRow): Promise<InvoiceRequest> {
    try {
      const out = await this.d.provider.issue({
        requestId: row.id,
        orderNo: row.order_no,
        buyer: {
          kind: row.kind,
          name: row.buyer_name,
          taxId: row.buyer_tax_id,
          bank: row.buyer_bank,
          account: row.buyer_account,
          address: row.buyer_address,
          phone: row.buyer_phone,
        },
        email: row.email,
        items: [{ name: row.item, amountFen: row.amount_fen }],
        amountFen: row.amount_fen,
        requestedAt: row.created_at,
      })
      const pdf = 'pdfBytes' in out ? out.pdfBytes : await fs.promises.readFile(out.pdfPath)
      await this.d.repo.markIssued(row.id, out.invoiceNo, out.issuedAt, pdf)
    } catch (e) {
      const detail = { requestId: row.id, orderNo: row.order_no, error: (e as Error).message }
      // a refusal is final; anything else (a broken connection, a lost answer) may have issued the invoice, so the
      // request stays 'requested' and is sent again under the same id, never as a new one
      if (e instanceof InvoiceProviderError) await this.d.repo.markFailed(row.id, e.message)
      this.d.log(e instanceof InvoiceProviderError ? 'invoice refused' : 'invoice outcome unknown', detail)
    }
    return this.detail(row.user_id, row.id)
  }

  async list(userId: string, state: InvoiceState | undefined, pageNum: number, pageSize: number): Promise<InvoiceList> {
    const { total, rows } = await this.d.repo.requests(userId, state ?? null, (pageNum - 1) * pageSize, pageSize)
    return { total, totalText: String(total), pageNum, pageSize, list: rows.map(toRequest) }
  }

  async detail(userId: string, id: number): Promise<InvoiceRequest> {
    const row = await this.d.repo.request(userId, id)
    if (!row) throw fail('NOT_FOUND', '开票申请不存在')
    return toRequest(row)
  }

  async pdf(userId: string, id: number): Promise<{ fileName: string; pdf: Buffer }> {
    const row = await this.d.repo.request(userId, id)
    if (!row) throw fail('NOT_FOUND', '开票申请不存在')
    const pdf = row.state === 'issued' ? await this.d.repo.pdf(userId, id) : undefined
    if (!pdf) throw fail('NOT_FOUND', row.state === 'failed' ? '开票失败，没有发票文件' : '发票正在开具，请稍后再下载')
    return { fileName: `invoice-${row.invoice_no}.pdf`, pdf }
  }
}

const alreadyMessage = (r: InvoiceRequestRow) =>
  r.state === 'issued' ? '该订单已开具发票，每个订单只能开票一次' : '该订单的发票正在开具，请稍后查看'

function toRequest(r: InvoiceRequestRow): InvoiceRequest {
  return {
    id: r.id,
    orderNo: r.order_no,
    headId: r.head_id,
    buyer: {
      kind: r.kind,
      name: r.buyer_name,
      taxId: r.buyer_tax_id,
      bank: r.buyer_bank,
      account: r.buyer_account,
      address: r.buyer_address,
      phone: r.buyer_phone,
    },
    email: r.email,
    item: r.item,
    amountFen: r.amount_fen,
    state: r.state,
    invoiceNo: r.invoice_no,
    failReason: r.fail_reason,
    createdAt: r.created_at,
    issuedAt: r.issued_at,
    pdfReady: r.state === 'issued',
  }
}
