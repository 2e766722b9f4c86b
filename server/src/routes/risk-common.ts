/** Pieces shared by routes/risk.ts and routes/person-dd.ts: the quota subject, the shared services, parameters. */
import type { FastifyRequest } from 'fastify'
import { fail } from '../errors'
import { tokenOf } from '../plugins/auth'
import { DEFAULT_QUOTAS, QuotaService, chinaDay, visitorKey, type QuotaSubject } from '../quota'
import { riskService, type RiskService } from '../risk/service'
import { uboThresholdFromEnv } from '../graph/beneficial'
import type { RiskPeriod } from '../../../types/api-risk'
import { oneOf, str, type Params } from './params'
import type { RouteContext } from './context'

export interface RiskCtx {
  service: RiskService
  quota: QuotaService
  today(): string
  subject(request: FastifyRequest): QuotaSubject
}

const shared = new WeakMap<RouteContext, RiskCtx>()

export function riskCtx(ctx: RouteContext): RiskCtx {
  let r = shared.get(ctx)
  if (!r) {
    const service = riskService(ctx.db, ctx.config.uboThreshold ?? uboThresholdFromEnv())
    const quota = new QuotaService(ctx.db, ctx.config.quota ?? DEFAULT_QUOTAS, ctx.config.now)
    r = {
      service,
      quota,
      today: () => chinaDay(ctx.config.now()),
      /** a token, when sent, must be valid (4030/4036 otherwise); no token: the visitor */
      subject(request) {
        const token = tokenOf(request)
        if (!token) return { kind: 'visitor', key: visitorKey(request), memberLevel: 0 }
        const auth = ctx.auth.resolve(token)
        request.auth = auth
        const user = ctx.users.byUserId(auth.userId)
        if (!user) throw fail('TOKEN_INVALID')
        return { kind: 'user', key: `u:${auth.userId}`, memberLevel: user.member_level }
      },
    }
    shared.set(ctx, r)
  }
  return r
}

export const PERSON_ID = /^[0-9A-Za-z_-]+$/

export function personIdParam(p: Params, name = 'personId', required = true): string | undefined {
  return str(p, name, { label: '人员编号', required, max: 64, pattern: PERSON_ID, patternMsg: '人员编号格式不正确' })
}

export function periodParam(p: Params): RiskPeriod | undefined {
  const raw = p.period
  if (raw === undefined || raw === null || raw === '' || raw === 'all') return undefined
  return oneOf<RiskPeriod>(p, 'period', '时间范围', ['today', '1m', '3m', '1y', '3y'])
}
