/** Invoice heads and invoice requests (contract/schemas/invoice.ts). */
import type {
  InvoiceHead,
  InvoiceHeadInput,
  InvoiceHeadList,
  InvoiceList,
  InvoiceRequest,
  InvoiceRequestInput,
  InvoiceState,
} from '../../contract/schemas/invoice'
import { API } from '../../contract/endpoints'
import { download, get, post } from './request'

export const listHeads = () => get<InvoiceHeadList>(API.invoice.headList)
export const createHead = (input: InvoiceHeadInput) => post<InvoiceHead>(API.invoice.headCreate, input)
export const updateHead = (id: number, input: InvoiceHeadInput) => post<InvoiceHead>(API.invoice.headUpdate, { id, ...input })
export const deleteHead = (id: number) => post<InvoiceHeadList>(API.invoice.headDelete, { id })
export const setDefaultHead = (id: number) => post<InvoiceHeadList>(API.invoice.headSetDefault, { id })
export const requestInvoice = (input: InvoiceRequestInput) => post<InvoiceRequest>(API.invoice.requestCreate, input)
export const listInvoices = (pageNum: number, state?: InvoiceState) =>
  get<InvoiceList>(API.invoice.requestList, state ? { pageNum, pageSize: 20, state } : { pageNum, pageSize: 20 })
export const getInvoice = (id: number) => get<InvoiceRequest>(API.invoice.requestDetail, { id })
/** The issued invoice's PDF, downloaded with the user's credentials. */
export const downloadInvoicePdf = (id: number) => download(API.invoice.requestPdf, { id })
