/**
 * The own profile and image uploads over real HTTP: an image is taken for what its bytes are (not its name), refused
 * in Chinese when it is not an image, too large or too many pixels; an avatar is public at its address, a feedback
 * image only through its signed, expiring address; the profile changes only in the fields sent, with Chinese refusals
 * that change nothing, and an avatar must be the caller's own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { UPLOAD_MAX_BYTES } from '../../../contract/domain/uploads'

const P = { profile: '/user/api/v1/profile', update: '/user/api/v1/profile/update', upload: '/user/api/v1/upload/image' }

/** a real 1×1 PNG */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
/** the same PNG whose header claims 20000×20000 pixels */
const HUGE = Buffer.from(PNG)
HUGE.writeUInt32BE(20000, 16)
HUGE.writeUInt32BE(20000, 20)
/** a real 1×1 GIF */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')

let s: TestServer
let a: SignedIn
let b: SignedIn

beforeAll(async () => {
  s = await startServer()
  a = await signedInUser(s)
  b = await signedInUser(s)
}, 60_000)
afterAll(async () => s.close())

async function upload(u: SignedIn | null, file: Buffer | null, opts: { purpose?: string; name?: string; type?: string } = {}) {
  const form = new FormData()
  if (opts.purpose !== '') form.append('purpose', opts.purpose ?? 'avatar')
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: opts.type ?? 'image/png' }), opts.name ?? 'a.png')
  const headers: Record<string, string> = { sign: s.sign('POST', P.upload) }
  if (u) headers.token = u.token
  const res = await fetch(`${s.url}/api${P.upload}`, { method: 'POST', headers, body: form })
  return { status: res.status, body: (await res.json()) as { code: string; msg: string; data: any } }
}
const fetchFile = (url: string) => fetch(`${s.url}${url}`)
const uploadsOf = async (u: SignedIn) => await count(s.sql, 'uploads', 'user_id = ?', u.userId)

