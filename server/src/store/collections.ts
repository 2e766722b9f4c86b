/**
 * 收藏 and 关注 of each user. Folders, items and follows are always looked up with the user's id, so another user's
 * rows are never read or changed. A target that no longer exists drops out of every list and count; names and the
 * second line are read from the data at listing time, so they are never the client's.
 */
import type { Sql } from './sql'
import type { CollectKind } from '../../../contract/schemas/collection'
import { DEFAULT_FOLDER_NAME } from '../../../contract/domain/collections'

export interface FolderRow {
  id: number
  name: string
  is_default: number
  created_at: number
  company_count: number
  person_count: number
}

export interface CollectRow {
  id: number
  kind: CollectKind
  target_id: string
  folder_id: number
  folder_name: string
  collected_at: number
  name: string
  sub: string
}

export interface FollowRow {
  pid: string
  name: string
  sub: string
  followed_at: number
  field: string | null
  before: string | null
  after: string | null
  date: string | null
  new_count: number
  change_count: number
}

export interface CollectionRepo {
  /** whether the target exists in the data */
  exists(kind: CollectKind, targetId: string): Promise<boolean>

  /** the user's folders, 默认收藏夹 first (made when missing), the rest in the order they were made */
  folders(userId: string, nowMs: number): Promise<FolderRow[]>
  folder(userId: string, id: number): Promise<FolderRow | undefined>
  /** the id of the user's 默认收藏夹, made when missing */
  defaultFolder(userId: string, nowMs: number): Promise<number>
  folderNameTaken(userId: string, name: string, exceptId?: number): Promise<boolean>
  createFolder(userId: string, name: string, nowMs: number): Promise<number>
  renameFolder(userId: string, id: number, name: string): Promise<void>
  /** deletes a folder that is not the default one; its items move to 默认收藏夹. Returns how many moved. */
  deleteFolder(userId: string, id: number, nowMs: number): Promise<number>

  /** collected items whose targets exist */
  itemCount(userId: string): Promise<number>
  item(userId: string, id: number): Promise<CollectRow | undefined>
  itemOf(userId: string, kind: CollectKind, targetId: string): Promise<CollectRow | undefined>
  list(
    userId: string,
    kind: CollectKind,
    folderId: number | null,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: CollectRow[] }>
  add(userId: string, kind: CollectKind, targetId: string, folderId: number, nowMs: number): Promise<number>
  /** how many of `ids` are the user's own items */
  ownItems(userId: string, ids: number[]): Promise<number>
  remove(userId: string, ids: number[]): Promise<number>
  move(userId: string, ids: number[], folderId: number): Promise<number>

  /** followed companies that exist */
  followCount(userId: string): Promise<number>
  isFollowed(userId: string, pid: string): Promise<boolean>
  follow(userId: string, pid: string, nowMs: number): Promise<void>
  unfollow(userId: string, pid: string): Promise<number>
  /** the followed company with its newest change dated up to `today` and the counts of its changes */
  followed(userId: string, pid: string, today: string): Promise<FollowRow | undefined>
  follows(userId: string, today: string, offset: number, limit: number): Promise<{ total: number; rows: FollowRow[] }>
  /** an opening of 我的关注; returns when it was opened before (null: never) */
  openFollows(userId: string, nowMs: number): Promise<number | null>
}

/** A company's second line is its legal representative and status; a person's, the company they are best known by. */
const ITEM_SELECT = `
  SELECT k.id, k.kind, k.target_id, k.folder_id, f.name AS folder_name, k.collected_at, COALESCE(c.name, p.name) AS name,
    CASE WHEN k.kind = 'company' THEN trim(c.legal_person || ' · ' || c.status, ' ·')
    ELSE COALESCE((SELECT c2.name FROM roles r JOIN companies c2 ON c2.id = r.company_id
                   WHERE r.person_id = k.target_id AND r.to_date IS NULL
                   ORDER BY r.role = 'legal' DESC, c2.reg_capital DESC LIMIT 1), '') END AS sub
  FROM collections k
  JOIN collect_folders f ON f.id = k.folder_id
  LEFT JOIN companies c ON k.kind = 'company' AND c.pid = k.target_id
  LEFT JOIN persons p ON k.kind = 'person' AND p.person_id = k.target_id`
