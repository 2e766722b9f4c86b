/**
 * Entry codes (二维码入口): a code for a company, a person, an invitation code, a scan-login ticket or a monitoring
 * dynamic; what a code opens; and its QR image. Company and person codes and scan-login codes may be asked for by
 * anyone (rate-limited); invitation and dynamic codes only by their signed-in owner. Resolving a code needs no login.
 * Times are ms since the epoch.
 */
import { Envelope, OneOf, Type, type Static } from './common'
import { ENTRY_KINDS, OWNED_ENTRY_KINDS, PUBLIC_ENTRY_KINDS } from '../domain/entry'

export { ENTRY_KINDS, PUBLIC_ENTRY_KINDS, OWNED_ENTRY_KINDS } from '../domain/entry'

/** the target's id: its shape is checked per kind against the table of kinds */
const TargetId = Type.String({ title: '二维码对象', minLength: 1, maxLength: 64 })

export const EntryCodeSchema = Type.Object({
  code: Type.String(),
  kind: OneOf('二维码类型', ENTRY_KINDS),
  id: Type.String(),
  /** the H5 address a plain QR code of this code holds */
  link: Type.String(),
  createdAt: Type.Integer(),
  expiresAt: Type.Integer(),
})

export const EntryCreateBody = Type.Object({ kind: OneOf('二维码类型', PUBLIC_ENTRY_KINDS), id: TargetId })
export const EntryCreateOwnBody = Type.Object({ kind: OneOf('二维码类型', OWNED_ENTRY_KINDS), id: TargetId })

const Code = Type.String({
  title: '二维码',
  minLength: 1,
  maxLength: 64,
  pattern: '^[0-9A-Za-z]+$',
  patternMessage: '二维码无效',
})

export const EntryResolveQuery = Type.Object({ code: Code })

/** What a code opens: the page (a link builder of the route manifest) and its query. */
export const EntryTargetSchema = Type.Object({
  kind: OneOf('二维码类型', ENTRY_KINDS),
  id: Type.String(),
  route: Type.String(),
  params: Type.Record(Type.String(), Type.String()),
  expiresAt: Type.Integer(),
})

/**
 * A code's QR image (image/png): `mini`, the mini-program code WeChat draws (locally, a QR code of the same page in
 * H5); `link`, a plain QR code of the H5 address.
 */
export const EntryImageQuery = Type.Object({
  code: Code,
  type: Type.Optional(OneOf('二维码样式', ['mini', 'link'] as const)),
})

export const entrySchemas = {
  create: { body: EntryCreateBody, response: { 200: Envelope(EntryCodeSchema) } },
  createOwn: { body: EntryCreateOwnBody, response: { 200: Envelope(EntryCodeSchema) } },
  resolve: { querystring: EntryResolveQuery, response: { 200: Envelope(EntryTargetSchema) } },
  image: { querystring: EntryImageQuery, produces: ['image/png'] },
}

export type EntryCode = Static<typeof EntryCodeSchema>
export type EntryTarget = Static<typeof EntryTargetSchema>
export type EntryImageType = NonNullable<Static<typeof EntryImageQuery>['type']>
