/**
 * 收藏 (collections) and 关注 (follows) of the signed-in user.
 *
 * 收藏: companies and persons kept in folders; every user has 默认收藏夹, and may make more (up to a limit). An item is in
 * one folder; deleting a folder moves its items to 默认收藏夹. 关注: followed companies, each with its latest registration
 * change and how many changes arrived since the user last opened 我的关注.
 *
 * Every endpoint needs a login and touches only the caller's own rows: another user's folder or item id answers 4040
 * like one that does not exist. Names come from the data, never from the client. Times are ms since the epoch.
 */
import { Envelope, Id, NonEmpty, OneOf, PageQuery, Paged, Pid, Type, type Static } from './common'

import {
  COLLECT_FOLDERS_MAX,
  COLLECT_IDS_MAX,
  COLLECT_ITEMS_MAX,
  COLLECT_KINDS,
  COLLECT_TARGET_PATTERN,
  FOLDER_NAME_MAX,
  FOLLOWS_MAX,
} from '../domain/collections'

export {
  COLLECT_FOLDERS_MAX,
  COLLECT_IDS_MAX,
  COLLECT_ITEMS_MAX,
  COLLECT_KINDS,
  DEFAULT_FOLDER_NAME,
  FOLDER_NAME_MAX,
  FOLLOWS_MAX,
} from '../domain/collections'

const Kind = OneOf('收藏类型', COLLECT_KINDS)
const Ms = Type.Integer({ minimum: 0 })
const Count = () => Type.Integer({ minimum: 0 })
const FolderId = () => Id('收藏夹')
const FolderName = () => NonEmpty('收藏夹名称', FOLDER_NAME_MAX)
const TargetId = () =>
  Type.String({
    title: '收藏对象',
    minLength: 1,
    maxLength: 64,
    pattern: COLLECT_TARGET_PATTERN,
    patternMessage: '收藏对象编号格式不正确',
  })
const ItemIds = () => Type.Array(Id('收藏'), { title: '收藏', minItems: 1, maxItems: COLLECT_IDS_MAX })

// ---------- folders ----------

export const CollectFolderSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isDefault: Type.Boolean({ description: 'the 默认收藏夹 every user has; it cannot be renamed or deleted' }),
  companyCount: Count(),
  personCount: Count(),
  createdAt: Ms,
})

/** The user's folders, 默认收藏夹 first, with the limits and how much of them is used. */
export const CollectFolderListSchema = Type.Object({
  list: Type.Array(CollectFolderSchema),
  folderLimit: Type.Integer({ description: `${COLLECT_FOLDERS_MAX}` }),
  itemCount: Count(),
  itemLimit: Type.Integer({ description: `${COLLECT_ITEMS_MAX}` }),
})

export const FolderCreateBody = Type.Object({ name: FolderName() })
export const FolderRenameBody = Type.Object({ id: FolderId(), name: FolderName() })
export const FolderDeleteBody = Type.Object({ id: FolderId() })
export const FolderDeleteResultSchema = Type.Object({ moved: Count() })

// ---------- items ----------

export const CollectItemSchema = Type.Object({
  /** the collection's own id (for remove and move) */
  id: Type.Integer(),
  kind: Kind,
  /** a company's pid or a person's personId */
  targetId: Type.String(),
  name: Type.String(),
  /** company: its legal representative and status ('张三 · 存续'); person: the company they are best known by */
  sub: Type.String(),
  folderId: Type.Integer(),
  folderName: Type.String(),
  collectedAt: Ms,
})

/** One kind's items, newest first; with `folderId` one folder's only. */
export const CollectListQuery = Type.Object({ kind: Kind, folderId: Type.Optional(FolderId()), ...PageQuery(50) })

/** Without `folderId`: into 默认收藏夹. */
export const CollectAddBody = Type.Object({ kind: Kind, targetId: TargetId(), folderId: Type.Optional(FolderId()) })
export const CollectRemoveBody = Type.Object({ ids: ItemIds() })
export const CollectRemoveResultSchema = Type.Object({ removed: Count() })
export const CollectMoveBody = Type.Object({ ids: ItemIds(), folderId: FolderId() })
export const CollectMoveResultSchema = Type.Object({ moved: Count() })

