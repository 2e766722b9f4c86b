/**
 * 名片夹 (the business cards a user keeps) and 我的名片 (the user's own card, shared by a link): the limits, the rules of
 * each field, the sort orders and the plain helpers the server and the app share.
 */
import { EMAIL_PATTERN } from './email'

/** cards one user may keep */
export const CARDS_MAX = 2000
export const cardsFullText = `名片夹已满（最多${CARDS_MAX}张），请先删除不需要的名片`

export const CARD_SORTS = ['recent', 'name', 'company'] as const
export type CardSort = (typeof CARD_SORTS)[number]
export const CARD_SORT_LABELS: Record<CardSort, string> = { recent: '最近添加', name: '姓名首字母', company: '公司' }

export const CARD_KEYWORD_MAX = 30
export const CARD_PAGE_SIZE = 20

/** The fields of a card, in the order the form shows them, with their Chinese names and longest lengths. */
export const CARD_FIELDS = ['name', 'mobile', 'landline', 'email', 'company', 'title', 'address', 'note'] as const
export type CardField = (typeof CARD_FIELDS)[number]
export const CARD_FIELD_TITLES: Record<CardField, string> = {
  name: '姓名',
  mobile: '手机号',
  landline: '座机',
  email: '邮箱',
  company: '公司',
  title: '职位',
  address: '地址',
  note: '备注',
}
export const CARD_FIELD_MAX: Record<CardField, number> = {
  name: 30,
  mobile: 11,
  landline: 20,
  email: 100,
  company: 100,
  title: 50,
  address: 200,
  note: 500,
}

export const CARD_MOBILE_PATTERN = '^1[3-9]\\d{9}$'
/** a landline as people write it: 010-12345678, 0755 1234567-801, 400-800-6688, +86 10 12345678 */
export const CARD_LANDLINE_PATTERN = '^\\+?\\d[\\d\\- ]{5,18}\\d$'
/** the token of a shared card's link: random, never derived from the user */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{16,64}$'

/** What a card holds, as the form edits it and the server keeps it ('' for a field left empty). */
export interface CardInput {
  name: string
  mobile: string
  landline?: string
  email?: string
  company?: string
  /** the company it is linked to, picked from the search suggestions */
  pid?: string
  title?: string
  address?: string
  note?: string
}

/** control characters other than tab and line breaks (a note and an address may run over lines) */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const LINE_BREAK = /[\n\r\t]/
const MULTI_LINE = new Set<CardField>(['note', 'address'])

const chars = (s: string) => Array.from(s).length

/** Trims every text field; a blank optional field becomes ''. */
export function cleanCard(input: CardInput): Required<CardInput> {
  const t = (v: string | undefined) => (v ?? '').trim()
  return {
    name: t(input.name),
    mobile: t(input.mobile),
    landline: t(input.landline),
    email: t(input.email),
    company: t(input.company),
    pid: t(input.pid),
    title: t(input.title),
    address: t(input.address),
    note: t(input.note),
  }
}

/** The problems of a card, one Chinese sentence per field; empty when it can be saved. */
export function cardProblems(input: CardInput): Partial<Record<CardField, string>> {
  const c = cleanCard(input)
  const e: Partial<Record<CardField, string>> = {}
  for (const f of CARD_FIELDS) {
    const v = c[f]
    const title = CARD_FIELD_TITLES[f]
    if (chars(v) > CARD_FIELD_MAX[f]) e[f] = `${title}最多${CARD_FIELD_MAX[f]}个字`
    else if (MULTI_LINE.has(f) ? CONTROL.test(v) : CONTROL.test(v) || LINE_BREAK.test(v))
      e[f] = MULTI_LINE.has(f) ? `${title}不能包含控制字符` : `${title}不能包含换行或控制字符`
  }
  if (!e.name && !c.name) e.name = '请输入姓名'
  if (!e.mobile) {
    if (!c.mobile) e.mobile = '请输入手机号'
    else if (!new RegExp(CARD_MOBILE_PATTERN).test(c.mobile)) e.mobile = '请输入正确的11位手机号'
  }
  if (!e.landline && c.landline && !new RegExp(CARD_LANDLINE_PATTERN).test(c.landline)) e.landline = '请输入正确的座机号码，如 010-12345678'
  if (!e.email && c.email && !new RegExp(EMAIL_PATTERN).test(c.email)) e.email = '请输入正确的邮箱，如 name@example.com'
  return e
}

/** The first problem of a card, or ''. */
export const firstCardProblem = (input: CardInput): string => {
  const e = cardProblems(input)
  const f = CARD_FIELDS.find((k) => e[k])
  return f ? e[f]! : ''
}

/** A card as text, for 复制名片: one line per field the card has. */
export function cardText(c: Partial<Record<CardField, string>>, link = ''): string {
  const lines = [
    c.name ? `姓名：${c.name}` : '',
    c.title ? `职位：${c.title}` : '',
    c.company ? `公司：${c.company}` : '',
    c.mobile ? `手机：${c.mobile}` : '',
    c.landline ? `座机：${c.landline}` : '',
    c.email ? `邮箱：${c.email}` : '',
    c.address ? `地址：${c.address}` : '',
    link ? `查看名片：${link}` : '',
  ]
  return lines.filter(Boolean).join('\n')
}

/** The header a card is listed under: its initial when sorted by name, its company when sorted by company. */
export function cardGroup(sort: CardSort, c: { initial: string; company: string }): string {
  if (sort === 'name') return c.initial
  if (sort === 'company') return c.company || '未填写公司'
  return ''
}

/** The character drawn in a card's avatar: the family name for a Chinese name, else the first letter. */
export function cardAvatarText(name: string): string {
  const first = Array.from(name.trim())[0] ?? '名'
  return /[a-z]/.test(first) ? first.toUpperCase() : first
}
