/**
 * 名片夹 and 我的名片. A signed-in user keeps business cards (up to a limit), searched, sorted and paged on the server;
 * another user's card id answers 4040 like one that does not exist. Each user may also have one card of their own,
 * shared by a link that carries a random share token (never the user id): anyone may read a shared card through it,
 * and a signed-in viewer may save it into their own 名片夹. A shared card shows only what its owner put on it.
 * Empty fields are ''. Times are ms since the epoch.
 */
import { Envelope, Id, OneOf, PageQuery, Paged, Pid, Type, type Static } from './common'
import { EMAIL_PATTERN } from '../domain/email'
import {
  CARD_FIELD_MAX as MAX,
  CARD_FIELD_TITLES as TITLE,
  CARD_KEYWORD_MAX,
  CARD_LANDLINE_PATTERN,
  CARD_MOBILE_PATTERN,
  CARD_SORTS,
  SHARE_TOKEN_PATTERN,
} from '../domain/cards'

export { CARDS_MAX, CARD_SORTS } from '../domain/cards'

const Ms = Type.Integer({ minimum: 0 })
const CardId = () => Id('名片')
const ShareToken = () =>
  Type.String({ title: '分享码', minLength: 16, maxLength: 64, pattern: SHARE_TOKEN_PATTERN, patternMessage: '名片分享链接无效' })

/** What a card shows: the same on a kept card, the user's own card and a shared one. */
const cardFace = {
  name: Type.String(),
  mobile: Type.String(),
  landline: Type.String(),
  email: Type.String(),
  company: Type.String(),
  /** the company the card is linked to (查看企业), null when it is not or the company is gone from the data */
  pid: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  address: Type.String(),
  note: Type.String(),
}

export const CardSchema = Type.Object({
  id: Type.Integer(),
  ...cardFace,
  /** the header it is listed under when sorted by name: A–Z, or '#' */
  initial: Type.String(),
  createdAt: Ms,
  updatedAt: Ms,
})

export const MyCardSchema = Type.Object({
  ...cardFace,
  /** what the card's share link carries */
  shareToken: Type.String(),
  createdAt: Ms,
  updatedAt: Ms,
})
/** GET mine: the user's own card, or null before it is made */
export const MyCardReplySchema = Type.Union([MyCardSchema, Type.Null()])

export const SharedCardSchema = Type.Object({ ...cardFace, updatedAt: Ms })

/** Every field with its Chinese name; blank optional fields count as absent. The rules past a schema live in cardProblems. */
const cardFields = {
  name: Type.String({ title: TITLE.name, minLength: 1, maxLength: MAX.name }),
  mobile: Type.String({
    title: TITLE.mobile,
    maxLength: MAX.mobile,
    pattern: CARD_MOBILE_PATTERN,
    patternMessage: '请输入正确的11位手机号',
  }),
  landline: Type.Optional(
    Type.String({
      title: TITLE.landline,
      maxLength: MAX.landline,
      pattern: `^$|${CARD_LANDLINE_PATTERN}`,
      patternMessage: '请输入正确的座机号码，如 010-12345678',
    }),
  ),
  email: Type.Optional(
    Type.String({ title: TITLE.email, maxLength: MAX.email, pattern: `^$|${EMAIL_PATTERN}`, patternMessage: '请输入正确的邮箱' }),
  ),
  company: Type.Optional(Type.String({ title: TITLE.company, maxLength: MAX.company })),
  /** links the card to a company picked from the search; absent: not linked */
  pid: Type.Optional(Pid('关联企业')),
  title: Type.Optional(Type.String({ title: TITLE.title, maxLength: MAX.title })),
  address: Type.Optional(Type.String({ title: TITLE.address, maxLength: MAX.address })),
  note: Type.Optional(Type.String({ title: TITLE.note, maxLength: MAX.note })),
}

export const CardCreateBody = Type.Object(cardFields)
export const CardUpdateBody = Type.Object({ id: CardId(), ...cardFields })
export const CardIdBody = Type.Object({ id: CardId() })
export const CardIdQuery = Type.Object({ id: CardId() })

export const CardListQuery = Type.Object({
  ...PageQuery(50),
  /** matched against the name (and its pinyin), company, title, mobile and landline */
  keyword: Type.Optional(Type.String({ title: '搜索关键词', maxLength: CARD_KEYWORD_MAX })),
  sort: Type.Optional(OneOf('排序方式', CARD_SORTS, { default: 'recent' })),
})
/** A page of cards; `all` is how many the user keeps whatever the keyword, `max` the limit. */
export const CardListSchema = Type.Intersect([Paged(CardSchema), Type.Object({ all: Type.Integer(), max: Type.Integer() })])

export const ShareTokenQuery = Type.Object({ token: ShareToken() })
export const ShareTokenBody = Type.Object({ token: ShareToken() })
export const RemovedSchema = Type.Object({ removed: Type.Integer({ minimum: 0 }) })

const reply = Envelope
export const cardSchemas = {
  list: { querystring: CardListQuery, response: { 200: reply(CardListSchema) } },
  detail: { querystring: CardIdQuery, response: { 200: reply(CardSchema) } },
  create: { body: CardCreateBody, response: { 200: reply(CardSchema) } },
  update: { body: CardUpdateBody, response: { 200: reply(CardSchema) } },
  remove: { body: CardIdBody, response: { 200: reply(RemovedSchema) } },
  mine: { response: { 200: reply(MyCardReplySchema) } },
  mineSave: { body: CardCreateBody, response: { 200: reply(MyCardSchema) } },
  mineDelete: { body: Type.Object({}), response: { 200: reply(RemovedSchema) } },
  mineResetShare: { body: Type.Object({}), response: { 200: reply(MyCardSchema) } },
  shared: { querystring: ShareTokenQuery, response: { 200: reply(SharedCardSchema) } },
  saveShared: { body: ShareTokenBody, response: { 200: reply(CardSchema) } },
}

export type Card = Static<typeof CardSchema>
export type MyCard = Static<typeof MyCardSchema>
export type SharedCard = Static<typeof SharedCardSchema>
export type CardList = Static<typeof CardListSchema>
export type CardListQueryInput = Static<typeof CardListQuery>
export type CardBody = Static<typeof CardCreateBody>
export type { CardInput, CardSort } from '../domain/cards'
