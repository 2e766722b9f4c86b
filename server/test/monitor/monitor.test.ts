import WebSocket from 'ws'
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed, generateFeed } from '../../src/monitor/feed'
import { runDigest } from '../../src/monitor/digest'
import { LocalSubscribeProvider } from '../../src/providers/subscribe'

let s: TestServer
beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 600, seed: 11 }) })
}, 120_000)
afterAll(async () => s.close())

const pidAt = async (n: number) =>
  ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 1 OFFSET ?').get(n)) as { pid: string }).pid
const feedLine = (o: Record<string, unknown>) => JSON.stringify(o)

describe('monitor', () => {
  test('feed → dynamics → messages, idempotent, read and unread counts', async () => {
    const token = await codeLogin(s, freshPhone())
    const pid = await pidAt(3)
    const add = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token })
    expect(add.body.code).toBe('0000')
    expect(add.body.data.groupName).toBe('默认分组')
    const again = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token })
    expect(again.body.code).toBe('4090')

    const feed = [
      feedLine({
        type: 'record',
        dimension: 'dishonestExecutor',
        pid,
        date: '2026-10-30',
        title: '某某与本公司借款合同纠纷',
        refNo: '（2026）粤03执1号',
        amount: 120,
        status: '全部未履行',
      }),
      feedLine({ type: 'change', pid, field: '注册资本', before: '1000', after: '500', date: '2026-10-31' }),
      feedLine({ type: 'record', dimension: 'patent', pid: await pidAt(4), date: '2026-10-31', title: '一种方法', refNo: 'CN1' }),
    ].join('\n')
    const r1 = await applyFeed(s.sql, feed, s.clock.ms)
    expect(r1.ok).toBe(true)
    expect(r1.dynamics).toBe(3)
    expect(r1.messages).toBe(2)
    const r2 = await applyFeed(s.sql, feed, s.clock.ms)
    expect(r2.dynamics).toBe(0)
    expect(r2.messages).toBe(0)
    expect(r2.counts.unchanged).toBe(3)

    const list = await s.get('/msg/api/v1/message/list', { pageNum: 1, pageSize: 20 }, { token })
    expect(list.body.data.total).toBe(2)
    expect(list.body.data.unread).toBe(2)
    const capital = list.body.data.list.find((m: any) => m.dynamic.dimension === 'regCapital')
    expect(capital.dynamic.level).toBe('high')
    expect(capital.dynamic.content).toContain('1000万人民币')
    const high = await s.get('/yqc/api/v1/monitor/dynamics', { level: 'high', range: '7d' }, { token })
    expect(high.body.data.total).toBe(2)

    const read = await s.post('/msg/api/v1/message/read', { id: capital.id }, { token })
    expect(read.body.data.count).toBe(1)
    const detail = await s.get(
      '/yqc/api/v1/monitor/dynamic/detail',
      { id: list.body.data.list.find((m: any) => m.dynamic.dimension === 'dishonestExecutor').dynamicId },
      { token },
    )
    expect(detail.body.data.record.refNo).toBe('（2026）粤03执1号')
    expect(detail.body.data.explanation).toContain('高风险')
    const unread = await s.get('/msg/api/v1/message/unreadCount', undefined, { token })
    expect(unread.body.data.count).toBe(0)
    const trend = await s.get('/msg/api/v1/message/trend', { unit: 'day', range: '7d' }, { token })
    expect(trend.body.data.points).toHaveLength(7)
    expect(trend.body.data.total).toBe(2)
  })

  test('dimension choices are respected', async () => {
    const token = await codeLogin(s, freshPhone())
    const pid = await pidAt(10)
    const bad = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid, dimensions: ['nope'] }, { token })
    expect(bad.body.code).toBe('4000')
    expect(bad.body.msg).toBe('未知的监控维度 nope')
    await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid, dimensions: ['regLegalPerson'] }, { token })
    const r = await applyFeed(
      s.sql,
      [
        feedLine({ type: 'record', dimension: 'caseFiling', pid, date: '2026-10-31', title: '立案', refNo: 'X1' }),
        feedLine({ type: 'change', pid, field: '法定代表人', before: '甲', after: '乙', date: '2026-10-31' }),
      ].join('\n'),
      s.clock.ms,
    )
    expect(r.dynamics).toBe(2)
    const list = await s.get('/msg/api/v1/message/list', {}, { token })
    expect(list.body.data.list.map((m: any) => m.dynamic.dimension)).toEqual(['regLegalPerson'])
  })

  test('groups: create, rename, move, delete', async () => {
    const token = await codeLogin(s, freshPhone())
    const m = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: await pidAt(20) }, { token })
    const g = await s.post('/yqc/api/v1/monitor/group/create', { name: '供应商' }, { token })
    expect(g.body.data.name).toBe('供应商')
    expect((await s.post('/yqc/api/v1/monitor/group/create', { name: '供应商' }, { token })).body.code).toBe('4090')
    expect((await s.post('/yqc/api/v1/monitor/group/rename', { id: g.body.data.id, name: '重点供应商' }, { token })).body.data.name).toBe(
      '重点供应商',
    )
    expect(
      (await s.post('/yqc/api/v1/monitor/group/move', { ids: [m.body.data.id], groupId: g.body.data.id }, { token })).body.data.moved,
    ).toBe(1)
    const inGroup = await s.get('/yqc/api/v1/monitor/list', { groupId: g.body.data.id }, { token })
    expect(inGroup.body.data.total).toBe(1)
    expect((await s.post('/yqc/api/v1/monitor/group/delete', { id: g.body.data.id }, { token })).body.data.moved).toBe(1)
    const groups = await s.get('/yqc/api/v1/monitor/group/list', undefined, { token })
    expect(groups.body.data.list).toHaveLength(1)
    expect(groups.body.data.list[0]).toMatchObject({ isDefault: true, count: 1 })
    const def = groups.body.data.list[0].id
    expect((await s.post('/yqc/api/v1/monitor/group/delete', { id: def }, { token })).body.msg).toBe('默认分组不能删除')
  })

  test('the limit of a free user is 20', async () => {
    const token = await codeLogin(s, freshPhone())
    for (let i = 0; i < 20; i++)
      expect((await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: await pidAt(100 + i) }, { token })).body.code).toBe(
        '0000',
      )
    const over = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: await pidAt(130) }, { token })
    expect(over.status).toBe(429)
    expect(over.body.code).toBe('4291')
    expect(over.body.msg).toBe('监控数量已达上限（20个），升级会员可监控更多')
    const list = await s.get('/yqc/api/v1/monitor/list', {}, { token })
    expect(list.body.data.quota).toEqual({ memberLevel: 0, used: 20, limit: 20 })
  })

  test('WebSocket push reaches a connected client; generated feed is idempotent', async () => {
    const token = await codeLogin(s, freshPhone())
    const pid = await pidAt(40)
    await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token })
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/msg/ws?token=${token}`)
    const frames: any[] = []
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (d) => {
        frames.push(JSON.parse(String(d)))
        resolve()
      })
      ws.on('error', reject)
    })
    expect(frames[0]).toEqual({ type: 'unread', count: 0 })
    await applyFeed(
      s.sql,
      feedLine({ type: 'record', dimension: 'executor', pid, date: '2026-10-31', title: '被执行', refNo: 'WS1', amount: 10 }),
      s.clock.ms,
    )
    await s.app.monitor.hub.dispatch()
    await new Promise((r) => setTimeout(r, 100))
    const msg = frames.find((f) => f.type === 'message')
    expect(msg.data.dynamic.title).toBe('新增被执行人')
    expect(msg.count).toBe(1)
    ws.close()

    const text = await generateFeed(s.sql, { days: 3, end: '2026-11-01', perDay: 60 })
    const a = await applyFeed(s.sql, text, s.clock.ms)
    expect(a.ok).toBe(true)
    expect(a.dynamics).toBeGreaterThan(0)
    const b = await applyFeed(s.sql, text, s.clock.ms)
    expect(b.dynamics).toBe(0)
    expect(b.messages).toBe(0)
  })

  test('daily digest at the user time, once a day, with an injected clock', async () => {
    const token = await codeLogin(s, freshPhone())
    const pid = await pidAt(50)
    await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token })
    await s.post('/msg/api/v1/notify/setting', { digestTime: '09:30' }, { token })
    expect((await s.post('/msg/api/v1/notify/setting', { digestTime: '25:00' }, { token })).body.code).toBe('4000')
    await s.post(
      '/msg/api/v1/notify/subscribe',
      { templateIds: ['yqc-local-monitor-template'], accepted: ['yqc-local-monitor-template'] },
      { token },
    )
    await applyFeed(
      s.sql,
      feedLine({ type: 'record', dimension: 'adminPenalty', pid, date: '2026-10-31', title: '处罚', refNo: 'DG1' }),
      s.clock.ms,
    )
    const provider = new LocalSubscribeProvider(s.app.sql, () => s.clock.ms)
    const early = Date.UTC(2026, 10, 2, 1, 0) // 09:00 China
    const users = (await runDigest(s.app.sql, early, provider)).map((d) => d.userId)
    const me = (await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })).body.data.userId
    expect(users).not.toContain(me)
    const onTime = Date.UTC(2026, 10, 2, 1, 31)
    const digests = await runDigest(s.app.sql, onTime, provider)
    const mine = digests.find((d) => d.userId === me)!
    expect(mine.top.some((t) => t.includes('新增行政处罚'))).toBe(true)
    expect((await runDigest(s.app.sql, onTime + 60_000, provider)).find((d) => d.userId === me)).toBeUndefined()
    const sent = (await s.sql.prepare('SELECT data FROM subscribe_sends WHERE user_id = ?').all(me)) as Array<{ data: string }>
    expect(sent.some((r) => r.data.includes('监控日报'))).toBe(true)
  })
})
