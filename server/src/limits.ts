/**
 * Limits a deployment may change with an environment variable outside the validated env schema (which passes unknown
 * variables through): each is read where it is applied, so a change needs no new configuration field. A value that is
 * not a whole number within the limit's range keeps the default. docs/limits.md lists every limit a user can meet.
 */
export interface LimitSetting {
  /** the environment variable */
  name: string
  default: number
  min: number
  max: number
}

export function readLimit(setting: LimitSetting, env: Record<string, string | undefined> = process.env): number {
  const raw = env[setting.name]
  const n = raw === undefined || raw.trim() === '' ? NaN : Number(raw)
  return Number.isInteger(n) && n >= setting.min && n <= setting.max ? n : setting.default
}

/** days after its creation during which an account may enter an invitation code */
export const INVITE_CODE_DAYS: LimitSetting = { name: 'INVITE_CODE_DAYS', default: 7, min: 1, max: 3650 }
/** organisations one account may have created that still exist */
export const ORGS_CREATED_PER_USER: LimitSetting = { name: 'ORGS_CREATED_PER_USER', default: 5, min: 1, max: 1000 }
/** organisations one account may belong to, its own included */
export const ORGS_JOINED_PER_USER: LimitSetting = { name: 'ORGS_JOINED_PER_USER', default: 20, min: 1, max: 10000 }
