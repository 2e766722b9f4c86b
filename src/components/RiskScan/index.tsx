/** The shared pieces of the risk-scan and person-check pages (pagesScan, pagesCheckPersonnel). */
export { default as ScanView, GroupSection } from './ScanView'
export { ScanListMorePage, ScanListPagePage, ChangeListPage, ChangeDetailPage } from './lists'
export { QuotaMask, OwnersBlock, RiskItemCard, TotalsBar, RiskRecordRow, quotaTexts, isQuotaError } from './parts'
export { RISK_LINKS, itemUrl, itemListUrl, changeListUrl, changeDetailUrl } from './paths'
