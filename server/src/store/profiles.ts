/** The profile fields of a user's own row: read together, changed one field at a time. */
import type { Sql } from './sql'

export interface ProfileRow {
  user_id: string
  nickname: string
  avatar: string
  phone: string | null
  company: string
  job_title: string
  industry: string
  region_code: string
  created_at: number
}

export type ProfileChange = Partial<Pick<ProfileRow, 'nickname' | 'avatar' | 'company' | 'job_title' | 'industry' | 'region_code'>>

const COLUMNS = ['nickname', 'avatar', 'company', 'job_title', 'industry', 'region_code'] as const

export interface ProfileRepo {
  byUserId(userId: string): Promise<ProfileRow | undefined>
  update(userId: string, change: ProfileChange): Promise<void>
}

export class SqlProfileRepo implements ProfileRepo {
  constructor(private readonly db: Sql) {}

  async byUserId(userId: string): Promise<ProfileRow | undefined> {
    return (await this.db
      .prepare(
        'SELECT user_id, nickname, avatar, phone, company, job_title, industry, region_code, created_at FROM users WHERE user_id = ?',
      )
      .get(userId)) as ProfileRow | undefined
  }

  async update(userId: string, change: ProfileChange): Promise<void> {
    const cols = COLUMNS.filter((c) => change[c] !== undefined)
    if (!cols.length) return
    await this.db
      .prepare(`UPDATE users SET ${cols.map((c) => `${c} = @${c}`).join(', ')} WHERE user_id = @userId`)
      .run({ ...Object.fromEntries(cols.map((c) => [c, change[c]])), userId })
  }
}