const ITEM_FROM = `FROM collections k
  LEFT JOIN companies c ON k.kind = 'company' AND c.pid = k.target_id
  LEFT JOIN persons p ON k.kind = 'person' AND p.person_id = k.target_id`
const EXISTING = '(c.id IS NOT NULL OR p.id IS NOT NULL)'

const FOLDER_SELECT = `
  SELECT f.id, f.name, f.is_default, f.created_at,
    (SELECT count(*) FROM collections k JOIN companies c ON c.pid = k.target_id
      WHERE k.folder_id = f.id AND k.kind = 'company') AS company_count,
    (SELECT count(*) FROM collections k JOIN persons p ON p.person_id = k.target_id
      WHERE k.folder_id = f.id AND k.kind = 'person') AS person_count
  FROM collect_folders f`

/**
 * A followed company with its newest change dated up to @today (later dates are not news yet) and its change counts:
 * new are those after both the change newest when it was followed and the one newest at the opening before this one.
 */
const FOLLOW_SELECT = `
  SELECT fo.pid, c.name, trim(c.legal_person || ' · ' || c.status, ' ·') AS sub, fo.followed_at,
    ch.field, ch.before, ch.after, ch.date,
    (SELECT count(*) FROM changes x WHERE x.company_id = c.id AND x.date <= @today
      AND x.id > max(fo.base_change_id, COALESCE((SELECT v.prev_change_id FROM follow_visits v WHERE v.user_id = fo.user_id), 0))
    ) AS new_count,
    (SELECT count(*) FROM changes x WHERE x.company_id = c.id AND x.date <= @today) AS change_count
  FROM follows fo
  JOIN companies c ON c.pid = fo.pid
  LEFT JOIN changes ch ON ch.id = (SELECT x.id FROM changes x WHERE x.company_id = c.id AND x.date <= @today
                                   ORDER BY x.date DESC, x.id DESC LIMIT 1)`

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(',')

export class SqlCollectionRepo implements CollectionRepo {
  constructor(private readonly db: Sql) {}

  async exists(kind: CollectKind, targetId: string): Promise<boolean> {
    const sql = kind === 'company' ? 'SELECT 1 FROM companies WHERE pid = ?' : 'SELECT 1 FROM persons WHERE person_id = ?'
    return Boolean(await this.db.prepare(sql).get(targetId))
  }

  // ---------- folders ----------

  async defaultFolder(userId: string, nowMs: number): Promise<number> {
    const find = async () =>
      (await this.db.prepare('SELECT id FROM collect_folders WHERE user_id = ? AND is_default = 1').get(userId)) as
        { id: number } | undefined
    const row = await find()
    if (row) return row.id
    // a folder the user named 默认收藏夹 cannot exist: the default one is made before any other
    await this.db
      .prepare('INSERT OR IGNORE INTO collect_folders (user_id, name, is_default, created_at) VALUES (?, ?, 1, ?)')
      .run(userId, DEFAULT_FOLDER_NAME, nowMs)
    return (await find())!.id
  }

  async folders(userId: string, nowMs: number): Promise<FolderRow[]> {
    await this.defaultFolder(userId, nowMs)
    return (await this.db.prepare(`${FOLDER_SELECT} WHERE f.user_id = ? ORDER BY f.is_default DESC, f.id`).all(userId)) as FolderRow[]
  }

  async folder(userId: string, id: number): Promise<FolderRow | undefined> {
    return (await this.db.prepare(`${FOLDER_SELECT} WHERE f.user_id = ? AND f.id = ?`).get(userId, id)) as FolderRow | undefined
  }

