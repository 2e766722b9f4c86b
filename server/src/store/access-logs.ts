/** Page views of signed-in users, as the app reports them after each navigation. */
import type { Sql } from './sql'

export interface AccessLogRepo {
  record(v: { userId: string; cid: string; page: string; at: number }): Promise<void>
}

export class SqlAccessLogRepo implements AccessLogRepo {
  constructor(private readonly db: Sql) {}

  async record(v: { userId: string; cid: string; page: string; at: number }): Promise<void> {
    await this.db.prepare('INSERT INTO access_logs (user_id, cid, page, at) VALUES (?, ?, ?, ?)').run(v.userId, v.cid, v.page, v.at)
  }
}
