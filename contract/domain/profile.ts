/** The user's own profile: what each field may hold. */
export const NICKNAME_MIN = 2
export const NICKNAME_MAX = 20
export const COMPANY_MAX = 50
export const JOB_TITLE_MAX = 20

/** A nickname is shown to others (organisations, invitations): letters, digits, CJK, and a few joiners; no spaces at the ends. */
export const NICKNAME_PATTERN = '^[\\p{L}\\p{N}_\\-·.]+(?: [\\p{L}\\p{N}_\\-·.]+)*$'

/** Why a nickname is refused, or null when it may be used. */
export function nicknameProblem(raw: string): string | null {
  const s = raw.trim()
  if (!s) return '请输入昵称'
  const n = [...s].length
  if (n < NICKNAME_MIN || n > NICKNAME_MAX) return `昵称需为${NICKNAME_MIN}-${NICKNAME_MAX}个字符`
  if (!new RegExp(NICKNAME_PATTERN, 'u').test(s)) return '昵称只能包含中英文、数字、下划线、短横线和点'
  // a bare mobile number would pass for someone's phone
  if (/^1\d{10}$/.test(s)) return '昵称不能是手机号'
  return null
}
