/**
 * Invoices issued through 诺诺开放平台 (Nuonuo OpenAPI, 诺税通saas interfaces V2.0; docs/invoices.md): the order is
 * submitted with nuonuo.OpeMplatform.requestBillingNew as a fully digital ordinary invoice (数电普票, invoiceLine pc)
 * mailed to the buyer, then nuonuo.OpeMplatform.queryInvoiceResult is asked until the tax platform has issued it (2) or
 * failed it (22). Every call is a signed POST to /open/v1/services (X-Nuonuo-Sign, accessToken, userTax, method).
 *
 * The platform's order number is the request's serial number (`YQC` + requestId), unique per seller: a request sent
 * again is answered E9106 (订单编号重复), and the invoice already made for that number is looked up instead, so a
 * re-sent request never makes a second invoice. Configured by INVOICE_PROVIDER=nuonuo and NUONUO_* (fromEnv).
 */
import crypto from 'node:crypto'
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { CHINA_UTC_OFFSET_MINUTES } from '../../../contract/domain/china-time'
import { InvoiceProviderError, type InvoiceIssueRequest, type InvoiceProvider, type IssuedInvoice } from './provider'

dayjs.extend(utc)

export const NUONUO_API = 'https://sdk.nuonuo.com/open/v1/services'
export const NUONUO_ISSUE = 'nuonuo.OpeMplatform.requestBillingNew'
export const NUONUO_QUERY = 'nuonuo.OpeMplatform.queryInvoiceResult'
const OK = 'E0000'
const ORDER_NO_USED = 'E9106'
/** queryInvoiceResult's final states; 20 (开票中), 21 (签章中) and 24 (签章失败, re-signed by the platform) are not */
const ISSUED = '2'
const FAILED = '22'

export interface NuonuoConfig {
  appKey: string
  appSecret: string
  accessToken: string
  /** the seller's tax number: salerTaxNum and the userTax header */
  taxnum: string
  /** 开票员: the name of the clerk registered with the seller's digital tax account */
  clerk: string
  /** 税收分类编码 of the goods line, agreed with the accountant */
  goodsCode: string
  /** '0.06' by default */
  taxRate?: string
  baseUrl?: string
  /** before the request id in the platform's order number (YQC by default) */
  orderPrefix?: string
  /** how many times the result is asked for before the call gives up for now (default 4), and how far apart */
  pollAttempts?: number
  pollIntervalMs?: number
  /** each HTTP call's time limit */
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}

interface Envelope<T> {
  code?: string
  describe?: string
  result?: T
}

interface InvoiceResult {
  serialNo?: string
  orderNo?: string
  status?: string
  statusMsg?: string
  failCause?: string
  pdfUrl?: string
  invoiceTime?: number | string
  invoiceNo?: string
  allElectronicInvoiceNumber?: string
  orderAmount?: string
}

/** X-Nuonuo-Sign: HMAC-SHA1 (base64) with the app secret over a={a}&l={l}&p={p}&k&i&n&t&f, a/l/p from the path /p/l/a. */
export function nuonuoSign(
  path: string,
  appSecret: string,
  appKey: string,
  senid: string,
  nonce: string,
  timestamp: string,
  content: string,
): string {
  const [, p, l, a] = path.split('/')
  const text = `a=${a}&l=${l}&p=${p}&k=${appKey}&i=${senid}&n=${nonce}&t=${timestamp}&f=${content}`
  return crypto.createHmac('sha1', appSecret).update(text, 'utf8').digest('base64')
}

const yuan = (fen: number) => (fen / 100).toFixed(2)
const TAX_RATE = /^(0|0\.\d{1,3})$/
const ORDER_PREFIX = /^[A-Za-z0-9]{0,8}$/

export class NuonuoInvoiceProvider implements InvoiceProvider {
  readonly name = 'nuonuo'
  constructor(private readonly cfg: NuonuoConfig) {}

