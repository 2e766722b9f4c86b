/**
 * A demonstration deployment: the services a local stand-in runs instead of the real provider (codes written to the
 * server log, a pay page that pays nothing, invoices drawn on the server), and the strip the app shows while any is in
 * use or DEMO=1 says the deployment is a demonstration. The server names the stand-ins; the app words them.
 */

/** in the order the strip names them */
export const STAND_INS = ['sms', 'oneClick', 'wechat', 'pay', 'invoice', 'subscribe', 'oa'] as const
export type StandIn = (typeof STAND_INS)[number]

export interface DemoState {
  on: boolean
  standIns: StandIn[]
}

/** what the server's start-up warning calls each service */
export const STAND_IN_NAMES: Record<StandIn, string> = {
  sms: '短信验证码',
  oneClick: '一键登录',
  wechat: '微信登录',
  pay: '微信支付',
  invoice: '电子发票',
  subscribe: '订阅消息',
  oa: '微信网页授权',
}

/** the strip's shorter words: both logins are 登录 */
const STRIP_WORDS: Record<StandIn, string> = {
  sms: '短信验证码',
  oneClick: '登录',
  wechat: '登录',
  pay: '支付',
  invoice: '发票',
  subscribe: '消息推送',
  oa: '微信授权',
}

/** the strip stays one line on a phone: at most this many services are named, then 等 */
const STRIP_NAMED = 3

export function demoBannerText(standIns: readonly StandIn[]): string {
  const words = [...new Set(STAND_INS.filter((k) => standIns.includes(k)).map((k) => STRIP_WORDS[k]))]
  const named = words.slice(0, STRIP_NAMED).join('、') + (words.length > STRIP_NAMED ? '等' : '')
  return `演示环境${named ? `：${named}为本地模拟` : '：仅供体验'}${standIns.includes('pay') ? '，不产生真实扣款' : ''}`
}

/** index.html carries the state as `<meta name="yqc-demo" content="{json}">` when the API server serves it */
export const DEMO_META = 'yqc-demo'

export const formatDemoMeta = (state: DemoState): string => JSON.stringify({ on: state.on, standIns: state.standIns })

/** A state as written by formatDemoMeta (or kept on the device); null for anything else. Unknown services are dropped. */
export function parseDemoMeta(text: unknown): DemoState | null {
  let v: unknown = text
  if (typeof text === 'string') {
    try {
      v = JSON.parse(text)
    } catch {
      return null
    }
  }
  if (!v || typeof v !== 'object') return null
  const { on, standIns } = v as { on?: unknown; standIns?: unknown }
  if (typeof on !== 'boolean' || !Array.isArray(standIns)) return null
  return { on, standIns: STAND_INS.filter((k) => standIns.includes(k)) }
}
