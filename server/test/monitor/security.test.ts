/**
 * Monitoring security over real HTTP: the demo feed is an administrator's job run off the request path and absent
 * unless enabled; a push socket dies with its login; another user's monitoring ids answer 4040 and reveal nothing.
 */
import WebSocket from 'ws'
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'

const seed = (db: Parameters<typeof seedDemo>[0]) => seedDemo(db, { companies: 200, seed: 5 })
const pidAt = async (s: TestServer, n: number) =>
  ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 1 OFFSET ?').get(n)) as { pid: string }).pid
const rows = async (s: TestServer, table: string) => ((await s.sql.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()) as { n: number }).n
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A signed-in administrator: the account gets the admin role, then signs in again for a token carrying it. */
async function adminToken(s: TestServer): Promise<string> {
  const phone = freshPhone('1362')
  await codeLogin(s, phone)
  await s.sql.prepare(`UPDATE users SET roles = '["admin"]' WHERE phone = ?`).run(phone)
  return codeLogin(s, phone)
}

describe('demo feed on demand', () => {
  describe('FEED_RUN_ENABLED unset', () => {
    let s: TestServer
    beforeAll(async () => {
      s = await startServer()
    })
    afterAll(async () => s.close())

    test('both paths answer 4040 接口不存在, even to an administrator', async () => {
      const token = await adminToken(s)
      const run = await s.post('/yqc/api/v1/monitor/feed/run', { days: 1 }, { token })
      expect(run.status).toBe(404)
      expect(run.body).toMatchObject({ code: '4040', msg: '接口不存在' })
      const status = await s.get('/yqc/api/v1/monitor/feed/status', { id: 'x' }, { token })
      expect(status.body).toMatchObject({ code: '4040', msg: '接口不存在' })
    })
  })

  describe('FEED_RUN_ENABLED=1', () => {
    let s: TestServer
    beforeAll(async () => {
      s = await startServer({ seed, config: { feedRunEnabled: true } })
    }, 60_000)
    afterAll(async () => s.close())

    test('without a login → 4030; an ordinary user → 4031 and nothing is written', async () => {
      expect((await s.post('/yqc/api/v1/monitor/feed/run', { days: 1 })).body.code).toBe('4030')
      const token = await codeLogin(s, freshPhone())
      const before = await rows(s, 'dynamics')
      const r = await s.post('/yqc/api/v1/monitor/feed/run', { days: 1, perDay: 50 }, { token })
      expect(r.body.code).toBe('4031')
      expect((await s.get('/yqc/api/v1/monitor/feed/status', { id: 'x' }, { token })).body.code).toBe('4031')
      await sleep(300)
      expect(await rows(s, 'dynamics')).toBe(before)
    })

    test('bounded: at most 7 days and 1000 lines a day', async () => {
      const token = await adminToken(s)
      const days = await s.post('/yqc/api/v1/monitor/feed/run', { days: 8 }, { token })
      expect(days.body).toMatchObject({ code: '4000', msg: '天数必须在1到7之间' })
      const perDay = await s.post('/yqc/api/v1/monitor/feed/run', { perDay: 1001 }, { token })
      expect(perDay.body).toMatchObject({ code: '4000', msg: '每天条数必须在1到1000之间' })
    })

    test('an administrator: answered at once with a job, which runs in another process and reports its counts', async () => {
      const token = await adminToken(s)
      const before = await rows(s, 'dynamics')
      const started = Date.now()
      const run = await s.post('/yqc/api/v1/monitor/feed/run', { days: 2, perDay: 80 }, { token })
      expect(Date.now() - started).toBeLessThan(1000)
      expect(run.body.code).toBe('0000')
      expect(run.body.data).toMatchObject({ status: 'running', days: 2, perDay: 80, end: '2026-11-01', lines: null })
      const id = run.body.data.id as string
      // one job at a time
      expect((await s.post('/yqc/api/v1/monitor/feed/run', { days: 1 }, { token })).body.code).toBe('4090')

      let job = run.body.data
      for (let i = 0; i < 300 && job.status === 'running'; i++) {
        await sleep(200)
        const r = await s.get('/yqc/api/v1/monitor/feed/status', { id }, { token })
        expect(r.body.code).toBe('0000')
        job = r.body.data
      }
      expect(job).toMatchObject({ id, status: 'done', error: null })
      expect(job.lines).toBeGreaterThan(100)
      expect(job.dynamics).toBeGreaterThan(0)
      expect(job.finishedAt).toBeGreaterThanOrEqual(job.startedAt)
      expect(await rows(s, 'dynamics')).toBe(before + job.dynamics)

      expect((await s.get('/yqc/api/v1/monitor/feed/status', { id: 'no-such-job' }, { token })).body.code).toBe('4040')
    }, 90_000)
  })
})

