/**
 * One-click login: the carrier gateway turns the device's token into its phone number; the app shows it masked and
 * the user confirms. The confirmation is good once, for 5 minutes, and only for the client that asked.
 */
import crypto from 'node:crypto'
import type { LoginResult, OneClickWebAuth, PrefetchPhoneResult } from '../../../contract/api/api'
import { maskPhone } from '../../../contract/domain/format'
import { MOBILE_PATTERN } from '../../../contract/schemas/common'
import { ApiError, ERRORS } from '../errors'
import type { CarrierProvider, WebPage } from '../providers/carrier'
import type { SigninDeps } from './deps'
import type { LoginContext } from './login'

export const ONE_CLICK_CONFIRM_TTL_SEC = 300
const MOBILE = new RegExp(MOBILE_PATTERN)

export class OneClickLogin {
  constructor(
    private readonly d: SigninDeps,
    private readonly carrier: CarrierProvider,
  ) {}

  get provider(): string {
    return this.carrier.name
  }

  /** The phone behind the carrier token, waiting for confirmation; 30002 when the gateway gives none. */
  async prefetch(accessToken: string, openId: string, cid: string, onGatewayError: (err: unknown) => void): Promise<PrefetchPhoneResult> {
    return this.pending(await guarded(() => this.carrier.phoneFor(accessToken, openId), onGatewayError), cid)
  }

  /** H5: the tokens the page's web SDK starts with; 30002 when the gateway gives none (the page signs in by SMS). */
  async webAuth(page: WebPage, onGatewayError: (err: unknown) => void): Promise<OneClickWebAuth> {
    const auth = await guarded(() => this.carrier.webAuth(page), onGatewayError)
    if (!auth) throw new ApiError(ERRORS.ONE_CLICK_UNAVAILABLE)
    return { provider: this.carrier.name, ...auth }
  }

  /** H5: the phone behind the web SDK's token, waiting for confirmation like the app's; 30002 when there is none. */
  async prefetchWeb(spToken: string, cid: string, onGatewayError: (err: unknown) => void): Promise<PrefetchPhoneResult> {
    return this.pending(await guarded(() => this.carrier.phoneForWebToken(spToken), onGatewayError), cid)
  }

  private async pending(phone: string | null, cid: string): Promise<PrefetchPhoneResult> {
    if (!phone || !MOBILE.test(phone)) throw new ApiError(ERRORS.ONE_CLICK_UNAVAILABLE)
    const confirmId = crypto.randomBytes(24).toString('base64url')
    const now = this.d.nowSec()
    const expiresAt = now + ONE_CLICK_CONFIRM_TTL_SEC
    await this.d.signin.oneClick.create({ confirmId, phone, cid, createdAt: now, expiresAt })
    return { confirmId, phoneMasked: maskPhone(phone), expiresAt }
  }

  /** Signs in the confirmed phone (its account made on first login); a lapsed confirmation answers 4030. */
  async confirm(confirmId: string, lc: LoginContext): Promise<LoginResult> {
    const now = this.d.nowSec()
    return await this.d.signin.atomically(async () => {
      const c = await this.d.signin.oneClick.byId(confirmId)
      // unknown, used, expired, or asked for by another client: the one-click login has lapsed
      if (!c || c.usedAt !== null || c.expiresAt <= now || (c.cid && c.cid !== lc.cid)) throw new ApiError(ERRORS.ONE_CLICK_EXPIRED)
      if (!(await this.d.signin.oneClick.markUsed(confirmId, now))) throw new ApiError(ERRORS.ONE_CLICK_EXPIRED)
      return this.d.login.issue(await this.d.login.userForPhone(c.phone), lc)
    })
  }
}

/** The gateway's answer, or null when it failed (reported): the caller falls back as for an unknown token. */
async function guarded<T>(ask: () => Promise<T | null>, onGatewayError: (err: unknown) => void): Promise<T | null> {
  try {
    return await ask()
  } catch (err) {
    onGatewayError(err)
    return null
  }
}
