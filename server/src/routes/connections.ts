/**
 * 人脉: 人脉雷达, 老板详情 and the saved contacts. Contacts are looked up within the caller's own rows only: another
 * user's contact id answers 4040 like a missing one. A refused request changes nothing.
 */
import { API } from '../../../contract/endpoints'
import { CONTACTS_MAX, connectionSchemas, type Contact, type ContactBody } from '../../../contract/schemas/connections'
import {
  cleanContact,
  contactsFullText,
  firstContactProblem,
  rankRadar,
  radarReason,
  type RadarOrigin,
  type RadarSource,
} from '../../../contract/domain/connections'
import { ApiError, ERRORS, badParam, fail, ok } from '../errors'
import type { ContactFields, ContactRow, RadarSources } from '../store/connections'
import { userIdOf, type ApiPlugin } from './plugin'

const parseTags = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : []
  } catch {
    return []
  }
}

const toContact = (r: ContactRow): Contact => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  wechat: r.wechat,
  email: r.email,
  company: r.company,
  pid: r.pid,
  title: r.title,
  note: r.note,
  tags: parseTags(r.tags),
  personId: r.person_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

const missingContact = () => fail('NOT_FOUND', '联系人不存在或已删除')

/** The companies of the radar with where each comes from, for one source tab. */
function originsOf(s: RadarSources, source: RadarSource): Map<number, { pid: string; origins: RadarOrigin[] }> {
  const out = new Map<number, { pid: string; origins: RadarOrigin[] }>()
  const add = (c: { id: number; pid: string }, origin: RadarOrigin) => {
    const item = out.get(c.id) ?? { pid: c.pid, origins: [] }
    if (!item.origins.includes(origin)) item.origins.push(origin)
    out.set(c.id, item)
  }
  if (s.own && source !== 'monitor') add(s.own, 'own')
  if (source !== 'own') for (const c of s.monitored) add(c, 'monitor')
  return out
}

const connectionRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.connections
  const login = app.auth.requireLogin
  const now = () => app.config.now()

  /** The ranked people of one source tab; the boss page asks for every source. */
  const radar = async (userId: string, source: RadarSource) => {
    const sources = await repo.sources(userId)
    const companies = originsOf(sources, source)
    const origins = new Map([...companies.values()].map((c) => [c.pid, c.origins]))
    return { sources, people: rankRadar(await repo.roles([...companies.keys()]), origins) }
  }

  /** The contact as it is kept: trimmed, every rule checked, a linked company and person that exist. */
  const checked = async (userId: string, body: ContactBody, id?: number): Promise<ContactFields> => {
    const problem = firstContactProblem(body)
    if (problem) throw badParam(problem)
    const c = cleanContact(body)
    if (c.pid && !(await repo.companyExists(c.pid))) throw fail('NOT_FOUND', '关联的企业不存在')
    if (c.personId) {
      if (!(await repo.personExists(c.personId))) throw fail('NOT_FOUND', '关联的人员不存在')
      const kept = (await repo.contactIdsOf(userId, [c.personId])).get(c.personId)
      // the contact already saved from this person is named, so the app can open it
      if (kept && kept !== id) throw new ApiError(ERRORS.CONFLICT, '此人已在你的人脉中', { id: kept })
    }
    return c
  }

  app.get(API.connections.radar, { schema: connectionSchemas.radar, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20, source = 'all' } = request.query
    const userId = userIdOf(request)
    const { sources, people } = await radar(userId, source)
    const page = people.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    const saved = await repo.contactIdsOf(
      userId,
      page.map((p) => p.personId),
    )
    return ok({
      total: people.length,
      totalText: String(people.length),
      pageNum,
      pageSize,
      list: page.map((p) => ({ ...p, contactId: saved.get(p.personId) ?? null })),
      profileCompany: sources.profileCompany,
      ownCompany: sources.own ? { pid: sources.own.pid, name: sources.own.name } : null,
      monitorCount: sources.monitored.length,
    })
  })

  app.get(API.connections.boss, { schema: connectionSchemas.boss, preHandler: login }, async (request) => {
    const { personId } = request.query
    const userId = userIdOf(request)
    const detail = await app.repos.persons.detail(personId)
    if (!detail) throw fail('NOT_FOUND', '人员不存在')
    const links = (await radar(userId, 'all')).people.find((p) => p.personId === personId)?.links ?? []
    const { partners: _partners, ...person } = detail
    return ok({
      ...person,
      links,
      reason: links.length ? radarReason(links) : '',
      contactId: (await repo.contactIdsOf(userId, [personId])).get(personId) ?? null,
    })
  })

  app.get(API.connections.contactList, { schema: connectionSchemas.list, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20, keyword = '' } = request.query
    const userId = userIdOf(request)
    const { total, rows } = await repo.list(userId, { keyword, offset: (pageNum - 1) * pageSize, limit: pageSize })
    return ok({
      total,
      totalText: String(total),
      pageNum,
      pageSize,
      list: rows.map(toContact),
      all: keyword.trim() ? await repo.count(userId) : total,
      max: CONTACTS_MAX,
    })
  })

  app.get(API.connections.contactDetail, { schema: connectionSchemas.detail, preHandler: login }, async (request) => {
    const row = await repo.one(userIdOf(request), request.query.id)
    if (!row) throw missingContact()
    return ok(toContact(row))
  })

  app.post(API.connections.contactCreate, { schema: connectionSchemas.create, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const row = await repo.create(userId, await checked(userId, request.body), now(), CONTACTS_MAX)
    if (!row) throw badParam(contactsFullText)
    return ok(toContact(row))
  })

  app.post(API.connections.contactUpdate, { schema: connectionSchemas.update, preHandler: login }, async (request) => {
    const { id, ...body } = request.body
    const userId = userIdOf(request)
    if (!(await repo.one(userId, id))) throw missingContact()
    const row = await repo.update(userId, id, await checked(userId, body, id), now())
    if (!row) throw missingContact()
    return ok(toContact(row))
  })

  app.post(API.connections.contactRemove, { schema: connectionSchemas.remove, preHandler: login }, async (request) => {
    const removed = await repo.remove(userIdOf(request), request.body.id)
    if (!removed) throw missingContact()
    return ok({ removed })
  })
}

export default connectionRoutes