/** What a profile shows on its 收藏 and 关注 buttons: the item when collected, and whether the company is followed. */
export const CollectStatusQuery = Type.Object({ kind: Kind, targetId: TargetId() })
export const CollectStatusSchema = Type.Object({
  collect: Type.Union([CollectItemSchema, Type.Null()]),
  /** always false for a person: only companies are followed */
  followed: Type.Boolean(),
})

// ---------- follows ----------

export const CompanyChangeSchema = Type.Object({
  /** the registration field that changed: 法定代表人, 注册资本, 经营状态 … */
  field: Type.String(),
  before: Type.String(),
  after: Type.String(),
  /** yyyy-mm-dd */
  date: Type.String(),
})

export const FollowItemSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  /** its legal representative and status ('张三 · 存续') */
  sub: Type.String(),
  followedAt: Ms,
  /** its newest registration change, null when it has none */
  latestChange: Type.Union([CompanyChangeSchema, Type.Null()]),
  /** its changes that arrived since the user last opened 我的关注 (and since it was followed) */
  newCount: Count(),
  changeCount: Count(),
})

/** Companies whose newest change is newest come first; those without changes after them, the latest followed first. */
export const FollowListQuery = Type.Object({ ...PageQuery(50) })
export const FollowListSchema = Type.Composite([
  Paged(FollowItemSchema),
  Type.Object({ limit: Type.Integer({ description: `${FOLLOWS_MAX}` }) }),
])

export const FollowBody = Type.Object({ pid: Pid() })
export const FollowRemoveResultSchema = Type.Object({ removed: Count() })

/**
 * Opening 我的关注: the changes seen until now stop counting as new from the next opening on (the counts of this
 * opening stay as they were while the user pages through it). `since`: when the page was opened before, if ever.
 */
export const FollowSeenResultSchema = Type.Object({ since: Type.Union([Ms, Type.Null()]) })

const reply = Envelope
export const collectionSchemas = {
  folders: { response: { 200: reply(CollectFolderListSchema) } },
  folderCreate: { body: FolderCreateBody, response: { 200: reply(CollectFolderSchema) } },
  folderRename: { body: FolderRenameBody, response: { 200: reply(CollectFolderSchema) } },
  folderDelete: { body: FolderDeleteBody, response: { 200: reply(FolderDeleteResultSchema) } },
  list: { querystring: CollectListQuery, response: { 200: reply(Paged(CollectItemSchema)) } },
  add: { body: CollectAddBody, response: { 200: reply(CollectItemSchema) } },
  remove: { body: CollectRemoveBody, response: { 200: reply(CollectRemoveResultSchema) } },
  move: { body: CollectMoveBody, response: { 200: reply(CollectMoveResultSchema) } },
  status: { querystring: CollectStatusQuery, response: { 200: reply(CollectStatusSchema) } },
  followList: { querystring: FollowListQuery, response: { 200: reply(FollowListSchema) } },
  follow: { body: FollowBody, response: { 200: reply(FollowItemSchema) } },
  unfollow: { body: FollowBody, response: { 200: reply(FollowRemoveResultSchema) } },
  followSeen: { body: Type.Object({}), response: { 200: reply(FollowSeenResultSchema) } },
}

export type CollectKind = (typeof COLLECT_KINDS)[number]
export type CollectFolder = Static<typeof CollectFolderSchema>
export type CollectFolderList = Static<typeof CollectFolderListSchema>
export type CollectItem = Static<typeof CollectItemSchema>
export type CollectStatus = Static<typeof CollectStatusSchema>
export type FolderDeleteResult = Static<typeof FolderDeleteResultSchema>
export type CollectRemoveResult = Static<typeof CollectRemoveResultSchema>
export type CollectMoveResult = Static<typeof CollectMoveResultSchema>
export type CompanyChange = Static<typeof CompanyChangeSchema>
export type FollowItem = Static<typeof FollowItemSchema>
export type FollowList = Static<typeof FollowListSchema>
export type FollowRemoveResult = Static<typeof FollowRemoveResultSchema>
export type FollowSeenResult = Static<typeof FollowSeenResultSchema>
