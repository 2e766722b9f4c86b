/**
 * 收藏 and 关注 of the signed-in user: folders, collected companies and persons, followed companies with their latest
 * change, and the status a profile's buttons show. Every id is looked up within the caller's own rows: another user's
 * folder or item answers 4040 like one that does not exist, and a refused request changes nothing.
 */
import { API } from '../../../contract/endpoints'
import {
  COLLECT_FOLDERS_MAX,
  COLLECT_ITEMS_MAX,
  FOLLOWS_MAX,
  collectionSchemas,
  type CollectFolder,
  type CollectItem,
  type CollectKind,
  type FollowItem,
} from '../../../contract/schemas/collection'
import { collectLimitText, folderLimitText, folderNameProblem, followLimitText } from '../../../contract/domain/collections'
import { ApiError, ERRORS, badParam, fail, ok } from '../errors'
import type { CollectRow, FolderRow, FollowRow } from '../store/collections'
import { chinaDate } from '../store/trends'
import { userIdOf, type ApiPlugin } from './plugin'

const toFolder = (r: FolderRow): CollectFolder => ({
  id: r.id,
  name: r.name,
  isDefault: r.is_default === 1,
  companyCount: r.company_count,
  personCount: r.person_count,
  createdAt: r.created_at,
})

const toItem = (r: CollectRow): CollectItem => ({
  id: r.id,
  kind: r.kind,
  targetId: r.target_id,
  name: r.name,
  sub: r.sub,
  folderId: r.folder_id,
  folderName: r.folder_name,
  collectedAt: r.collected_at,
})

const toFollow = (r: FollowRow): FollowItem => ({
  pid: r.pid,
  name: r.name,
  sub: r.sub,
  followedAt: r.followed_at,
  latestChange: r.date === null ? null : { field: r.field ?? '', before: r.before ?? '', after: r.after ?? '', date: r.date },
  newCount: r.new_count,
  changeCount: r.change_count,
})

const missing = (kind: CollectKind) => fail('NOT_FOUND', kind === 'company' ? '企业不存在' : '人员不存在')

const collectionRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.collections
  const login = app.auth.requireLogin
  const now = () => app.config.now()
  const today = () => chinaDate(now())

  const ownFolder = async (userId: string, id: number) => {
    const f = await repo.folder(userId, id)
    if (!f) throw fail('NOT_FOUND', '收藏夹不存在')
    return f
  }
  const folderName = (raw: string) => {
    const problem = folderNameProblem(raw)
    if (problem) throw badParam(problem)
    return raw.trim()
  }
  /** every id must be one of the caller's items, or nothing is done */
  const ownItems = async (userId: string, raw: number[]) => {
    const ids = [...new Set(raw)]
    if ((await repo.ownItems(userId, ids)) !== ids.length) throw fail('NOT_FOUND', '收藏不存在或已取消')
    return ids
  }

  // ---------- folders ----------

  app.get(API.collections.folders, { schema: collectionSchemas.folders, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    return ok({
      list: (await repo.folders(userId, now())).map(toFolder),
      folderLimit: COLLECT_FOLDERS_MAX,
      itemCount: await repo.itemCount(userId),
      itemLimit: COLLECT_ITEMS_MAX,
    })
  })

  app.post(API.collections.folderCreate, { schema: collectionSchemas.folderCreate, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const name = folderName(request.body.name)
    if (await repo.folderNameTaken(userId, name)) throw new ApiError(ERRORS.CONFLICT, '收藏夹名称已存在')
    if ((await repo.folders(userId, now())).length >= COLLECT_FOLDERS_MAX) throw badParam(folderLimitText)
    return ok(toFolder((await repo.folder(userId, await repo.createFolder(userId, name, now())))!))
  })

  app.post(API.collections.folderRename, { schema: collectionSchemas.folderRename, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const f = await ownFolder(userId, request.body.id)
    const name = folderName(request.body.name)
    if (f.is_default) throw badParam('默认收藏夹不能重命名')
    if (await repo.folderNameTaken(userId, name, f.id)) throw new ApiError(ERRORS.CONFLICT, '收藏夹名称已存在')
    await repo.renameFolder(userId, f.id, name)
    return ok(toFolder((await repo.folder(userId, f.id))!))
  })

  app.post(API.collections.folderDelete, { schema: collectionSchemas.folderDelete, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const f = await ownFolder(userId, request.body.id)
    if (f.is_default) throw badParam('默认收藏夹不能删除')
    return ok({ moved: await repo.deleteFolder(userId, f.id, now()) })
  })

  // ---------- items ----------

  app.get(API.collections.list, { schema: collectionSchemas.list, preHandler: login }, async (request) => {
    const { kind, folderId, pageNum = 1, pageSize = 20 } = request.query
    const userId = userIdOf(request)
    const folder = folderId === undefined ? null : (await ownFolder(userId, folderId)).id
    const { total, rows } = await repo.list(userId, kind, folder, (pageNum - 1) * pageSize, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: rows.map(toItem) })
  })

  app.post(API.collections.add, { schema: collectionSchemas.add, preHandler: login }, async (request) => {
    const { kind, targetId, folderId } = request.body
    const userId = userIdOf(request)
    if (!(await repo.exists(kind, targetId))) throw missing(kind)
    const folder = folderId === undefined ? await repo.defaultFolder(userId, now()) : (await ownFolder(userId, folderId)).id
    const already = await repo.itemOf(userId, kind, targetId)
    if (already) throw new ApiError(ERRORS.CONFLICT, `已收藏在「${already.folder_name}」中`)
    if ((await repo.itemCount(userId)) >= COLLECT_ITEMS_MAX) throw badParam(collectLimitText)
    return ok(toItem((await repo.item(userId, await repo.add(userId, kind, targetId, folder, now())))!))
  })

  app.post(API.collections.remove, { schema: collectionSchemas.remove, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    return ok({ removed: await repo.remove(userId, await ownItems(userId, request.body.ids)) })
  })

  app.post(API.collections.move, { schema: collectionSchemas.move, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const folder = await ownFolder(userId, request.body.folderId)
    return ok({ moved: await repo.move(userId, await ownItems(userId, request.body.ids), folder.id) })
  })

  app.get(API.collections.status, { schema: collectionSchemas.status, preHandler: login }, async (request) => {
    const { kind, targetId } = request.query
    const userId = userIdOf(request)
    const item = await repo.itemOf(userId, kind, targetId)
    return ok({ collect: item ? toItem(item) : null, followed: kind === 'company' && (await repo.isFollowed(userId, targetId)) })
  })

  // ---------- follows ----------

  app.get(API.collections.followList, { schema: collectionSchemas.followList, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const { total, rows } = await repo.follows(userIdOf(request), today(), (pageNum - 1) * pageSize, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: rows.map(toFollow), limit: FOLLOWS_MAX })
  })

  app.post(API.collections.follow, { schema: collectionSchemas.follow, preHandler: login }, async (request) => {
    const { pid } = request.body
    const userId = userIdOf(request)
    if (!(await repo.exists('company', pid))) throw missing('company')
    if (!(await repo.isFollowed(userId, pid))) {
      if ((await repo.followCount(userId)) >= FOLLOWS_MAX) throw badParam(followLimitText)
      await repo.follow(userId, pid, now())
    }
    return ok(toFollow((await repo.followed(userId, pid, today()))!))
  })

  app.post(API.collections.unfollow, { schema: collectionSchemas.unfollow, preHandler: login }, async (request) =>
    ok({ removed: await repo.unfollow(userIdOf(request), request.body.pid) }),
  )

  app.post(API.collections.followSeen, { schema: collectionSchemas.followSeen, preHandler: login }, async (request) =>
    ok({ since: await repo.openFollows(userIdOf(request), now()) }),
  )
}

export default collectionRoutes
