/**
 * A small stand-in for 诺诺开放平台 (https://sdk.nuonuo.com/open/v1/services) on loopback, for the provider's tests. It
 * checks each call the way the platform does — the query's senid/nonce/timestamp/appkey, the accessToken, userTax and
 * method headers, and X-Nuonuo-Sign, HMAC-SHA1 (base64) with the app secret over
 * `a=services&l=v1&p=open&k={appKey}&i={senid}&n={nonce}&t={timestamp}&f={body}` — and answers in the documented
 * envelope `{ code, describe, result }`: nuonuo.OpeMplatform.requestBillingNew accepts an order (E0000 with its
 * invoiceSerialNum) or refuses it (an E9xxx code and a Chinese describe; E9106 for an order number already used), and
 * nuonuo.OpeMplatform.queryInvoiceResult reports each invoice as 20 (开票中), then 2 (开票完成) with its number and
 * PDF address, or 22 (开票失败) with its failCause. It can also keep a call unanswered.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export const STUB_APP = { appKey: 'SD63236305', appSecret: 'SDDED2523BED4643', token: 'stub-access-token', taxnum: '339902999999789113' }

export interface StubInvoice {
  orderNo: string
  serialNo: string
  order: Record<string, any>
  /** queries still answered 20 before the final state */
  pending: number
  failCause: string | null
  invoiceNo: string
  invoiceTime: number
}

export interface StubCall {
  method: string
  content: any
  signed: boolean
}

export interface NuonuoStub {
  /** the address to configure as NUONUO_BASE_URL */
  url: string
  calls: StubCall[]
  invoices: Map<string, StubInvoice>
  /** how the next orders are treated: refused at once, left pending for some queries, failed when issued, or unanswered */
  next: { refuse?: { code: string; describe: string }; pending?: number; failCause?: string; silent?: boolean }
  pdfOf(invoiceNo: string): string
  stop(): Promise<void>
}

export function stubSign(appSecret: string, appKey: string, senid: string, nonce: string, timestamp: string, body: string): string {
  const text = `a=services&l=v1&p=open&k=${appKey}&i=${senid}&n=${nonce}&t=${timestamp}&f=${body}`
  return crypto.createHmac('sha1', appSecret).update(text, 'utf8').digest('base64')
}

let serials = 0

export async function startNuonuoStub(app = STUB_APP, now: () => number = Date.now): Promise<NuonuoStub> {
  const calls: StubCall[] = []
  const invoices = new Map<string, StubInvoice>()
  const held: http.ServerResponse[] = []
  const stub = { next: {} as NuonuoStub['next'] }
  let base = ''

  const answer = (res: http.ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
    res.end(JSON.stringify(body))
  }

  const resultOf = (inv: StubInvoice) => {
    if (inv.pending > 0) {
      inv.pending -= 1
      return { serialNo: inv.serialNo, orderNo: inv.orderNo, status: '20', statusMsg: '开票中', failCause: '', pdfUrl: '', invoiceNo: '' }
    }
    if (inv.failCause)
      return { serialNo: inv.serialNo, orderNo: inv.orderNo, status: '22', statusMsg: '开票失败', failCause: inv.failCause, pdfUrl: '' }
    const amount = (inv.order.invoiceDetail as Array<{ taxIncludedAmount: string }>).reduce((n, d) => n + Number(d.taxIncludedAmount), 0)
    return {
      serialNo: inv.serialNo,
      orderNo: inv.orderNo,
      status: '2',
      statusMsg: '开票完成（最终状态）',
      failCause: '',
      pdfUrl: `${base}/fp/${inv.invoiceNo}.pdf`,
      invoiceTime: inv.invoiceTime,
      invoiceCode: '',
      invoiceNo: '',
      allElectronicInvoiceNumber: inv.invoiceNo,
      orderAmount: amount.toFixed(2),
      payerName: inv.order.buyerName,
      payerTaxNo: inv.order.buyerTaxNum ?? '',
      invoiceKind: '电子发票(普通发票)',
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub')
      const pdf = /^\/fp\/(\d+)\.pdf$/.exec(url.pathname)
      if (req.method === 'GET' && pdf) {
        res.writeHead(200, { 'content-type': 'application/pdf' })
        res.end(stubPdf(pdf[1]))
        return
      }
      if (req.method !== 'POST' || url.pathname !== '/open/v1/services') {
        res.writeHead(404)
        res.end()
        return
      }
      const body = Buffer.concat(chunks).toString('utf8')
      const q = url.searchParams
      const method = String(req.headers.method ?? '')
      const senid = q.get('senid') ?? ''
      const nonce = q.get('nonce') ?? ''
      const timestamp = q.get('timestamp') ?? ''
      const signed =
        q.get('appkey') === app.appKey &&
        /^[0-9a-f]{32}$/.test(senid) &&
        /^[1-9]\d{7}$/.test(nonce) &&
        Math.abs(Number(timestamp) - Math.floor(now() / 1000)) < 600 &&
        req.headers['x-nuonuo-sign'] === stubSign(app.appSecret, app.appKey, senid, nonce, timestamp, body) &&
        req.headers['content-type'] === 'application/json'
      let content: any = null
      try {
        content = JSON.parse(body)
      } catch {
        content = null
      }
      calls.push({ method, content, signed })
      if (!signed) return answer(res, { code: '070301', describe: '签名校验失败' })
      if (req.headers.accesstoken !== app.token) return answer(res, { code: '070314', describe: 'accessToken无效或已过期' })
      if (req.headers.usertax !== app.taxnum) return answer(res, { code: '070315', describe: '税号未授权' })
      if (stub.next.silent) {
        held.push(res)
        return
      }
      if (method === 'nuonuo.OpeMplatform.requestBillingNew') {
        const order = content?.order
        if (!order || order.salerTaxNum !== app.taxnum) return answer(res, { code: 'E9101', describe: '销方税号与授权税号不一致' })
        if (stub.next.refuse) return answer(res, stub.next.refuse)
        if (invoices.has(order.orderNo)) return answer(res, { code: 'E9106', describe: '订单编号或流水号不能重复' })
        serials += 1
        const serialNo = `${Date.now()}`.slice(-12) + String(serials).padStart(8, '0')
        invoices.set(order.orderNo, {
          orderNo: order.orderNo,
          serialNo,
          order,
          pending: stub.next.pending ?? 0,
          failCause: stub.next.failCause ?? null,
          invoiceNo: `2644000000${String(serials).padStart(10, '0')}`,
          invoiceTime: now(),
        })
        return answer(res, { code: 'E0000', describe: '开票提交成功', result: { invoiceSerialNum: serialNo } })
      }
      if (method === 'nuonuo.OpeMplatform.queryInvoiceResult') {
        const bySerial = (content?.serialNos ?? []) as string[]
        const byOrder = (content?.orderNos ?? []) as string[]
        const found = [...invoices.values()].filter((i) => bySerial.includes(i.serialNo) || byOrder.includes(i.orderNo))
        return answer(res, { code: 'E0000', describe: '获取成功', result: found.map(resultOf) })
      }
      return answer(res, { code: '070101', describe: 'method不存在' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return Object.assign(stub, {
    url: `${base}/open/v1/services`,
    calls,
    invoices,
    pdfOf: (invoiceNo: string) => stubPdf(invoiceNo),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const r of held) r.destroy()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  })
}

const stubPdf = (invoiceNo: string) => `%PDF-1.7\n% 诺诺测试发票 ${invoiceNo}\n%%EOF\n`