  /** NUONUO_APP_KEY, NUONUO_APP_SECRET, NUONUO_TOKEN, NUONUO_TAXNUM, NUONUO_CLERK, NUONUO_GOODS_CODE; optional NUONUO_TAX_RATE, NUONUO_BASE_URL, NUONUO_ORDER_PREFIX. */
  static fromEnv(env: Record<string, string | undefined>): NuonuoInvoiceProvider | null {
    const {
      NUONUO_APP_KEY: appKey,
      NUONUO_APP_SECRET: appSecret,
      NUONUO_TOKEN: accessToken,
      NUONUO_TAXNUM: taxnum,
      NUONUO_CLERK: clerk,
      NUONUO_GOODS_CODE: goodsCode,
    } = env
    if (!appKey || !appSecret || !accessToken || !taxnum || !clerk || !goodsCode) return null
    const taxRate = env.NUONUO_TAX_RATE || '0.06'
    if (!TAX_RATE.test(taxRate)) throw new Error(`NUONUO_TAX_RATE 应为小数形式的税率，例如 0.06（现为 ${taxRate}）`)
    const orderPrefix = env.NUONUO_ORDER_PREFIX ?? 'YQC'
    if (!ORDER_PREFIX.test(orderPrefix)) throw new Error('NUONUO_ORDER_PREFIX 应为至多 8 位字母或数字')
    return new NuonuoInvoiceProvider({
      appKey,
      appSecret,
      accessToken,
      taxnum,
      clerk,
      goodsCode,
      taxRate,
      orderPrefix,
      baseUrl: env.NUONUO_BASE_URL,
    })
  }

  orderNoOf(requestId: number): string {
    return `${this.cfg.orderPrefix ?? 'YQC'}${requestId}`
  }

  private now(): number {
    return this.cfg.now ? this.cfg.now() : Date.now()
  }

  /** No answer (refused connection, time limit) is an outcome unknown: a plain error saying which call it was. */
  private async fetch(what: string, url: URL | string, init: RequestInit = {}): Promise<Response> {
    try {
      return await (this.cfg.fetch ?? fetch)(url, { ...init, signal: AbortSignal.timeout(this.cfg.timeoutMs ?? 10_000) })
    } catch (err) {
      throw new Error(`${what}：${(err as Error).message}`)
    }
  }

