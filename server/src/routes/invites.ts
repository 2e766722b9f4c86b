/**
 * 推广邀请 of the signed-in user: their own invitation code (made on first ask) with the rules as configured, who
 * joined with it, and the rewards it earned. Only the caller's own records are read.
 */
import { API } from '../../../contract/endpoints'
import { inviteSchemas, ledgerSchemas, type InviteReward, type Invitee } from '../../../contract/schemas/invite'
import { toLedgerEntry, toLedgerTotals } from '../invites/ledger'
import { INVITE_REWARD_STATE_TEXT, inviteRulesText, maskInviteePhone } from '../../../contract/domain/invites'
import { fail, ok } from '../errors'
import { chinaMonthStart } from '../invites/credit'
import { ownInviteCode } from '../invites/own-code'
import { inviteRules } from '../invites/rules'
import type { InviteeRow, InviteRewardRow } from '../store/rewards'
import { userIdOf, type ApiPlugin } from './plugin'

const toInvitee = (r: InviteeRow): Invitee => ({
  phone: maskInviteePhone(r.phone),
  nickname: r.nickname,
  joinedAt: r.at * 1000,
  rewardState: r.reward_state,
})

const toReward = (r: InviteRewardRow): InviteReward => ({
  id: r.id,
  state: r.state,
  stateText: INVITE_REWARD_STATE_TEXT[r.state],
  inviteePhone: maskInviteePhone(r.invitee_phone),
  inviteeNickname: r.invitee_nickname,
  code: r.code,
  days: r.days,
  level: r.level,
  termStart: r.term_start,
  termEnd: r.term_end,
  createdAt: r.created_at,
})

const inviteRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.inviteRewards
  const login = app.auth.requireLogin

  app.get(API.invites.mine, { schema: inviteSchemas.mine, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const code = await ownInviteCode(repo, userId)
    const rules = inviteRules(app.config)
    const totals = await repo.totals(userId)
    return ok({
      code,
      rules,
      rulesText: inviteRulesText(rules),
      invited: (await repo.invitees(userId, 0, 0)).total,
      credited: totals.credited,
      daysEarned: totals.days,
      creditedThisMonth: await repo.creditedSince(userId, chinaMonthStart(app.config.now())),
    })
  })

  app.get(API.invites.records, { schema: inviteSchemas.records, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const { total, rows } = await repo.invitees(userIdOf(request), (pageNum - 1) * pageSize, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: rows.map(toInvitee) })
  })

  app.get(API.invites.rewards, { schema: inviteSchemas.rewards, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const { total, rows } = await repo.list(userIdOf(request), (pageNum - 1) * pageSize, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: rows.map(toReward) })
  })

  app.get(API.invites.ledger, { schema: ledgerSchemas.ledger, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const { total, rows, sums } = await app.repos.rewardLedger.page(userIdOf(request), app.config.now(), (pageNum - 1) * pageSize, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: rows.map(toLedgerEntry), summary: toLedgerTotals(sums) })
  })

  app.get(API.invites.reward, { schema: inviteSchemas.reward, preHandler: login }, async (request) => {
    const row = await repo.one(userIdOf(request), request.query.id)
    if (!row) throw fail('NOT_FOUND', '奖励记录不存在')
    return ok(toReward(row))
  })
}

export default inviteRoutes
