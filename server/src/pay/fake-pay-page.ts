/**
 * The fake's cashier page: what the payer would see inside WeChat, reduced to the order and two buttons.
 * Phone-sized, inline styles only, no scripts or external assets.
 */
import { fenToYuan } from './provider'
import type { FakeOrder } from './fake-store'

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;color:#111}
main{max-width:420px;margin:0 auto;padding:32px 20px;text-align:center}
.merchant{font-size:16px;color:#555;margin:8px 0}.desc{font-size:14px;color:#888;margin:4px 0 24px;word-break:break-all}
.amount{font-size:40px;font-weight:600;margin:8px 0 32px}.amount small{font-size:24px;margin-right:4px}
button{display:block;width:100%;padding:14px;margin:12px 0;border:0;border-radius:8px;font-size:17px}
.pay{background:#07c160;color:#fff}.cancel{background:#f2f2f2;color:#07c160}
.note{font-size:12px;color:#aaa;margin-top:32px}.state{font-size:18px;margin:24px 0}`

function page(title: string, inner: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${inner}</main></body></html>`
}

const summary = (merchantName: string, o: FakeOrder) =>
  `<p class="merchant">${esc(merchantName)}</p><p class="desc">${esc(o.description)}</p>` +
  `<p class="amount"><small>¥</small>${fenToYuan(o.totalFen)}</p>`

/** The confirm page of an unpaid order: 确认支付 / 取消 post back to /pay/confirm. */
export function confirmPage(merchantName: string, o: FakeOrder, redirectUrl?: string): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${esc(value)}">`
  return page(
    '微信支付',
    `${summary(merchantName, o)}<form method="post" action="/pay/confirm">` +
      hidden('out_trade_no', o.outTradeNo) +
      (redirectUrl ? hidden('redirect_url', redirectUrl) : '') +
      `<button class="pay" name="action" value="pay">确认支付</button>` +
      `<button class="cancel" name="action" value="cancel">取消</button></form>` +
      `<p class="note">本地模拟微信支付，不产生真实扣款</p>`,
  )
}

/** After paying or cancelling, or for an order that can no longer be paid. */
export function resultPage(merchantName: string, o: FakeOrder | undefined, message: string): string {
  return page('微信支付', `${o ? summary(merchantName, o) : ''}<p class="state">${esc(message)}</p>`)
}
