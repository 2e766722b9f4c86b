/**
 * The app's information pages and the user's personalisation: how to reach customer service (from the server's
 * configuration), the release notes (newest first), documents served as HTML by key (licence texts, the notes of one
 * release), the 个性化推荐 switch of a signed-in user, and the companies the home page recommends.
 *
 * Recommendations are built from the caller's footprints only when the caller is signed in and has the switch on;
 * otherwise everyone gets the same list of hot companies. The environment says whether this is a demonstration.
 */
import { CompanyHitSchema } from './search'
import { Envelope, Flag, Int, PageQuery, Paged, Type, type Static } from './common'
import { STAND_INS, type StandIn } from '../domain/demo'

export const ContactInfoSchema = Type.Object({
  /** customer-service phone as dialled, e.g. '400-800-6688' */
  phone: Type.String(),
  email: Type.String(),
  /** '周一至周五 9:00-18:00（法定节假日除外）' */
  hours: Type.String(),
  address: Type.String(),
  /** the operating company */
  company: Type.String(),
  /** the ICP filing number shown at the foot of 关于我们 ('' when none is configured) */
  icp: Type.String(),
})

export const ReleaseNoteSchema = Type.Object({
  version: Type.String(),
  /** yyyy-mm-dd */
  date: Type.String(),
  /** one line that sums the release up */
  title: Type.String(),
  items: Type.Array(Type.String()),
})

export const ReleaseNotesResultSchema = Type.Intersect([
  Paged(ReleaseNoteSchema),
  Type.Object({ latest: Type.String({ description: 'the newest released version' }) }),
])

/** `licence:<npm package>` (its licence text) or `release:<version>` (the notes of one release). */
export const DOCUMENT_KEY_PATTERN = '^(licence:(@[a-z0-9._-]+/)?[a-z0-9._-]+|release:\\d+\\.\\d+\\.\\d+)$'

export const DocumentQuery = Type.Object({
  key: Type.String({
    title: '文档标识',
    minLength: 1,
    maxLength: 100,
    pattern: DOCUMENT_KEY_PATTERN,
    patternMessage: '文档标识格式不正确',
  }),
})

export const DocumentSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  /** a line under the title: a licence's package and version, a release's date */
  subtitle: Type.String(),
  /** HTML of a small allow-listed vocabulary (h3, p, ul, li, pre, strong, em, a href=https); the app sanitises it again */
  html: Type.String(),
})

export const PreferencesSchema = Type.Object({
  /** 个性化推荐: recommendations from the user's footprints (on by default) */
  personalise: Type.Boolean(),
})

export const PreferencesBody = Type.Object({ personalise: Flag('个性化推荐') })

/** A recommended company: a search hit whose `matchReason` says why it is recommended. */
export const RecommendedCompaniesQuery = Type.Object({ size: Type.Optional(Int('推荐条数', 1, 20, { default: 6 })) })

export const RecommendedCompaniesSchema = Type.Object({
  /** true: built from the caller's footprints; false: the hot companies everyone sees */
  personalised: Type.Boolean(),
  list: Type.Array(CompanyHitSchema),
})

export const ReleaseNotesQuery = Type.Object({ ...PageQuery(20) })

/**
 * 演示环境: `on` while any service runs a local stand-in (SMS codes into the server log, the local pay page, …) or the
 * deployment says it is a demonstration (DEMO=1); `standIns` names those services. The app shows a strip while on.
 */
export const AppEnvironmentSchema = Type.Object({
  demo: Type.Object({
    on: Type.Boolean(),
    standIns: Type.Array(Type.Unsafe<StandIn>({ type: 'string', enum: [...STAND_INS] })),
  }),
})

export const appInfoSchemas = {
  contact: { response: { 200: Envelope(ContactInfoSchema) } },
  releaseNotes: { querystring: ReleaseNotesQuery, response: { 200: Envelope(ReleaseNotesResultSchema) } },
  document: { querystring: DocumentQuery, response: { 200: Envelope(DocumentSchema) } },
  preferences: { response: { 200: Envelope(PreferencesSchema) } },
  savePreferences: { body: PreferencesBody, response: { 200: Envelope(PreferencesSchema) } },
  recommendedCompanies: { querystring: RecommendedCompaniesQuery, response: { 200: Envelope(RecommendedCompaniesSchema) } },
  environment: { response: { 200: Envelope(AppEnvironmentSchema) } },
}

export type ContactInfo = Static<typeof ContactInfoSchema>
export type ReleaseNote = Static<typeof ReleaseNoteSchema>
export type ReleaseNotesResult = Static<typeof ReleaseNotesResultSchema>
export type AppDocument = Static<typeof DocumentSchema>
export type Preferences = Static<typeof PreferencesSchema>
export type RecommendedCompanies = Static<typeof RecommendedCompaniesSchema>
export type AppEnvironment = Static<typeof AppEnvironmentSchema>