  async folderNameTaken(userId: string, name: string, exceptId = 0): Promise<boolean> {
    return Boolean(
      await this.db.prepare('SELECT 1 FROM collect_folders WHERE user_id = ? AND name = ? AND id <> ?').get(userId, name, exceptId),
    )
  }

  async createFolder(userId: string, name: string, nowMs: number): Promise<number> {
    await this.defaultFolder(userId, nowMs)
    const info = await this.db
      .prepare('INSERT INTO collect_folders (user_id, name, is_default, created_at) VALUES (?, ?, 0, ?)')
      .run(userId, name, nowMs)
    return Number(info.lastInsertRowid)
  }

  async renameFolder(userId: string, id: number, name: string): Promise<void> {
    await this.db.prepare('UPDATE collect_folders SET name = ? WHERE id = ? AND user_id = ? AND is_default = 0').run(name, id, userId)
  }

  async deleteFolder(userId: string, id: number, nowMs: number): Promise<number> {
    return this.db.atomically(async () => {
      const target = await this.defaultFolder(userId, nowMs)
      if (target === id) return 0
      const moved = (
        await this.db.prepare('UPDATE collections SET folder_id = ? WHERE folder_id = ? AND user_id = ?').run(target, id, userId)
      ).changes
      await this.db.prepare('DELETE FROM collect_folders WHERE id = ? AND user_id = ? AND is_default = 0').run(id, userId)
      return moved
    })
  }

  // ---------- items ----------

  async itemCount(userId: string): Promise<number> {
    return ((await this.db.prepare(`SELECT count(*) AS n ${ITEM_FROM} WHERE k.user_id = ? AND ${EXISTING}`).get(userId)) as { n: number }).n
  }

  async item(userId: string, id: number): Promise<CollectRow | undefined> {
    return (await this.db.prepare(`${ITEM_SELECT} WHERE k.user_id = ? AND k.id = ? AND ${EXISTING}`).get(userId, id)) as
      CollectRow | undefined
  }

  async itemOf(userId: string, kind: CollectKind, targetId: string): Promise<CollectRow | undefined> {
    return (await this.db
      .prepare(`${ITEM_SELECT} WHERE k.user_id = ? AND k.kind = ? AND k.target_id = ? AND ${EXISTING}`)
      .get(userId, kind, targetId)) as CollectRow | undefined
  }

  async list(
    userId: string,
    kind: CollectKind,
    folderId: number | null,
    offset: number,
    limit: number,
  ): Promise<{ total: number; rows: CollectRow[] }> {
    const where = `k.user_id = ? AND k.kind = ?${folderId === null ? '' : ' AND k.folder_id = ?'} AND ${EXISTING}`
    const args = folderId === null ? [userId, kind] : [userId, kind, folderId]
    const { n } = (await this.db.prepare(`SELECT count(*) AS n ${ITEM_FROM} WHERE ${where}`).get(...args)) as { n: number }
    const rows = (await this.db
      .prepare(`${ITEM_SELECT} WHERE ${where} ORDER BY k.collected_at DESC, k.id DESC LIMIT ? OFFSET ?`)
      .all(...args, limit, offset)) as CollectRow[]
    return { total: n, rows }
  }

  async add(userId: string, kind: CollectKind, targetId: string, folderId: number, nowMs: number): Promise<number> {
    // a row left by a target that has since gone (and come back) is replaced
    await this.db
      .prepare(
        `INSERT INTO collections (user_id, kind, target_id, folder_id, collected_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, kind, target_id) DO UPDATE SET folder_id = excluded.folder_id, collected_at = excluded.collected_at`,
      )
      .run(userId, kind, targetId, folderId, nowMs)
    return (
      (await this.db
        .prepare('SELECT id FROM collections WHERE user_id = ? AND kind = ? AND target_id = ?')
        .get(userId, kind, targetId)) as {
        id: number
      }
    ).id
  }

