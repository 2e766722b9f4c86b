/**
 * Invoice heads (发票抬头) and invoice requests (开票申请) for paid orders. Amounts are integer fen; times are ms since
 * the epoch. Every endpoint needs a login; another user's head or request answers 4040 like one that does not exist.
 * The invoice PDF (`requestPdf`) answers application/pdf, or the usual envelope when it cannot.
 */
import { Envelope, Flag, Id, NonEmpty, OneOf, PageQuery, Paged, Text, Type, type Static } from './common'
import { ORDER_NO_PATTERN } from './member'
import { EMAIL_PATTERN } from '../domain/email'

export const HEAD_KINDS = ['company', 'personal'] as const
export const INVOICE_STATES = ['requested', 'issued', 'failed'] as const
export const MAX_INVOICE_HEADS = 20

const Ms = Type.Integer({ minimum: 0 })
const StrOrNull = Type.Union([Type.String(), Type.Null()])

export const InvoiceHeadSchema = Type.Object({
  id: Type.Integer(),
  kind: OneOf('抬头类型', HEAD_KINDS),
  name: Type.String(),
  /** company heads: the unified social credit code */
  taxId: StrOrNull,
  bank: StrOrNull,
  account: StrOrNull,
  address: StrOrNull,
  phone: StrOrNull,
  isDefault: Type.Boolean(),
  createdAt: Ms,
  updatedAt: Ms,
})
export const InvoiceHeadListSchema = Type.Object({ list: Type.Array(InvoiceHeadSchema), max: Type.Integer() })

/** A company head needs its tax id; a personal head is a name only. Blank optional fields count as absent. */
const headFields = {
  kind: OneOf('抬头类型', HEAD_KINDS),
  name: NonEmpty('抬头名称', 100),
  taxId: Type.Optional(Text('纳税人识别号', 30)),
  bank: Type.Optional(Text('开户银行', 100)),
  account: Type.Optional(Text('银行账号', 40)),
  address: Type.Optional(Text('注册地址', 200)),
  phone: Type.Optional(Text('注册电话', 30)),
  /** makes this head the default; a user with heads always has one default, so it cannot be turned off */
  isDefault: Type.Optional(Flag('设为默认')),
}
export const HeadCreateBody = Type.Object(headFields)
export const HeadUpdateBody = Type.Object({ id: Id('发票抬头'), ...headFields })
export const HeadIdBody = Type.Object({ id: Id('发票抬头') })

export const InvoiceRequestSchema = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  /** the head it was made from (null once that head is deleted); the buyer below is as it was then */
  headId: Type.Union([Type.Integer(), Type.Null()]),
  buyer: Type.Object({
    kind: OneOf('抬头类型', HEAD_KINDS),
    name: Type.String(),
    taxId: StrOrNull,
    bank: StrOrNull,
    account: StrOrNull,
    address: StrOrNull,
    phone: StrOrNull,
  }),
  email: Type.String(),
  /** 会员服务费 */
  item: Type.String(),
  /** what was paid less what was refunded */
  amountFen: Type.Integer({ minimum: 1 }),
  state: OneOf('开票状态', INVOICE_STATES),
  invoiceNo: StrOrNull,
  /** why issuing failed (a new request for the order may then be made) */
  failReason: StrOrNull,
  createdAt: Ms,
  issuedAt: Type.Union([Ms, Type.Null()]),
  /** the PDF can be downloaded */
  pdfReady: Type.Boolean(),
})

export const InvoiceRequestBody = Type.Object({
  orderNo: NonEmpty('订单号', 32, { pattern: ORDER_NO_PATTERN, patternMessage: '订单号格式不正确' }),
  headId: Id('发票抬头'),
  email: NonEmpty('接收邮箱', 100, { pattern: EMAIL_PATTERN, patternMessage: '请输入正确的接收邮箱' }),
})
export const InvoiceListQuery = Type.Object({ ...PageQuery(50), state: Type.Optional(OneOf('开票状态', INVOICE_STATES)) })
export const InvoiceListSchema = Paged(InvoiceRequestSchema)
export const InvoiceIdQuery = Type.Object({ id: Id('开票申请') })

const reply = Envelope
export const invoiceSchemas = {
  headList: { response: { 200: reply(InvoiceHeadListSchema) } },
  headCreate: { body: HeadCreateBody, response: { 200: reply(InvoiceHeadSchema) } },
  headUpdate: { body: HeadUpdateBody, response: { 200: reply(InvoiceHeadSchema) } },
  headDelete: { body: HeadIdBody, response: { 200: reply(InvoiceHeadListSchema) } },
  headSetDefault: { body: HeadIdBody, response: { 200: reply(InvoiceHeadListSchema) } },
  requestCreate: { body: InvoiceRequestBody, response: { 200: reply(InvoiceRequestSchema) } },
  requestList: { querystring: InvoiceListQuery, response: { 200: reply(InvoiceListSchema) } },
  requestDetail: { querystring: InvoiceIdQuery, response: { 200: reply(InvoiceRequestSchema) } },
  requestPdf: { querystring: InvoiceIdQuery, produces: ['application/pdf'] },
}

export type HeadKind = (typeof HEAD_KINDS)[number]
export type InvoiceState = (typeof INVOICE_STATES)[number]
export type InvoiceHead = Static<typeof InvoiceHeadSchema>
export type InvoiceHeadList = Static<typeof InvoiceHeadListSchema>
export type InvoiceHeadInput = Static<typeof HeadCreateBody>
export type InvoiceRequest = Static<typeof InvoiceRequestSchema>
export type InvoiceRequestInput = Static<typeof InvoiceRequestBody>
export type InvoiceList = Static<typeof InvoiceListSchema>
