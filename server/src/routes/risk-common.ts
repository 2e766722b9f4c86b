/**
 * What routes/risk.ts and routes/person-dd.ts share: the risk service and the quota over the area's repositories,
 * the target lookups (4040 when unknown) and who a call is counted for.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail } from '../errors'
import { tokenOf } from '../plugins/auth'
import { effectiveLevel } from '../money/terms'
import { DEFAULT_QUOTAS, QuotaService, chinaDay, userSubject, visitorSubject, type QuotaSubject } from '../quota'
import { RiskService } from '../risk/service'
import type { CompanyRow, PersonRow } from '../store/risk'
import { DEFAULT_UBO_THRESHOLD } from '../graph/beneficial'

export interface RiskDeps {
  service: RiskService
  quota: QuotaService
  /** today in China, yyyy-mm-dd */
  today(): string
  /**
   * Who a call is counted for. A token, when sent, must be valid (4030/4036 otherwise) and counts the user; without
   * one, the visitor: its device (cid header, else Visitor-Id) and its client address.
   */
  subject(request: FastifyRequest): Promise<QuotaSubject>
  company(pid: string): Promise<CompanyRow>
  person(personId: string): Promise<PersonRow>
}

type Host = Pick<FastifyInstance, 'repos' | 'config' | 'auth'>

/** one set per repository bundle, shared by both route plugins */
const shared = new WeakMap<object, RiskDeps>()

function header(request: FastifyRequest, name: string): string {
  const v = request.headers[name]
  return ((Array.isArray(v) ? v[0] : v) ?? '').trim().slice(0, 128)
}

export function riskDeps(app: Host): RiskDeps {
  const repos = app.repos.risk
  let deps = shared.get(repos)
  if (deps) return deps
  const { config, auth } = app
  const service = new RiskService(repos.data, config.uboThreshold ?? DEFAULT_UBO_THRESHOLD)
  deps = {
    service,
    quota: new QuotaService(repos.quota, config.quota ?? DEFAULT_QUOTAS, config.now),
    today: () => chinaDay(config.now()),
    async subject(request) {
      const token = tokenOf(request)
      if (!token) return visitorSubject({ cid: header(request, 'cid'), visitorId: header(request, 'visitor-id'), ip: request.ip })
      request.auth = await auth.resolve(token)
      const user = await app.repos.users.byUserId(request.auth.userId)
      if (!user) throw fail('TOKEN_INVALID')
      return userSubject(request.auth.userId, effectiveLevel({ level: user.member_level, expiresAt: user.member_expires_at }, config.now()))
    },
    async company(pid) {
      const c = await service.engine.company(pid)
      if (!c) throw fail('NOT_FOUND', '企业不存在')
      return c
    },
    async person(personId) {
      const p = await service.engine.person(personId)
      if (!p) throw fail('NOT_FOUND', '人员不存在')
      return p
    },
  }
  shared.set(repos, deps)
  return deps
}
