/**
 * Entry codes over real HTTP: who may ask for a code of each kind, one shared code per company, what a code opens,
 * a forged code refused before any look-up, an unknown and an expired code told apart, the QR images as real PNGs of
 * the right address, the limits, and bad input refused in Chinese.
 */
import QRCode from 'qrcode'
import { PNG } from 'pngjs'
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { device, signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'
import { EntryCodes } from '../../src/entry/codes'
import { QR_PNG_OPTIONS } from '../../src/providers/wechat'
import { ENTRY_KIND_DEFS } from '../../../contract/domain/entry'

const P = {
  create: '/yqc/api/v1/entry/create',
  createOwn: '/yqc/api/v1/entry/createOwn',
  resolve: '/yqc/api/v1/entry/resolve',
  image: '/yqc/api/v1/entry/image',
}

let s: TestServer
let a: SignedIn
let b: SignedIn
let pid: string
let personId: string

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 200, seed: 7 }) })
  a = await signedInUser(s)
  b = await signedInUser(s)
  pid = ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 1').get()) as { pid: string }).pid
  personId = ((await s.sql.prepare('SELECT person_id FROM persons ORDER BY id LIMIT 1').get()) as { person_id: string }).person_id
}, 60_000)
afterAll(async () => s.close())

const create = async (kind: string, id: string, token?: string) => (await s.post(P.create, { kind, id }, { token })).body
const createOwn = async (kind: string, id: string, token?: string) => (await s.post(P.createOwn, { kind, id }, { token })).body
const resolve = async (code: string) => (await s.get(P.resolve, { code })).body

/** a signed GET of the image route, as the app's download does */
async function image(code: string, type?: string) {
  const query = `code=${encodeURIComponent(code)}${type ? `&type=${type}` : ''}`
  const res = await fetch(`${s.url}/api${P.image}?${query}`, { headers: { sign: s.sign('GET', P.image, query) } })
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) }
}

const forge = (code: string) => code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A')

describe('company and person codes', () => {
  it('are made for anyone, signed out too, with the H5 address the QR code holds', async () => {
    const r = await create('company', pid)
    expect(r.code).toBe('0000')
    expect(r.data.code).toMatch(/^[0-9A-Za-z]{18}$/)
    expect(r.data).toMatchObject({ kind: 'company', id: pid, createdAt: s.clock.ms })
    expect(r.data.expiresAt - s.clock.ms).toBe(ENTRY_KIND_DEFS.company.ttlMs)
    expect(r.data.link).toBe(`${s.url}/#/pagesIndex/entry/entry?q=${r.data.code}`)
    const row = (await s.sql.prepare('SELECT * FROM entry_codes WHERE id = ?').get(r.data.code.slice(0, 10))) as Record<string, unknown>
    expect(row).toMatchObject({ kind: 'company', target: pid, created_by: null, opens: 0 })
  })

  it('share one code per company: asking again, signed in or not, adds nothing', async () => {
    const first = (await create('company', pid)).data.code
    const before = await count(s.sql, 'entry_codes')
    s.clock.advance(3600)
    expect((await create('company', pid, a.token)).data.code).toBe(first)
    expect((await create('company', pid, b.token)).data.code).toBe(first)
    expect(await count(s.sql, 'entry_codes')).toBe(before)
  })

  it('makes a person code, recording the signed-in asker', async () => {
    const r = await create('person', personId, a.token)
    expect(r.data).toMatchObject({ kind: 'person', id: personId })
    expect(await s.sql.prepare('SELECT created_by FROM entry_codes WHERE id = ?').get(r.data.code.slice(0, 10))).toEqual({
      created_by: a.userId,
    })
  })

  it('refuses a target that does not exist, a bad id and a kind only an owner may ask for, changing nothing', async () => {
    const before = await count(s.sql, 'entry_codes')
    const missing = await create('company', 'no_such_company')
    expect(missing.code).toBe('4040')
    expect(missing.msg).toBe('企业不存在')
    expect((await create('person', 'no_such_person')).msg).toBe('人员不存在')
    const bad = await create('company', '../etc')
    expect(bad.code).toBe('4000')
    expect(bad.msg).toBe('企业编号格式不正确')
    for (const body of [{ kind: 'invite', id: 'YQC2026' }, { kind: 'shop', id: pid }, { kind: 'company' }, { kind: 'company', id: '' }]) {
      const r = (await s.post(P.create, body)).body
      expect(r.code).toBe('4000')
      expectChinese(r.msg)
    }
    expect(await count(s.sql, 'entry_codes')).toBe(before)
  })
})

