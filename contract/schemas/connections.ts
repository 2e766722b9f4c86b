/**
 * 人脉: 人脉雷达 (the people who hold roles in the company on the user's profile and in the companies the user monitors,
 * ranked by how many of them they connect to), 老板详情 (one of those people with every company and role) and the
 * contacts the user saves (up to a limit; another user's contact id answers 4040 like one that does not exist).
 * Empty text fields are ''. Times are ms since the epoch.
 */
import { Envelope, Id, OneOf, PageQuery, Paged, PersonId, Pid, Type, type Static } from './common'
import { EMAIL_PATTERN } from '../domain/email'
import {
  CONTACT_FIELD_MAX as MAX,
  CONTACT_FIELD_TITLES as TITLE,
  CONTACT_KEYWORD_MAX,
  CONTACT_PHONE_PATTERN,
  CONTACT_TAGS_MAX,
  CONTACT_TAG_MAX,
  CONTACT_WECHAT_PATTERN,
  RADAR_ORIGINS,
  RADAR_SOURCES,
  emailProblemText,
  phoneProblemText,
  wechatProblemText,
} from '../domain/connections'
import { PersonRoleSchema } from './person'

export { CONTACTS_MAX, RADAR_SOURCES } from '../domain/connections'

const Ms = Type.Integer({ minimum: 0 })
const ContactId = () => Id('联系人')

const RadarLinkSchema = Type.Object({
  pid: Type.String(),
  companyName: Type.String(),
  roles: Type.Array(Type.String()),
  share: Type.Union([Type.Number(), Type.Null()]),
  /** 'own': the company on the user's profile; 'monitor': a company the user monitors */
  origins: Type.Array(OneOf('来源', RADAR_ORIGINS)),
})

export const RadarPersonSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  roleCount: Type.Integer(),
  links: Type.Array(RadarLinkSchema),
  reason: Type.String(),
  /** the user's contact saved from this person, null when none */
  contactId: Type.Union([Type.Integer(), Type.Null()]),
})

export const RadarQuery = Type.Object({
  ...PageQuery(50),
  source: Type.Optional(OneOf('来源', RADAR_SOURCES, { default: 'all' })),
})

/** A page of the radar, with what it was drawn from. */
export const RadarSchema = Type.Intersect([
  Paged(RadarPersonSchema),
  Type.Object({
    /** the company name on the user's profile, '' when none */
    profileCompany: Type.String(),
    /** the company of the data with exactly that name, null when none */
    ownCompany: Type.Union([Type.Object({ pid: Type.String(), name: Type.String() }), Type.Null()]),
    /** how many companies the user monitors */
    monitorCount: Type.Integer(),
  }),
])

export const BossQuery = Type.Object({ personId: PersonId() })
export const BossSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  legalCount: Type.Integer(),
  shareholderCount: Type.Integer(),
  executiveCount: Type.Integer(),
  /** every company the person holds a current role in */
  roles: Type.Array(PersonRoleSchema),
  /** the user's own and monitored companies among them */
  links: Type.Array(RadarLinkSchema),
  /** '' when the person connects to none of the user's companies */
  reason: Type.String(),
  contactId: Type.Union([Type.Integer(), Type.Null()]),
})

export const ContactSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  wechat: Type.String(),
  email: Type.String(),
  company: Type.String(),
  /** the linked company of the data, null when none or gone from the data */
  pid: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  note: Type.String(),
  tags: Type.Array(Type.String()),
  /** the person of the data it was saved from, null when none */
  personId: Type.Union([Type.String(), Type.Null()]),
  createdAt: Ms,
  updatedAt: Ms,
})

const contactFields = {
  name: Type.String({ title: TITLE.name, minLength: 1, maxLength: MAX.name }),
  phone: Type.Optional(
    Type.String({ title: TITLE.phone, maxLength: MAX.phone, pattern: `^$|${CONTACT_PHONE_PATTERN}`, patternMessage: phoneProblemText }),
  ),
  wechat: Type.Optional(
    Type.String({ title: TITLE.wechat, maxLength: MAX.wechat, pattern: `^$|${CONTACT_WECHAT_PATTERN}`, patternMessage: wechatProblemText }),
  ),
  email: Type.Optional(
    Type.String({ title: TITLE.email, maxLength: MAX.email, pattern: `^$|${EMAIL_PATTERN}`, patternMessage: emailProblemText }),
  ),
  company: Type.Optional(Type.String({ title: TITLE.company, maxLength: MAX.company })),
  title: Type.Optional(Type.String({ title: TITLE.title, maxLength: MAX.title })),
  note: Type.Optional(Type.String({ title: TITLE.note, maxLength: MAX.note })),
  tags: Type.Optional(
    Type.Array(Type.String({ title: '标签', maxLength: CONTACT_TAG_MAX }), { title: '标签', maxItems: CONTACT_TAGS_MAX }),
  ),
  /** links the contact to a company picked in 添加企业; absent: not linked */
  pid: Type.Optional(Pid('关联企业')),
  /** the person of the data the contact is saved from */
  personId: Type.Optional(PersonId('关联人员')),
}

export const ContactCreateBody = Type.Object(contactFields)
export const ContactUpdateBody = Type.Object({ id: ContactId(), ...contactFields })
export const ContactIdBody = Type.Object({ id: ContactId() })
export const ContactIdQuery = Type.Object({ id: ContactId() })

export const ContactListQuery = Type.Object({
  ...PageQuery(50),
  /** matched against the name, company, title, phone, WeChat and tags */
  keyword: Type.Optional(Type.String({ title: '搜索关键词', maxLength: CONTACT_KEYWORD_MAX })),
})
/** A page of contacts; `all` is how many the user keeps whatever the keyword, `max` the limit. */
export const ContactListSchema = Type.Intersect([Paged(ContactSchema), Type.Object({ all: Type.Integer(), max: Type.Integer() })])
export const ContactRemovedSchema = Type.Object({ removed: Type.Integer({ minimum: 0 }) })

const reply = Envelope
export const connectionSchemas = {
  radar: { querystring: RadarQuery, response: { 200: reply(RadarSchema) } },
  boss: { querystring: BossQuery, response: { 200: reply(BossSchema) } },
  list: { querystring: ContactListQuery, response: { 200: reply(ContactListSchema) } },
  detail: { querystring: ContactIdQuery, response: { 200: reply(ContactSchema) } },
  create: { body: ContactCreateBody, response: { 200: reply(ContactSchema) } },
  update: { body: ContactUpdateBody, response: { 200: reply(ContactSchema) } },
  remove: { body: ContactIdBody, response: { 200: reply(ContactRemovedSchema) } },
}

export type Radar = Static<typeof RadarSchema>
export type RadarPersonItem = Static<typeof RadarPersonSchema>
export type Boss = Static<typeof BossSchema>
export type Contact = Static<typeof ContactSchema>
export type ContactList = Static<typeof ContactListSchema>
export type ContactBody = Static<typeof ContactCreateBody>
export type { ContactInput, RadarSource, RadarOrigin } from '../domain/connections'
