/**
 * 财产线索: a debtor's (company's or person's) assets found in the data, grouped by kind with counts and 万元 totals;
 * the user's debtors (收藏, 监控, a relation to the user's own case), clue settings and the new clues found on
 * monitored debtors. Another user's debtor or clue id answers 4040 like a missing one. Times are ms since the epoch.
 */
import { CLUE_KINDS, RELATE_CASE_NO_MAX, RELATE_NOTE_MAX } from '../domain/propertyClues'
import { Envelope, Flag, Id, OneOf, PageQuery, Paged, Type, type Static } from './common'

const Ms = Type.Integer({ minimum: 0 })
const ClueKindSchema = OneOf('线索类型', CLUE_KINDS)
const DEBTOR_KINDS = ['company', 'person'] as const
const DebtorKind = OneOf('债务人类型', DEBTOR_KINDS)
const DebtorTarget = () =>
  Type.String({
    title: '债务人编号',
    minLength: 1,
    maxLength: 64,
    pattern: '^[0-9A-Za-z_-]{1,64}$',
    patternMessage: '债务人编号格式不正确',
  })

export const DebtorRef = { debtorKind: DebtorKind, debtorId: DebtorTarget() }

export const DebtorSchema = Type.Object({
  kind: DebtorKind,
  /** pid of a company, personId of a person */
  id: Type.String(),
  name: Type.String(),
  /** status and legal representative of a company; the companies a person holds roles in */
  subtitle: Type.String(),
})

export const ClueItemSchema = Type.Object({
  /** stable within the data: r<record id>, o<investee pid> (a company's shares) or h<company pid> (a person's shares) */
  key: Type.String(),
  kind: ClueKindSchema,
  kindLabel: Type.String(),
  /** the record's dimension, or 'ownership' / 'shareHolding' for equity */
  dimension: Type.String(),
  dimensionLabel: Type.String(),
  recordId: Type.Union([Type.Integer(), Type.Null()]),
  /** the company the record is filed under, or the company whose shares are held */
  pid: Type.String(),
  title: Type.String(),
  /** 万元; null when the source states none */
  amount: Type.Union([Type.Number(), Type.Null()]),
  date: Type.String({ description: 'yyyy-mm-dd, or empty' }),
  source: Type.String(),
  refNo: Type.String(),
  status: Type.String(),
  /** one line more: 持股比例, 用途, 原告胜诉 … */
  note: Type.String(),
})

export const ClueKindCountSchema = Type.Object({
  kind: ClueKindSchema,
  label: Type.String(),
  hint: Type.String(),
  count: Type.Integer(),
  amount: Type.Number({ description: '万元, the clues with a stated amount' }),
})

export const ClueSummarySchema = Type.Object({
  debtor: DebtorSchema,
  count: Type.Integer(),
  amount: Type.Number(),
  kinds: Type.Array(ClueKindCountSchema, { description: 'every kind, in the fixed order' }),
  /** the caller's own row for this debtor, null for a visitor or a debtor not kept */
  mine: Type.Union([Type.Object({ id: Type.Integer(), collected: Type.Boolean(), monitored: Type.Boolean() }), Type.Null()]),
})

export const ClueSummaryQuery = Type.Object(DebtorRef)
export const ClueListQuery = Type.Object({ ...DebtorRef, kind: Type.Optional(ClueKindSchema), ...PageQuery() })
export const ClueListSchema = Paged(ClueItemSchema)

// ---------- the user's debtors ----------

export const MyDebtorSchema = Type.Object({
  id: Type.Integer(),
  debtor: DebtorSchema,
  collected: Type.Boolean(),
  monitored: Type.Boolean(),
  caseNo: Type.String(),
  note: Type.String(),
  /** clues found now, and new clues found since monitoring began */
  clueCount: Type.Integer(),
  clueAmount: Type.Number(),
  newClues: Type.Integer(),
  createdAt: Ms,
  updatedAt: Ms,
})

