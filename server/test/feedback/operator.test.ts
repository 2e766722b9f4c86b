/**
 * The operator's side of feedback, through the admin API and through the command on the same database file: only the
 * admin role (or the feedback permission) may use the API; replies move the status and tell the user; accepting a
 * correction changes the company's data (seen through the company and dimension endpoints) with the old value and the
 * source recorded, all or nothing; bad values and second outcomes are refused in Chinese and change nothing.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { runFeedbackCli } from '../../src/feedback/cli'
import { P, signedInAdmin } from './helpers'

let s: TestServer
let a: SignedIn
let b: SignedIn
let admin: SignedIn
let company: { id: number; pid: string; name: string; legal_person: string; established: string }
let mark: { id: number; title: string; company_id: number }
let dbFile: string

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 9 }) })
  // the command works on the store the server uses
  dbFile = s.pg?.url ?? path.join(s.dir, 'app.db')
  a = await signedInUser(s)
  b = await signedInUser(s)
  admin = await signedInAdmin(s)
  mark = (await s.sql
    .prepare("SELECT id, title, company_id FROM records WHERE dimension = 'trademark' ORDER BY id LIMIT 1")
    .get()) as typeof mark
  company = (await s.sql
    .prepare('SELECT id, pid, name, legal_person, established FROM companies WHERE id = ?')
    .get(mark.company_id)) as typeof company
}, 60_000)
afterAll(async () => s.close())

const submit = async (u: SignedIn, body: Record<string, unknown>) => {
  const r = (await s.post(P.submit, body, { token: u.token })).body
  if (r.code !== '0000') throw new Error(r.msg)
  return r.data.id as number
}
const correction = (extra: Record<string, unknown> = {}) =>
  submit(a, { kind: 'correction', content: '这里的信息不对', pid: company.pid, target: 'basic', expected: '见营业执照', ...extra })
const adminPost = (p: string, body: Record<string, unknown>, u = admin) => s.post(p, body, { token: u.token })
const header = async () => (await s.get('/yqc/api/v1/business/header', { pid: company.pid })).body.data
const cli = async (...args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  const code = await runFeedbackCli([...args, '--db', dbFile, '--now', String(s.clock.ms)], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('the admin API', () => {
  it('refuses anyone without the admin role or the feedback permission', async () => {
    const id = await correction()
    const calls = [
      s.get(P.adminList, {}, { token: b.token }),
      s.get(P.adminDetail, { id }, { token: b.token }),
      adminPost(P.adminReply, { id, status: 'processing', text: '处理中' }, b),
      adminPost(P.adminAccept, { id, field: 'legalPerson', value: '李四', source: '营业执照', text: '已更正' }, b),
      adminPost(P.adminReject, { id, text: '不予采纳' }, b),
    ]
    for (const r of await Promise.all(calls)) {
      expect({ status: r.status, code: r.body.code, data: r.body.data }).toEqual({ status: 401, code: '4031', data: null })
      expectChinese(r.body.msg)
    }
    expect((await s.get(P.adminList)).body.code).toBe('4030')
    expect((await header()).legalPerson).toBe(company.legal_person)
    expect(await s.sql.prepare('SELECT status, reply FROM feedback WHERE id = ?').get(id)).toEqual({ status: 'pending', reply: '' })
  })

  it('lists every user’s feedback, the open ones oldest first, with the user', async () => {
    const own = await submit(b, { kind: 'suggestion', content: 'B 的建议内容，足够长了' })
    const all = (await s.get(P.adminList, { status: 'pending' }, { token: admin.token })).body.data
    expect(all.list.map((f: { id: number }) => f.id)).toContain(own)
    const ids = all.list.map((f: { id: number }) => f.id)
    expect([...ids].sort((x, y) => x - y)).toEqual(ids)
    expect(all.list.find((f: { id: number }) => f.id === own).userId).toBe(b.userId)
    const d = (await s.get(P.adminDetail, { id: own }, { token: admin.token })).body.data
    expect(d).toMatchObject({ id: own, userId: b.userId, kind: 'suggestion' })
  })

  it('replies: 处理中 then 已处理, never back', async () => {
    const id = await correction({ field: 'phone' })
    s.clock.advance(60)
    expect((await adminPost(P.adminReply, { id, status: 'processing', text: '正在核实' })).body.data.status).toBe('processing')
    s.clock.advance(60)
    const done = (await adminPost(P.adminReply, { id, status: 'resolved', text: '已核实，电话已由企业更新' })).body.data
    expect(done).toMatchObject({ status: 'resolved', outcome: '', reply: { text: '已核实，电话已由企业更新', at: s.clock.ms } })
    expect(done.timeline.map((e: { title: string }) => e.title)).toEqual(['已提交', '处理中', '已处理'])
    const back = await adminPost(P.adminReply, { id, status: 'processing', text: '再看看' })
    expect(back.body).toMatchObject({ code: '4000', msg: '该反馈已处理，不能改回处理中' })
    expect(await s.sql.prepare('SELECT status FROM feedback WHERE id = ?').get(id)).toEqual({ status: 'resolved' })
  })

  it('accepts a correction: the company’s field changes, with the old value and the source, and the user is told', async () => {
    const id = await correction({ field: 'legalPerson', expected: '法定代表人应为李四' })
    s.clock.advance(60)
    const r = await adminPost(P.adminAccept, {
      id,
      field: 'legalPerson',
      value: '李四',
      source: '国家企业信用信息公示系统 2026-11-01 核实',
      text: '感谢指正，法定代表人已更正为李四',
    })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ status: 'resolved', outcome: 'accepted', unread: true })
    expect(r.body.data.changes).toEqual([
      {
        target: 'basic',
        targetLabel: '工商信息',
        field: 'legalPerson',
        fieldLabel: '法定代表人',
        recordId: 0,
        recordTitle: '',
        oldValue: company.legal_person,
        newValue: '李四',
        source: '国家企业信用信息公示系统 2026-11-01 核实',
        at: s.clock.ms,
      },
    ])
    expect((await header()).legalPerson).toBe('李四')
    // the name index follows: the company is found by its new legal representative
    const hits = (await s.get('/search/api/v1/middle/entPersonSearch', { keyword: '李四' })).body.data.list
    expect(hits.map((h: { pid: string }) => h.pid)).toContain(company.pid)
    const mine = (await s.get(P.detail, { id }, { token: a.token })).body.data
    expect(mine.changes[0]).toMatchObject({ oldValue: company.legal_person, newValue: '李四' })
    expect(mine.timeline.map((e: { title: string }) => e.title)).toEqual(['已提交', '已处理 · 已采纳'])
    // a second outcome is refused
    const again = await adminPost(P.adminAccept, { id, field: 'legalPerson', value: '王五', source: '来源', text: '再改' })
    expect(again.body).toMatchObject({ code: '4000', msg: '该反馈已处理（已采纳），不能再次处理' })
    expect((await adminPost(P.adminReject, { id, text: '不予采纳' })).body.code).toBe('4000')
    expect((await header()).legalPerson).toBe('李四')
  })

  it('accepts a record’s field: the dimension list shows the corrected value', async () => {
    const id = await submit(a, {
      kind: 'correction',
      content: '代理机构名称有误',
      pid: company.pid,
      target: 'trademark',
      field: 'agency',
      recordId: mark.id,
      expected: '应为杭州某某知识产权代理有限公司',
    })
    const r = await adminPost(P.adminAccept, {
      id,
      field: 'agency',
      value: '杭州某某知识产权代理有限公司',
      source: '商标局公告第 1900 期',
      text: '已更正代理机构',
    })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.changes[0]).toMatchObject({ recordId: mark.id, recordTitle: mark.title, fieldLabel: '代理机构' })
    const list = (await s.get('/yqc/api/v1/dimension/list', { dimension: 'trademark', pid: company.pid, pageSize: 50 })).body.data.list
    expect(list.find((x: { id: number }) => x.id === mark.id).fields.agency).toBe('杭州某某知识产权代理有限公司')
  })

  it('refuses a value the field cannot take, a field that cannot be written, and non-corrections; nothing changes', async () => {
    const id = await correction({ field: 'established' })
    const suggestion = await submit(a, { kind: 'suggestion', content: '这条建议的内容已经足够长了' })
    const before = { corrections: await count(s.sql, 'data_corrections'), header: await header() }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ id, field: 'established', value: '2020-13-01', source: '执照', text: '已改' }, '成立日期应为有效日期，格式 yyyy-mm-dd'],
      [{ id, field: 'regCapital', value: '很多', source: '执照', text: '已改' }, '注册资本（万元）应为不小于 0 的数字（万元）'],
      [{ id, field: 'status', value: '营业中', source: '执照', text: '已改' }, '经营状态应为存续、在业、注销、吊销、迁出、停业、清算之一'],
      [{ id, field: 'name', value: '   ', source: '执照', text: '已改' }, '企业名称不能为空'],
      [{ id, field: 'creditCode', value: '123', source: '执照', text: '已改' }, '统一社会信用代码不正确'],
      [{ id, field: 'other', value: 'x', source: '执照', text: '已改' }, '工商信息没有可更正的字段“other”'],
      [{ id, field: 'legalPerson', value: '李四', source: '   ', text: '已改' }, '请说明更正来源'],
      [{ id: suggestion, field: 'name', value: 'x', source: '执照', text: '已改' }, '只有数据纠错可以采纳并更正数据'],
    ]
    for (const [body, msg] of cases) {
      const r = (await adminPost(P.adminAccept, body)).body
      expect({ code: r.code, msg: r.msg.slice(0, msg.length) }).toEqual({ code: '4000', msg })
    }
    expect((await adminPost(P.adminAccept, { id: 999999, field: 'name', value: 'x', source: 's', text: 't' })).body.code).toBe('4040')
    expect(await count(s.sql, 'data_corrections')).toBe(before.corrections)
    expect(await header()).toEqual(before.header)
    expect(await s.sql.prepare('SELECT status, outcome FROM feedback WHERE id = ?').get(id)).toEqual({ status: 'pending', outcome: '' })
  })

  it('rejects with the reason', async () => {
    const id = await correction({ field: 'address' })
    const r = (await adminPost(P.adminReject, { id, text: '经核实，当前地址与登记信息一致' })).body.data
    expect(r).toMatchObject({ status: 'resolved', outcome: 'rejected', reply: { text: '经核实，当前地址与登记信息一致' } })
    expect(r.timeline.at(-1).title).toBe('已处理 · 未采纳')
    expect((await adminPost(P.adminAccept, { id, field: 'address', value: '新地址', source: 's', text: 't' })).body.code).toBe('4000')
  })
})

describe('the operator’s command on the server’s database file', () => {
  it('lists the open feedback and shows one with the fields it may correct', async () => {
    const id = await correction({ field: 'established', content: '成立日期显示错误，请核实' })
    const list = await cli('list', '--status', '待处理')
    expect(list.code).toBe(0)
    expect(list.out).toMatch(/^共 \d+ 条待处理反馈/)
    expect(list.out).toContain(`#${id}  待处理  数据纠错`)
    expect(list.out).toContain(`${company.name} · 成立日期显示错误，请核实`)
    const shown = await cli('show', String(id))
    expect(shown.code).toBe(0)
    expect(shown.out).toContain(`反馈 #${id}  数据纠错  待处理`)
    expect(shown.out).toContain(`企业：${company.name}（${company.pid}）`)
    expect(shown.out).toContain(`established（成立日期）= ${company.established}`)
  })

  it('replies, accepts and rejects; the company profile shows the corrected value', async () => {
    const id = await correction({ field: 'established' })
    const replied = await cli('reply', String(id), '--status', '处理中', '--text', '正在向登记机关核实')
    expect(replied.code).toBe(0)
    expect(replied.out).toContain(`已回复反馈 #${id}，状态：处理中`)
    const accepted = await cli(
      'accept',
      String(id),
      '--field',
      'established',
      '--value',
      '2011-05-20',
      '--source',
      '营业执照副本',
      '--text',
      '成立日期已更正',
    )
    expect(accepted.err).toBe('')
    expect(accepted.code).toBe(0)
    expect(accepted.out).toContain(`已采纳纠错 #${id}：成立日期 ${company.established} → 2011-05-20`)
    expect((await header()).established).toBe('2011-05-20')
    const mine = (await s.get(P.detail, { id }, { token: a.token })).body.data
    expect(mine).toMatchObject({ status: 'resolved', outcome: 'accepted', unread: true, reply: { text: '成立日期已更正' } })
    expect(mine.changes[0]).toMatchObject({
      field: 'established',
      oldValue: company.established,
      newValue: '2011-05-20',
      source: '营业执照副本',
    })
    expect(await s.sql.prepare('SELECT corrected_by FROM data_corrections WHERE feedback_id = ?').get(id)).toEqual({
      corrected_by: expect.stringMatching(/^cli:/),
    })

    const other = await correction({ field: 'website' })
    const rejected = await cli('reject', String(other), '--text', '官网信息与企业公示一致')
    expect(rejected.code).toBe(0)
    expect(await s.sql.prepare('SELECT outcome FROM feedback WHERE id = ?').get(other)).toEqual({ outcome: 'rejected' })
  })

  it('accepts a record named by --record when the user named none', async () => {
    const id = await submit(a, { kind: 'correction', content: '商标名称写错了', pid: company.pid, target: 'trademark', expected: '见公告' })
    const noRecord = await cli('accept', String(id), '--field', 'title', '--value', '新商标名', '--source', '公告', '--text', '已改')
    expect(noRecord).toMatchObject({ code: 1, err: '请指定要更正的记录' })
    const ok = await cli(
      'accept',
      String(id),
      '--field',
      'title',
      '--value',
      '新商标名',
      '--source',
      '公告',
      '--text',
      '已改',
      '--record',
      String(mark.id),
    )
    expect(ok.code).toBe(0)
    const r = (await s.get('/yqc/api/v1/dimension/detail', { id: mark.id })).body.data
    expect(r.title).toBe('新商标名')
  })

  it('explains its usage and refuses bad commands in Chinese, changing nothing', async () => {
    const id = await correction()
    const before = await count(s.sql, 'feedback_events')
    expect((await cli('fly')).code).toBe(2)
    expect((await cli('show', 'abc')).err).toContain('反馈编号应为正整数')
    expect((await cli('reply', String(id), '--status', '已关闭', '--text', 'x')).err).toContain('--status 应为 处理中 或 已处理')
    expect((await cli('reply', String(id), '--status', '处理中')).err).toContain('请用 --text 给出回复内容')
    expect((await cli('accept', String(id), '--field', 'name', '--source', 's', '--text', 't')).err).toContain(
      '请用 --value 给出更正后的值',
    )
    expect(await cli('show', '999999')).toMatchObject({ code: 1, err: '反馈不存在' })
    expect(await count(s.sql, 'feedback_events')).toBe(before)
  })

  it('runs as `npm run feedback` does, reading DATABASE (or DATABASE_URL)', async () => {
    const tsx = path.join(__dirname, '../../../node_modules/.bin/tsx')
    const r = spawnSync(tsx, [path.join(__dirname, '../../src/feedback/cli.ts'), 'list', '--json'], {
      env: { ...process.env, ...(s.pg ? { DATABASE_URL: dbFile } : { DATABASE: dbFile }) },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(r.status).toBe(0)
    const answer = JSON.parse(r.stdout.trim().split('\n').pop()!)
    expect(answer.total).toBe(await count(s.sql, 'feedback'))
  }, 60_000)
})
