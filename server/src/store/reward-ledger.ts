/**
 * 奖励流水: one user's invitation rewards and their use, read as one ledger from where they are kept (invite_rewards
 * for the membership days, coupons of source 'invite' for the invitation coupon). Running totals are summed in time
 * order over the whole ledger, so a page shows the same totals whichever page it is. Only the user's own rows are read.
 */
import type { Sql } from './sql'
import type { LedgerKind } from '../../../contract/domain/rewardLedger'

export interface LedgerRow {
  kind: LedgerKind
  ref: number
  at: number
  days: number
  fen: number
  order_no: string | null
  title: string | null
  term_end: number | null
  who_phone: string | null
  who_nickname: string
  days_earned: number
  days_added: number
  fen_earned: number
  fen_used: number
  fen_expired: number
}

export type LedgerSums = Pick<LedgerRow, 'days_earned' | 'days_added' | 'fen_earned' | 'fen_used' | 'fen_expired'>

export interface RewardLedgerRepo {
  /** newest first; `nowMs` decides which unspent coupons have expired */
  page(userId: string, nowMs: number, offset: number, limit: number): Promise<{ total: number; rows: LedgerRow[]; sums: LedgerSums }>
}

// seq orders entries of one moment: a reward is credited before its days are added
const ENTRIES = `
  SELECT 'days_credited' AS kind, r.id AS ref, r.created_at AS at, 0 AS seq, r.days AS days, 0 AS fen, NULL AS order_no,
         NULL AS title, r.term_end AS term_end, r.invitee_id AS who
  FROM invite_rewards r WHERE r.user_id = @user AND r.state = 'credited'
  UNION ALL
  SELECT 'days_added', r.id, r.created_at, 1, r.days, 0, NULL, NULL, r.term_end, r.invitee_id
  FROM invite_rewards r WHERE r.user_id = @user AND r.state = 'credited' AND r.term_end IS NOT NULL
  UNION ALL
  SELECT 'coupon_credited', c.id, c.issued_at, 2, 0, c.amount_fen, NULL, c.title, NULL, NULL
  FROM coupons c WHERE c.user_id = @user AND c.source = 'invite'
  UNION ALL
  SELECT 'coupon_used', c.id, c.used_at, 3, 0, c.amount_fen, c.order_no, c.title, NULL, NULL
  FROM coupons c WHERE c.user_id = @user AND c.source = 'invite' AND c.used_at IS NOT NULL
  UNION ALL
  SELECT 'coupon_expired', c.id, c.expires_at, 4, 0, c.amount_fen, NULL, c.title, NULL, NULL
  FROM coupons c WHERE c.user_id = @user AND c.source = 'invite' AND c.used_at IS NULL AND c.expires_at <= @now`

const SUMMED = `
  WITH e AS (${ENTRIES}),
  w AS (
    SELECT e.*,
      SUM(CASE WHEN kind = 'days_credited' THEN days ELSE 0 END) OVER win AS days_earned,
      SUM(CASE WHEN kind = 'days_added' THEN days ELSE 0 END) OVER win AS days_added,
      SUM(CASE WHEN kind = 'coupon_credited' THEN fen ELSE 0 END) OVER win AS fen_earned,
      SUM(CASE WHEN kind = 'coupon_used' THEN fen ELSE 0 END) OVER win AS fen_used,
      SUM(CASE WHEN kind = 'coupon_expired' THEN fen ELSE 0 END) OVER win AS fen_expired
    FROM e WINDOW win AS (ORDER BY at, seq, ref ROWS UNBOUNDED PRECEDING)
  )`

export class SqlRewardLedgerRepo implements RewardLedgerRepo {
  constructor(private readonly db: Sql) {}

  async page(
    userId: string,
    nowMs: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: LedgerRow[]; sums: LedgerSums }> {
    const args = { user: userId, now: nowMs }
    return this.db.atomically(async () => {
      const sums = (await this.db
        .prepare(
          `WITH e AS (${ENTRIES}) SELECT count(*) AS n,
             COALESCE(SUM(CASE WHEN kind = 'days_credited' THEN days END), 0) AS days_earned,
             COALESCE(SUM(CASE WHEN kind = 'days_added' THEN days END), 0) AS days_added,
             COALESCE(SUM(CASE WHEN kind = 'coupon_credited' THEN fen END), 0) AS fen_earned,
             COALESCE(SUM(CASE WHEN kind = 'coupon_used' THEN fen END), 0) AS fen_used,
             COALESCE(SUM(CASE WHEN kind = 'coupon_expired' THEN fen END), 0) AS fen_expired
           FROM e`,
        )
        .get(args)) as LedgerSums & { n: number }
      const rows = (await this.db
        .prepare(
          `${SUMMED}
           SELECT w.kind, w.ref, w.at, w.days, w.fen, w.order_no, w.title, w.term_end, w.days_earned, w.days_added, w.fen_earned,
                  w.fen_used, w.fen_expired, u.phone AS who_phone, COALESCE(u.nickname, '') AS who_nickname
           FROM w LEFT JOIN users u ON u.user_id = w.who
           ORDER BY w.at DESC, w.seq DESC, w.ref DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...args, limit, offset })) as LedgerRow[]
      const { n, ...rest } = sums
      return { total: n, rows, sums: rest }
    })
  }
}
