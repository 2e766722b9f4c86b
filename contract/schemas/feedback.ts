/**
 * Feedback (意见反馈): a signed-in user files a data correction (数据纠错) on a company, a fault report (功能异常) or a
 * suggestion (意见建议), with up to six of their own feedback images; they read only their own feedback, its status
 * timeline and the operator's replies. An operator (the admin role, or the feedback permission) lists every feedback,
 * replies, and accepts a correction, which changes the company's data, or rejects it. Times are ms since the epoch.
 */
import { Envelope, Id, NonEmpty, OneOf, PageQuery, Paged, Pid, Text, Type, type Static } from './common'
import {
  CORRECTION_SOURCE_MAX,
  CORRECTION_VALUE_MAX,
  FAULT_FEATURE_KEYS,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_EXPECTED_MAX,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_KINDS,
  FEEDBACK_OUTCOMES,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATUSES,
} from '../domain/feedback'
import { UPLOAD_ID_PATTERN } from '../domain/uploads'

export type { FeedbackKind, FeedbackStatus, FeedbackOutcome } from '../domain/feedback'

const Kind = OneOf('反馈类型', FEEDBACK_KINDS)
const Status = OneOf('处理状态', FEEDBACK_STATUSES)
const Outcome = OneOf('处理结果', FEEDBACK_OUTCOMES)
const Ms = Type.Integer({ minimum: 0 })
const DeviceText = (title: string) => Text(title, 64)

export const FeedbackImageSchema = Type.Object({
  id: Type.String(),
  /** a signed address, good for an hour: asked for again with the feedback, never kept */
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
})

export const FeedbackItemSchema = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  status: Status,
  outcome: Outcome,
  /** the first line of what the user wrote */
  summary: Type.String(),
  /** a correction's company; '' for the other kinds */
  companyName: Type.String(),
  /** an operator replied since the user last opened it */
  unread: Type.Boolean(),
  createdAt: Ms,
  updatedAt: Ms,
})

export const CorrectionInfoSchema = Type.Object({
  pid: Type.String(),
  companyName: Type.String(),
  /** 'basic' (the registration data) or a dimension key */
  target: Type.String(),
  targetLabel: Type.String(),
  /** '' when the user named no field */
  field: Type.String(),
  fieldLabel: Type.String(),
  /** 0 when the user named no record */
  recordId: Type.Integer(),
  recordTitle: Type.String(),
  /** what the user says is right */
  expected: Type.String(),
})

export const FaultInfoSchema = Type.Object({
  feature: Type.String(),
  featureLabel: Type.String(),
  appVersion: Type.String(),
  brand: Type.String(),
  model: Type.String(),
  system: Type.String(),
  platform: Type.String(),
})

export const TimelineEntrySchema = Type.Object({
  status: Status,
  /** '已提交', '处理中', '已处理 · 已采纳' … */
  title: Type.String(),
  text: Type.String(),
  at: Ms,
})

/** One change an accepted correction made to the data, with the value it replaced and where the new one comes from. */
export const CorrectionChangeSchema = Type.Object({
  target: Type.String(),
  targetLabel: Type.String(),
  field: Type.String(),
  fieldLabel: Type.String(),
  recordId: Type.Integer(),
  recordTitle: Type.String(),
  oldValue: Type.String(),
  newValue: Type.String(),
  source: Type.String(),
  at: Ms,
})

export const FeedbackDetailSchema = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  status: Status,
  outcome: Outcome,
  content: Type.String(),
  contact: Type.String(),
  images: Type.Array(FeedbackImageSchema),
  correction: Type.Optional(CorrectionInfoSchema),
  fault: Type.Optional(FaultInfoSchema),
  /** the operator's latest reply */
  reply: Type.Optional(Type.Object({ text: Type.String(), at: Ms })),
  timeline: Type.Array(TimelineEntrySchema),
  changes: Type.Array(CorrectionChangeSchema),
  unread: Type.Boolean(),
  createdAt: Ms,
  updatedAt: Ms,
})

/**
 * One submission. Every kind: `content` and optional `images` (the caller's own feedback uploads) and `contact`.
 * A correction also names the company (`pid`), the `target` ('basic' or a dimension key), optionally the `field` and
 * the `recordId`, and what is right (`expected`). A fault names the `feature` and carries the app's version and device.
 */
export const FeedbackSubmitBody = Type.Object({
  kind: Kind,
  content: NonEmpty('反馈内容', FEEDBACK_CONTENT_MAX),
  images: Type.Optional(
    Type.Array(Type.String({ title: '图片', maxLength: 24, pattern: UPLOAD_ID_PATTERN, patternMessage: '图片编号格式不正确' }), {
      title: '图片',
      maxItems: FEEDBACK_IMAGES_MAX,
    }),
  ),
  contact: Type.Optional(Text('联系电话', 11, { pattern: '^(1[2-9]\\d{9})?$', patternMessage: '请输入正确的11位手机号' })),
  pid: Type.Optional(Pid('纠错企业')),
  target: Type.Optional(Text('纠错维度', 40)),
  field: Type.Optional(Text('纠错字段', 40)),
  recordId: Type.Optional(Id('纠错记录')),
  expected: Type.Optional(Text('正确信息', FEEDBACK_EXPECTED_MAX)),
  feature: Type.Optional(OneOf('异常功能', FAULT_FEATURE_KEYS)),
  appVersion: Type.Optional(Text('应用版本', 20)),
  deviceBrand: Type.Optional(DeviceText('设备品牌')),
  deviceModel: Type.Optional(DeviceText('设备型号')),
  deviceSystem: Type.Optional(DeviceText('系统版本')),
  devicePlatform: Type.Optional(DeviceText('设备平台')),
})

