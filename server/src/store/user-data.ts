/**
 * Every table that holds something of a user, and what cancelling the account does to it: the one place a table with
 * a user column is registered. A table added with a user_id column belongs in ERASED (its rows are deleted) or in KEPT
 * (with the reason); server/test/privacy/user-data.test.ts fails while one is in neither.
 *
 * Table and column names here are written by us, never taken from input.
 */
import { CANCELLED_NICKNAME } from '../../../contract/domain/privacy'

/** Files that some rows stand for: the cancellation removes them once their rows are gone. */
export type FileKind = 'export' | 'upload'

export interface ErasedTable {
  table: string
  /** the column that names the user */
  column: string
  /** what that column holds: the user id (default), the account's phone, or the quota subject 'u:<userId>' */
  key?: 'userId' | 'phone' | 'quotaSubject'
  /** a further condition on the rows deleted */
  where?: string
  /** each deleted row stands for a file of this kind */
  file?: FileKind
}

/** Deleted, in this order (rows that point at others go first, so no foreign key is left dangling). */
export const ERASED: ErasedTable[] = [
  // collections and follows
  { table: 'collections', column: 'user_id' },
  { table: 'collect_folders', column: 'user_id' },
  { table: 'follows', column: 'user_id' },
  { table: 'follow_visits', column: 'user_id' },
  { table: 'footprints', column: 'user_id' },
  // 推广邀请: the rewards the user earned; a reward stays with its inviter when the invited user leaves
  { table: 'invite_rewards', column: 'user_id' },
  // monitoring: messages point at monitors, monitors at groups
  { table: 'messages', column: 'user_id' },
  { table: 'digests', column: 'user_id' },
  { table: 'subscribe_sends', column: 'user_id' },
  { table: 'monitors', column: 'user_id' },
  { table: 'monitor_groups', column: 'user_id' },
  { table: 'monitor_settings', column: 'user_id' },
  { table: 'notify_settings', column: 'user_id' },
  { table: 'own_claims', column: 'user_id' },
  { table: 'user_preferences', column: 'user_id' },
  { table: 'quota_usage', column: 'subject', key: 'quotaSubject' },
  // invoice heads: a kept invoice request copied its buyer and lets go of the head (ON DELETE SET NULL)
  { table: 'invoice_heads', column: 'user_id' },
  // coupons neither spent nor held by an order; a spent one stays with its order
  { table: 'coupons', column: 'user_id', where: 'order_no IS NULL' },
  // exports of search results; the export a paid phone order delivered stays with that order
  { table: 'exports', column: 'user_id', where: 'order_no IS NULL', file: 'export' },
  // feedback: its images and timeline go with it (ON DELETE CASCADE); the data corrections it led to stay
  { table: 'feedback', column: 'user_id' },
  { table: 'uploads', column: 'user_id', file: 'upload' },
  // 名片夹 and the user's own card with its share link
  { table: 'cards', column: 'user_id' },
  { table: 'my_cards', column: 'user_id' },
  // 人脉: the saved contacts
  { table: 'contacts', column: 'user_id' },
  // 订阅: saved searches, the judicial push and the subscribe-message sends of each notice kind
  { table: 'user_subscriptions', column: 'user_id' },
  { table: 'subscribe_grants', column: 'user_id' },
  // 案件监控: the new cases point at the monitored parties
  { table: 'judicial_watch_alerts', column: 'user_id' },
  { table: 'judicial_watch_parties', column: 'user_id' },
  { table: 'judicial_watch_settings', column: 'user_id' },
  // 财产线索: the new clues point at the user's debtors
  { table: 'clue_alerts', column: 'user_id' },
  { table: 'clue_debtors', column: 'user_id' },
  { table: 'clue_settings', column: 'user_id' },
  // memberships: the trigger organization_member_gone dissolves an organisation left empty and gives one left without
  // an admin to its longest-standing member
  { table: 'organization_members', column: 'user_id' },
  // the membership timeline ends with the account; its grants stay with the orders that bought them
  { table: 'member_pieces', column: 'user_id' },
  // sign-in traces
  { table: 'access_logs', column: 'user_id' },
  { table: 'invite_uses', column: 'user_id' },
  { table: 'reset_tickets', column: 'user_id' },
  { table: 'scan_tickets', column: 'user_id' },
  { table: 'sms_codes', column: 'phone', key: 'phone' },
  { table: 'one_click_confirms', column: 'phone', key: 'phone' },
  // every session: its tokens stop working at once
  { table: 'sessions', column: 'user_id' },
]

/** Tables with a user column whose rows stay, and why. */
export const KEPT: Array<{ table: string; why: string }> = [
  { table: 'users', why: '保留匿名化的账号记录：订单与发票仍指向它（见 USER_ROW_CLEARED）' },
  { table: 'orders', why: '交易记录依法保留，账号信息已匿名化' },
  { table: 'member_grants', why: '会员时长的购买与退款记录随订单保留' },
  { table: 'invoice_requests', why: '发票依法保留' },
  { table: 'coupons', why: '已用于订单的优惠券随订单保留' },
  { table: 'exports', why: '已付费号码导出的交付记录随订单保留' },
  { table: 'account_cancellations', why: '注销记录：识别已注销的手机号，只存手机号的密钥摘要' },
]

/** Rows that stay for others but let go of the user: the column naming the user is cleared. */
export const RELEASED: Array<{ table: string; column: string; why: string }> = [
  { table: 'entry_codes', column: 'created_by', why: '企业与人员的分享码为所有分享者共用，他人保存的二维码仍可打开' },
  { table: 'invite_codes', column: 'owner_id', why: '邀请码保留，但不再属于该账号' },
  { table: 'organizations', column: 'created_by', why: '组织属于其余成员，只不再记录创建者' },
]

/** What the kept users row is left with. */
export const USER_ROW_CLEARED: Record<string, string | number | null> = {
  phone: null,
  password_hash: null,
  nickname: CANCELLED_NICKNAME,
  avatar: '',
  wx_open_id: null,
  partner_uid: null,
  roles: '["user"]',
  permissions: '[]',
  member_level: 0,
  member_expires_at: null,
  promotion_source: 0,
  date_limit_status: 0,
  failed_logins: 0,
  locked_until: 0,
  company: '',
  job_title: '',
  industry: '',
  region_code: '',
}
