/** Exports to Excel and the user's downloads (contract/schemas/export.ts). */
import type { Paged } from '../../contract/api/api'
import type { ExportCreateInput, ExportFrequency, ExportItem, ExportResult } from '../../contract/schemas/export'
import { API } from '../../contract/endpoints'
import { download, get, post } from './request'

export const createExport = (input: ExportCreateInput) => post<ExportResult>(API.exports.entExport, input)
export const exportProfile = (pid: string) => post<ExportResult>(API.exports.profileExport, { pid })
export const listExports = (pageNum: number, pageSize = 20) => get<Paged<ExportItem>>(API.exports.myDownload, { pageNum, pageSize })
export const reExport = (id: number) => post<ExportResult>(API.exports.reEntExport, { id })
export const exportFrequency = () => get<ExportFrequency>(API.exports.frequency, undefined, { loading: false })
/** The exported file, downloaded with the user's credentials. */
export const downloadExport = (id: number) => download(API.exports.download, { id })
