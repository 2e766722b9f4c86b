/**
 * 查电话: companies with their contact numbers by industry, region, status and kind of number, a page at a time. Each
 * number says where it was found, when, and whether it is a mobile or a landline. Public: a visitor, a free user and
 * each member level see a daily number of companies' numbers in full (`reveal`); the rest come masked, and the whole
 * list is the paid phone export of the same filter.
 */
import { PHONE_KINDS } from '../domain/findPhone'
import { AdvancedFilterSchema } from './search'
import { Envelope, OneOf, PageQuery, Paged, Type, type Static } from './common'

export const FindPhoneQuery = Type.Object({
  regionCode: AdvancedFilterSchema.properties.regionCode,
  industry: AdvancedFilterSchema.properties.industry,
  status: Type.Optional(Type.String({ title: '经营状态', maxLength: 10 })),
  phoneKind: Type.Optional(OneOf('号码类型', PHONE_KINDS)),
  ...PageQuery(50),
})

export const FoundPhoneSchema = Type.Object({
  /** in full, or with its middle hidden when `masked` */
  number: Type.String(),
  masked: Type.Boolean(),
  kind: OneOf('号码类型', PHONE_KINDS),
  /** 企业年报, 招聘信息, 网店信息 … */
  source: Type.String(),
  /** the day the number was last seen, yyyy-mm-dd */
  date: Type.String(),
})

export const PhoneCompanySchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  legalPerson: Type.String(),
  status: Type.String(),
  industry: Type.String(),
  regionName: Type.String(),
  phones: Type.Array(FoundPhoneSchema),
})

/** How many companies' numbers this caller may see in full today, and how many it has seen. */
export const PhoneRevealSchema = Type.Object({
  subject: OneOf('身份', ['user', 'visitor'] as const),
  memberLevel: Type.Integer(),
  limit: Type.Integer(),
  used: Type.Integer(),
  remaining: Type.Integer(),
})

export const FindPhoneResultSchema = Type.Composite([Paged(PhoneCompanySchema), Type.Object({ reveal: PhoneRevealSchema })])

export const findPhoneSchemas = {
  search: { querystring: FindPhoneQuery, response: { 200: Envelope(FindPhoneResultSchema) } },
}

export type FindPhoneInput = Static<typeof FindPhoneQuery>
export type FoundPhone = Static<typeof FoundPhoneSchema>
export type PhoneCompany = Static<typeof PhoneCompanySchema>
export type PhoneReveal = Static<typeof PhoneRevealSchema>
export type FindPhoneResult = Static<typeof FindPhoneResultSchema>
