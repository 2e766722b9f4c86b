import crypto from 'node:crypto'
import type { SendCodeResult, SmsScene } from '../../../contract/api/api'
import { ApiError, ERRORS, fail } from '../errors'
import type { SmsProvider } from '../providers/sms'
import type { SmsCodeRepo } from '../store/sms-codes'

export const SMS_RULES = {
  digits: 6,
  ttlSec: 300,
  intervalSec: 60,
  perPhonePerDay: 10,
  maxWrong: 5,
} as const

/** Start of the current day in China Standard Time (UTC+8), Unix seconds. */
export function chinaDayStart(nowSec: number): number {
  const offset = 8 * 3600
  return Math.floor((nowSec + offset) / 86400) * 86400 - offset
}

export interface SendOptions {
  /** false: record and limit the request, send nothing */
  deliver?: boolean
  /** answer without waiting for the provider; a send that fails afterwards is reported here */
  onLateFailure?: (err: unknown) => void
}

export class SmsCodeService {
  constructor(
    private readonly codes: SmsCodeRepo,
    private readonly provider: SmsProvider,
    private readonly now: () => number,
    private readonly perIpPerHour: number,
  ) {}

  /**
   * Sends a fresh code when the phone and the IP are within their limits.
   * With `deliver: false` (a reset asked for a phone that has no account) nothing is sent, but the request is recorded
   * and limited exactly like a real one; the recorded code is empty and can never be entered.
   * With `onLateFailure` the answer does not wait for the SMS provider (a failed send is reported there instead of
   * answering 5001), so the answer time does not tell whether a message went out either.
   */
  async send(phone: string, scene: SmsScene, ip: string, opts: SendOptions = {}): Promise<SendCodeResult> {
    const nowSec = Math.floor(this.now() / 1000)
    const last = await this.codes.latestForPhone(phone)
    if (last && nowSec - last.created_at < SMS_RULES.intervalSec) {
      const wait = SMS_RULES.intervalSec - (nowSec - last.created_at)
      throw fail('RATE_LIMITED', `验证码发送过于频繁，请${wait}秒后再试`)
    }
    if ((await this.codes.countForPhoneSince(phone, chinaDayStart(nowSec))) >= SMS_RULES.perPhonePerDay) {
      throw fail('RATE_LIMITED', `该手机号今日获取验证码已达${SMS_RULES.perPhonePerDay}次上限，请明天再试`)
    }
    if ((await this.codes.countForIpSince(ip, nowSec - 3600)) >= this.perIpPerHour) {
      throw fail('RATE_LIMITED', '当前网络获取验证码过于频繁，请稍后再试')
    }
    const deliver = opts.deliver !== false
    const code = deliver ? String(crypto.randomInt(0, 10 ** SMS_RULES.digits)).padStart(SMS_RULES.digits, '0') : ''
    const record = async () => await this.codes.insert({ phone, scene, code, createdAt: nowSec, expiresAt: nowSec + SMS_RULES.ttlSec, ip })
    const answer: SendCodeResult = { ttl: SMS_RULES.ttlSec, interval: SMS_RULES.intervalSec }
    if (!deliver) {
      await record()
      return answer
    }
    const { onLateFailure } = opts
    if (onLateFailure) {
      // recorded first: the limits hold while the provider is still at work
      await record()
      this.provider.send(phone, code, scene).catch(onLateFailure)
      return answer
    }
    try {
      await this.provider.send(phone, code, scene)
    } catch {
      throw new ApiError(ERRORS.SMS_SEND_FAILED, undefined, null)
    }
    await record()
    return answer
  }

  /** Consumes the latest code of the phone and scene, or throws 4001 with the reason. */
  async verify(phone: string, scene: SmsScene, code: string): Promise<void> {
    const nowSec = Math.floor(this.now() / 1000)
    const row = await this.codes.latestForScene(phone, scene)
    if (!row || row.used_at !== null) throw fail('SMS_CODE_WRONG', '请先获取验证码')
    if (row.voided) throw fail('SMS_CODE_WRONG', '验证码错误次数过多已失效，请重新获取')
    if (row.expires_at <= nowSec) throw fail('SMS_CODE_WRONG', '验证码已过期，请重新获取')
    const a = Buffer.from(code)
    const b = Buffer.from(row.code)
    if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
      const attempts = await this.codes.recordWrong(row.id, SMS_RULES.maxWrong)
      const left = SMS_RULES.maxWrong - attempts
      throw fail('SMS_CODE_WRONG', left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多已失效，请重新获取')
    }
    if (!(await this.codes.markUsed(row.id, nowSec))) throw fail('SMS_CODE_WRONG', '验证码已使用，请重新获取')
  }
}
