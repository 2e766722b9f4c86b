/**
 * 司法案件: the court cases of every company and person searched by party, court, cause, kind and date (open to
 * visitors); 案件监控 of the signed-in user: monitored parties by name, push settings, and the new cases found for them.
 * 信用挖掘: companies with credit-risk signals by region, industry, signal and date.
 */
import { API } from '../../../contract/endpoints'
import { isOn } from '../../../contract/schemas/common'
import { creditDigSchemas, judicialDataSchemas } from '../../../contract/schemas/judicialData'
import { WATCH_PARTIES_MAX, caseTextProblem, partyName } from '../../../contract/domain/judicialData'
import { regionLevel } from '../data/regions'
import { badParam, fail, ok } from '../errors'
import { toSetting } from '../store/judicial-watch'
import { chinaDate } from '../store/trends'
import { userIdOf, type ApiPlugin } from './plugin'

const judicialDataRoutes: ApiPlugin = async (app) => {
  const { judicialCases: cases, judicialWatch: watch, creditDig, subscriptions } = app.repos
  const login = app.auth.requireLogin
  const now = () => app.config.now()
  const dates = (start?: string, end?: string) => {
    if (start && end && start > end) throw badParam('开始日期不能晚于结束日期')
  }
  const setting = async (userId: string) =>
    toSetting(await watch.setting(userId), (await subscriptions.grants(userId)).find((g) => g.kind === 'judicial')?.remaining ?? 0)

  app.get(API.judicialData.overview, { schema: judicialDataSchemas.overview }, async () => ok(await cases.overview(chinaDate(now()))))

  app.get(API.judicialData.search, { schema: judicialDataSchemas.search }, async (request) => {
    const q = request.query
    const texts = { party: '', court: '', cause: '' }
    for (const [key, label] of [
      ['party', '当事人'],
      ['court', '法院'],
      ['cause', '案由'],
    ] as const) {
      const raw = q[key]
      if (raw === undefined) continue
      const problem = caseTextProblem(label, raw)
      if (problem) throw badParam(problem)
      texts[key] = partyName(raw)
    }
    dates(q.start, q.end)
    if (!texts.party && !texts.court && !texts.cause && !q.kind && !q.start && !q.end)
      throw badParam('请输入当事人、法院或案由，或选择案件类型、日期')
    return ok(await cases.search({ ...texts, kind: q.kind, start: q.start, end: q.end }, q.pageNum ?? 1, q.pageSize ?? 20))
  })

  app.get(API.judicialData.parties, { schema: judicialDataSchemas.parties, preHandler: login }, async (request) =>
    ok({ list: await watch.parties(userIdOf(request)), max: WATCH_PARTIES_MAX }),
  )

  app.post(API.judicialData.partyAdd, { schema: judicialDataSchemas.partyAdd, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const problem = caseTextProblem('监控对象名称', request.body.name)
    if (problem) throw badParam(problem)
    if ((await watch.parties(userId)).length >= WATCH_PARTIES_MAX) throw fail('MONITOR_LIMIT', `最多监控${WATCH_PARTIES_MAX}个对象`)
    const added = await watch.addParty(userId, partyName(request.body.name), now())
    if (!added) throw fail('CONFLICT', '该对象已在监控中')
    return ok(added)
  })

  app.post(API.judicialData.partyRemove, { schema: judicialDataSchemas.partyRemove, preHandler: login }, async (request) => {
    if (!(await watch.removeParty(userIdOf(request), request.body.id))) throw fail('NOT_FOUND', '该监控对象不存在或已删除')
    return ok(null)
  })

  app.get(API.judicialData.setting, { schema: judicialDataSchemas.setting, preHandler: login }, async (request) =>
    ok(await setting(userIdOf(request))),
  )

  app.post(API.judicialData.setting, { schema: judicialDataSchemas.settingSave, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const b = request.body
    if (b.enabled === undefined && !b.kinds && !b.frequency && !b.dailyTime) throw badParam('请选择要修改的推送设置')
    await watch.saveSetting(userId, {
      enabled: b.enabled === undefined ? undefined : isOn(b.enabled),
      kinds: b.kinds,
      frequency: b.frequency,
      dailyTime: b.dailyTime,
    })
    return ok(await setting(userId))
  })

  app.get(API.judicialData.alerts, { schema: judicialDataSchemas.alerts, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const q = request.query
    if (q.partyId && !(await watch.parties(userId)).some((p) => p.id === q.partyId)) throw fail('NOT_FOUND', '该监控对象不存在或已删除')
    return ok(await watch.alerts(userId, q.partyId, q.pageNum ?? 1, q.pageSize ?? 20))
  })

  app.post(API.judicialData.alertsRead, { schema: judicialDataSchemas.alertsRead, preHandler: login }, async (request) => {
    const unread = await watch.markRead(userIdOf(request), request.body.id, now())
    if (unread === null) throw fail('NOT_FOUND', '该提醒不存在或已删除')
    return ok({ unread })
  })

  app.get(API.creditDig.overview, { schema: creditDigSchemas.overview }, async () => ok(await creditDig.overview(chinaDate(now()))))

  app.get(API.creditDig.search, { schema: creditDigSchemas.search }, async (request) => {
    const q = request.query
    if (q.province) {
      const level = regionLevel(q.province)
      if (level !== 'province' && level !== 'city') throw badParam('地区不存在')
    }
    dates(q.start, q.end)
    return ok(
      await creditDig.search(
        { region: q.province, industry: q.industry, kind: q.kind, start: q.start, end: q.end },
        q.pageNum ?? 1,
        q.pageSize ?? 20,
      ),
    )
  })
}

export default judicialDataRoutes
