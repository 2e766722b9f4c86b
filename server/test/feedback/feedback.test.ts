/**
 * Feedback over real HTTP: each kind filed with its own fields and the caller's own feedback images, bad input refused
 * in Chinese with nothing written, a user's feedback seen by nobody else, paging, the unread reply and its reading,
 * the daily limit.
 */
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { FEEDBACK_DAILY_MAX } from '../../../contract/domain/feedback'
import { P, signedInAdmin, uploadImage } from './helpers'

let s: TestServer
let a: SignedIn
let b: SignedIn
let admin: SignedIn
let company: { id: number; pid: string; name: string }
let other: { id: number; pid: string }
let mark: { id: number; title: string; company_id: number }

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 7 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  admin = await signedInAdmin(s)
  mark = (await s.sql
    .prepare("SELECT id, title, company_id FROM records WHERE dimension = 'trademark' ORDER BY id LIMIT 1")
    .get()) as typeof mark
  company = (await s.sql.prepare('SELECT id, pid, name FROM companies WHERE id = ?').get(mark.company_id)) as typeof company
  other = (await s.sql.prepare('SELECT id, pid FROM companies WHERE id <> ? ORDER BY id LIMIT 1').get(company.id)) as typeof other
}, 60_000)
afterAll(async () => s.close())

const submit = async (u: SignedIn, body: Record<string, unknown>) => (await s.post(P.submit, body, { token: u.token })).body
const detail = async (u: SignedIn, id: number) => (await s.get(P.detail, { id }, { token: u.token })).body
const rows = async () => await count(s.sql, 'feedback')

describe('filing each kind', () => {
  it('a suggestion with two images and a contact phone: listed, its images shown through signed addresses', async () => {
    const images = [await uploadImage(s, a), await uploadImage(s, a)]
    const r = await submit(a, {
      kind: 'suggestion',
      content: '希望企业详情页能增加导出 PDF 的功能\n第二行补充说明',
      images,
      contact: '13912345678',
    })
    expect(r.code).toBe('0000')
    expect(r.data.status).toBe('pending')
    const d = (await detail(a, r.data.id)).data
    expect(d).toMatchObject({ kind: 'suggestion', status: 'pending', outcome: '', contact: '13912345678', unread: false, changes: [] })
    expect(d.images.map((i: { id: string }) => i.id)).toEqual(images)
    expect(d.timeline).toHaveLength(1)
    expect(d.timeline[0]).toMatchObject({ status: 'pending', title: '已提交', at: s.clock.ms })
    expect(d.correction).toBeUndefined()
    expect(d.fault).toBeUndefined()
    // a signed, expiring address: it opens now, and not without its signature
    expect(d.images[0].url).toMatch(/^\/files\/[A-Za-z0-9_-]{24}\.png\?exp=\d+&sig=/)
    expect((await fetch(`${s.url}${d.images[0].url}`)).status).toBe(200)
    expect((await fetch(`${s.url}${d.images[0].url.split('?')[0]}`)).status).toBe(404)
    const list = (await s.get(P.list, {}, { token: a.token })).body.data
    expect(list.list[0]).toMatchObject({
      id: r.data.id,
      kind: 'suggestion',
      summary: '希望企业详情页能增加导出 PDF 的功能',
      companyName: '',
    })
  })

  it('a fault report carries the feature, the app version and the device', async () => {
    const r = await submit(a, {
      kind: 'fault',
      content: '点击风险扫描后页面一直转圈，无法显示结果',
      feature: 'risk',
      appVersion: '1.0.1',
      deviceBrand: 'Apple',
      deviceModel: 'iPhone 15',
      deviceSystem: 'iOS 17.2',
      devicePlatform: 'ios',
    })
    expect(r.code).toBe('0000')
    const d = (await detail(a, r.data.id)).data
    expect(d.fault).toEqual({
      feature: 'risk',
      featureLabel: '风险扫描',
      appVersion: '1.0.1',
      brand: 'Apple',
      model: 'iPhone 15',
      system: 'iOS 17.2',
      platform: 'ios',
    })
  })

  it('a correction of the registration data names the company, the field and what is right', async () => {
    const r = await submit(a, {
      kind: 'correction',
      content: '法定代表人已经变更，这里显示的是旧的',
      pid: company.pid,
      target: 'basic',
      field: 'legalPerson',
      expected: '法定代表人应为李四',
    })
    expect(r.code).toBe('0000')
    const d = (await detail(a, r.data.id)).data
    expect(d.correction).toEqual({
      pid: company.pid,
      companyName: company.name,
      target: 'basic',
      targetLabel: '工商信息',
      field: 'legalPerson',
      fieldLabel: '法定代表人',
      recordId: 0,
      recordTitle: '',
      expected: '法定代表人应为李四',
    })
    expect((await s.get(P.list, {}, { token: a.token })).body.data.list[0].companyName).toBe(company.name)
  })

  it('a correction of one record of a dimension names the record', async () => {
    const r = await submit(a, {
      kind: 'correction',
      content: '商标名称有错别字',
      pid: company.pid,
      target: 'trademark',
      field: 'title',
      recordId: mark.id,
      expected: '正确名称见商标公告',
    })
    expect(r.code).toBe('0000')
    expect((await detail(a, r.data.id)).data.correction).toMatchObject({
      target: 'trademark',
      targetLabel: '商标',
      field: 'title',
      fieldLabel: '商标名称',
      recordId: mark.id,
      recordTitle: mark.title,
    })
  })
})

