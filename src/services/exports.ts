/** Exports to Excel and the user's downloads (contract/schemas/export.ts). */
import type { Paged } from '../../contract/api/api'
import type {
  ExportCreateInput,
  ExportFrequency,
  ExportItem,
  ExportResult,
  PhoneOrderInput,
  PhoneQuote,
  PhoneQuoteInput,
} from '../../contract/schemas/export'
import type { OrderCreateResult } from '../../contract/schemas/member'
import { API } from '../../contract/endpoints'
import { download, get, post } from './request'
import { payerCodes } from './payer'

export const createExport = (input: ExportCreateInput) => post<ExportResult>(API.exports.entExport, input)
export const exportProfile = (pid: string) => post<ExportResult>(API.exports.profileExport, { pid })
export const listExports = (pageNum: number, pageSize = 20) => get<Paged<ExportItem>>(API.exports.myDownload, { pageNum, pageSize })
export const reExport = (id: number) => post<ExportResult>(API.exports.reEntExport, { id })
export const exportFrequency = () => get<ExportFrequency>(API.exports.frequency, undefined, { loading: false })
/** The exported file, downloaded with the user's credentials. */
export const downloadExport = (id: number) => download(API.exports.download, { id })

/** What the contact phones of a result set would hold and cost for this user. */
export const phoneQuote = (input: PhoneQuoteInput) => post<PhoneQuote>(API.exports.phoneQuote, input, { loading: false })
/** The order for them: refused (with the reason) when the count is no longer the `rows` the user was shown. */
export const phoneOrder = async (input: PhoneOrderInput) =>
  post<OrderCreateResult>(API.exports.phoneOrder, { ...input, ...(await payerCodes(input.payMethod)) })
/** The file of a paid phone-export order: made on the first call, the same file after. */
export const phoneExport = (orderNo: string, loading = true) => post<ExportResult>(API.exports.phoneExport, { orderNo }, { loading })
