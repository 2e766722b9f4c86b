/**
 * Entry codes: a short code printed in a QR code (the `scene` of a mini-program code, or the `q` of an H5 link) that
 * opens one page of the app. The server makes them and answers what a code opens; the app reads the code from its
 * launch options or its address. This is the one table of the kinds of entry.
 */

export const ENTRY_KINDS = ['company', 'person', 'invite', 'scanLogin', 'dynamic'] as const
export type EntryKind = (typeof ENTRY_KINDS)[number]

/** who may ask for a code of the kind */
export type EntryMaker =
  /** anyone, signed in or not (rate-limited): what it opens is public */
  | 'anyone'
  /** only a signed-in user the target belongs to */
  | 'owner'
  /** whoever holds the target (a scan ticket is its own credential) */
  | 'holder'

export interface EntryKindDef {
  kind: EntryKind
  /** what the code points at, in messages ('企业') */
  title: string
  /** the link builder of the page it opens (`to.<route>`) and the query parameter that carries the id */
  route: 'companyProfile' | 'personProfile' | 'invitationCode' | 'scanLogin' | 'shareDynamic'
  param: 'pid' | 'personId' | 'code' | 'ticket' | 'id'
  /** what a valid id looks like */
  idPattern: string
  idMessage: string
  /** how long a new code is valid, ms; the target's own end may come sooner (an invitation code, a scan ticket) */
  ttlMs: number
  maker: EntryMaker
}

const DAY_MS = 86_400_000
const PID = '^[0-9A-Za-z_-]{1,64}$'

export const ENTRY_KIND_DEFS: Record<EntryKind, EntryKindDef> = {
  company: {
    kind: 'company',
    title: '企业',
    route: 'companyProfile',
    param: 'pid',
    idPattern: PID,
    idMessage: '企业编号格式不正确',
    ttlMs: 3 * 365 * DAY_MS,
    maker: 'anyone',
  },
  person: {
    kind: 'person',
    title: '人员',
    route: 'personProfile',
    param: 'personId',
    idPattern: PID,
    idMessage: '人员编号格式不正确',
    ttlMs: 3 * 365 * DAY_MS,
    maker: 'anyone',
  },
  invite: {
    kind: 'invite',
    title: '邀请码',
    route: 'invitationCode',
    param: 'code',
    idPattern: '^[A-Za-z0-9]{4,16}$',
    idMessage: '邀请码为4-16位字母或数字',
    ttlMs: 3 * 365 * DAY_MS,
    maker: 'owner',
  },
  scanLogin: {
    kind: 'scanLogin',
    title: '扫码登录',
    route: 'scanLogin',
    param: 'ticket',
    idPattern: '^[\\w-]{16,64}$',
    idMessage: '二维码票据格式不正确',
    // the ticket's own end (two minutes) always comes first
    ttlMs: 10 * 60 * 1000,
    maker: 'holder',
  },
  dynamic: {
    kind: 'dynamic',
    title: '企业动态',
    route: 'shareDynamic',
    param: 'id',
    idPattern: '^[1-9]\\d{0,15}$',
    idMessage: '动态编号格式不正确',
    ttlMs: 30 * DAY_MS,
    maker: 'owner',
  },
}

/** the kinds anyone may ask a code for, and those only a signed-in owner may */
export const PUBLIC_ENTRY_KINDS = ENTRY_KINDS.filter((k) => ENTRY_KIND_DEFS[k].maker !== 'owner')
export const OWNED_ENTRY_KINDS = ENTRY_KINDS.filter((k) => ENTRY_KIND_DEFS[k].maker === 'owner')

export const isEntryKind = (k: unknown): k is EntryKind => typeof k === 'string' && (ENTRY_KINDS as readonly string[]).includes(k)

export const validEntryId = (kind: EntryKind, id: string): boolean => new RegExp(ENTRY_KIND_DEFS[kind].idPattern).test(id)

/**
 * A code is a random id followed by a signature of it, letters and digits only: 18 characters fit the 32 a
 * mini-program code's scene allows, and a guessed or altered code is refused before any look-up.
 */
export const ENTRY_ID_LENGTH = 10
export const ENTRY_TAG_LENGTH = 8
export const ENTRY_CODE_LENGTH = ENTRY_ID_LENGTH + ENTRY_TAG_LENGTH
export const ENTRY_CODE_PATTERN = `^[0-9A-Za-z]{${ENTRY_CODE_LENGTH}}$`
export const isEntryCodeShape = (code: string): boolean => new RegExp(ENTRY_CODE_PATTERN).test(code)

/** The page every code opens first: it resolves the code and goes on to the target. */
export const ENTRY_PAGE = 'pagesIndex/entry/entry'

/** The H5 address a plain QR code holds: `base` is where the H5 app is served. */
export const entryLink = (base: string, code: string): string => `${base.replace(/\/+$/, '')}/#/${ENTRY_PAGE}?q=${code}`

/** Why a code opens nothing. */
export type EntryFailure = 'missing' | 'expired' | 'invalid'

export const ENTRY_FAILURES: Record<EntryFailure, { title: string; text: string }> = {
  missing: { title: '二维码不存在', text: '这个二维码没有对应的内容，可能已被删除。请向分享者索取新的二维码。' },
  expired: { title: '二维码已过期', text: '这个二维码已超过有效期，请让分享者重新生成后再扫码。' },
  invalid: { title: '二维码无效', text: '无法识别这个二维码：它不是云企查生成的，或内容已被改动。' },
}

function decodeFully(s: string): string {
  let out = s
  // a scene arrives encoded once; a link's q may have been encoded twice on its way through a share
  for (let i = 0; i < 3 && /%[0-9A-Fa-f]{2}/.test(out); i++) {
    try {
      out = decodeURIComponent(out)
    } catch {
      break
    }
  }
  return out
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')

/**
 * The code in what the app was opened with: `scene` of a mini-program code; `q` of a plain-link QR code in the
 * mini-program (the whole scanned address) or of the H5 address itself (the code). '' when there is none.
 */
export function entryCodeFromLaunch(query: Record<string, unknown> | null | undefined): string {
  if (!query) return ''
  const scene = text(query.scene)
  if (scene) return decodeFully(scene)
  const q = decodeFully(text(query.q))
  if (!q) return ''
  if (!/[/?=]/.test(q)) return q
  const m = /[?&](?:q|scene)=([^&#]*)/.exec(q)
  return m ? decodeFully(m[1]) : q
}
