/**
 * Account cancellation (注销账号). A signed-in user confirms with a code sent to the account's phone; the request takes
 * effect CANCEL_COOLING_OFF_DAYS later. Until then the user may withdraw it (撤销注销), and any sign-in of the account
 * withdraws it too. When it takes effect (`settleDue`, run by a timer and before every sign-in) the account's personal
 * data is deleted table by table (store/user-data.ts), its sessions end, its users row is kept anonymised for the
 * orders and invoices the law requires to be kept, and its phone is free to register a new, empty account.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import { CANCEL_COOLING_OFF_DAYS, CANCEL_COOLING_OFF_MS } from '../../../contract/domain/privacy'
import { maskPhone } from '../../../contract/domain/format'
import type { CancelCodeResult, CancelStatus } from '../../../contract/schemas/privacy'
import { badParam, fail } from '../errors'
import { LEVEL_NAMES } from '../money/plans'
import type { SmsCodeService } from '../auth/sms-codes'
import type { CancellationGate } from '../auth/login'
import type { CancellationRepo, Erasure } from '../store/cancellations'
import type { PersonalDataRepo } from '../store/personal-data'
import type { UserRepo, UserRow } from '../store/users'
import type { FileKind } from '../store/user-data'

const DAY_MS = 86_400_000
/** accounts erased per sweep: a sweep stays short; the next one takes the rest */
const SWEEP_BATCH = 50

export interface CancellationDeps {
  repo: CancellationRepo
  data: PersonalDataRepo
  users: UserRepo
  smsCodes: SmsCodeService
  now: () => number
  /** key of the phone digests kept after cancellation */
  secret: string
  /** where the file a deleted row stood for is on disk */
  fileOf: Record<FileKind, (row: Record<string, unknown>) => string>
  /** ends a login's push sockets at once */
  dropSession: (jti: string) => void
  log: (line: string, err?: unknown) => void
}

export class AccountCancellation implements CancellationGate {
  constructor(private readonly d: CancellationDeps) {}

  /** A keyed digest: the number itself is not kept, yet a sign-in with it can be recognised. */
  digest(phone: string): string {
    return crypto.createHmac('sha256', this.d.secret).update(`cancelled-phone:${phone}`).digest('hex')
  }

  /** Why the account cannot ask for cancellation now; empty when it can. */
  async blockers(user: UserRow): Promise<string[]> {
    const out: string[] = []
    if (!user.phone) out.push('当前账号未绑定手机号，请先绑定手机号后再申请注销')
    const { unpaid, refunding } = await this.d.repo.openOrders(user.user_id)
    if (unpaid) out.push(`您有${unpaid}笔待支付的订单，请先支付或取消后再申请注销`)
    if (refunding) out.push(`您有${refunding}笔退款中的订单，请在退款完成后再申请注销`)
    return out
  }

  async status(user: UserRow): Promise<CancelStatus> {
    const now = this.d.now()
    const pending = await this.d.repo.pending(user.user_id)
    const usage = await this.d.data.usage(user.user_id)
    const expiresAt = user.member_expires_at
    const lapsed = expiresAt !== null && expiresAt <= now
    const level = lapsed ? 0 : user.member_level
    return {
      state: pending ? 'pending' : 'none',
      requestedAt: pending?.requested_at ?? null,
      effectiveAt: pending?.effective_at ?? null,
      phoneMasked: maskPhone(user.phone),
      membership: {
        level,
        levelName: LEVEL_NAMES[level] ?? LEVEL_NAMES[0],
        expiresAt: level > 0 ? expiresAt : null,
        remainingDays: level > 0 && expiresAt !== null ? Math.ceil((expiresAt - now) / DAY_MS) : null,
      },
      affected: {
        monitors: usage.monitors.count,
        collections: usage.collections.count,
        follows: usage.follows.count,
        footprints: usage.footprints.count,
        messages: usage.messages.count,
        orders: usage.orders.count,
        invoices: usage.invoices.count,
      },
      blockers: pending ? [] : await this.blockers(user),
    }
  }

  private async mayRequest(user: UserRow): Promise<string> {
    if (await this.d.repo.pending(user.user_id)) throw fail('CONFLICT', '注销申请已提交，请勿重复申请')
    const [blocker] = await this.blockers(user)
    if (blocker) throw badParam(blocker)
    return user.phone as string
  }

  /** Sends the confirmation code to the account's own phone. */
  async sendCode(user: UserRow, ip: string): Promise<CancelCodeResult> {
    const phone = await this.mayRequest(user)
    const sent = await this.d.smsCodes.send(phone, 'cancel', ip)
    return { ...sent, phoneMasked: maskPhone(phone) }
  }

  async request(user: UserRow, code: string, agreed: boolean): Promise<CancelStatus> {
    if (!agreed) throw badParam('请先阅读并同意《注销须知》')
    const phone = await this.mayRequest(user)
    await this.d.smsCodes.verify(phone, 'cancel', code)
    const now = this.d.now()
    if (!(await this.d.repo.request(user.user_id, now, now + CANCEL_COOLING_OFF_MS))) throw fail('CONFLICT', '注销申请已提交，请勿重复申请')
    this.d.log(`[ACCOUNT] 注销申请：${user.user_id}，${CANCEL_COOLING_OFF_DAYS}天后生效`)
    return this.status(user)
  }

  async withdraw(user: UserRow): Promise<CancelStatus> {
    if (!(await this.d.repo.withdraw(user.user_id, 'user', this.d.now()))) throw fail('NOT_FOUND', '没有待生效的注销申请')
    this.d.log(`[ACCOUNT] 注销申请已撤销：${user.user_id}`)
    return this.status(user)
  }

  async withdrawOnSignIn(userId: string): Promise<boolean> {
    const withdrawn = await this.d.repo.withdraw(userId, 'signin', this.d.now())
    if (withdrawn) this.d.log(`[ACCOUNT] 登录撤销了注销申请：${userId}`)
    return withdrawn
  }

  async wasCancelled(phone: string): Promise<boolean> {
    return await this.d.repo.cancelledPhone(this.digest(phone))
  }

  async cancelledOrDue(userId: string): Promise<boolean> {
    return await this.d.repo.cancelledOrDue(userId, this.d.now())
  }

  /** Cancels every account whose cooling-off has ended; answers how many. */
  async settleDue(): Promise<number> {
    const now = this.d.now()
    let n = 0
    for (const request of await this.d.repo.due(now, SWEEP_BATCH)) {
      const phone = (await this.d.users.byUserId(request.user_id))?.phone ?? null
      const erasure = await this.d.repo.erase(request, phone, phone ? this.digest(phone) : null, now)
      if (!erasure) continue
      n++
      for (const jti of erasure.sessions) this.d.dropSession(jti)
      this.removeFiles(erasure)
      const rows = Object.values(erasure.deleted).reduce((a, b) => a + b, 0)
      this.d.log(`[ACCOUNT] 账号已注销：${request.user_id}，删除 ${rows} 条个人数据`)
    }
    return n
  }

  private removeFiles(erasure: Erasure): void {
    for (const f of erasure.files) {
      const file = this.d.fileOf[f.kind](f.row)
      fs.promises.rm(file, { force: true }).catch((err) => this.d.log(`[ACCOUNT] 文件删除失败：${file}`, err))
    }
  }
}
