/** Organisations (组织): a group of users joined by a code. Limits and rules shared by the server and the app. */
export const ORG_ROLES = ['admin', 'member'] as const
export type OrgRole = (typeof ORG_ROLES)[number]
export const ORG_ROLE_LABEL: Record<OrgRole, string> = { admin: '管理员', member: '成员' }

/** an organisation holds at most this many members; joining a full one is refused */
export const ORG_MEMBER_LIMIT = 50
export const ORG_NAME_MIN = 2
export const ORG_NAME_MAX = 30

/** join codes: upper-case letters and digits without the look-alikes 0/O, 1/I/L */
export const ORG_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const ORG_CODE_LENGTH = 8
export const ORG_CODE_PATTERN = `^[${ORG_CODE_ALPHABET}]{${ORG_CODE_LENGTH}}$`

/** What a user types as a code: spaces dropped, upper-cased. */
export const normalizeOrgCode = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase()

/** A name as kept: trimmed, inner runs of spaces made one; null when its length is outside the limits. */
export function cleanOrgName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ')
  return name.length >= ORG_NAME_MIN && name.length <= ORG_NAME_MAX ? name : null
}
export const ORG_NAME_RULE = `组织名称需为${ORG_NAME_MIN}-${ORG_NAME_MAX}个字`
