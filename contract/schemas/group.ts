/**
 * 企业集团: the companies under one actual controller (docs/api.md, 企业集团). A group is known by its core company's
 * pid (`groupId`). Search by a member's or the controller's name; the overview with members by industry and province;
 * members with the controller's effective share and path; the members' branches, outside investments, outside
 * investors, key persons and records; a risk scan across the members. Public, no login; the scan counts as a
 * company scan of the core company.
 */
import { RecordItemSchema } from './dimensions'
import { GROUP_RECORD_DIMENSIONS, GROUP_RECORD_SET_KEYS, GROUP_RECORD_SETS, type GroupRecordSet } from '../domain/groups'
import { OwnershipPathStepSchema, QuotaStateSchema, RiskItemSchema, RiskTotalsSchema } from './risk'
import { Envelope, Int, OneOf, PageQuery, Paged, Pid, Text, Type, type Static } from './common'

export { GROUP_RECORD_SETS, GROUP_RECORD_SET_KEYS, GROUP_RECORD_DIMENSIONS, type GroupRecordSet }

export const GroupIdQuery = Type.Object({ groupId: Pid('集团编号') })
const GroupPageQuery = Type.Object({ groupId: Pid('集团编号'), ...PageQuery(50) })

export const GroupSearchQuery = Type.Object({ keyword: Type.Optional(Text('关键词', 30)), ...PageQuery(50) })

export const ControllerSchema = Type.Object({
  kind: OneOf('控制人类型', ['person', 'company'] as const),
  /** person id or company pid */
  key: Type.String(),
  name: Type.String(),
})

export const GroupCardSchema = Type.Object({
  groupId: Type.String(),
  /** the core company's name */
  name: Type.String(),
  controller: ControllerSchema,
  memberCount: Type.Integer(),
  totalCapitalText: Type.String(),
  industry: Type.String(),
  provinceName: Type.String(),
})

export const CountSchema = Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() })

export const GroupOverviewSchema = Type.Composite([
  GroupCardSchema,
  Type.Object({
    totalCapital: Type.Number({ description: '万元' }),
    core: Type.Object({
      pid: Type.String(),
      name: Type.String(),
      legalPerson: Type.String(),
      established: Type.String(),
      status: Type.String(),
      regCapitalText: Type.String(),
      address: Type.String(),
      scope: Type.String(),
    }),
    industries: Type.Array(CountSchema),
    provinces: Type.Array(CountSchema),
    statuses: Type.Array(CountSchema),
  }),
])

/** the group of a company, when it has one */
export const CompanyGroupSchema = Type.Union([
  Type.Null(),
  Type.Object({
    groupId: Type.String(),
    name: Type.String(),
    controllerName: Type.String(),
    memberCount: Type.Integer(),
    share: Type.Number(),
  }),
])

const CompanyLink = {
  pid: Type.String(),
  name: Type.String(),
  legalPerson: Type.String(),
  regCapitalText: Type.String(),
  established: Type.String(),
  status: Type.String(),
}

export const GroupMemberSchema = Type.Object({
  ...CompanyLink,
  industry: Type.String(),
  provinceName: Type.String(),
  /** the controller's effective share, percent */
  share: Type.Number(),
  /** the largest path from the controller down to the member */
  path: Type.Array(OwnershipPathStepSchema),
})

/** a branch of a member, or a member's stake in a company outside the group */
export const GroupLinkSchema = Type.Object({
  ...CompanyLink,
  share: Type.Number(),
  memberPid: Type.String(),
  memberName: Type.String(),
})

export const GroupInvestorSchema = Type.Object({
  kind: OneOf('股东类型', ['person', 'company'] as const),
  key: Type.String(),
  name: Type.String(),
  share: Type.Number(),
  memberPid: Type.String(),
  memberName: Type.String(),
})

export const GroupPersonSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  positions: Type.Array(Type.String()),
  firstPid: Type.String(),
  firstName: Type.String(),
})

export const GroupRecordsQuery = Type.Object({
  groupId: Pid('集团编号'),
  dimension: OneOf('数据维度', GROUP_RECORD_DIMENSIONS),
  ...PageQuery(50),
})
export const GroupRecordCountsQuery = Type.Object({ groupId: Pid('集团编号'), set: OneOf('数据类别', GROUP_RECORD_SET_KEYS) })

export const GroupScanQuery = Type.Object({
  groupId: Pid('集团编号'),
  level: Type.Optional(OneOf('风险等级', ['high', 'warn', 'info'] as const)),
  ...PageQuery(50),
})

export const GroupScanSchema = Type.Composite([
  Paged(RiskItemSchema),
  Type.Object({
    groupId: Type.String(),
    name: Type.String(),
    totals: RiskTotalsSchema,
    /** members scanned (the largest shares first) and members in all */
    scanned: Type.Integer(),
    memberCount: Type.Integer(),
    /** members with risks, the most first */
    byMember: Type.Array(Type.Object({ pid: Type.String(), name: Type.String(), high: Type.Integer(), total: Type.Integer() })),
    quota: QuotaStateSchema,
  }),
])

const pagedOf = <T extends Parameters<typeof Paged>[0]>(item: T) => Envelope(Paged(item))

export const groupSchemas = {
  search: { querystring: GroupSearchQuery, response: { 200: pagedOf(GroupCardSchema) } },
  overview: { querystring: GroupIdQuery, response: { 200: Envelope(GroupOverviewSchema) } },
  ofCompany: { querystring: Type.Object({ pid: Pid() }), response: { 200: Envelope(CompanyGroupSchema) } },
  members: { querystring: GroupPageQuery, response: { 200: pagedOf(GroupMemberSchema) } },
  branches: { querystring: GroupPageQuery, response: { 200: pagedOf(GroupLinkSchema) } },
  investments: { querystring: GroupPageQuery, response: { 200: pagedOf(GroupLinkSchema) } },
  investors: { querystring: GroupPageQuery, response: { 200: pagedOf(GroupInvestorSchema) } },
  persons: { querystring: GroupPageQuery, response: { 200: pagedOf(GroupPersonSchema) } },
  records: { querystring: GroupRecordsQuery, response: { 200: pagedOf(RecordItemSchema) } },
  recordCounts: {
    querystring: GroupRecordCountsQuery,
    response: { 200: Envelope(Type.Array(Type.Object({ dimension: Type.String(), count: Int('条数', 0, 2 ** 31) }))) },
  },
  scan: { querystring: GroupScanQuery, response: { 200: Envelope(GroupScanSchema) } },
}

export type GroupCard = Static<typeof GroupCardSchema>
export type GroupOverview = Static<typeof GroupOverviewSchema>
export type CompanyGroup = Static<typeof CompanyGroupSchema>
export type GroupMember = Static<typeof GroupMemberSchema>
export type GroupLink = Static<typeof GroupLinkSchema>
export type GroupInvestor = Static<typeof GroupInvestorSchema>
export type GroupPerson = Static<typeof GroupPersonSchema>
export type GroupScan = Static<typeof GroupScanSchema>
export type GroupCount = Static<typeof CountSchema>
