/**
 * Person due diligence: the person-check quota, the person risk scan, resume, tenure analysis, basic info,
 * cooperation with another person and property clues. A person is always addressed by personId, never by name.
 */
import { CompanyStatusSchema } from './search'
import { Envelope, OneOf, PageQuery, Paged, PersonId, Type, type Static } from './common'
import { RecordItemSchema } from './dimensions'
import { MonthlyRiskPointSchema, OptionalPersonId, QuotaStateSchema, RiskGroupResultSchema, RiskTotalsSchema } from './risk'

/** A company where the person holds current roles, with the totals of that company's risks in the scan. */
export const PersonRiskRoleSchema = Type.Object({
  pid: Type.String(),
  companyName: Type.String(),
  status: CompanyStatusSchema,
  roles: Type.Array(Type.String(), { description: '法定代表人 / 股东 / 董事 …' }),
  share: Type.Optional(Type.Number()),
  totals: RiskTotalsSchema,
})

/**
 * groups: self (the person's own records, matched by personId only), related (risks of the companies where the
 * person holds current roles) and history.
 */
export const PersonScanSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  scannedAt: Type.String(),
  totals: RiskTotalsSchema,
  groups: Type.Array(RiskGroupResultSchema),
  monthly: Type.Array(MonthlyRiskPointSchema),
  companies: Type.Array(PersonRiskRoleSchema),
  quota: QuotaStateSchema,
})

export const ResumeEntrySchema = Type.Object({
  pid: Type.String(),
  companyName: Type.String(),
  status: CompanyStatusSchema,
  industry: Type.String(),
  position: Type.String({ description: '法定代表人 / 股东 / 董事长 / 监事 …' }),
  role: OneOf('角色', ['legal', 'shareholder', 'executive'] as const),
  share: Type.Optional(Type.Number()),
  fromDate: Type.Union([Type.String(), Type.Null()]),
  toDate: Type.Union([Type.String(), Type.Null()], { description: 'null while current' }),
  current: Type.Boolean(),
  tenureDays: Type.Union([Type.Integer(), Type.Null()], { description: 'days up to toDate or today; null when fromDate is unknown' }),
})

/** Every position over time, newest start first. */
export const PersonResumeSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  entries: Type.Array(ResumeEntrySchema),
  currentCount: Type.Integer(),
  pastCount: Type.Integer(),
})

export const JobAnalysisSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer({ description: 'distinct companies ever' }),
  currentCompanyCount: Type.Integer(),
  averageTenureDays: Type.Integer({ description: 'over entries with a known start date' }),
  longest: Type.Union([
    Type.Object({ pid: Type.String(), companyName: Type.String(), position: Type.String(), days: Type.Integer() }),
    Type.Null(),
  ]),
  industries: Type.Array(Type.Object({ industry: Type.String(), count: Type.Integer() })),
  roles: Type.Array(Type.Object({ role: Type.String(), count: Type.Integer() })),
  timeline: Type.Array(Type.Object({ year: Type.Integer(), active: Type.Integer(), started: Type.Integer(), ended: Type.Integer() }), {
    description: 'per year: positions held at any time in the year, started and ended',
  }),
})

export const PersonBasicInfoSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  legalCount: Type.Integer(),
  shareholderCount: Type.Integer(),
  executiveCount: Type.Integer(),
  mainCompany: Type.Union([Type.Object({ pid: Type.String(), name: Type.String() }), Type.Null()], {
    description: 'the company the person is best known by (persons of one name are told apart by it)',
  }),
  regions: Type.Array(Type.Object({ regionName: Type.String(), count: Type.Integer() })),
  partners: Type.Array(Type.Object({ personId: Type.String(), name: Type.String(), times: Type.Integer() }), {
    description: 'persons who share companies with this person',
  }),
  riskTotals: RiskTotalsSchema,
})

const PersonRef = Type.Object({ personId: Type.String(), name: Type.String() })

/** The companies two persons share. */
export const PersonCooperationSchema = Type.Object({
  a: PersonRef,
  b: PersonRef,
  companies: Type.Array(
    Type.Object({
      pid: Type.String(),
      companyName: Type.String(),
      status: CompanyStatusSchema,
      rolesA: Type.Array(Type.String()),
      rolesB: Type.Array(Type.String()),
    }),
  ),
})

/**
 * The person's own propertyClue, equityPledge and equityFreeze records, then the shares the person holds now
 * (as records of dimension 'shareHolding' with fields companyName / share / amount).
 */
export const PersonPropertyCluesSchema = Paged(RecordItemSchema)

/** With personId: check and count that person; without: the state only. */
export const PersonQuotaQuery = Type.Object({ personId: OptionalPersonId() })
export const PersonQuery = Type.Object({ personId: PersonId() })
export const CooperationQuery = Type.Object({ personId: PersonId(), otherPersonId: PersonId('另一位人员编号') })
export const PropertyClueQuery = Type.Object({ personId: PersonId(), ...PageQuery() })

export const personDdSchemas = {
  quota: { querystring: PersonQuotaQuery, response: { 200: Envelope(QuotaStateSchema) } },
  scan: { querystring: PersonQuery, response: { 200: Envelope(PersonScanSchema) } },
  resume: { querystring: PersonQuery, response: { 200: Envelope(PersonResumeSchema) } },
  jobAnalysis: { querystring: PersonQuery, response: { 200: Envelope(JobAnalysisSchema) } },
  baseInfo: { querystring: PersonQuery, response: { 200: Envelope(PersonBasicInfoSchema) } },
  cooperation: { querystring: CooperationQuery, response: { 200: Envelope(PersonCooperationSchema) } },
  propertyClue: { querystring: PropertyClueQuery, response: { 200: Envelope(PersonPropertyCluesSchema) } },
}

export type PersonRiskRole = Static<typeof PersonRiskRoleSchema>
export type PersonScan = Static<typeof PersonScanSchema>
export type ResumeEntry = Static<typeof ResumeEntrySchema>
export type PersonResume = Static<typeof PersonResumeSchema>
export type JobAnalysis = Static<typeof JobAnalysisSchema>
export type PersonBasicInfo = Static<typeof PersonBasicInfoSchema>
export type PersonCooperation = Static<typeof PersonCooperationSchema>
export type PersonPropertyClues = Static<typeof PersonPropertyCluesSchema>
