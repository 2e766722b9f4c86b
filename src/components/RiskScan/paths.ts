/** Where the risk pages live, for the company scan (pagesScan) and the person check (pagesCheckPersonnel). */
import type { RiskItem } from '../../../contract/api/api-risk'
import { changeDetailForField, changeDetailPath, changeListByType, changeListPath, type ScanRootKind } from '@/domain/changeTypes'
import { to } from '@/links.gen'
import { pageLink } from '@/pageLink'

/** The item pages of each root: narrowed items (more), every item (whole), the records behind one item (page). */
export const RISK_LINKS = {
  company: { more: to.riskItems, whole: to.allRisks, page: to.riskItemRecords },
  person: { more: to.personRiskItems, whole: to.personRiskItems, page: to.personRiskItemRecords },
} as const

export interface OwnerParams {
  pid?: string
  personId?: string
}

/** The records behind one item: scanListPage of the scan's owner with the item key. */
export const itemUrl = (root: ScanRootKind, owner: OwnerParams, item: RiskItem) =>
  RISK_LINKS[root].page({ pid: owner.pid, personId: owner.personId, key: item.key })

/** A changeList or changeDetail page of a root, by its name in the change-type table, for an owner. */
export const changeListUrl = (root: ScanRootKind, name: string, owner: OwnerParams, current?: '0' | '1') =>
  pageLink(changeListPath(root, name), { pid: owner.pid, personId: owner.personId, current })
export const changeDetailUrl = (root: ScanRootKind, name: string, owner: OwnerParams) =>
  pageLink(changeDetailPath(root, name), { pid: owner.pid, personId: owner.personId })

/** The full list page of an item's kind for its subject: changeList for record rules, changeDetail for change rules. */
export function itemListUrl(root: ScanRootKind, item: RiskItem, context?: OwnerParams): string {
  const subj: OwnerParams = item.subject.kind === 'company' ? { pid: item.subject.pid } : { personId: item.subject.personId }
  if (!subj.pid && !subj.personId) return ''
  const withPerson = root === 'person' && context?.personId && subj.pid ? { ...subj, personId: context.personId } : subj
  if (item.changeField) {
    const d = changeDetailForField(item.changeField)
    return d && subj.pid ? changeDetailUrl(root, d.name, withPerson) : ''
  }
  const l = item.dimension ? changeListByType(item.dimension) : undefined
  if (!l) return ''
  return changeListUrl(root, l.name, withPerson, item.group === 'history' ? '0' : undefined)
}