  private async call<T>(method: string, content: object): Promise<Envelope<T>> {
    const body = JSON.stringify(content)
    const url = new URL(this.cfg.baseUrl ?? NUONUO_API)
    const senid = crypto.randomBytes(16).toString('hex')
    const nonce = String(crypto.randomInt(10_000_000, 100_000_000))
    const timestamp = String(Math.floor(this.now() / 1000))
    const sign = nuonuoSign(url.pathname, this.cfg.appSecret, this.cfg.appKey, senid, nonce, timestamp, body)
    url.search = new URLSearchParams({ senid, nonce, timestamp, appkey: this.cfg.appKey }).toString()
    const res = await this.fetch(`诺诺开放平台 ${method} 无应答`, url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Nuonuo-Sign': sign,
        accessToken: this.cfg.accessToken,
        userTax: this.cfg.taxnum,
        method,
      },
      body,
    })
    if (!res.ok) throw new Error(`诺诺开放平台 ${method} 失败：HTTP ${res.status}`)
    try {
      return (await res.json()) as Envelope<T>
    } catch {
      throw new Error(`诺诺开放平台 ${method} 的应答无法解析`)
    }
  }

  /** E-codes are the platform's answer about the invoice itself; gateway codes (signature, token, limits) are ours to fix. */
  private refusal(answer: Envelope<unknown>): Error {
    const code = answer.code ?? ''
    if (/^E\d{4}$/.test(code)) return new InvoiceProviderError(code, answer.describe || '开票失败')
    return new Error(`诺诺开放平台拒绝了请求：${code} ${answer.describe ?? ''}`.trim())
  }

  private orderOf(r: InvoiceIssueRequest, orderNo: string): Record<string, unknown> {
    const rate = this.cfg.taxRate ?? '0.06'
    const company = r.buyer.kind === 'company'
    return {
      buyerName: r.buyer.name,
      buyerTaxNum: company ? (r.buyer.taxId ?? '') : '',
      buyerTel: r.buyer.phone ?? '',
      buyerAddress: r.buyer.address ?? '',
      buyerAccount: [r.buyer.bank, r.buyer.account].filter(Boolean).join(' '),
      salerTaxNum: this.cfg.taxnum,
      orderNo,
      invoiceDate: dayjs(r.requestedAt).utcOffset(CHINA_UTC_OFFSET_MINUTES).format('YYYY-MM-DD HH:mm:ss'),
      clerk: this.cfg.clerk,
      // 0: the platform mails the invoice to `email`
      pushMode: '0',
      buyerPhone: '',
      email: r.email,
      invoiceType: '1',
      invoiceLine: 'pc',
      remark: `订单号：${r.orderNo}`,
      invoiceDetail: r.items.map((item) => {
        const excluded = Math.round(item.amountFen / (1 + Number(rate)))
        return {
          goodsName: item.name,
          goodsCode: this.cfg.goodsCode,
          withTaxFlag: '1',
          num: '1',
          price: yuan(item.amountFen),
          taxRate: rate,
          taxIncludedAmount: yuan(item.amountFen),
          taxExcludedAmount: yuan(excluded),
          tax: yuan(item.amountFen - excluded),
          invoiceLineProperty: '0',
        }
      }),
    }
  }

  async issue(request: InvoiceIssueRequest): Promise<IssuedInvoice> {
    const orderNo = this.orderNoOf(request.requestId)
    const submitted = await this.call<{ invoiceSerialNum?: string }>(NUONUO_ISSUE, { order: this.orderOf(request, orderNo) })
    let serialNo: string | null = null
    if (submitted.code === OK) {
      serialNo = submitted.result?.invoiceSerialNum ?? null
      if (!serialNo) throw new Error('诺诺开放平台受理了开票，但没有给出发票流水号')
    } else if (submitted.code !== ORDER_NO_USED) {
      throw this.refusal(submitted)
    }
    const attempts = this.cfg.pollAttempts ?? 4
    let last = ''
    for (let i = 0; i < attempts; i++) {
      // a new order is not issued yet the moment it is accepted; one sent before may be
      if (i > 0 || serialNo) await new Promise((r) => setTimeout(r, this.cfg.pollIntervalMs ?? 1500))
      const asked = await this.call<InvoiceResult[]>(
        NUONUO_QUERY,
        serialNo ? { serialNos: [serialNo], isOfferInvoiceDetail: '0' } : { orderNos: [orderNo], isOfferInvoiceDetail: '0' },
      )
      if (asked.code !== OK) throw new Error(`诺诺开放平台查询开票结果失败：${asked.code ?? ''} ${asked.describe ?? ''}`.trim())
      const found = (asked.result ?? []).find((x) => (serialNo ? x.serialNo === serialNo : x.orderNo === orderNo))
      last = found ? `${found.status ?? ''} ${found.statusMsg ?? ''}`.trim() : '查无此单'
      if (found?.status === ISSUED) return this.issued(found, request)
      if (found?.status === FAILED) throw new InvoiceProviderError(FAILED, found.failCause || found.statusMsg || '开票失败')
    }
    throw new Error(`诺诺开放平台尚未开出发票（订单号 ${orderNo}：${last}），稍后再查`)
  }

  private async issued(found: InvoiceResult, request: InvoiceIssueRequest): Promise<IssuedInvoice> {
    // an order number left over from an earlier database holds another invoice: it must not be handed out as this one
    if (found.orderAmount !== undefined && Math.round(Number(found.orderAmount) * 100) !== request.amountFen)
      throw new InvoiceProviderError('ORDER_NO_TAKEN', '开票流水号已被另一张发票使用，请重新申请开票')
    const invoiceNo = found.allElectronicInvoiceNumber || found.invoiceNo
    if (!invoiceNo || !found.pdfUrl) throw new Error('诺诺开放平台的开票结果缺少发票号码或文件地址')
    const res = await this.fetch('发票文件下载无应答', found.pdfUrl)
    const pdfBytes = new Uint8Array(await res.arrayBuffer())
    if (!res.ok || Buffer.from(pdfBytes.subarray(0, 5)).toString('latin1') !== '%PDF-')
      throw new Error(`发票文件下载失败：HTTP ${res.status}`)
    return { invoiceNo, issuedAt: Number(found.invoiceTime) || this.now(), pdfBytes }
  }
}