describe('bad input', () => {
  it('is refused in Chinese and changes nothing', async () => {
    const before = await rows()
    const own = await uploadImage(s, a)
    const theirs = await uploadImage(s, b)
    const avatar = await uploadImage(s, a, 'avatar')
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ kind: 'suggestion', content: '太短了' }, '反馈内容不能少于10个字'],
      [{ kind: 'suggestion', content: '          ' }, '反馈内容不能少于10个字'],
      [{ kind: 'shop', content: '一二三四五六七八九十' }, '反馈类型取值无效'],
      [{ kind: 'suggestion', content: 'x'.repeat(501) }, '反馈内容不能超过500个字符'],
      [{ kind: 'suggestion', content: '一二三四五六七八九十', contact: '12345' }, '请输入正确的11位手机号'],
      [{ kind: 'suggestion', content: '一二三四五六七八九十', images: Array(7).fill(own) }, '图片最多6项'],
      [{ kind: 'suggestion', content: '一二三四五六七八九十', images: ['../etc/passwd'] }, '图片编号格式不正确'],
      [{ kind: 'suggestion', content: '一二三四五六七八九十', images: [theirs] }, '图片不存在或不是您上传的反馈图片，请重新上传'],
      [{ kind: 'suggestion', content: '一二三四五六七八九十', images: [avatar] }, '图片不存在或不是您上传的反馈图片，请重新上传'],
      [{ kind: 'suggestion', content: '一二三四五六七八九十', images: [own, own] }, '图片不能重复'],
      [{ kind: 'fault', content: '一二三四五六七八九十' }, '请选择出现异常的功能'],
      [{ kind: 'fault', content: '一二三四五六七八九十', feature: 'teleport' }, '异常功能取值无效'],
      [{ kind: 'correction', content: '数据有误哦', target: 'basic', expected: '对的' }, '请选择纠错企业'],
      [{ kind: 'correction', content: '数据有误哦', pid: 'no_such_company', target: 'basic', expected: '对的' }, '企业不存在', '4040'],
      [{ kind: 'correction', content: '数据有误哦', pid: company.pid, expected: '对的' }, '请选择纠错维度'],
      [{ kind: 'correction', content: '数据有误哦', pid: company.pid, target: 'weather', expected: '对的' }, '纠错维度不存在'],
      [
        { kind: 'correction', content: '数据有误哦', pid: company.pid, target: 'basic', field: 'color', expected: '对的' },
        '纠错字段不存在',
      ],
      [{ kind: 'correction', content: '数据有误哦', pid: company.pid, target: 'basic', field: 'name' }, '请填写正确的信息'],
      [
        { kind: 'correction', content: '数据有误哦', pid: company.pid, target: 'basic', recordId: mark.id, expected: '对的' },
        '工商信息纠错不能指定记录',
      ],
      [
        { kind: 'correction', content: '数据有误哦', pid: other.pid, target: 'trademark', recordId: mark.id, expected: '对的' },
        '所选记录不属于该企业的此维度',
      ],
      [
        { kind: 'correction', content: '数据有误哦', pid: company.pid, target: 'patent', recordId: mark.id, expected: '对的' },
        '所选记录不属于该企业的此维度',
      ],
    ]
    for (const [body, msg, code = '4000'] of cases) {
      const r = await submit(a, body)
      expect({ body, code: r.code, msg: r.msg }).toEqual({ body, code, msg })
      expectChinese(r.msg)
    }
    expect(await rows()).toBe(before)
    expect(await count(s.sql, 'feedback_images', 'upload_id = ?', own)).toBe(0)
  })

  it('an image serves one feedback only', async () => {
    const img = await uploadImage(s, a)
    expect((await submit(a, { kind: 'suggestion', content: '第一条反馈内容足够长了', images: [img] })).code).toBe('0000')
    const before = await rows()
    const again = await submit(a, { kind: 'suggestion', content: '第二条反馈内容也足够长了', images: [img] })
    expect(again).toMatchObject({ code: '4000', msg: '图片已用于其他反馈，请重新上传' })
    expect(await rows()).toBe(before)
  })

  it('needs a login', async () => {
    expect((await s.post(P.submit, { kind: 'suggestion', content: '一二三四五六七八九十' })).body.code).toBe('4030')
    expect((await s.get(P.list)).body.code).toBe('4030')
  })
})

