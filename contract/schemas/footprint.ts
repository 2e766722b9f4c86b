/**
 * Footprints (浏览足迹): the companies and persons a signed-in user has opened, kept on the server so they follow the
 * user to another device. A device's own list (kept while signed out) is merged in on sign-in; the newest view of a
 * target wins. Names come from the data, never from the client. Every endpoint needs a login and touches only the
 * caller's own footprints. Times are ms since the epoch.
 */
import { Envelope, Int, OneOf, PageQuery, Paged, Type, type Static } from './common'

import { FOOTPRINT_KINDS, FOOTPRINT_MERGE_MAX, FOOTPRINT_TARGET_PATTERN } from '../domain/footprints'

export { FOOTPRINT_KINDS, FOOTPRINTS_KEPT, FOOTPRINT_MERGE_MAX } from '../domain/footprints'

const Kind = OneOf('足迹类型', FOOTPRINT_KINDS)
const Ms = Type.Integer({ minimum: 0 })

export const FootprintSchema = Type.Object({
  kind: Kind,
  /** a company's pid or a person's personId */
  targetId: Type.String(),
  name: Type.String(),
  /** company: its legal representative and status ('张三 · 存续'); person: the company they are best known by */
  sub: Type.String(),
  viewedAt: Ms,
})

export const FootprintListQuery = Type.Object({ ...PageQuery(50), kind: Type.Optional(Kind) })

/** One view: `targetId` is a pid for a company, a personId for a person. */
export const FootprintRecordBody = Type.Object({
  kind: Kind,
  targetId: Type.String({
    title: '足迹对象',
    minLength: 1,
    maxLength: 64,
    pattern: FOOTPRINT_TARGET_PATTERN,
    patternMessage: '足迹对象编号格式不正确',
  }),
})

/** The device's footprints, sent once on sign-in: unknown targets are skipped, not refused. */
export const FootprintMergeBody = Type.Object({
  items: Type.Array(
    Type.Object({
      kind: Kind,
      targetId: FootprintRecordBody.properties.targetId,
      viewedAt: Int('浏览时间', 0, 2 ** 53 - 1),
    }),
    { title: '足迹列表', maxItems: FOOTPRINT_MERGE_MAX },
  ),
})
export const FootprintMergeResultSchema = Type.Object({ merged: Type.Integer(), skipped: Type.Integer() })

/** Without `kind`: every footprint of the user. */
export const FootprintClearBody = Type.Object({ kind: Type.Optional(Kind) })
export const FootprintClearResultSchema = Type.Object({ removed: Type.Integer() })

const reply = Envelope
export const footprintSchemas = {
  list: { querystring: FootprintListQuery, response: { 200: reply(Paged(FootprintSchema)) } },
  record: { body: FootprintRecordBody, response: { 200: reply(FootprintSchema) } },
  merge: { body: FootprintMergeBody, response: { 200: reply(FootprintMergeResultSchema) } },
  clear: { body: FootprintClearBody, response: { 200: reply(FootprintClearResultSchema) } },
}

export type FootprintKind = (typeof FOOTPRINT_KINDS)[number]
export type Footprint = Static<typeof FootprintSchema>
export type FootprintMergeInput = Static<typeof FootprintMergeBody>
export type FootprintMergeResult = Static<typeof FootprintMergeResultSchema>
export type FootprintClearResult = Static<typeof FootprintClearResultSchema>
