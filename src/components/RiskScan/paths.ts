/** Where the risk pages live, for the company scan (pagesScan) and the person check (pagesCheckPersonnel). */
import type { RiskItem } from '../../../types/api-risk'
import { changeDetailForField, changeDetailPath, changeListByType, changeListPath, type ScanRootKind } from '@/domain/changeTypes'

export const RISK_PAGES = {
  company: {
    scan: 'pagesScan/scan/scan',
    more: 'pagesScan/scanListMore/scanListMore',
    page: 'pagesScan/scanListPage/scanListPage',
    whole: 'pagesScan/whole/whole',
  },
  person: {
    scan: 'pagesCheckPersonnel/riskScan/index',
    more: 'pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore',
    page: 'pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage',
    whole: 'pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore',
  },
} as const

export interface OwnerParams {
  pid?: string
  personId?: string
}

export function ownerQs(o: OwnerParams): string {
  const parts: string[] = []
  if (o.pid) parts.push(`pid=${encodeURIComponent(o.pid)}`)
  if (o.personId) parts.push(`personId=${encodeURIComponent(o.personId)}`)
  return parts.join('&')
}

/** The records behind one item: scanListPage of the scan's owner with the item key. */
export const itemUrl = (root: ScanRootKind, owner: OwnerParams, item: RiskItem) =>
  `/${RISK_PAGES[root].page}?${ownerQs(owner)}&key=${encodeURIComponent(item.key)}`

/** The full list page of an item's kind for its subject: changeList for record rules, changeDetail for change rules. */
export function itemListUrl(root: ScanRootKind, item: RiskItem, context?: OwnerParams): string {
  const subj: OwnerParams = item.subject.kind === 'company' ? { pid: item.subject.pid } : { personId: item.subject.personId }
  if (!subj.pid && !subj.personId) return ''
  const withPerson = root === 'person' && context?.personId && subj.pid ? { ...subj, personId: context.personId } : subj
  if (item.changeField) {
    const d = changeDetailForField(item.changeField)
    return d && subj.pid ? `/${changeDetailPath(root, d.name)}?${ownerQs(withPerson)}` : ''
  }
  const l = item.dimension ? changeListByType(item.dimension) : undefined
  if (!l) return ''
  const current = item.group === 'history' ? '&current=0' : ''
  return `/${changeListPath(root, l.name)}?${ownerQs(withPerson)}${current}`
}
