/** A signed-in user's preferences. A user who never saved any has the defaults (个性化推荐 on). */
import type { Sql } from './sql'

export interface UserPreferences {
  personalise: boolean
}

export const DEFAULT_PREFERENCES: UserPreferences = { personalise: true }

export interface PreferenceRepo {
  get(userId: string): Promise<UserPreferences>
  setPersonalise(userId: string, on: boolean, nowMs: number): Promise<UserPreferences>
}

export class SqlPreferenceRepo implements PreferenceRepo {
  constructor(private readonly db: Sql) {}

  async get(userId: string): Promise<UserPreferences> {
    const row = (await this.db.prepare('SELECT personalise FROM user_preferences WHERE user_id = ?').get(userId)) as
      { personalise: number } | undefined
    return row ? { personalise: row.personalise === 1 } : { ...DEFAULT_PREFERENCES }
  }

  async setPersonalise(userId: string, on: boolean, nowMs: number): Promise<UserPreferences> {
    await this.db
      .prepare(
        `INSERT INTO user_preferences (user_id, personalise, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET personalise = excluded.personalise, updated_at = excluded.updated_at`,
      )
      .run(userId, on ? 1 : 0, nowMs)
    return this.get(userId)
  }
}