describe('uploading an image', () => {
  it('takes a PNG, answers its type and size from the bytes, and serves an avatar publicly with a long cache', async () => {
    const r = await upload(a, PNG, { name: 'photo.jpg', type: 'image/jpeg' })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ mime: 'image/png', size: PNG.length, width: 1, height: 1 })
    expect(r.body.data.url).toMatch(/^\/files\/[A-Za-z0-9_-]{24}\.png$/)
    const res = await fetchFile(r.body.data.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('refuses text named .png, an empty file, a pixel bomb and a file over the limit, in Chinese, keeping nothing', async () => {
    const before = await uploadsOf(a)
    const files = fs.readdirSync(s.dir, { recursive: true }).length
    for (const [bytes, want] of [
      [Buffer.from('<script>alert(1)</script>'), '仅支持'],
      [HUGE, '尺寸过大'],
      [Buffer.alloc(UPLOAD_MAX_BYTES + 10, 1), 'MB'],
    ] as const) {
      const r = await upload(a, bytes)
      expect(r.body.code).toBe('4000')
      expectChinese(r.body.msg)
      expect(r.body.msg).toContain(want)
    }
    const empty = await upload(a, Buffer.alloc(0))
    expect(empty.body.code).toBe('4000')
    expectChinese(empty.body.msg)
    expect(await uploadsOf(a)).toBe(before)
    expect(fs.readdirSync(s.dir, { recursive: true }).length).toBe(files)
  })

  it('asks for a known purpose and a file, and for a sign-in', async () => {
    const noPurpose = await upload(a, PNG, { purpose: '' })
    expect(noPurpose.body.code).toBe('4000')
    expect(noPurpose.body.msg).toContain('用途')
    const badPurpose = await upload(a, PNG, { purpose: 'evil' })
    expect(badPurpose.body.code).toBe('4000')
    const noFile = await upload(a, null)
    expect(noFile.body.code).toBe('4000')
    expectChinese(noFile.body.msg)
    const json = await s.post(P.upload, { purpose: 'avatar' }, { token: a.token })
    expect(json.body.code).toBe('4000')
    expect(json.body.msg).toContain('multipart')
    const visitor = await upload(null, PNG)
    expect(visitor.body.code).toBe('4030')
  })

  it('takes the purpose after the image as well as before it', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png')
    form.append('purpose', 'feedback')
    const res = await fetch(`${s.url}/api${P.upload}`, {
      method: 'POST',
      headers: { sign: s.sign('POST', P.upload), token: a.token },
      body: form,
    })
    const body = (await res.json()) as { code: string; data: { url: string } }
    expect(body.code).toBe('0000')
    expect(body.data.url).toMatch(/\?exp=\d+&sig=/)
  })

  it('refuses a form cut inside the image, or never closed, in Chinese, keeping nothing', async () => {
    const boundary = 'yqcCutForm'
    const whole = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const before = await uploadsOf(a)
    const files = fs.readdirSync(s.dir, { recursive: true }).length
    for (const body of [
      whole.subarray(0, whole.length - PNG.length),
      whole.subarray(0, whole.length - 4),
      whole.subarray(0, whole.length - 8),
    ]) {
      const res = await fetch(`${s.url}/api${P.upload}`, {
        method: 'POST',
        headers: { sign: s.sign('POST', P.upload), token: a.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: new Uint8Array(body),
      })
      const r = (await res.json()) as { code: string; msg: string }
      expect({ status: res.status, code: r.code }).toEqual({ status: 400, code: '4000' })
      expect(r.msg).toContain('不完整')
    }
    expect(await uploadsOf(a)).toBe(before)
    expect(fs.readdirSync(s.dir, { recursive: true }).length).toBe(files)
  })

  it('serves a feedback image only through its signed address, and not after it expires', async () => {
    const r = await upload(a, GIF, { purpose: 'feedback' })
    expect(r.body.data.mime).toBe('image/gif')
    const url: string = r.body.data.url
    expect(url).toMatch(/\?exp=\d+&sig=/)
    expect((await fetchFile(url)).status).toBe(200)
    expect((await fetchFile(url.split('?')[0])).status).toBe(404)
    expect((await fetchFile(url.replace(/sig=.{4}/, 'sig=AAAA'))).status).toBe(404)
    s.clock.advance(3601)
    expect((await fetchFile(url)).status).toBe(404)
  })
})

describe('the own profile', () => {
  it('starts from the account and changes only the fields sent', async () => {
    const first = await s.get(P.profile, undefined, { token: a.token })
    expect(first.body.data).toMatchObject({ userId: a.userId, company: '', jobTitle: '', industry: '', regionCode: '', avatar: '' })
    expect(first.body.data.phoneMasked).toMatch(/^1\d{2}\*{4}\d{4}$/)
    const r = await s.post(P.update, { nickname: ' 云中行者 ', company: '杭州云企科技有限公司', regionCode: '330106' }, { token: a.token })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({ nickname: '云中行者', company: '杭州云企科技有限公司', regionCode: '330106', jobTitle: '' })
    expect(r.body.data.regionName).toContain('西湖区')
    const again = await s.post(P.update, { jobTitle: '财务总监' }, { token: a.token })
    expect(again.body.data).toMatchObject({ nickname: '云中行者', jobTitle: '财务总监', company: '杭州云企科技有限公司' })
    // the signed-in user's info carries the new nickname
    const info = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: a.token })
    expect(info.body.data.nickname).toBe('云中行者')
  })

  it('refuses a bad nickname, an unknown industry or region, in Chinese, and changes nothing', async () => {
    const before = (await s.get(P.profile, undefined, { token: a.token })).body.data
    for (const body of [
      { nickname: '' },
      { nickname: 'a' },
      { nickname: '13800138000' },
      { nickname: '<b>x</b>' },
      { nickname: '一'.repeat(21) },
      { industry: 'ZZ' },
      { regionCode: '999999' },
      { regionCode: '12' },
      { company: '公'.repeat(51), nickname: '改名了' },
    ]) {
      const r = await s.post(P.update, body, { token: a.token })
      expect(r.body.code).toBe('4000')
      expectChinese(r.body.msg)
    }
    expect((await s.get(P.profile, undefined, { token: a.token })).body.data).toEqual(before)
  })

  it('sets an avatar the user uploaded, removes the one it replaces, and refuses another user’s', async () => {
    const one = (await upload(a, PNG)).body.data
    const set = await s.post(P.update, { avatarId: one.id }, { token: a.token })
    expect(set.body.data.avatar).toBe(one.url)
    const two = (await upload(a, GIF)).body.data
    await s.post(P.update, { avatarId: two.id }, { token: a.token })
    expect((await fetchFile(one.url)).status).toBe(404)
    expect((await fetchFile(two.url)).status).toBe(200)

    const theirs = (await upload(b, PNG)).body.data
    const stolen = await s.post(P.update, { avatarId: theirs.id }, { token: a.token })
    expect(stolen.body.code).toBe('4040')
    const feedback = (await upload(a, PNG, { purpose: 'feedback' })).body.data
    expect((await s.post(P.update, { avatarId: feedback.id }, { token: a.token })).body.code).toBe('4040')
    expect((await s.get(P.profile, undefined, { token: a.token })).body.data.avatar).toBe(two.url)

    const cleared = await s.post(P.update, { avatarId: '' }, { token: a.token })
    expect(cleared.body.data.avatar).toBe('')
    expect((await fetchFile(two.url)).status).toBe(404)
    expect(fs.existsSync(path.join(s.dir, 'uploads'))).toBe(true)
  })
})
