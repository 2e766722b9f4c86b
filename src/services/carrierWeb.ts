/**
 * H5 one-click login with a real carrier: the carrier's web SDK (Aliyun 号码认证, PhoneNumberServer) checks the page
 * with the tokens the server got for it, shows the carrier's own confirmation, and hands back the token the server
 * turns into the phone. Loaded only when the user taps the one-click button: the script is the one the vendor ships,
 * served from the address the server names (sdkUrl), so it stays off the landing page's script.
 */
import type { OneClickWebAuth } from '../../contract/api/api'

/** What the one-click flow needs of a carrier's web SDK; tests substitute their own. */
export interface CarrierWebSdk {
  /** The token after the user confirmed on the carrier's page; rejects on a cancel or any failure. */
  loginToken(auth: OneClickWebAuth): Promise<string>
}

/** The SDK's callbacks as the vendor documents them: each answers an object with a code. */
type SdkAnswer = { code?: string | number; msg?: string; spToken?: string } | undefined

interface PhoneNumberServerLike {
  checkLoginAvailable(opts: {
    accessToken: string
    jwtToken: string
    success: (res: SdkAnswer) => void
    error: (res: SdkAnswer) => void
  }): void
  getLoginToken(opts: { authPageOption: Record<string, unknown>; success: (res: SdkAnswer) => void; error: (res: SdkAnswer) => void }): void
}

type PhoneNumberServerClass = new () => PhoneNumberServerLike

const SCRIPT_TIMEOUT_MS = 10_000
const scripts = new Map<string, Promise<void>>()

/** Adds the SDK's script once per address; a failed load may be tried again on the next tap. */
function loadScript(src: string): Promise<void> {
  const known = scripts.get(src)
  if (known) return known
  const p = new Promise<void>((resolve, reject) => {
    const el = document.createElement('script')
    const timer = setTimeout(() => fail(new Error('script timeout')), SCRIPT_TIMEOUT_MS)
    const fail = (err: Error) => {
      clearTimeout(timer)
      scripts.delete(src)
      el.remove()
      reject(err)
    }
    el.src = src
    el.async = true
    el.charset = 'utf-8'
    el.onload = () => {
      clearTimeout(timer)
      resolve()
    }
    el.onerror = () => fail(new Error('script failed to load'))
    document.head.appendChild(el)
  })
  scripts.set(src, p)
  return p
}

const failure = (step: string, res: SdkAnswer) => new Error(`${step}: ${res?.code ?? ''} ${res?.msg ?? ''}`.trim())

/** Aliyun 号码认证's web SDK: checkLoginAvailable with the server's tokens, then getLoginToken → spToken. */
export const aliyunWebSdk: CarrierWebSdk = {
  async loginToken(auth) {
    if (!auth.sdkUrl) throw new Error('no SDK address')
    await loadScript(auth.sdkUrl)
    const Server = (window as unknown as { PhoneNumberServer?: PhoneNumberServerClass }).PhoneNumberServer
    if (typeof Server !== 'function') throw new Error('PhoneNumberServer missing')
    const server = new Server()
    await new Promise<void>((resolve, reject) =>
      server.checkLoginAvailable({
        accessToken: auth.accessToken,
        jwtToken: auth.jwtToken,
        success: () => resolve(),
        error: (res) => reject(failure('checkLoginAvailable', res)),
      }),
    )
    return await new Promise<string>((resolve, reject) =>
      server.getLoginToken({
        authPageOption: {},
        success: (res) => (res?.spToken ? resolve(res.spToken) : reject(failure('getLoginToken', res))),
        error: (res) => reject(failure('getLoginToken', res)),
      }),
    )
  },
}

let current: CarrierWebSdk = aliyunWebSdk

export function carrierWebSdk(): CarrierWebSdk {
  return current
}

/** Tests: put another SDK in place; null puts the vendor's back. */
export function setCarrierWebSdk(sdk: CarrierWebSdk | null): void {
  current = sdk ?? aliyunWebSdk
}
