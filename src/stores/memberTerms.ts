/**
 * Reading the membership timeline (MemberInfo.terms): the terms run back to back from now, the highest level first
 * and, within a level, the earlier purchase first. So a new purchase of a level starts after every term at that level
 * or higher, an upgrade starts at once and pauses the lower time, and a lower level waits for the higher one to end.
 */
import type { MemberInfo } from '../../contract/schemas/member'
import { ymd } from '../../contract/domain/dates'

export type Term = MemberInfo['terms'][number]

const DAY_MS = 86_400_000
/** China keeps UTC+8 all year; a term's months are counted on China's calendar */
const CHINA_OFFSET_MS = 8 * 3600_000

const day = (ms: number) => ymd(new Date(ms))

/** 'SVIP会员' → 'SVIP' */
export const shortName = (name: string) => name.replace(/会员$/, '')

/** `months` calendar months after `ms` on China's calendar, the day clamped to the month's length (31 Jan + 1 = 28/29 Feb). */
export function addMonthsChina(ms: number, months: number): number {
  const d = new Date(ms + CHINA_OFFSET_MS)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth() + months
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  const shifted = Date.UTC(
    y,
    m,
    Math.min(d.getUTCDate(), last),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  )
  return shifted - CHINA_OFFSET_MS
}

/** The term in force now, or null. */
export const currentTerm = (info: MemberInfo | null): Term | null => (info && info.level > 0 ? (info.terms[0] ?? null) : null)

/** When all membership ends: the end of the current term and of every term following it without a gap. */
export function coveredUntil(info: MemberInfo | null): number | null {
  const current = currentTerm(info)
  if (!current) return info?.expiresAt ?? null
  let end = current.end
  for (const t of info!.terms.slice(1)) if (t.start === end) end = t.end
  return end
}

/** Whole days (rounded up) until all membership ends. */
export function daysUntilEnd(info: MemberInfo | null, now = Date.now()): number | null {
  const end = coveredUntil(info)
  return end === null ? null : Math.max(0, Math.ceil((end - now) / DAY_MS))
}

/** The terms after the current one, as one line: '之后 VIP会员 至 2027-01-08' ('' when none follows). */
export function laterText(info: MemberInfo | null): string {
  const later = currentTerm(info) ? info!.terms.slice(1) : []
  return later.length ? `之后 ${later.map((t) => `${t.name} 至 ${day(t.end)}`).join('、')}` : ''
}

/** The current term and what follows: 'SVIP会员 2026-12-10 到期，之后 VIP会员 至 2027-01-08'. */
export function timelineText(info: MemberInfo | null): string {
  const current = currentTerm(info)
  if (!current) return ''
  const later = laterText(info)
  return `${current.name} ${day(current.end)} 到期${later ? `，${later}` : ''}`
}

/** Where a new purchase of `level` starts: after the run from now of terms at that level or higher. */
export function startOfNew(terms: Term[], level: number, now: number): number {
  let start = now
  for (const t of terms) {
    if (t.level < level || t.start > start) break
    start = Math.max(start, t.end)
  }
  return start
}

export type PlacementKind = 'new' | 'renew' | 'upgrade' | 'lower'

export interface Placement {
  kind: PlacementKind
  start: number
  end: number
  /** what the buyer is told before paying */
  text: string
}

/** Where a purchase of `months` at `level` (named `name`) goes in the timeline, and how to say it. */
export function placementOf(info: MemberInfo | null, offer: { level: number; name: string; months: number }, now = Date.now()): Placement {
  const current = currentTerm(info)
  const terms = current ? info!.terms : []
  const start = startOfNew(terms, offer.level, now)
  const end = addMonthsChina(start, offer.months)
  const span = `${day(start)} 至 ${day(end)}`
  if (!current) return { kind: 'new', start, end, text: `支付后立即生效：${span}` }
  if (offer.level > current.level) {
    const paused = [...new Set(terms.map((t) => t.name))].join('、')
    return {
      kind: 'upgrade',
      start,
      end,
      text: `升级后立即生效：${span}，剩余的${paused}时长将在${shortName(offer.name)}到期后继续`,
    }
  }
  if (offer.level === current.level) {
    const lower = terms.some((t) => t.level < offer.level)
    return { kind: 'renew', start, end, text: `续费后接续当前${current.name}：${span}${lower ? '，之后的会员时长依次顺延' : ''}` }
  }
  const before = terms.find((t) => t.end === start)
  const after = !before || before === current ? `${shortName(current.name)}到期后` : `已有的${before.name}到期后`
  return {
    kind: 'lower',
    start,
    end,
    text: `您当前为${current.name}（至 ${day(current.end)}），购买的${offer.name}将在${after}生效：${span}`,
  }
}
