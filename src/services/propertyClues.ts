/** 财产线索: a debtor's clues, the user's debtors (收藏, 监控, a relation to the user's case), settings and new clues. */
import type {
  ClueAlertList,
  ClueList,
  ClueSetting,
  ClueSummary,
  DebtorKind,
  MyDebtor,
  MyDebtorList,
  MyDebtorListName,
} from '../../contract/schemas/propertyClues'
import type { ClueKind } from '../../contract/domain/propertyClues'
import { API } from '../../contract/endpoints'
import { PAGE_SIZE } from '../domain/constants'
import { get, post } from './request'

const P = API.propertyClues

export const clueSummary = (debtorKind: DebtorKind, debtorId: string) =>
  get<ClueSummary>(P.summary, { debtorKind, debtorId }, { loading: false })

export const clueList = (debtorKind: DebtorKind, debtorId: string, kind: ClueKind | '', pageNum = 1, pageSize = PAGE_SIZE) =>
  get<ClueList>(P.list, { debtorKind, debtorId, ...(kind ? { kind } : {}), pageNum, pageSize }, { loading: false })

export const myDebtors = (list: MyDebtorListName, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<MyDebtorList>(P.debtors, { list, pageNum, pageSize }, { loading: false })
export const myDebtor = (id: number) => get<MyDebtor>(P.debtor, { id }, { loading: false })

export const collectDebtor = (debtorKind: DebtorKind, debtorId: string) => post<MyDebtor>(P.collect, { debtorKind, debtorId })
export const uncollectDebtor = (id: number) => post<null>(P.uncollect, { id })
export const monitorDebtor = (debtorKind: DebtorKind, debtorId: string) => post<MyDebtor>(P.monitor, { debtorKind, debtorId })
export const unmonitorDebtor = (id: number) => post<null>(P.unmonitor, { id })
export const relateDebtor = (id: number, caseNo: string, note: string) => post<MyDebtor>(P.relate, { id, caseNo, note })

export const clueSetting = () => get<ClueSetting>(P.setting, undefined, { loading: false })
export const saveClueSetting = (change: { kinds?: ClueKind[]; pushEnabled?: boolean }) => post<ClueSetting>(P.setting, change)

export const clueAlerts = (debtorRowId: number | undefined, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<ClueAlertList>(P.alerts, { ...(debtorRowId ? { debtorRowId } : {}), pageNum, pageSize }, { loading: false })
export const readClueAlerts = (id?: number) => post<{ unread: number }>(P.alertsRead, id ? { id } : {})