describe('resolving', () => {
  it('answers the page a code opens, without a login, and counts the opening', async () => {
    const { code } = (await create('company', pid)).data
    const r = await resolve(code)
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ kind: 'company', id: pid, route: 'companyProfile', params: { pid } })
    const person = (await create('person', personId)).data.code
    expect((await resolve(person)).data).toMatchObject({ route: 'personProfile', params: { personId } })
    expect(await s.sql.prepare('SELECT opens, opened_at FROM entry_codes WHERE id = ?').get(code.slice(0, 10))).toEqual({
      opens: 1,
      opened_at: s.clock.ms,
    })
  })

  it('refuses a forged or altered code as invalid without looking it up', async () => {
    const { code } = (await create('company', pid)).data
    const byId = jest.spyOn(s.app.repos.entryCodes, 'byId')
    try {
      for (const forged of [forge(code), 'A'.repeat(18), code.slice(0, 17), `${code}x`, 'abc']) {
        const r = await s.get(P.resolve, { code: forged })
        expect({ status: r.status, code: r.body.code, msg: r.body.msg, data: r.body.data }).toEqual({
          status: 404,
          code: '4040',
          msg: '二维码无效',
          data: { reason: 'invalid' },
        })
      }
      expect(byId).not.toHaveBeenCalled()
    } finally {
      byId.mockRestore()
    }
    const odd = await s.get(P.resolve, { code: 'a b!' })
    expect(odd.body.code).toBe('4000')
    expectChinese(odd.body.msg)
  })

  it('tells a correctly signed code that was never made from one that has expired', async () => {
    const signer = new EntryCodes(s.app.repos.entryCodes, s.config.jwtSecret, () => s.clock.ms)
    const never = await s.get(P.resolve, { code: signer.codeOf('ZZZZZZZZZZ') })
    expect({ status: never.status, msg: never.body.msg, data: never.body.data }).toEqual({
      status: 404,
      msg: '二维码不存在',
      data: { reason: 'missing' },
    })
    // a code of another server (another secret) is not this server's
    const foreign = new EntryCodes(s.app.repos.entryCodes, 'another-secret', () => s.clock.ms)
    const { code } = (await create('company', pid)).data
    expect((await resolve(foreign.codeOf(code.slice(0, 10)))).msg).toBe('二维码无效')
  })
})

describe('scan-login codes', () => {
  it('live exactly as long as the ticket, open the scan page, then expire', async () => {
    const ticket = (await s.post('/sso/scan/ticket', device('pc-entry', 'Windows 电脑'))).body.data
    const r = await create('scanLogin', ticket.ticket)
    expect(r.code).toBe('0000')
    expect(r.data.expiresAt).toBe(ticket.expiresAt * 1000)
    expect((await resolve(r.data.code)).data).toMatchObject({ kind: 'scanLogin', route: 'scanLogin', params: { ticket: ticket.ticket } })
    s.clock.advance(121)
    const late = await s.get(P.resolve, { code: r.data.code })
    expect({ status: late.status, msg: late.body.msg, data: late.body.data }).toEqual({
      status: 404,
      msg: '二维码已过期',
      data: { reason: 'expired' },
    })
    const gone = await create('scanLogin', ticket.ticket)
    expect(gone.code).toBe('4004')
    expectChinese(gone.msg)
    expect((await create('scanLogin', 'no-such-ticket-0000')).code).toBe('4004')
  })
})

