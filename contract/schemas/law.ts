/** Legal views of a company: lawIndex, its cases (allCase), one case across its stages, the relations of its parties. */
import { Envelope, NonEmpty, PageQuery, Paged, Pid, Type, type Static } from './common'
import { RecordItemSchema, RecordPartySchema } from './dimensions'
import { CASE_STAGE_ORDER } from '../domain/dimensions'

/** Most parties one relationship graph shows; more are left out and the graph says truncated. */
export const MAX_CASE_NODES = 100
/** Most relations one relationship graph shows. */
export const MAX_CASE_EDGES = 300

export const LawSummarySchema = Type.Object({
  pid: Type.String(),
  total: Type.Integer(),
  dimensions: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), count: Type.Integer() })),
  byYear: Type.Array(Type.Object({ year: Type.Integer(), count: Type.Integer() })),
  byRole: Type.Array(Type.Object({ role: Type.String(), count: Type.Integer() })),
  amountTotal: Type.Number({ description: 'total amounts involved, 万元' }),
})

/** One stage of a case: filing → court session → judgment → execution → final. */
export const CaseStageSchema = Type.Object({
  stage: Type.Unsafe<(typeof CASE_STAGE_ORDER)[number]>({ type: 'string', enum: [...CASE_STAGE_ORDER] }),
  dimension: Type.String(),
  record: RecordItemSchema,
})

export const CaseDetailSchema = Type.Object({
  referenceNo: Type.String(),
  caseName: Type.String(),
  court: Type.String(),
  cause: Type.String(),
  amount: Type.Union([Type.Number(), Type.Null()]),
  parties: Type.Array(RecordPartySchema),
  stages: Type.Array(CaseStageSchema),
  latestStatus: Type.String(),
})

export const CaseSummarySchema = Type.Object({
  referenceNo: Type.String(),
  caseName: Type.String(),
  cause: Type.String(),
  court: Type.String(),
  firstDate: Type.String(),
  lastDate: Type.String(),
  stageCount: Type.Integer(),
  stages: Type.Array(Type.String()),
  amount: Type.Union([Type.Number(), Type.Null()]),
  role: Type.String({ description: "the company's role in the case" }),
})

const Kind = Type.Union([Type.Literal('company'), Type.Literal('person')])

export const CaseRelationshipSchema = Type.Object({
  referenceNo: Type.String(),
  nodes: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      kind: Kind,
      pid: Type.Optional(Type.String()),
      personId: Type.Optional(Type.String()),
      role: Type.String(),
    }),
    { description: `at most ${MAX_CASE_NODES} parties` },
  ),
  edges: Type.Array(Type.Object({ from: Type.String(), to: Type.String(), relation: Type.String() }), {
    description: `诉讼 (opposing sides), 共同 (same side), 股东 / 法定代表人 / 高管 (registered ties); at most ${MAX_CASE_EDGES}`,
  }),
  truncated: Type.Optional(Type.Boolean({ description: 'true when parties or relations beyond the caps were left out (always sent)' })),
})

export const PagedCaseSummaries = Paged(CaseSummarySchema)

const ReferenceNo = NonEmpty('案号', 80)

export const LawPidQuery = Type.Object({ pid: Pid() })
export const LawCasesQuery = Type.Object({ pid: Pid(), ...PageQuery() })
/** pid (optional) narrows a case to one company's copies of its records. */
export const LawCaseQuery = Type.Object({ referenceNo: ReferenceNo, pid: Type.Optional(Pid()) })

export const lawSchemas = {
  summary: { querystring: LawPidQuery, response: { 200: Envelope(LawSummarySchema) } },
  cases: { querystring: LawCasesQuery, response: { 200: Envelope(PagedCaseSummaries) } },
  case: { querystring: LawCaseQuery, response: { 200: Envelope(CaseDetailSchema) } },
  relationship: { querystring: LawCaseQuery, response: { 200: Envelope(CaseRelationshipSchema) } },
}

export type LawSummary = Static<typeof LawSummarySchema>
export type CaseStage = Static<typeof CaseStageSchema>
export type CaseDetail = Static<typeof CaseDetailSchema>
export type CaseSummary = Static<typeof CaseSummarySchema>
export type CaseRelationship = Static<typeof CaseRelationshipSchema>
