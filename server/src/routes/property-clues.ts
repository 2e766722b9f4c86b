/**
 * 财产线索: a debtor's clues by kind (open to visitors; a signed-in caller also learns whether the debtor is kept), and
 * the signed-in user's debtors (收藏, 监控, a relation to the user's own case), clue settings and new clues. A debtor row
 * or clue of another user answers 4040 like a missing one; a refused request changes nothing.
 */
import type { FastifyRequest } from 'fastify'
import { API } from '../../../contract/endpoints'
import { isOn } from '../../../contract/schemas/common'
import { propertyClueSchemas, type DebtorKind, type MyDebtor } from '../../../contract/schemas/propertyClues'
import { CLUE_DEBTORS_MAX, relateProblem } from '../../../contract/domain/propertyClues'
import { badParam, fail, ok } from '../errors'
import { tokenOf } from '../plugins/auth'
import { countKinds, toMyDebtor, type DebtorRow } from '../store/property-clues'
import { userIdOf, type ApiPlugin } from './plugin'

const missingDebtor = () => fail('NOT_FOUND', '该债务人不存在或已移除')

const propertyClueRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.propertyClues
  const login = app.auth.requireLogin
  const now = () => app.config.now()

  const callerOf = async (request: FastifyRequest): Promise<string | null> => {
    try {
      return tokenOf(request) ? (await app.auth.resolve(tokenOf(request)!)).userId : null
    } catch {
      return null
    }
  }
  const debtorOf = async (kind: DebtorKind, id: string) => {
    const d = await repo.debtor(kind, id)
    if (!d) throw fail('NOT_FOUND', kind === 'company' ? '企业不存在' : '人员不存在')
    return d
  }
  const shown = async (rows: DebtorRow[]): Promise<MyDebtor[]> => {
    const counts = await repo.alertCounts(rows.map((r) => r.id))
    return Promise.all(
      rows.map(async (r) => {
        const clues = await repo.clues(r.kind, r.target)
        return toMyDebtor(r, await repo.debtor(r.kind, r.target), {
          clueCount: clues.length,
          clueAmount: Math.round(clues.reduce((s, c) => s + (c.amount ?? 0), 0) * 100) / 100,
          newClues: counts.get(r.id) ?? 0,
        })
      }),
    )
  }
  const mark = async (userId: string, kind: DebtorKind, id: string, flag: 'collected' | 'monitored') => {
    const debtor = await debtorOf(kind, id)
    if (!(await repo.rowOf(userId, kind, id)) && (await repo.count(userId)) >= CLUE_DEBTORS_MAX)
      throw fail('MONITOR_LIMIT', `最多保存${CLUE_DEBTORS_MAX}个债务人`)
    return (await shown([await repo.mark(userId, debtor, flag, now())]))[0]
  }

  app.get(API.propertyClues.summary, { schema: propertyClueSchemas.summary }, async (request) => {
    const { debtorKind, debtorId } = request.query
    const debtor = await debtorOf(debtorKind, debtorId)
    const clues = await repo.clues(debtorKind, debtorId)
    const kinds = countKinds(clues)
    const userId = await callerOf(request)
    const row = userId ? await repo.rowOf(userId, debtorKind, debtorId) : null
    return ok({
      debtor,
      count: clues.length,
      amount: Math.round(kinds.reduce((s, k) => s + k.amount, 0) * 100) / 100,
      kinds,
      mine: row ? { id: row.id, collected: row.collected === 1, monitored: row.monitored === 1 } : null,
    })
  })

  app.get(API.propertyClues.list, { schema: propertyClueSchemas.list }, async (request) => {
    const { debtorKind, debtorId, kind, pageNum = 1, pageSize = 20 } = request.query
    await debtorOf(debtorKind, debtorId)
    const all = (await repo.clues(debtorKind, debtorId)).filter((c) => !kind || c.kind === kind)
    return ok({
      total: all.length,
      totalText: String(all.length),
      pageNum,
      pageSize,
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    })
  })

  app.get(API.propertyClues.debtors, { schema: propertyClueSchemas.debtors, preHandler: login }, async (request) => {
    const { list, pageNum = 1, pageSize = 20 } = request.query
    const { total, rows } = await repo.list(userIdOf(request), list, pageNum, pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list: await shown(rows) })
  })

  app.get(API.propertyClues.debtor, { schema: propertyClueSchemas.debtor, preHandler: login }, async (request) => {
    const row = await repo.row(userIdOf(request), request.query.id)
    if (!row) throw missingDebtor()
    return ok((await shown([row]))[0])
  })

  app.post(API.propertyClues.collect, { schema: propertyClueSchemas.collect, preHandler: login }, async (request) =>
    ok(await mark(userIdOf(request), request.body.debtorKind, request.body.debtorId, 'collected')),
  )

  app.post(API.propertyClues.monitor, { schema: propertyClueSchemas.monitor, preHandler: login }, async (request) =>
    ok(await mark(userIdOf(request), request.body.debtorKind, request.body.debtorId, 'monitored')),
  )

  app.post(API.propertyClues.uncollect, { schema: propertyClueSchemas.uncollect, preHandler: login }, async (request) => {
    if (!(await repo.unmark(userIdOf(request), request.body.id, 'collected', now()))) throw missingDebtor()
    return ok(null)
  })

  app.post(API.propertyClues.unmonitor, { schema: propertyClueSchemas.unmonitor, preHandler: login }, async (request) => {
    if (!(await repo.unmark(userIdOf(request), request.body.id, 'monitored', now()))) throw missingDebtor()
    return ok(null)
  })

  app.post(API.propertyClues.relate, { schema: propertyClueSchemas.relate, preHandler: login }, async (request) => {
    const { id, caseNo, note } = request.body
    const problem = relateProblem(caseNo, note)
    if (problem) throw badParam(problem)
    const row = await repo.relate(userIdOf(request), id, caseNo.trim(), note.trim(), now())
    if (!row) throw missingDebtor()
    return ok((await shown([row]))[0])
  })

  app.get(API.propertyClues.setting, { schema: propertyClueSchemas.setting, preHandler: login }, async (request) =>
    ok(await repo.setting(userIdOf(request))),
  )

  app.post(API.propertyClues.setting, { schema: propertyClueSchemas.settingSave, preHandler: login }, async (request) => {
    const { kinds, pushEnabled } = request.body
    if (!kinds && pushEnabled === undefined) throw badParam('请选择要修改的线索设置')
    return ok(await repo.saveSetting(userIdOf(request), { kinds, pushEnabled: pushEnabled === undefined ? undefined : isOn(pushEnabled) }))
  })

  app.get(API.propertyClues.alerts, { schema: propertyClueSchemas.alerts, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const { debtorRowId, pageNum = 1, pageSize = 20 } = request.query
    if (debtorRowId && !(await repo.row(userId, debtorRowId))) throw missingDebtor()
    const r = await repo.alerts(userId, debtorRowId, pageNum, pageSize)
    return ok({ total: r.total, totalText: String(r.total), pageNum, pageSize, list: r.list, unread: r.unread })
  })

  app.post(API.propertyClues.alertsRead, { schema: propertyClueSchemas.alertsRead, preHandler: login }, async (request) => {
    const unread = await repo.markRead(userIdOf(request), request.body.id, now())
    if (unread === null) throw fail('NOT_FOUND', '该线索不存在或已删除')
    return ok({ unread })
  })
}

export default propertyClueRoutes
