/** Uploaded images: who uploaded each, what for, and what the bytes turned out to be. The files themselves live on disk. */
import os from 'node:os'
import path from 'node:path'
import type { Sql } from './sql'
import type { UploadExt, UploadPurpose } from '../../../contract/domain/uploads'

export interface UploadRow {
  id: string
  user_id: string
  purpose: UploadPurpose
  ext: UploadExt
  mime: string
  size: number
  width: number
  height: number
  created_at: number
}

export interface UploadRepo {
  add(row: UploadRow): Promise<void>
  byId(id: string): Promise<UploadRow | undefined>
  /** the user's upload of that purpose, or undefined when it is someone else's or another kind */
  owned(userId: string, id: string, purpose: UploadPurpose): Promise<UploadRow | undefined>
  /** how many the user uploaded since `since` (ms) */
  countSince(userId: string, since: number): Promise<number>
  remove(id: string): Promise<void>
  /** the folder the files go to when none is configured: `uploads` beside the database file */
  defaultDir(): string
}

export class SqlUploadRepo implements UploadRepo {
  constructor(private readonly db: Sql) {}

  async add(r: UploadRow): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO uploads (id, user_id, purpose, ext, mime, size, width, height, created_at)
         VALUES (@id, @user_id, @purpose, @ext, @mime, @size, @width, @height, @created_at)`,
      )
      .run(r)
  }

  async byId(id: string): Promise<UploadRow | undefined> {
    return (await this.db.prepare('SELECT * FROM uploads WHERE id = ?').get(id)) as UploadRow | undefined
  }

  async owned(userId: string, id: string, purpose: UploadPurpose): Promise<UploadRow | undefined> {
    return (await this.db.prepare('SELECT * FROM uploads WHERE id = ? AND user_id = ? AND purpose = ?').get(id, userId, purpose)) as
      UploadRow | undefined
  }

  async countSince(userId: string, since: number): Promise<number> {
    return (
      (await this.db.prepare('SELECT COUNT(*) AS n FROM uploads WHERE user_id = ? AND created_at >= ?').get(userId, since)) as { n: number }
    ).n
  }

  async remove(id: string): Promise<void> {
    await this.db.prepare('DELETE FROM uploads WHERE id = ?').run(id)
  }

  defaultDir(): string {
    return this.db.fileDir ? path.join(this.db.fileDir, 'uploads') : path.join(os.tmpdir(), 'yqc-uploads')
  }
}
