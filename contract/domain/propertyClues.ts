/**
 * 财产线索: the kinds of assets a creditor can find for a debtor in the data, which records make each kind, and when a
 * record counts. Pure rules shared by the server and the app.
 */

export const CLUE_KINDS = ['equity', 'land', 'mortgage', 'ip', 'tender', 'receivable', 'auction', 'other'] as const
export type ClueKind = (typeof CLUE_KINDS)[number]

export const CLUE_KIND_LABELS: Record<ClueKind, string> = {
  equity: '对外股权',
  land: '土地使用权',
  mortgage: '抵押财产',
  ip: '知识产权',
  tender: '中标项目',
  receivable: '胜诉债权',
  auction: '司法拍卖',
  other: '综合线索',
}

/** what each kind means to a creditor, shown under the kind's heading */
export const CLUE_KIND_HINTS: Record<ClueKind, string> = {
  equity: '债务人持有的其他企业股权，可申请冻结、拍卖',
  land: '债务人取得的国有建设用地使用权',
  mortgage: '登记在债务人名下的土地、设备、车辆等抵押物',
  ip: '专利、商标、软件著作权、作品著作权',
  tender: '债务人中标的项目，可申请冻结应收工程款',
  receivable: '债务人作为原告胜诉的判决，可申请代位执行',
  auction: '法院拍卖的债务人财产',
  other: '多源公开信息整合的其他财产线索',
}

/** record dimension → clue kind (equity comes from the ownership and shareholder tables, not from records) */
export const CLUE_DIMENSIONS: Record<string, ClueKind> = {
  land: 'land',
  landMortgage: 'mortgage',
  chattelMortgage: 'mortgage',
  patent: 'ip',
  trademark: 'ip',
  softwareCopyright: 'ip',
  workCopyright: 'ip',
  tender: 'tender',
  judgmentDocument: 'receivable',
  judicialAuction: 'auction',
  propertyClue: 'other',
}

/** the record dimensions that are the debtor's own assets (judgments count only where the debtor won as plaintiff) */
export const OWN_CLUE_DIMENSIONS = Object.keys(CLUE_DIMENSIONS).filter((d) => d !== 'judgmentDocument')

/** the party roles of a creditor in a judgment */
export const PLAINTIFF_ROLES = ['原告', '申请人', '申请执行人']

/** A tender record is a clue when it announces a win: a 招标公告 only invites bids. */
export function isTenderWin(detail: Record<string, unknown>): boolean {
  return detail.noticeType !== '招标公告'
}

/**
 * A judgment is a receivable of its plaintiff when it is a 判决 (the court ordered the defendant to pay); a 裁定 or
 * 调解 (withdrawal, settlement) is not. Older documents without a docType say it in the status.
 */
export function isWonJudgment(detail: Record<string, unknown>, status: string): boolean {
  const docType = typeof detail.docType === 'string' ? detail.docType : ''
  return docType ? docType.includes('判决') : status.includes('判决')
}

/** the clue kinds watched when a user has not chosen */
export const DEFAULT_WATCH_KINDS: ClueKind[] = [...CLUE_KINDS]

/** how many debtors one user may keep (collected or monitored) */
export const CLUE_DEBTORS_MAX = 200

export const RELATE_CASE_NO_MAX = 40
export const RELATE_NOTE_MAX = 200

/** The first problem of a relation to the user's own case, or '' when it can be kept. */
export function relateProblem(caseNo: string, note: string): string {
  if (!caseNo.trim() && !note.trim()) return '请填写案号或备注'
  if (caseNo.trim().length > RELATE_CASE_NO_MAX) return `案号不能超过${RELATE_CASE_NO_MAX}个字`
  if (note.trim().length > RELATE_NOTE_MAX) return `备注不能超过${RELATE_NOTE_MAX}个字`
  return ''
}

/** 万元 amounts as the user reads them: 1.2亿元, 350.5万元 */
export function clueAmountText(wan: number | null | undefined): string {
  if (wan === null || wan === undefined || !Number.isFinite(wan)) return '金额未公开'
  if (Math.abs(wan) >= 10000) return `${(wan / 10000).toFixed(2).replace(/\.?0+$/, '')}亿元`
  return `${(Math.round(wan * 100) / 100).toString()}万元`
}
