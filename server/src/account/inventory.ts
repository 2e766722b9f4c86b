/**
 * The personal-information inventory (个人信息收集清单) of one account, from the server's own records: identifiers
 * masked, usage counted with the latest of each kind, the addresses it signed in from with their host part hidden.
 */
import { maskPhone, formatAmount } from '../../../contract/domain/format'
import { USAGE_KINDS, maskId, maskIp } from '../../../contract/domain/privacy'
import type { Inventory, UsageItem } from '../../../contract/schemas/privacy'
import type { PersonalDataRepo, ServerUsageKind } from '../store/personal-data'
import type { UserRow } from '../store/users'

/** addresses listed at most */
const ADDRESSES_SHOWN = 10

const ORDER_KIND: Record<string, string> = { member: '会员订单', phone_export: '号码导出订单' }
const ORDER_STATE: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunding: '退款中',
  refunded: '已退款',
}

/** 'member:paid:3000' → '会员订单 ¥30.00 · 已支付' */
function orderText(raw: string): string {
  const [kind, state, fen] = raw.split(':')
  return `${ORDER_KIND[kind] ?? '订单'} ¥${formatAmount(Number(fen) / 100)} · ${ORDER_STATE[state] ?? state}`
}

/** Addresses that look alike once masked are one line: their sign-ins added, the latest kept (input newest first). */
function maskedAddresses(rows: Array<{ ip: string; logins: number; lastAt: number }>) {
  const out = new Map<string, { ipMasked: string; logins: number; lastAt: number }>()
  for (const r of rows) {
    const ipMasked = maskIp(r.ip)
    const seen = out.get(ipMasked)
    if (seen) seen.logins += r.logins
    else out.set(ipMasked, { ipMasked, logins: r.logins, lastAt: r.lastAt })
  }
  return [...out.values()]
}

export async function inventoryOf(user: UserRow, data: PersonalDataRepo): Promise<Inventory> {
  const usage = await data.usage(user.user_id)
  const invite = await data.inviteUse(user.user_id)
  const phone = Boolean(user.phone)
  const items: UsageItem[] = USAGE_KINDS.map((kind) => {
    // searches are kept on the device only
    if (kind === 'searches') return { kind, count: null, latestAt: null, latest: '' }
    const u = usage[kind as ServerUsageKind]
    return { kind, count: u.count, latestAt: u.latestAt, latest: kind === 'orders' && u.latest ? orderText(u.latest) : u.latest }
  })
  return {
    basic: {
      phoneMasked: maskPhone(user.phone),
      nickname: user.nickname,
      avatar: user.avatar,
      registeredAt: user.created_at * 1000,
      signInMethods: [
        { method: 'sms', available: phone },
        { method: 'oneClick', available: phone },
        { method: 'password', available: phone && Boolean(user.password_hash) },
        { method: 'wechat', available: Boolean(user.wx_open_id) },
        { method: 'partner', available: Boolean(user.partner_uid) },
      ],
    },
    identity: {
      userIdMasked: maskId(user.user_id),
      wechatOpenIdMasked: maskId(user.wx_open_id),
      wechatUnionIdCollected: false,
      partnerUidMasked: maskId(user.partner_uid),
      inviteCode: invite ? { code: invite.code, label: invite.label, usedAt: invite.at } : null,
    },
    usage: items,
    device: {
      signInAddresses: maskedAddresses(await data.signInAddresses(user.user_id, ADDRESSES_SHOWN * 4)).slice(0, ADDRESSES_SHOWN),
      pageViews: { count: usage.pageViews.count, lastAt: usage.pageViews.latestAt },
    },
  }
}