describe('invitation and dynamic codes', () => {
  // a user owns one invitation code: the expired and the used-up ones belong to two more users
  let old: SignedIn
  let full: SignedIn
  beforeAll(async () => {
    old = await signedInUser(s)
    full = await signedInUser(s)
    const add = s.sql.prepare(
      'INSERT INTO invite_codes (code, source, label, max_uses, used_count, expires_at, owner_id) VALUES (?, 3, ?, ?, ?, ?, ?)',
    )
    await add.run('AOWN01', 'A的邀请码', 0, 0, 0, a.userId)
    await add.run('AOLD01', '过期的邀请码', 0, 0, 1_600_000_000, old.userId)
    await add.run('AFULL1', '用完的邀请码', 1, 1, 0, full.userId)
  })

  it('need a login', async () => {
    const r = await s.post(P.createOwn, { kind: 'invite', id: 'AOWN01' })
    expect(r.status).toBe(401)
    expect(r.body.code).toBe('4030')
  })

  it('give the owner of an invitation code its code, which opens the invite page with it', async () => {
    const r = await createOwn('invite', 'aown01', a.token)
    expect(r.code).toBe('0000')
    expect(r.data).toMatchObject({ kind: 'invite', id: 'AOWN01' })
    expect((await resolve(r.data.code)).data).toMatchObject({ route: 'invitationCode', params: { code: 'AOWN01' } })
  })

  it('answer another user’s, an official and an unknown invitation code as not found, and refuse a spent one', async () => {
    const before = await count(s.sql, 'entry_codes')
    for (const [id, token] of [
      ['AOWN01', b.token],
      ['YQC2026', a.token],
      ['NOPE99', a.token],
    ]) {
      const r = await createOwn('invite', id, token)
      expect({ id, code: r.code, msg: r.msg }).toEqual({ id, code: '4040', msg: '邀请码不存在' })
    }
    expect((await createOwn('invite', 'AOLD01', old.token)).msg).toBe('该邀请码已过期')
    expect((await createOwn('invite', 'AFULL1', full.token)).msg).toBe('该邀请码已达使用上限')
    expect((await createOwn('invite', 'no!', a.token)).msg).toBe('邀请码为4-16位字母或数字')
    expect((await s.post(P.createOwn, { kind: 'company', id: pid }, { token: a.token })).body.code).toBe('4000')
    expect(await count(s.sql, 'entry_codes')).toBe(before)
  })

  it('give a dynamic’s code only to a user who can see the dynamic; it opens the share preview', async () => {
    await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: pid }, { token: a.token })
    await applyFeed(
      s.sql,
      JSON.stringify({ type: 'record', dimension: 'executor', pid, date: '2026-10-31', title: '被执行', refNo: 'ENTRY1', amount: 5 }),
      s.clock.ms,
    )
    const list = (await s.get('/msg/api/v1/message/list', undefined, { token: a.token })).body.data.list
    const dynamicId = String(list[0].dynamicId)
    const r = await createOwn('dynamic', dynamicId, a.token)
    expect(r.code).toBe('0000')
    expect(r.data.expiresAt - s.clock.ms).toBe(ENTRY_KIND_DEFS.dynamic.ttlMs)
    expect((await resolve(r.data.code)).data).toMatchObject({ kind: 'dynamic', route: 'shareDynamic', params: { id: dynamicId } })
    const theirs = await createOwn('dynamic', dynamicId, b.token)
    expect({ code: theirs.code, msg: theirs.msg }).toEqual({ code: '4040', msg: '动态不存在' })
    expect((await createOwn('dynamic', '0', a.token)).msg).toBe('动态编号格式不正确')
  })
})

describe('QR images', () => {
  it('draws a plain QR code: a real PNG of exactly the H5 address', async () => {
    const { code, link } = (await create('company', pid)).data
    const r = await image(code)
    expect(r.status).toBe(200)
    expect(r.type).toBe('image/png')
    expect(r.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    const png = PNG.sync.read(r.body)
    expect([png.width, png.height]).toEqual([430, 430])
    expect(r.body.equals(await QRCode.toBuffer(link, QR_PNG_OPTIONS))).toBe(true)
  })

  it('draws the local mini-program code as a QR code of the entry page with the scene', async () => {
    const { code } = (await create('person', personId)).data
    const r = await image(code, 'mini')
    expect(r.type).toBe('image/png')
    const expected = await QRCode.toBuffer(`${s.url}/#/pagesIndex/entry/entry?scene=${code}`, QR_PNG_OPTIONS)
    expect(r.body.equals(expected)).toBe(true)
  })

  it('refuses a forged code and a bad style with the envelope', async () => {
    const { code } = (await create('company', pid)).data
    const forged = await image(forge(code))
    expect(forged.status).toBe(404)
    expect(JSON.parse(forged.body.toString())).toMatchObject({ code: '4040', msg: '二维码无效' })
    const style = await image(code, 'gif')
    expect(style.status).toBe(400)
    expectChinese(JSON.parse(style.body.toString()).msg)
  })
})

describe('limits and lifetimes', () => {
  it('limits how many codes one address may ask for, then lets it go on', async () => {
    let refused: { code: string; msg: string } | null = null
    for (let i = 0; i < 70 && !refused; i++) {
      const r = await create('company', pid)
      if (r.code !== '0000') refused = r
    }
    expect(refused?.code).toBe('4290')
    expect(refused?.msg).toMatch(/^生成二维码过于频繁，请\d+分钟后再试$/)
    s.clock.advance(601)
    expect((await create('company', pid)).code).toBe('0000')
  })

  it('a company code expires after its lifetime; asking again then gives a new one', async () => {
    const old = (await create('company', pid)).data
    s.clock.ms = old.expiresAt
    expect((await resolve(old.code)).msg).toBe('二维码已过期')
    const fresh = (await create('company', pid)).data
    expect(fresh.code).not.toBe(old.code)
    expect((await resolve(fresh.code)).code).toBe('0000')
  })
})
