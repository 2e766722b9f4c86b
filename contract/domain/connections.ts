/**
 * 人脉: the contacts a user saves (limits and the rules of each field) and 人脉雷达, the people who hold roles in the
 * user's own company and the companies the user monitors, ranked by how many of those companies they connect to.
 */
import { EMAIL_PATTERN } from './email'

/** contacts one user may keep */
export const CONTACTS_MAX = 500
export const contactsFullText = `联系人已满（最多${CONTACTS_MAX}位），请先删除不需要的联系人`

export const CONTACT_PAGE_SIZE = 20
export const CONTACT_KEYWORD_MAX = 30

/** The text fields of a contact, in the order the form shows them, with their Chinese names and longest lengths. */
export const CONTACT_FIELDS = ['name', 'phone', 'wechat', 'email', 'company', 'title', 'note'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export const CONTACT_FIELD_TITLES: Record<ContactField, string> = {
  name: '姓名',
  phone: '电话',
  wechat: '微信',
  email: '邮箱',
  company: '公司',
  title: '职位',
  note: '备注',
}
export const CONTACT_FIELD_MAX: Record<ContactField, number> = {
  name: 20,
  phone: 20,
  wechat: 30,
  email: 100,
  company: 100,
  title: 30,
  note: 200,
}
export const CONTACT_NAME_MIN = 1

export const CONTACT_TAGS_MAX = 5
export const CONTACT_TAG_MAX = 10

/** a mainland mobile number: 11 digits from 13x to 19x */
export const CONTACT_MOBILE_PATTERN = '^1[3-9]\\d{9}$'
/** a mainland landline: area code 0xx or 0xxx, 7–8 digits, an optional extension (010-62345678, 0755-1234567-801) */
export const CONTACT_LANDLINE_PATTERN = '^0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?$'
/** a phone is either of the two */
export const CONTACT_PHONE_PATTERN = `(${CONTACT_MOBILE_PATTERN})|(${CONTACT_LANDLINE_PATTERN})`
/** a WeChat id as WeChat allows it (letters, digits, - and _), or the phone number it is bound to */
export const CONTACT_WECHAT_PATTERN = '^[A-Za-z0-9_-]{5,30}$'

export const phoneProblemText = '请输入正确的手机号或座机号，如 13912345678 或 010-62345678'
export const wechatProblemText = '微信号为5-30位字母、数字、下划线或减号'
export const emailProblemText = '请输入正确的邮箱，如 name@example.com'

/** What a contact holds, as the form edits it and the server keeps it ('' for a field left empty). */
export interface ContactInput {
  name: string
  phone?: string
  wechat?: string
  email?: string
  company?: string
  title?: string
  note?: string
  tags?: string[]
  /** the company of the data it is linked to (添加企业) */
  pid?: string
  /** the person of the data it was saved from (加入人脉) */
  personId?: string
}
export type ContactProblemKey = ContactField | 'tags'

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const LINE_BREAK = /[\n\r\t]/

const chars = (s: string) => Array.from(s).length

/** Trims every field; blank tags are dropped and repeated ones kept once. */
export function cleanContact(input: ContactInput): Required<ContactInput> {
  const t = (v: string | undefined) => (v ?? '').trim()
  const tags: string[] = []
  for (const tag of input.tags ?? []) {
    const v = t(tag)
    if (v && !tags.includes(v)) tags.push(v)
  }
  return {
    name: t(input.name),
    phone: t(input.phone).replace(/\s+/g, ''),
    wechat: t(input.wechat),
    email: t(input.email),
    company: t(input.company),
    title: t(input.title),
    note: t(input.note),
    tags,
    pid: t(input.pid),
    personId: t(input.personId),
  }
}

/** The problems of a contact, one Chinese sentence per field; empty when it can be saved. */
export function contactProblems(input: ContactInput): Partial<Record<ContactProblemKey, string>> {
  const c = cleanContact(input)
  const e: Partial<Record<ContactProblemKey, string>> = {}
  for (const f of CONTACT_FIELDS) {
    const v = c[f]
    const title = CONTACT_FIELD_TITLES[f]
    if (chars(v) > CONTACT_FIELD_MAX[f]) e[f] = `${title}最多${CONTACT_FIELD_MAX[f]}个字`
    else if (f === 'note' ? CONTROL.test(v) : CONTROL.test(v) || LINE_BREAK.test(v))
      e[f] = f === 'note' ? `${title}不能包含控制字符` : `${title}不能包含换行或控制字符`
  }
  if (!e.name && chars(c.name) < CONTACT_NAME_MIN) e.name = '请输入姓名'
  if (!e.phone && c.phone && !new RegExp(CONTACT_PHONE_PATTERN).test(c.phone)) e.phone = phoneProblemText
  if (!e.wechat && c.wechat && !new RegExp(CONTACT_WECHAT_PATTERN).test(c.wechat)) e.wechat = wechatProblemText
  if (!e.email && c.email && !new RegExp(EMAIL_PATTERN).test(c.email)) e.email = emailProblemText
  if (c.tags.length > CONTACT_TAGS_MAX) e.tags = `标签最多${CONTACT_TAGS_MAX}个`
  else {
    const long = c.tags.find((t) => chars(t) > CONTACT_TAG_MAX)
    if (long !== undefined) e.tags = `每个标签最多${CONTACT_TAG_MAX}个字`
    else if (c.tags.some((t) => CONTROL.test(t) || LINE_BREAK.test(t))) e.tags = '标签不能包含换行或控制字符'
  }
  return e
}

/** The first problem of a contact in the form's order, or ''. */
export function firstContactProblem(input: ContactInput): string {
  const e = contactProblems(input)
  const key = ([...CONTACT_FIELDS, 'tags'] as ContactProblemKey[]).find((k) => e[k])
  return key ? e[key]! : ''
}

/** A contact as text, for 复制: one line per field it has. */
export function contactText(c: { name: string; title: string; company: string; phone: string; wechat: string; email: string }): string {
  return [
    `姓名：${c.name}`,
    c.title ? `职位：${c.title}` : '',
    c.company ? `公司：${c.company}` : '',
    c.phone ? `电话：${c.phone}` : '',
    c.wechat ? `微信：${c.wechat}` : '',
    c.email ? `邮箱：${c.email}` : '',
  ]
    .filter(Boolean)
    .join('\n')
}

/** The character drawn in a contact's avatar: the family name, or the first letter in capitals. */
export function contactAvatarText(name: string): string {
  const first = Array.from(name.trim())[0] ?? '人'
  return /[a-z]/.test(first) ? first.toUpperCase() : first
}

// ——— 人脉雷达 ———

/** where a company of the radar comes from: the company on the user's profile, or one the user monitors */
export const RADAR_ORIGINS = ['own', 'monitor'] as const
export type RadarOrigin = (typeof RADAR_ORIGINS)[number]
export const RADAR_SOURCES = ['all', ...RADAR_ORIGINS] as const
export type RadarSource = (typeof RADAR_SOURCES)[number]
export const RADAR_SOURCE_LABELS: Record<RadarSource, string> = { all: '全部', own: '我的企业', monitor: '监控企业' }

/** One current role of a person in one of the user's companies, as the repository reads it. */
export interface RadarRoleRow {
  personId: string
  personName: string
  pid: string
  companyName: string
  /** 'legal' | 'shareholder' | 'executive' */
  role: string
  /** how the role reads: 法定代表人, 股东, 董事, 监事, 总经理 … */
  label: string
  /** percent, for a shareholder */
  share: number | null
}

export interface RadarLink {
  pid: string
  companyName: string
  roles: string[]
  share: number | null
  origins: RadarOrigin[]
}

export interface RadarPerson {
  personId: string
  name: string
  /** how many of the user's companies the person holds a role in */
  companyCount: number
  /** roles over those companies */
  roleCount: number
  links: RadarLink[]
  /** 同时担任 A公司 法定代表人、B公司 股东 */
  reason: string
}

/** legal representative first, then the board and officers, then shareholders */
const ROLE_ORDER: Record<string, number> = { legal: 0, executive: 1, shareholder: 2 }

/** The sentence that explains a person's links: every company with the roles held in it. */
export function radarReason(links: Array<Pick<RadarLink, 'companyName' | 'roles'>>): string {
  if (!links.length) return ''
  const parts = links.map((l) => `${l.companyName} ${l.roles.join('、')}`)
  return `${links.length > 1 ? '同时担任' : '担任'} ${parts.join('，')}`
}

/**
 * Groups the roles by person and ranks the people: most of the user's companies first, then most roles, then those who
 * are a legal representative, then by person id so a page never shifts. `origins` says where each company comes from.
 */
export function rankRadar(rows: RadarRoleRow[], origins: ReadonlyMap<string, RadarOrigin[]>): RadarPerson[] {
  const people = new Map<string, { name: string; links: Map<string, RadarLink & { order: number }>; legal: boolean }>()
  const byRole = [...rows].sort((a, b) => (ROLE_ORDER[a.role] ?? 1) - (ROLE_ORDER[b.role] ?? 1))
  for (const r of byRole) {
    const p = people.get(r.personId) ?? { name: r.personName, links: new Map(), legal: false }
    const link = p.links.get(r.pid) ?? {
      pid: r.pid,
      companyName: r.companyName,
      roles: [],
      share: null,
      origins: origins.get(r.pid) ?? [],
      order: 9,
    }
    if (!link.roles.includes(r.label)) link.roles.push(r.label)
    if (r.role === 'shareholder' && r.share !== null) link.share = r.share
    link.order = Math.min(link.order, ROLE_ORDER[r.role] ?? 1)
    if (r.role === 'legal') p.legal = true
    p.links.set(r.pid, link)
    people.set(r.personId, p)
  }
  const ranked = [...people.entries()].map(([personId, p]) => {
    const links = [...p.links.values()]
      .sort((a, b) => a.order - b.order || a.companyName.localeCompare(b.companyName))
      .map(({ order: _order, ...l }) => l)
    const roleCount = links.reduce((n, l) => n + l.roles.length, 0)
    return { personId, name: p.name, companyCount: links.length, roleCount, links, reason: radarReason(links), legal: p.legal }
  })
  ranked.sort(
    (a, b) =>
      b.companyCount - a.companyCount ||
      b.roleCount - a.roleCount ||
      Number(b.legal) - Number(a.legal) ||
      (a.personId < b.personId ? -1 : a.personId > b.personId ? 1 : 0),
  )
  return ranked.map(({ legal: _legal, ...p }) => p)
}