export const FeedbackIdQuery = Type.Object({ id: Id('反馈编号') })
export const FeedbackIdBody = Type.Object({ id: Id('反馈编号') })
export const FeedbackListQuery = Type.Object({ ...PageQuery(50) })
export const FeedbackSummarySchema = Type.Object({
  total: Type.Integer(),
  /** feedback with a reply the user has not opened yet */
  unread: Type.Integer(),
})

// ---------- the operator's side ----------

export const AdminFeedbackItemSchema = Type.Composite([FeedbackItemSchema, Type.Object({ userId: Type.String(), contact: Type.String() })])
export const AdminFeedbackDetailSchema = Type.Composite([FeedbackDetailSchema, Type.Object({ userId: Type.String() })])

export const AdminFeedbackListQuery = Type.Object({ ...PageQuery(100), status: Type.Optional(Status) })

export const FeedbackReplyBody = Type.Object({
  id: Id('反馈编号'),
  status: OneOf('处理状态', ['processing', 'resolved'] as const),
  text: NonEmpty('回复内容', FEEDBACK_REPLY_MAX),
})

/**
 * Accepting a correction: the `field` of the company's registration data (target 'basic') or of a record of the
 * correction's dimension (`recordId`, else the record the user named) becomes `value`; `source` says where the right
 * value was confirmed. The change, the reply and the status are written together or not at all.
 */
export const FeedbackAcceptBody = Type.Object({
  id: Id('反馈编号'),
  field: NonEmpty('更正字段', 40),
  value: Text('更正后的值', CORRECTION_VALUE_MAX),
  source: NonEmpty('更正来源', CORRECTION_SOURCE_MAX),
  text: NonEmpty('回复内容', FEEDBACK_REPLY_MAX),
  recordId: Type.Optional(Id('更正记录')),
})

export const FeedbackRejectBody = Type.Object({
  id: Id('反馈编号'),
  text: NonEmpty('回复内容', FEEDBACK_REPLY_MAX),
})

export const FeedbackSubmitResultSchema = Type.Object({ id: Type.Integer(), status: Status })
export const FeedbackReadResultSchema = Type.Object({ unread: Type.Integer() })

const reply = Envelope
export const feedbackSchemas = {
  submit: { body: FeedbackSubmitBody, response: { 200: reply(FeedbackSubmitResultSchema) } },
  list: { querystring: FeedbackListQuery, response: { 200: reply(Paged(FeedbackItemSchema)) } },
  detail: { querystring: FeedbackIdQuery, response: { 200: reply(FeedbackDetailSchema) } },
  read: { body: FeedbackIdBody, response: { 200: reply(FeedbackReadResultSchema) } },
  summary: { response: { 200: reply(FeedbackSummarySchema) } },
  adminList: { querystring: AdminFeedbackListQuery, response: { 200: reply(Paged(AdminFeedbackItemSchema)) } },
  adminDetail: { querystring: FeedbackIdQuery, response: { 200: reply(AdminFeedbackDetailSchema) } },
  adminReply: { body: FeedbackReplyBody, response: { 200: reply(AdminFeedbackDetailSchema) } },
  adminAccept: { body: FeedbackAcceptBody, response: { 200: reply(AdminFeedbackDetailSchema) } },
  adminReject: { body: FeedbackRejectBody, response: { 200: reply(AdminFeedbackDetailSchema) } },
}

export type FeedbackImage = Static<typeof FeedbackImageSchema>
export type FeedbackItem = Static<typeof FeedbackItemSchema>
export type CorrectionInfo = Static<typeof CorrectionInfoSchema>
export type FaultInfo = Static<typeof FaultInfoSchema>
export type TimelineEntry = Static<typeof TimelineEntrySchema>
export type CorrectionChange = Static<typeof CorrectionChangeSchema>
export type FeedbackDetail = Static<typeof FeedbackDetailSchema>
export type FeedbackSubmitInput = Static<typeof FeedbackSubmitBody>
export type FeedbackSubmitResult = Static<typeof FeedbackSubmitResultSchema>
export type FeedbackSummary = Static<typeof FeedbackSummarySchema>
export type FeedbackReadResult = Static<typeof FeedbackReadResultSchema>
export type AdminFeedbackItem = Static<typeof AdminFeedbackItemSchema>
export type AdminFeedbackDetail = Static<typeof AdminFeedbackDetailSchema>
export type FeedbackReplyInput = Static<typeof FeedbackReplyBody>
export type FeedbackAcceptInput = Static<typeof FeedbackAcceptBody>
export type FeedbackRejectInput = Static<typeof FeedbackRejectBody>
