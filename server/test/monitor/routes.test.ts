/**
 * Every monitoring route over real HTTP: the answer carries every field of its contract (a reply schema that dropped
 * one would fail here), and the checks a schema cannot make answer 4000 in Chinese.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'

let s: TestServer
let token: string
let pid: string
let personId: string
beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 200, seed: 9 }) })
  token = await codeLogin(s, freshPhone())
  pid = ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 1 OFFSET 5').get()) as { pid: string }).pid
  personId = ((await s.sql.prepare('SELECT person_id FROM roles ORDER BY id LIMIT 1').get()) as { person_id: string }).person_id
}, 60_000)
afterAll(async () => s.close())

const keys = (o: object) => Object.keys(o).sort()
const ITEM_KEYS = [
  'createdAt',
  'dimensions',
  'groupId',
  'groupName',
  'id',
  'kind',
  'latest',
  'legalPerson',
  'name',
  'recentCount',
  'subtitle',
  'targetId',
  'unread',
]
const DYNAMIC_KEYS = [
  'content',
  'createdAt',
  'date',
  'dimension',
  'dimensionLabel',
  'id',
  'kind',
  'level',
  'levelLabel',
  'targetId',
  'targetName',
  'title',
]

describe('monitoring routes', () => {
  test('catalogue without a login', async () => {
    const r = await s.get('/yqc/api/v1/monitor/dimensions')
    expect(r.body.code).toBe('0000')
    expect(r.body.data.list.length).toBeGreaterThan(20)
    expect(keys(r.body.data.list[0])).toEqual(['defaultOn', 'entity', 'group', 'key', 'label', 'level'])
    expect(r.body.data.levels).toEqual([
      { key: 'high', label: '高风险' },
      { key: 'warn', label: '警示' },
      { key: 'info', label: '提示' },
    ])
    expect(r.body.data.ranges.map((x: any) => x.key)).toEqual(['3d', '7d', '30d', '3m', '6m'])
    expect((await s.get('/yqc/api/v1/monitor/list')).body.code).toBe('4030')
  })

  test('targets: add, batch add, list, status, quota, detail with dynamics and a record, share, remove', async () => {
    const add = await s.post(
      '/yqc/api/v1/monitor/add',
      { kind: 'company', targetId: pid, dimensions: ['executor', 'regCapital'] },
      { token },
    )
    expect(add.body.code).toBe('0000')
    expect(keys(add.body.data)).toEqual(ITEM_KEYS)
    expect(add.body.data).toMatchObject({ kind: 'company', targetId: pid, dimensions: ['executor', 'regCapital'], latest: null, unread: 0 })
    const wrong = await s.post('/yqc/api/v1/monitor/add', { kind: 'person', targetId: personId, dimensions: ['regCapital'] }, { token })
    expect(wrong.body).toMatchObject({ code: '4000', msg: '注册资本变更不适用于人员' })
    expect((await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: 'no such' }, { token })).body).toMatchObject({
      code: '4000',
      msg: '企业编号格式不正确',
    })
    expect((await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: 'nosuchpid' }, { token })).body).toMatchObject({
      code: '4040',
      msg: '企业不存在',
    })
    expect((await s.post('/yqc/api/v1/monitor/add', { kind: 'shop', targetId: pid }, { token })).body).toMatchObject({
      code: '4000',
      msg: '监控类型取值无效',
    })

    const batch = await s.post(
      '/yqc/api/v1/monitor/batchAdd',
      {
        items: [
          { kind: 'company', targetId: pid },
          { kind: 'person', targetId: personId },
        ],
      },
      { token },
    )
    expect(batch.body.data.skipped).toEqual([{ targetId: pid, reason: '已在监控中' }])
    expect(batch.body.data.added).toHaveLength(1)
    expect(batch.body.data.added[0]).toMatchObject({ kind: 'person', targetId: personId, dimensions: null })
    expect(batch.body.data.quota).toEqual({ memberLevel: 0, used: 2, limit: 20 })
    expect((await s.post('/yqc/api/v1/monitor/batchAdd', { items: [] }, { token })).body.code).toBe('4000')

    const list = await s.get('/yqc/api/v1/monitor/list', { kind: 'company', pageSize: 5 }, { token })
    expect(keys(list.body.data)).toEqual(['list', 'pageNum', 'pageSize', 'quota', 'total', 'totalText'])
    expect(list.body.data).toMatchObject({ total: 1, totalText: '1', pageNum: 1, pageSize: 5 })
    const byName = await s.get('/yqc/api/v1/monitor/list', { keyword: add.body.data.name.slice(0, 2) }, { token })
    expect(byName.body.data.list.map((m: any) => m.targetId)).toContain(pid)

    const status = await s.get('/yqc/api/v1/monitor/status', { kind: 'company', targetId: pid }, { token })
    expect(status.body.data).toMatchObject({ monitored: true, monitor: { id: add.body.data.id }, quota: { used: 2 } })
    const notWatched = await s.get('/yqc/api/v1/monitor/status', { kind: 'company', targetId: 'otherpid' }, { token })
    expect(notWatched.body.data).toMatchObject({ monitored: false, monitor: null })
    expect((await s.get('/yqc/api/v1/monitor/quota', undefined, { token })).body.data).toEqual({ memberLevel: 0, used: 2, limit: 20 })

    await applyFeed(
      s.sql,
      [
        JSON.stringify({
          type: 'record',
          dimension: 'executor',
          pid,
          date: '2026-10-30',
          title: '被执行',
          refNo: 'RT1',
          amount: 12,
          status: '执行中',
        }),
        JSON.stringify({ type: 'change', pid, field: '注册资本', before: '1000', after: '800', date: '2026-10-31' }),
      ].join('\n'),
      s.clock.ms,
    )
    const detail = await s.get('/yqc/api/v1/monitor/detail', { id: add.body.data.id, range: '7d' }, { token })
    expect(keys(detail.body.data)).toEqual(['dynamics', 'levelCounts', 'monitor'])
    expect(detail.body.data.dynamics.total).toBe(2)
    expect(keys(detail.body.data.dynamics.list[0])).toEqual(DYNAMIC_KEYS)
    expect(detail.body.data.levelCounts.high + detail.body.data.levelCounts.warn + detail.body.data.levelCounts.info).toBe(2)
    const byTarget = await s.get('/yqc/api/v1/monitor/detail', { kind: 'company', targetId: pid, level: 'high' }, { token })
    expect(byTarget.body.data.monitor.id).toBe(add.body.data.id)
    expect((await s.get('/yqc/api/v1/monitor/detail', { kind: 'company', targetId: 'otherpid' }, { token })).body.msg).toBe('未监控该对象')
    expect((await s.get('/yqc/api/v1/monitor/detail', { id: add.body.data.id, level: 'bad' }, { token })).body.msg).toBe('风险等级取值无效')

    const record = detail.body.data.dynamics.list.find((d: any) => d.dimension === 'executor')
    const d = await s.get('/yqc/api/v1/monitor/dynamic/detail', { id: record.id }, { token })
    expect(keys(d.body.data)).toEqual([...DYNAMIC_KEYS, 'change', 'explanation', 'messageId', 'record', 'role'].sort())
    expect(d.body.data.record).toMatchObject({ dimension: 'executor', pid, refNo: 'RT1', status: '执行中', isCurrent: true })
    expect(typeof d.body.data.record.amount).toBe('number')
    expect(keys(d.body.data.record)).toEqual(expect.arrayContaining(['capturedAt', 'fields', 'parties', 'source', 'title', 'date']))
    expect(d.body.data.change).toBeNull()
    const change = detail.body.data.dynamics.list.find((x: any) => x.dimension === 'regCapital')
    const c = await s.get('/yqc/api/v1/monitor/dynamic/detail', { id: change.id }, { token })
    expect(c.body.data.change).toMatchObject({ field: '注册资本', before: '1000万人民币', after: '800万人民币', date: '2026-10-31' })
    const share = await s.get('/yqc/api/v1/monitor/dynamic/share', { id: change.id }, { token })
    expect(share.body.data).toMatchObject({ id: change.id, path: `/pagesTrends/businessDetail/businessDetail?id=${change.id}` })
    expect(share.body.data.shareTitle).toContain('注册资本变更')

    const removed = await s.post('/yqc/api/v1/monitor/remove', { ids: [batch.body.data.added[0].id] }, { token })
    expect(removed.body.data).toEqual({ removed: 1 })
    expect((await s.post('/yqc/api/v1/monitor/remove', { ids: [] }, { token })).body.code).toBe('4000')
  })

  test('settings: defaults, save, a target’s own dimensions and back', async () => {
    const me = await codeLogin(s, freshPhone())
    const def = await s.get('/yqc/api/v1/monitor/setting', undefined, { token: me })
    expect(def.body.data.levels).toEqual(['high', 'warn', 'info'])
    const saved = await s.post(
      '/yqc/api/v1/monitor/setting',
      { dimensions: ['executor', 'regStatus', 'roleStart'], levels: ['high'] },
      { token: me },
    )
    expect(saved.body.data).toEqual({ dimensions: ['executor', 'regStatus', 'roleStart'], levels: ['high'] })
    expect((await s.post('/yqc/api/v1/monitor/setting', { levels: [] }, { token: me })).body.msg).toBe('请至少选择一个风险等级')
    expect((await s.post('/yqc/api/v1/monitor/setting', { levels: ['low'] }, { token: me })).body.msg).toBe('风险等级取值无效')
    expect((await s.post('/yqc/api/v1/monitor/setting', { dimensions: ['nope'] }, { token: me })).body.msg).toBe('未知的监控维度 nope')

    const m = (await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token: me })).body.data
    const follow = await s.get('/yqc/api/v1/monitor/targetSetting', { id: m.id }, { token: me })
    expect(follow.body.data).toEqual({ id: m.id, kind: 'company', dimensions: null, effective: ['executor', 'regStatus'] })
    const own = await s.post('/yqc/api/v1/monitor/targetSetting', { id: m.id, dimensions: ['regCapital'] }, { token: me })
    expect(own.body.data).toEqual({ id: m.id, kind: 'company', dimensions: ['regCapital'], effective: ['regCapital'] })
    const back = await s.post('/yqc/api/v1/monitor/targetSetting', { id: m.id, dimensions: null }, { token: me })
    expect(back.body.data.dimensions).toBeNull()
  })

  test('messages: list, filters, read, read all, trend by week; dynamics tab', async () => {
    await applyFeed(
      s.sql,
      [
        JSON.stringify({ type: 'record', dimension: 'executor', pid, date: '2026-11-01', title: '被执行', refNo: 'RT2', amount: 5 }),
        JSON.stringify({ type: 'change', pid, field: '注册资本', before: '800', after: '700', date: '2026-11-01' }),
      ].join('\n'),
      s.clock.ms,
    )
    const list = await s.get('/msg/api/v1/message/list', { read: 0 }, { token })
    expect(keys(list.body.data)).toEqual(['list', 'pageNum', 'pageSize', 'total', 'totalText', 'unread'])
    expect(keys(list.body.data.list[0])).toEqual(['createdAt', 'dynamic', 'dynamicId', 'id', 'read'])
    const unread = await s.get('/msg/api/v1/message/unreadCount', undefined, { token })
    expect(keys(unread.body.data)).toEqual(['byLevel', 'count'])
    expect(keys(unread.body.data.byLevel)).toEqual(['high', 'info', 'warn'])
    const read = await s.post('/msg/api/v1/message/read', { id: list.body.data.list[0].id }, { token })
    expect(read.body.data.count).toBe(unread.body.data.count - 1)
    expect((await s.post('/msg/api/v1/message/read', { id: 'x' }, { token })).body.msg).toBe('消息编号必须是整数')
    const newest = Math.max(...(await s.get('/msg/api/v1/message/list', {}, { token })).body.data.list.map((m: { id: number }) => m.id))
    const all = await s.post('/msg/api/v1/message/readAll', {}, { token })
    expect(all.body.data).toEqual({ marked: unread.body.data.count - 1, upTo: newest, count: 0 })

    const week = await s.get('/msg/api/v1/message/trend', { unit: 'week', range: '3m' }, { token })
    expect(week.body.data.unit).toBe('week')
    expect(week.body.data.points.length).toBeGreaterThanOrEqual(13)
    for (const p of week.body.data.points) expect(new Date(`${p.label}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(week.body.data.byDimension[0]).toEqual({ key: expect.any(String), label: expect.any(String), count: expect.any(Number) })
    expect((await s.get('/msg/api/v1/message/trend', { range: '3d' }, { token })).body.code).toBe('4000')

    const dyn = await s.get('/yqc/api/v1/monitor/dynamics', { dimension: 'regCapital,executor', range: '30d', kind: 'company' }, { token })
    expect(dyn.body.data).toMatchObject({ total: 4, noMonitors: false })
    const none = await s.get('/yqc/api/v1/monitor/dynamics', {}, { token: await codeLogin(s, freshPhone()) })
    expect(none.body.data).toMatchObject({ total: 0, noMonitors: true })
    const bad = await s.get('/yqc/api/v1/monitor/dynamics', { range: '1y' }, { token })
    expect(bad.body).toMatchObject({ code: '4000', msg: '时间范围取值无效' })
  })

  test('groups: names are trimmed and checked', async () => {
    const me = await codeLogin(s, freshPhone())
    expect((await s.post('/yqc/api/v1/monitor/group/create', { name: '   ' }, { token: me })).body.msg).toBe('请输入分组名称')
    expect(
      (await s.post('/yqc/api/v1/monitor/group/create', { name: '一二三四五六七八九十一二三四五六七八九十一' }, { token: me })).body.msg,
    ).toBe('分组名称不能超过20个字符')
    const g = await s.post('/yqc/api/v1/monitor/group/create', { name: ' 合作方 ' }, { token: me })
    expect(keys(g.body.data)).toEqual(['count', 'createdAt', 'id', 'isDefault', 'name'])
    expect(g.body.data).toMatchObject({ name: '合作方', isDefault: false, count: 0 })
    const def = (await s.get('/yqc/api/v1/monitor/group/list', undefined, { token: me })).body.data.list[0]
    expect((await s.post('/yqc/api/v1/monitor/group/rename', { id: def.id, name: '新名' }, { token: me })).body.msg).toBe(
      '默认分组不能修改',
    )
  })

  test('notification settings, templates and subscribe', async () => {
    const me = await codeLogin(s, freshPhone())
    const cur = await s.get('/msg/api/v1/notify/setting', undefined, { token: me })
    expect(cur.body.data).toEqual({
      pushEnabled: true,
      levels: ['high', 'warn', 'info'],
      dimensions: null,
      quietEnabled: false,
      quietStart: '22:00',
      quietEnd: '08:00',
      digestEnabled: true,
      digestTime: '09:00',
      subscribed: false,
    })
    const saved = await s.post(
      '/msg/api/v1/notify/setting',
      { pushEnabled: 0, quietEnabled: true, quietStart: '23:30', dimensions: ['executor'], levels: ['high', 'warn'] },
      { token: me },
    )
    expect(saved.body.data).toMatchObject({
      pushEnabled: false,
      quietEnabled: true,
      quietStart: '23:30',
      quietEnd: '08:00',
      dimensions: ['executor'],
      levels: ['high', 'warn'],
    })
    const bad = await s.post('/msg/api/v1/notify/setting', { quietEnd: '8:00' }, { token: me })
    expect(bad.body).toMatchObject({ code: '4000', msg: '免打扰结束时间须为 HH:mm 格式' })
    expect((await s.post('/msg/api/v1/notify/setting', { pushEnabled: 'yes' }, { token: me })).body.msg).toBe('推送开关取值无效')

    const t = await s.get('/msg/api/v1/notify/templates', undefined, { token: me })
    expect(t.body.data).toEqual({ templateIds: ['yqc-local-monitor-template'] })
    const sub = await s.post(
      '/msg/api/v1/notify/subscribe',
      { templateIds: t.body.data.templateIds, accepted: t.body.data.templateIds },
      { token: me },
    )
    expect(sub.body.data).toEqual({ subscribed: true, remaining: 1 })
    const unknown = await s.post('/msg/api/v1/notify/subscribe', { templateIds: ['x'], accepted: ['x'] }, { token: me })
    expect(unknown.body.msg).toBe('未知的订阅消息模板')
    expectChinese(unknown.body.msg)
  })
})
