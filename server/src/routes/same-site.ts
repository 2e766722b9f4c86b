import { badParam } from '../errors'

/** WeChat's H5 page may send the payer back only to this site: another address is refused, not followed. */
export function sameSite(returnUrl: string | undefined, host: string | undefined): string | undefined {
  if (!returnUrl) return undefined
  let u: URL
  try {
    u = new URL(returnUrl)
  } catch {
    throw badParam('返回地址无效')
  }
  if (!/^https?:$/.test(u.protocol) || !host || u.host !== host) throw badParam('返回地址无效')
  return u.href
}
