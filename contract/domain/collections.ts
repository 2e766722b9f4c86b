/**
 * 收藏 (collections in folders) and 关注 (follows): the limits the server keeps and the app shows, and the one rule for a
 * folder name. Following is free and light (a company's latest change, nothing pushed); monitoring (监控) is the paid,
 * pushed one with its own quota.
 */
export const COLLECT_KINDS = ['company', 'person'] as const

/** folders per user, 默认收藏夹 included */
export const COLLECT_FOLDERS_MAX = 20
/** collected companies and persons per user, together */
export const COLLECT_ITEMS_MAX = 1000
/** followed companies per user */
export const FOLLOWS_MAX = 500
/** items one remove or move may name */
export const COLLECT_IDS_MAX = 100
export const FOLDER_NAME_MAX = 20
/** the folder every user has: it cannot be renamed or deleted, and a deleted folder's items move into it */
export const DEFAULT_FOLDER_NAME = '默认收藏夹'
/** a company's pid or a person's personId */
export const COLLECT_TARGET_PATTERN = '^[0-9A-Za-z_-]{1,64}$'

/** A folder name as the server keeps it: trimmed, 1 to 20 characters; '' when it is fine, else the reason in Chinese. */
export function folderNameProblem(raw: string): string {
  const name = raw.trim()
  if (!name) return '请输入收藏夹名称'
  if (Array.from(name).length > FOLDER_NAME_MAX) return `收藏夹名称最多${FOLDER_NAME_MAX}个字`
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return '收藏夹名称不能包含控制字符'
  return ''
}

export const collectLimitText = `收藏已达上限（${COLLECT_ITEMS_MAX}条），请先在「我的收藏」中整理`
export const folderLimitText = `最多创建${COLLECT_FOLDERS_MAX}个收藏夹（含默认收藏夹）`
export const followLimitText = `关注已达上限（${FOLLOWS_MAX}家），可先取消关注不再需要的企业`
