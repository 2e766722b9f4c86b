/**
 * 扫一扫 (mini-program): the app's own codes open inside the app — a company's or a person's share code, an
 * invitation, a shared dynamic (entry codes: a mini-program code carries `scene=<code>` in its path, the H5 QR code the
 * entry page's address with `?q=<code>`) and the QR code of a login page waiting for a phone (`?ticket=`).
 */
import Taro from '@tarojs/taro'
import { entryCodeFromLaunch, isEntryCodeShape } from '../../contract/domain/entry'
import { to } from '../links.gen'
import { ticketFrom } from '../domain/scanTicket'
import { navigate } from './nav'

export const UNKNOWN_CODE = '无法识别该二维码'

const queryOf = (text: string): Record<string, string> => {
  const at = text.indexOf('?')
  const out: Record<string, string> = {}
  // the mini-program's URLSearchParams (Taro's) is not iterable: Object.fromEntries throws on it there
  if (at >= 0) new URLSearchParams(text.slice(at + 1).split('#')[0]).forEach((v, k) => (out[k] = v))
  return out
}

/** The page a scanned code opens, or null for a code that is not the app's. */
export function scanTargetOf(scanned: { result?: string; path?: string }): string | null {
  const result = (scanned.result ?? '').trim()
  const path = scanned.path ?? ''
  const fromPath = entryCodeFromLaunch(queryOf(path))
  if (isEntryCodeShape(fromPath)) return to.entry({ q: fromPath })
  if (/[?&]ticket=/.test(result)) {
    const ticket = ticketFrom(result)
    return ticket ? to.scanLogin({ ticket }) : null
  }
  const code = /[?&](?:q|scene)=/.test(result) ? entryCodeFromLaunch(queryOf(result)) : result
  if (isEntryCodeShape(code)) return to.entry({ q: code })
  const ticket = /^[\w-]{16,64}$/.test(result) ? ticketFrom(result) : null
  return ticket ? to.scanLogin({ ticket }) : null
}

/** Opens the camera, then the page of the code; a code that is not the app's says so. */
export async function scanAndOpen(): Promise<string | null> {
  let scanned: { result?: string; path?: string }
  try {
    // the default kinds: a mini-program code of this app answers with its path
    scanned = await Taro.scanCode({ onlyFromCamera: false })
  } catch {
    // cancelled
    return null
  }
  const target = scanTargetOf(scanned)
  if (!target) {
    Taro.showToast({ title: UNKNOWN_CODE, icon: 'none', duration: 2000 })
    return null
  }
  await navigate(target).catch(() => undefined)
  return target
}
