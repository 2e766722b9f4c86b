/** The company page: its header card and the sections of its profile. */
import { Envelope, Pid, Type, type Static } from './common'
import { CompanyStatusSchema } from './search'

export const CompanyHeaderSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  status: CompanyStatusSchema,
  creditCode: Type.String(),
  legalPerson: Type.String(),
  legalPersonId: Type.String({ description: "'' when the legal representative is not linked to a person" }),
  regCapital: Type.Number({ description: 'registered capital in 万元' }),
  regCapitalText: Type.String(),
  paidCapitalText: Type.String(),
  established: Type.String({ description: 'yyyy-mm-dd' }),
  companyType: Type.String(),
  industry: Type.String(),
  regionCode: Type.String(),
  regionName: Type.String(),
  address: Type.String(),
  lng: Type.Number(),
  lat: Type.Number(),
  phone: Type.String(),
  email: Type.String(),
  website: Type.String(),
  scope: Type.String(),
  logo: Type.String(),
  staffSize: Type.String(),
  formerNames: Type.Array(Type.String()),
  source: Type.String(),
  capturedAt: Type.String(),
})

/** A natural person has personId; a company shareholder has pid. */
export const ShareholderItemSchema = Type.Object({
  personId: Type.Optional(Type.String()),
  pid: Type.Optional(Type.String()),
  name: Type.String(),
  kind: Type.Union([Type.Literal('person'), Type.Literal('company')]),
  share: Type.Number({ description: 'percent, 0..100' }),
  subscribedText: Type.String(),
  since: Type.String(),
})

export const PersonnelItemSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  positions: Type.Array(Type.String()),
})

export const InvestmentItemSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  status: CompanyStatusSchema,
  legalPerson: Type.String(),
  share: Type.Number(),
  amountText: Type.String(),
  established: Type.String(),
})

export const BranchItemSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  status: CompanyStatusSchema,
  legalPerson: Type.String(),
  established: Type.String(),
})

export const ChangeItemSchema = Type.Object({
  id: Type.Integer(),
  field: Type.String({
    description: "registration field changed: '法定代表人' / '注册资本' / '企业名称' / '经营范围' / '住所' / '股东' …",
  }),
  before: Type.String(),
  after: Type.String(),
  date: Type.String(),
})

export const DimensionCountSchema = Type.Object({
  key: Type.String(),
  label: Type.String(),
  category: Type.String(),
  count: Type.Integer(),
})

/** The sections of the company page; each list shows at most 20 rows, the totals count them all. */
export const CompanyProfileSchema = Type.Object({
  pid: Type.String(),
  shareholders: Type.Array(ShareholderItemSchema),
  personnel: Type.Array(PersonnelItemSchema),
  investments: Type.Array(InvestmentItemSchema),
  investmentTotal: Type.Integer(),
  branches: Type.Array(BranchItemSchema),
  branchTotal: Type.Integer(),
  changes: Type.Array(ChangeItemSchema),
  changeTotal: Type.Integer(),
  dimensions: Type.Array(DimensionCountSchema, { description: 'every company dimension of the registry with its count, zeros included' }),
})

export const PidQuery = Type.Object({ pid: Pid() })

export const companySchemas = {
  header: { querystring: PidQuery, response: { 200: Envelope(CompanyHeaderSchema) } },
  profile: { querystring: PidQuery, response: { 200: Envelope(CompanyProfileSchema) } },
}

export type CompanyHeader = Static<typeof CompanyHeaderSchema>
export type ShareholderItem = Static<typeof ShareholderItemSchema>
export type PersonnelItem = Static<typeof PersonnelItemSchema>
export type InvestmentItem = Static<typeof InvestmentItemSchema>
export type BranchItem = Static<typeof BranchItemSchema>
export type ChangeItem = Static<typeof ChangeItemSchema>
export type DimensionCount = Static<typeof DimensionCountSchema>
export type CompanyProfile = Static<typeof CompanyProfileSchema>