export const MY_DEBTOR_LISTS = ['collect', 'monitor'] as const
export const MyDebtorQuery = Type.Object({ list: OneOf('列表', MY_DEBTOR_LISTS), ...PageQuery() })
export const MyDebtorListSchema = Paged(MyDebtorSchema)
export const MyDebtorDetailQuery = Type.Object({ id: Id('债务人') })

export const DebtorAddBody = Type.Object({ ...DebtorRef }, { additionalProperties: false })
export const DebtorIdBody = Type.Object({ id: Id('债务人') }, { additionalProperties: false })
export const RelateBody = Type.Object(
  {
    id: Id('债务人'),
    caseNo: Type.String({ title: '案号', maxLength: RELATE_CASE_NO_MAX }),
    note: Type.String({ title: '备注', maxLength: RELATE_NOTE_MAX }),
  },
  { additionalProperties: false },
)

// ---------- settings and new clues ----------

export const ClueSettingSchema = Type.Object({
  kinds: Type.Array(ClueKindSchema),
  pushEnabled: Type.Boolean(),
})
export const ClueSettingBody = Type.Object(
  {
    kinds: Type.Optional(Type.Array(ClueKindSchema, { title: '线索类型', minItems: 1, maxItems: CLUE_KINDS.length, uniqueItems: true })),
    pushEnabled: Type.Optional(Flag('推送开关')),
  },
  { additionalProperties: false },
)

export const ClueAlertSchema = Type.Object({
  id: Type.Integer(),
  debtorRowId: Type.Integer(),
  debtor: DebtorSchema,
  clue: ClueItemSchema,
  read: Type.Boolean(),
  createdAt: Ms,
})
export const ClueAlertQuery = Type.Object({ debtorRowId: Type.Optional(Id('债务人')), ...PageQuery() })
export const ClueAlertListSchema = Type.Composite([Paged(ClueAlertSchema), Type.Object({ unread: Type.Integer() })])

const Ok = <T extends Parameters<typeof Envelope>[0]>(t: T) => ({ 200: Envelope(t) })

export const propertyClueSchemas = {
  summary: { querystring: ClueSummaryQuery, response: Ok(ClueSummarySchema) },
  list: { querystring: ClueListQuery, response: Ok(ClueListSchema) },
  debtors: { querystring: MyDebtorQuery, response: Ok(MyDebtorListSchema) },
  debtor: { querystring: MyDebtorDetailQuery, response: Ok(MyDebtorSchema) },
  collect: { body: DebtorAddBody, response: Ok(MyDebtorSchema) },
  uncollect: { body: DebtorIdBody, response: Ok(Type.Null()) },
  monitor: { body: DebtorAddBody, response: Ok(MyDebtorSchema) },
  unmonitor: { body: DebtorIdBody, response: Ok(Type.Null()) },
  relate: { body: RelateBody, response: Ok(MyDebtorSchema) },
  setting: { response: Ok(ClueSettingSchema) },
  settingSave: { body: ClueSettingBody, response: Ok(ClueSettingSchema) },
  alerts: { querystring: ClueAlertQuery, response: Ok(ClueAlertListSchema) },
  alertsRead: {
    body: Type.Object({ id: Type.Optional(Id('线索')) }, { additionalProperties: false }),
    response: Ok(Type.Object({ unread: Type.Integer() })),
  },
}

export type DebtorKind = (typeof DEBTOR_KINDS)[number]
export type Debtor = Static<typeof DebtorSchema>
export type ClueItem = Static<typeof ClueItemSchema>
export type ClueKindCount = Static<typeof ClueKindCountSchema>
export type ClueSummary = Static<typeof ClueSummarySchema>
export type ClueList = Static<typeof ClueListSchema>
export type MyDebtor = Static<typeof MyDebtorSchema>
export type MyDebtorList = Static<typeof MyDebtorListSchema>
export type MyDebtorListName = (typeof MY_DEBTOR_LISTS)[number]
export type ClueSetting = Static<typeof ClueSettingSchema>
export type ClueSettingInput = Static<typeof ClueSettingBody>
export type ClueAlert = Static<typeof ClueAlertSchema>
export type ClueAlertList = Static<typeof ClueAlertListSchema>