describe('one user’s feedback', () => {
  it('is seen by nobody else: lists, details and reads of another user answer as if it did not exist', async () => {
    const mine = (await s.get(P.list, {}, { token: a.token })).body.data
    expect(mine.total).toBeGreaterThan(0)
    const id = mine.list[0].id
    const theirs = (await s.get(P.list, {}, { token: b.token })).body.data
    expect(theirs.total).toBe(0)
    const d = await s.get(P.detail, { id }, { token: b.token })
    expect({ status: d.status, code: d.body.code, data: d.body.data }).toEqual({ status: 404, code: '4040', data: null })
    expectChinese(d.body.msg)
    const read = await s.post(P.read, { id }, { token: b.token })
    expect(read.body.code).toBe('4040')
    expect((await s.get(P.detail, { id: 999999 }, { token: a.token })).body.code).toBe('4040')
    expect((await s.get(P.summary, {}, { token: b.token })).body.data).toEqual({ total: 0, unread: 0 })
  })

  it('is paged, newest first', async () => {
    const total = (await s.get(P.list, {}, { token: a.token })).body.data.total
    const p1 = (await s.get(P.list, { pageNum: 1, pageSize: 2 }, { token: a.token })).body.data
    const p2 = (await s.get(P.list, { pageNum: 2, pageSize: 2 }, { token: a.token })).body.data
    expect(p1).toMatchObject({ total, pageNum: 1, pageSize: 2 })
    expect(p1.list).toHaveLength(2)
    const ids = [...p1.list, ...p2.list].map((f: { id: number }) => f.id)
    expect([...ids].sort((x, y) => y - x)).toEqual(ids)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('shows an operator’s reply as unread until the user opens it', async () => {
    const id = (await submit(a, { kind: 'suggestion', content: '消息通知能否按企业分组显示' })).data.id
    s.clock.advance(60)
    const replied = await s.post(P.adminReply, { id, status: 'processing', text: '已转产品团队评估' }, { token: admin.token })
    expect(replied.body.code).toBe('0000')
    expect((await s.get(P.summary, {}, { token: a.token })).body.data.unread).toBe(1)
    const item = (await s.get(P.list, {}, { token: a.token })).body.data.list.find((f: { id: number }) => f.id === id)
    expect(item).toMatchObject({ status: 'processing', unread: true })
    const d = (await detail(a, id)).data
    expect(d.reply).toEqual({ text: '已转产品团队评估', at: s.clock.ms })
    expect(d.timeline.map((e: { title: string }) => e.title)).toEqual(['已提交', '处理中'])
    const read = await s.post(P.read, { id }, { token: a.token })
    expect(read.body.data).toEqual({ unread: 0 })
    expect((await detail(a, id)).data.unread).toBe(false)
  })
})

describe('the daily limit', () => {
  it(`takes ${FEEDBACK_DAILY_MAX} a day, then refuses until a day has passed`, async () => {
    const c = await signedInUser(s)
    for (let i = 0; i < FEEDBACK_DAILY_MAX; i++)
      expect((await submit(c, { kind: 'suggestion', content: `第${i + 1}条建议：内容足够长` })).code).toBe('0000')
    const before = await rows()
    const over = await submit(c, { kind: 'suggestion', content: '再来一条建议：内容足够长' })
    expect(over.code).toBe('4290')
    expect(over.msg).toBe(`每天最多提交 ${FEEDBACK_DAILY_MAX} 条反馈，请明天再试`)
    expect(await rows()).toBe(before)
    s.clock.advance(24 * 3600 + 1)
    expect((await submit(c, { kind: 'suggestion', content: '第二天的建议：内容足够长' })).code).toBe('0000')
  })
})