  async ownItems(userId: string, ids: number[]): Promise<number> {
    return (
      (await this.db
        .prepare(`SELECT count(*) AS n FROM collections WHERE user_id = ? AND id IN (${placeholders(ids.length)})`)
        .get(userId, ...ids)) as {
        n: number
      }
    ).n
  }

  async remove(userId: string, ids: number[]): Promise<number> {
    return (await this.db.prepare(`DELETE FROM collections WHERE user_id = ? AND id IN (${placeholders(ids.length)})`).run(userId, ...ids))
      .changes
  }

  async move(userId: string, ids: number[], folderId: number): Promise<number> {
    return (
      await this.db
        .prepare(`UPDATE collections SET folder_id = ? WHERE user_id = ? AND id IN (${placeholders(ids.length)})`)
        .run(folderId, userId, ...ids)
    ).changes
  }

  // ---------- follows ----------

  async followCount(userId: string): Promise<number> {
    return (
      (await this.db
        .prepare('SELECT count(*) AS n FROM follows fo JOIN companies c ON c.pid = fo.pid WHERE fo.user_id = ?')
        .get(userId)) as {
        n: number
      }
    ).n
  }

  async isFollowed(userId: string, pid: string): Promise<boolean> {
    return Boolean(await this.db.prepare('SELECT 1 FROM follows WHERE user_id = ? AND pid = ?').get(userId, pid))
  }

  async follow(userId: string, pid: string, nowMs: number): Promise<void> {
    await this.db
      .prepare(
        `INSERT INTO follows (user_id, pid, followed_at, base_change_id)
         VALUES (?, ?, ?, (SELECT COALESCE(max(id), 0) FROM changes)) ON CONFLICT (user_id, pid) DO NOTHING`,
      )
      .run(userId, pid, nowMs)
  }

  async unfollow(userId: string, pid: string): Promise<number> {
    return (await this.db.prepare('DELETE FROM follows WHERE user_id = ? AND pid = ?').run(userId, pid)).changes
  }

  async followed(userId: string, pid: string, today: string): Promise<FollowRow | undefined> {
    return (await this.db.prepare(`${FOLLOW_SELECT} WHERE fo.user_id = @user AND fo.pid = @pid`).get({ user: userId, pid, today })) as
      FollowRow | undefined
  }

  async follows(userId: string, today: string, offset: number, limit: number): Promise<{ total: number; rows: FollowRow[] }> {
    const total = await this.followCount(userId)
    const rows = (await this.db
      .prepare(
        `${FOLLOW_SELECT} WHERE fo.user_id = @user
         ORDER BY ch.date IS NULL, ch.date DESC, ch.id DESC, fo.followed_at DESC, fo.pid LIMIT @limit OFFSET @offset`,
      )
      .all({ user: userId, today, limit, offset })) as FollowRow[]
    return { total, rows }
  }

  async openFollows(userId: string, nowMs: number): Promise<number | null> {
    return this.db.atomically(async () => {
      const before = (await this.db.prepare('SELECT opened_at FROM follow_visits WHERE user_id = ?').get(userId)) as
        { opened_at: number } | undefined
      // in an UPDATE every right-hand side reads the row as it was: prev_* take the values of the opening before
      await this.db
        .prepare(
          `INSERT INTO follow_visits (user_id, seen_change_id, prev_change_id, opened_at, prev_opened_at)
           VALUES (@user, (SELECT COALESCE(max(id), 0) FROM changes), 0, @now, NULL)
           ON CONFLICT (user_id) DO UPDATE SET prev_change_id = seen_change_id, prev_opened_at = opened_at,
             seen_change_id = excluded.seen_change_id, opened_at = excluded.opened_at`,
        )
        .run({ user: userId, now: nowMs })
      return before?.opened_at ?? null
    })
  }
}
