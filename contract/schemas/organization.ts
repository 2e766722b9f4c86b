/**
 * Organisations (组织): a signed-in user creates one and becomes its 管理员; others join with its code. Only members see
 * an organisation (anyone else gets 4040), only admins change it (4031). Times are ms since the epoch.
 */
import { Envelope, Id, OneOf, PageQuery, Paged, Type, type Static } from './common'

import { ORG_NAME_MAX, ORG_ROLES } from '../domain/organizations'

const Role = OneOf('角色', ORG_ROLES)
const Ms = Type.Integer({ minimum: 0 })
const OrgId = Id('组织编号')
const Name = Type.String({ title: '组织名称', minLength: 1, maxLength: ORG_NAME_MAX + 20 })
const Code = Type.String({
  title: '组织码',
  minLength: 1,
  maxLength: 20,
  pattern: '^[0-9A-Za-z ]{1,20}$',
  patternMessage: '组织码为8位字母或数字',
})
const MemberId = Type.String({ title: '成员编号', minLength: 1, maxLength: 64 })

export const OrganizationSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** the caller's role */
  role: Role,
  memberCount: Type.Integer(),
  createdAt: Ms,
  /** the join code: admins only, '' for a member */
  joinCode: Type.String(),
})

export const OrgPreviewSchema = Type.Object({ id: Type.Integer(), name: Type.String(), memberCount: Type.Integer() })

export const OrgMemberSchema = Type.Object({
  userId: Type.String(),
  nickname: Type.String(),
  /** masked: 138****1234 */
  phone: Type.String(),
  role: Role,
  joinedAt: Ms,
  isMe: Type.Boolean(),
})

export const OrgIdBody = Type.Object({ id: OrgId })
export const OrgCreateBody = Type.Object({ name: Name })
export const OrgRenameBody = Type.Object({ id: OrgId, name: Name })
export const OrgCodeQuery = Type.Object({ code: Code })
export const OrgJoinBody = Type.Object({ code: Code })
export const OrgMembersQuery = Type.Object({ id: OrgId, ...PageQuery(50) })
export const OrgMemberBody = Type.Object({ id: OrgId, userId: MemberId })
export const OrgLeaveResultSchema = Type.Object({ dissolved: Type.Boolean() })

const reply = Envelope
export const organizationSchemas = {
  list: { response: { 200: reply(Type.Array(OrganizationSchema)) } },
  create: { body: OrgCreateBody, response: { 200: reply(OrganizationSchema) } },
  detail: { querystring: OrgIdBody, response: { 200: reply(OrganizationSchema) } },
  members: { querystring: OrgMembersQuery, response: { 200: reply(Paged(OrgMemberSchema)) } },
  preview: { querystring: OrgCodeQuery, response: { 200: reply(OrgPreviewSchema) } },
  join: { body: OrgJoinBody, response: { 200: reply(OrganizationSchema) } },
  rename: { body: OrgRenameBody, response: { 200: reply(OrganizationSchema) } },
  resetCode: { body: OrgIdBody, response: { 200: reply(OrganizationSchema) } },
  remove: { body: OrgMemberBody, response: { 200: reply(Type.Null()) } },
  makeAdmin: { body: OrgMemberBody, response: { 200: reply(Type.Null()) } },
  leave: { body: OrgIdBody, response: { 200: reply(OrgLeaveResultSchema) } },
}

export type Organization = Static<typeof OrganizationSchema>
export type OrgPreview = Static<typeof OrgPreviewSchema>
export type OrgMember = Static<typeof OrgMemberSchema>
export type OrgLeaveResult = Static<typeof OrgLeaveResultSchema>
export type { OrgRole } from '../domain/organizations'
