/**
 * 推广邀请 (contract/domain/invites.ts): the caller's own invitation code with the rules, who joined with it, and the
 * rewards it earned. Every endpoint needs a login and reads only the caller's own records. Times are ms since the epoch.
 */
import { Envelope, Int, OneOf, PageQuery, Paged, Type, type Static } from './common'
import { INVITE_REWARD_STATES } from '../domain/invites'
import { LEDGER_KINDS } from '../domain/rewardLedger'

export { INVITE_REWARD_STATES, INVITE_REWARD_STATE_TEXT, inviteRulesText } from '../domain/invites'

const Ms = Type.Integer({ minimum: 0 })
const State = OneOf('奖励状态', INVITE_REWARD_STATES)

export const InviteRulesSchema = Type.Object({
  rewardDays: Type.Integer(),
  rewardLevel: Type.Integer(),
  monthlyCap: Type.Integer(),
  coupon: Type.Object({ title: Type.String(), amountFen: Type.Integer(), minFen: Type.Integer(), days: Type.Integer() }),
})

export const MyInviteSchema = Type.Object({
  code: Type.String(),
  rules: InviteRulesSchema,
  /** the rules as sentences, as configured */
  rulesText: Type.Array(Type.String()),
  /** friends who joined with the code */
  invited: Type.Integer(),
  /** rewards credited, and the membership days they added */
  credited: Type.Integer(),
  daysEarned: Type.Integer(),
  /** rewards credited this calendar month */
  creditedThisMonth: Type.Integer(),
})

export const InviteeSchema = Type.Object({
  /** masked: 138****8000 */
  phone: Type.String(),
  nickname: Type.String(),
  joinedAt: Ms,
  rewardState: Type.Union([State, Type.Null()]),
})

export const InviteRewardSchema = Type.Object({
  id: Type.Integer(),
  state: State,
  stateText: Type.String(),
  /** the invited user, masked */
  inviteePhone: Type.String(),
  inviteeNickname: Type.String(),
  code: Type.String(),
  /** days added (0 when capped) and at which level */
  days: Type.Integer(),
  level: Type.Integer(),
  /** the stretch of membership the reward added; null when nothing was added */
  termStart: Type.Union([Ms, Type.Null()]),
  termEnd: Type.Union([Ms, Type.Null()]),
  createdAt: Ms,
})

export const InviteListQuery = Type.Object({ ...PageQuery(50) })
export const InviteRewardQuery = Type.Object({ id: Int('奖励编号', 1, 2 ** 31 - 1) })

const reply = Envelope
export const inviteSchemas = {
  mine: { response: { 200: reply(MyInviteSchema) } },
  records: { querystring: InviteListQuery, response: { 200: reply(Paged(InviteeSchema)) } },
  rewards: { querystring: InviteListQuery, response: { 200: reply(Paged(InviteRewardSchema)) } },
  reward: { querystring: InviteRewardQuery, response: { 200: reply(InviteRewardSchema) } },
}

export type InviteRulesView = Static<typeof InviteRulesSchema>
export type MyInvite = Static<typeof MyInviteSchema>
export type Invitee = Static<typeof InviteeSchema>
export type InviteReward = Static<typeof InviteRewardSchema>

/** Running totals of 奖励流水, up to and including an entry (in time order). */
export const LedgerTotalsSchema = Type.Object({
  daysEarned: Type.Integer(),
  daysAdded: Type.Integer(),
  couponFenEarned: Type.Integer(),
  couponFenUsed: Type.Integer(),
  couponFenExpired: Type.Integer(),
  /** coupon value not spent and not expired */
  couponFenLeft: Type.Integer(),
})

export const LedgerEntrySchema = Type.Object({
  /** stable within the ledger: kind and the record's id */
  key: Type.String(),
  kind: OneOf('流水类型', LEDGER_KINDS),
  kindText: Type.String(),
  direction: OneOf('方向', ['in', 'out'] as const),
  /** “+7天”, “-¥20” */
  amountText: Type.String(),
  days: Type.Integer(),
  amountFen: Type.Integer(),
  /** who or what the entry came from: the invited friend, the coupon, the order */
  detail: Type.String(),
  orderNo: Type.Union([Type.String(), Type.Null()]),
  /** the invitation reward behind a days entry (opens 奖励明细) */
  rewardId: Type.Union([Type.Integer(), Type.Null()]),
  at: Ms,
  totals: LedgerTotalsSchema,
})

export const LedgerSchema = Type.Object({
  total: Type.Integer(),
  totalText: Type.String(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
  list: Type.Array(LedgerEntrySchema),
  /** the totals over the whole ledger */
  summary: LedgerTotalsSchema,
})

export const ledgerSchemas = {
  ledger: { querystring: InviteListQuery, response: { 200: reply(LedgerSchema) } },
}

export type LedgerTotals = Static<typeof LedgerTotalsSchema>
export type LedgerEntry = Static<typeof LedgerEntrySchema>
export type Ledger = Static<typeof LedgerSchema>
