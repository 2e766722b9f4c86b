/** 收藏 (folders of companies and persons) and 关注 (followed companies) of the signed-in user (contract/schemas/collection.ts). */
import type { Paged } from '../../contract/api/api'
import type {
  CollectFolder,
  CollectFolderList,
  CollectItem,
  CollectKind,
  CollectMoveResult,
  CollectRemoveResult,
  CollectStatus,
  FolderDeleteResult,
  FollowItem,
  FollowList,
  FollowRemoveResult,
  FollowSeenResult,
} from '../../contract/schemas/collection'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

export const COLLECT_PAGE_SIZE = 20

// ---------- folders ----------

/** The folders, 默认收藏夹 first, with their counts and the limits. */
export const listFolders = () => get<CollectFolderList>(API.collections.folders, undefined, { loading: false })
export const createFolder = (name: string) => post<CollectFolder>(API.collections.folderCreate, { name })
export const renameFolder = (id: number, name: string) => post<CollectFolder>(API.collections.folderRename, { id, name })
/** Its items move to 默认收藏夹. */
export const deleteFolder = (id: number) => post<FolderDeleteResult>(API.collections.folderDelete, { id })

// ---------- items ----------

/** One page of a kind's items, newest first; with `folderId` that folder's only. The page draws its own loading state. */
export const listCollections = (kind: CollectKind, pageNum: number, folderId?: number, pageSize = COLLECT_PAGE_SIZE) =>
  get<Paged<CollectItem>>(API.collections.list, folderId ? { kind, folderId, pageNum, pageSize } : { kind, pageNum, pageSize }, {
    loading: false,
  })

/** Without `folderId`: into 默认收藏夹. */
export const collect = (kind: CollectKind, targetId: string, folderId?: number) =>
  post<CollectItem>(API.collections.add, folderId ? { kind, targetId, folderId } : { kind, targetId })
export const uncollect = (ids: number[]) => post<CollectRemoveResult>(API.collections.remove, { ids })
export const moveCollections = (ids: number[], folderId: number) => post<CollectMoveResult>(API.collections.move, { ids, folderId })

/** What a profile's 收藏 and 关注 buttons show; in the background, so a failure never disturbs the profile. */
export const collectStatus = (kind: CollectKind, targetId: string) =>
  get<CollectStatus>(API.collections.status, { kind, targetId }, { silent: true })

// ---------- follows ----------

export const listFollows = (pageNum: number, pageSize = COLLECT_PAGE_SIZE) =>
  get<FollowList>(API.collections.followList, { pageNum, pageSize }, { loading: false })
export const follow = (pid: string) => post<FollowItem>(API.collections.follow, { pid })
export const unfollow = (pid: string) => post<FollowRemoveResult>(API.collections.unfollow, { pid })
/** Opening 我的关注: from the next opening on, today's changes are no longer new. */
export const markFollowsSeen = () => post<FollowSeenResult>(API.collections.followSeen, {}, { silent: true })