describe('push socket and ownership', () => {
  let s: TestServer
  beforeAll(async () => {
    s = await startServer({ seed })
  }, 60_000)
  afterAll(async () => s.close())

  /** Opens the push socket and records its frames and how it closed. */
  async function openSocket(token: string) {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/msg/ws?token=${token}`)
    const frames: any[] = []
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (d) => {
        frames.push(JSON.parse(String(d)))
        resolve()
      })
      ws.on('error', reject)
    })
    return { ws, frames, closed }
  }
  const within = <T>(p: Promise<T>, ms = 3000) => Promise.race([p, sleep(ms).then(() => 'timeout' as const)])
  let ref = 0
  const newRecord = async (pid: string) => {
    ref += 1
    await applyFeed(
      s.sql,
      JSON.stringify({ type: 'record', dimension: 'executor', pid, date: '2026-10-31', title: '被执行', refNo: `SEC${ref}`, amount: 10 }),
      s.clock.ms,
    )
  }

  test('after logout the socket is closed with 4030 at the next dispatch and gets no message', async () => {
    const token = await codeLogin(s, freshPhone())
    const pid = await pidAt(s, 10)
    await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token })
    const sock = await openSocket(token)
    expect(sock.frames[0]).toEqual({ type: 'unread', count: 0 })

    expect((await s.post('/sso/logout', {}, { token })).body.code).toBe('0000')
    await newRecord(pid)
    await s.app.monitor.hub.dispatch()
    expect(await within(sock.closed)).toBe(4030)
    expect(sock.frames.filter((f) => f.type === 'message')).toEqual([])
  })

  test('a newer login on another device closes the older login’s socket; the newer one gets the message', async () => {
    const phone = freshPhone()
    const first = await codeLogin(s, phone, 'dev-a')
    const pid = await pidAt(s, 11)
    await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token: first })
    const old = await openSocket(first)
    const second = await codeLogin(s, phone, 'dev-b')
    const fresh = await openSocket(second)
    await newRecord(pid)
    await s.app.monitor.hub.dispatch()
    expect(await within(old.closed)).toBe(4030)
    expect(old.frames.filter((f) => f.type === 'message')).toEqual([])
    await sleep(100)
    expect(fresh.frames.filter((f) => f.type === 'message')).toHaveLength(1)
    fresh.ws.close()
  })

  test('hub.dropSession closes a login’s sockets at once; a bad token is refused with 4401', async () => {
    const token = await codeLogin(s, freshPhone())
    const sock = await openSocket(token)
    const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string
    expect(s.app.monitor.hub.dropSession(jti)).toBe(1)
    expect(await within(sock.closed)).toBe(4030)

    const bad = new WebSocket(`${s.url.replace('http', 'ws')}/api/msg/ws?token=nope`)
    expect(await within(new Promise<number>((resolve) => bad.on('close', (code) => resolve(code))))).toBe(4401)
  })

  test("another user's group, target, message, setting and dynamic answer 4040 like ids that do not exist", async () => {
    const owner = await codeLogin(s, freshPhone())
    const other = await codeLogin(s, freshPhone())
    const pid = await pidAt(s, 12)
    const group = (await s.post('/yqc/api/v1/monitor/group/create', { name: '客户' }, { token: owner })).body.data.id as number
    const target = (await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid, groupId: group }, { token: owner })).body.data
      .id as number
    await newRecord(pid)
    const msg = (await s.get('/msg/api/v1/message/list', {}, { token: owner })).body.data.list[0]
    expect(msg).toBeDefined()
    const otherGroup = (await s.get('/yqc/api/v1/monitor/group/list', undefined, { token: other })).body.data.list[0].id as number
    const missing = 2 ** 31 - 1

    const cases: Array<[string, (id: number) => Promise<any>, number]> = [
      ['group rename', (id) => s.post('/yqc/api/v1/monitor/group/rename', { id, name: '改名' }, { token: other }), group],
      ['group delete', (id) => s.post('/yqc/api/v1/monitor/group/delete', { id }, { token: other }), group],
      ['group move into', (id) => s.post('/yqc/api/v1/monitor/group/move', { ids: [missing], groupId: id }, { token: other }), group],
      [
        'group move of targets',
        (id) => s.post('/yqc/api/v1/monitor/group/move', { ids: [id], groupId: otherGroup }, { token: other }),
        target,
      ],
      ['list by group', (id) => s.get('/yqc/api/v1/monitor/list', { groupId: id }, { token: other }), group],
      ['dynamics by group', (id) => s.get('/yqc/api/v1/monitor/dynamics', { groupId: id }, { token: other }), group],
      ['messages by group', (id) => s.get('/msg/api/v1/message/list', { groupId: id }, { token: other }), group],
      ['read all of a group', (id) => s.post('/msg/api/v1/message/readAll', { groupId: id }, { token: other }), group],
      ['trend of a group', (id) => s.get('/msg/api/v1/message/trend', { groupId: id }, { token: other }), group],
      [
        'add into a group',
        (id) => s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid, groupId: id }, { token: other }),
        group,
      ],
      ['target detail', (id) => s.get('/yqc/api/v1/monitor/detail', { id }, { token: other }), target],
      ['target remove', (id) => s.post('/yqc/api/v1/monitor/remove', { ids: [id] }, { token: other }), target],
      ['target setting', (id) => s.get('/yqc/api/v1/monitor/targetSetting', { id }, { token: other }), target],
      [
        'target setting save',
        (id) => s.post('/yqc/api/v1/monitor/targetSetting', { id, dimensions: ['regCapital'] }, { token: other }),
        target,
      ],
      ['message read', (id) => s.post('/msg/api/v1/message/read', { id }, { token: other }), msg.id],
      ['dynamic detail', (id) => s.get('/yqc/api/v1/monitor/dynamic/detail', { id }, { token: other }), msg.dynamicId],
      ['dynamic share', (id) => s.get('/yqc/api/v1/monitor/dynamic/share', { id }, { token: other }), msg.dynamicId],
    ]
    for (const [name, call, id] of cases) {
      const theirs = await call(id)
      const none = await call(missing)
      expect({ name, status: theirs.status, code: theirs.body.code }).toEqual({ name, status: 404, code: '4040' })
      expect({ name, msg: theirs.body.msg, data: theirs.body.data }).toEqual({ name, msg: none.body.msg, data: none.body.data })
    }

    // nothing of the owner's changed
    const groups = (await s.get('/yqc/api/v1/monitor/group/list', undefined, { token: owner })).body.data.list
    expect(groups.find((g: any) => g.id === group)).toMatchObject({ name: '客户', count: 1 })
    const mine = (await s.get('/yqc/api/v1/monitor/targetSetting', { id: target }, { token: owner })).body.data
    expect(mine.dimensions).toBeNull()
    expect((await s.get('/msg/api/v1/message/unreadCount', undefined, { token: owner })).body.data.count).toBe(1)
  })
})
