/**
 * 组织: the caller's organisations, creating one, joining by code, the member list, and the admin's changes (rename,
 * reset the code, remove a member, make one admin). Only members see an organisation: anyone else's id answers 4040.
 * Only admins change it: a member's attempt answers 4031. An account creates at most ORGS_CREATED_PER_USER (5)
 * organisations still in existence and belongs to at most ORGS_JOINED_PER_USER (20), its own included.
 */
import { randomInt } from 'node:crypto'
import { API } from '../../../contract/endpoints'
import {
  ORG_CODE_ALPHABET,
  ORG_CODE_LENGTH,
  ORG_CODE_PATTERN,
  ORG_MEMBER_LIMIT,
  ORG_NAME_RULE,
  cleanOrgName,
  normalizeOrgCode,
} from '../../../contract/domain/organizations'
import { maskPhone } from '../../../contract/domain/format'
import { organizationSchemas, type Organization } from '../../../contract/schemas/organization'
import { badParam, fail, ok } from '../errors'
import type { OrganizationRepo, OrgRow } from '../store/organizations'
import { userIdOf, type ApiPlugin } from './plugin'

const toOrganization = (r: OrgRow): Organization => ({
  id: r.id,
  name: r.name,
  role: r.role,
  memberCount: r.member_count,
  createdAt: r.created_at,
  joinCode: r.role === 'admin' ? r.join_code : '',
})

const ADMIN_ONLY = '仅管理员可操作'
const NO_ORG = '组织不存在或你已不是该组织成员'
const NO_CODE = '组织码不存在或已失效，请向管理员确认'
const tooManyCreated = (n: number) => `每个账号最多创建${n}个组织`
const tooManyJoined = (n: number) => `每个账号最多加入${n}个组织（含自己创建的），请先退出不需要的组织`

async function newCode(repo: OrganizationRepo): Promise<string> {
  for (;;) {
    let code = ''
    for (let i = 0; i < ORG_CODE_LENGTH; i++) code += ORG_CODE_ALPHABET[randomInt(ORG_CODE_ALPHABET.length)]
    if (!(await repo.codeTaken(code))) return code
  }
}

function nameOf(raw: string): string {
  const name = cleanOrgName(raw)
  if (!name) throw badParam(ORG_NAME_RULE)
  return name
}

const organizationRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.organizations
  const login = app.auth.requireLogin

  /** the organisation as the caller sees it, or 4040 when the caller is not a member */
  const memberView = async (userId: string, id: number) => {
    const org = await repo.oneOf(userId, id)
    if (!org) throw fail('NOT_FOUND', NO_ORG)
    return org
  }
  const adminView = async (userId: string, id: number) => {
    const org = await memberView(userId, id)
    if (org.role !== 'admin') throw fail('FORBIDDEN', ADMIN_ONLY)
    return org
  }
  /** the organisation a code opens, refused when the caller already belongs to it, it is full or the caller is */
  const joinable = async (userId: string, raw: string) => {
    const code = normalizeOrgCode(raw)
    const org = new RegExp(ORG_CODE_PATTERN).test(code) ? await repo.byCode(code) : undefined
    if (!org) throw fail('NOT_FOUND', NO_CODE)
    if (await repo.roleOf(org.id, userId)) throw fail('CONFLICT', '你已是该组织成员')
    if (org.member_count >= ORG_MEMBER_LIMIT) throw fail('CONFLICT', `该组织成员已满（上限${ORG_MEMBER_LIMIT}人），无法加入`)
    const joined = app.config.accountLimits.orgsJoined
    if ((await repo.membershipCount(userId)) >= joined) throw fail('CONFLICT', tooManyJoined(joined))
    return org
  }

  app.get(API.organizations.list, { schema: organizationSchemas.list, preHandler: login }, async (request) =>
    ok((await repo.listOf(userIdOf(request))).map(toOrganization)),
  )

  app.post(API.organizations.create, { schema: organizationSchemas.create, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const name = nameOf(request.body.name)
    if (await repo.nameTakenBy(userId, name)) throw fail('CONFLICT', '你已创建过同名组织，请换一个名称')
    const limits = { created: app.config.accountLimits.orgsCreated, joined: app.config.accountLimits.orgsJoined }
    const made = await repo.create(userId, name, await newCode(repo), app.config.now(), limits)
    if ('full' in made) throw fail('CONFLICT', made.full === 'created' ? tooManyCreated(limits.created) : tooManyJoined(limits.joined))
    return ok(toOrganization((await repo.oneOf(userId, made.id))!))
  })

  app.get(API.organizations.detail, { schema: organizationSchemas.detail, preHandler: login }, async (request) =>
    ok(toOrganization(await memberView(userIdOf(request), request.query.id))),
  )

  app.get(API.organizations.members, { schema: organizationSchemas.members, preHandler: login }, async (request) => {
    const { id, pageNum = 1, pageSize = 20 } = request.query
    const userId = userIdOf(request)
    await memberView(userId, id)
    const { total, rows } = await repo.members(id, (pageNum - 1) * pageSize, pageSize)
    const list = rows.map((r) => ({
      userId: r.user_id,
      nickname: r.nickname || '未设置昵称',
      phone: maskPhone(r.phone),
      role: r.role,
      joinedAt: r.joined_at,
      isMe: r.user_id === userId,
    }))
    return ok({ total, totalText: String(total), pageNum, pageSize, list })
  })

  app.get(API.organizations.preview, { schema: organizationSchemas.preview, preHandler: login }, async (request) => {
    const org = await joinable(userIdOf(request), request.query.code)
    return ok({ id: org.id, name: org.name, memberCount: org.member_count })
  })

  app.post(API.organizations.join, { schema: organizationSchemas.join, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const org = await joinable(userId, request.body.code)
    const joined = app.config.accountLimits.orgsJoined
    if (!(await repo.addMember(org.id, userId, app.config.now(), joined))) throw fail('CONFLICT', tooManyJoined(joined))
    return ok(toOrganization((await repo.oneOf(userId, org.id))!))
  })

  app.post(API.organizations.rename, { schema: organizationSchemas.rename, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { id } = request.body
    await adminView(userId, id)
    const name = nameOf(request.body.name)
    if (!(await repo.rename(id, name))) throw fail('CONFLICT', '该组织的创建者已有同名组织，请换一个名称')
    return ok(toOrganization((await repo.oneOf(userId, id))!))
  })

  app.post(API.organizations.resetCode, { schema: organizationSchemas.resetCode, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { id } = request.body
    await adminView(userId, id)
    await repo.setCode(id, await newCode(repo))
    return ok(toOrganization((await repo.oneOf(userId, id))!))
  })

  /** the member an admin acts on: not the admin themself, and a member of this organisation */
  const otherMember = async (userId: string, id: number, memberId: string) => {
    await adminView(userId, id)
    if (memberId === userId) throw badParam('不能对自己执行此操作')
    const role = await repo.roleOf(id, memberId)
    if (!role) throw fail('NOT_FOUND', '该成员不在此组织中')
    return role
  }

  app.post(API.organizations.remove, { schema: organizationSchemas.remove, preHandler: login }, async (request) => {
    const { id, userId: memberId } = request.body
    await otherMember(userIdOf(request), id, memberId)
    await repo.removeMember(id, memberId)
    return ok(null)
  })

  app.post(API.organizations.makeAdmin, { schema: organizationSchemas.makeAdmin, preHandler: login }, async (request) => {
    const { id, userId: memberId } = request.body
    if ((await otherMember(userIdOf(request), id, memberId)) === 'admin') throw fail('CONFLICT', '该成员已是管理员')
    await repo.setRole(id, memberId, 'admin')
    return ok(null)
  })

  app.post(API.organizations.leave, { schema: organizationSchemas.leave, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { id } = request.body
    const org = await memberView(userId, id)
    if (org.role === 'admin' && org.member_count > 1 && (await repo.adminCount(id)) === 1)
      throw fail('CONFLICT', '你是唯一的管理员，请先将其他成员设为管理员后再退出')
    return ok(await repo.removeMember(id, userId))
  })
}

export default organizationRoutes
