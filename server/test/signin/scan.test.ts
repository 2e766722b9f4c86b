import WebSocket from 'ws'
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, device, freshPhone } from './helpers'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

async function newTicket(deviceId = 'pc-1') {
  const r = await s.post('/sso/scan/ticket', device(deviceId, 'Windows 电脑'))
  expect(r.body.code).toBe('0000')
  return r.body.data
}

function openSocket(ticket: string): Promise<{ ws: WebSocket; messages: any[]; next: () => Promise<any> }> {
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/sso/scan/ws?ticket=${ticket}`)
  const messages: any[] = []
  const waiters: Array<(m: any) => void> = []
  ws.on('message', (d) => {
    const m = JSON.parse(String(d))
    const w = waiters.shift()
    if (w) w(m)
    else messages.push(m)
  })
  const next = () => (messages.length ? Promise.resolve(messages.shift()) : new Promise((r) => waiters.push(r)))
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve({ ws, messages, next }))
    ws.on('error', reject)
  })
}

describe('scan login', () => {
  test('ticket → QR svg + url; the phone sees the device, confirms; the socket delivers the token at once', async () => {
    const t = await newTicket()
    expect(t.qrSvg).toContain('<svg')
    expect(t.url).toContain(`/#/pagesLogin/scan/scan?ticket=${t.ticket}`)
    expect(t.expiresAt).toBe(Math.floor(s.clock.ms / 1000) + 120)
    const sock = await openSocket(t.ticket)
    expect(await sock.next()).toEqual({ status: 'waiting' })

    const phoneToken = await codeLogin(s, freshPhone(), 'phone-x')
    const info = await s.get('/sso/scan/info', { ticket: t.ticket }, { token: phoneToken })
    expect(info.body.data).toMatchObject({ status: 'scanned', deviceName: 'Windows 电脑', phoneBrand: 'TestBrand', ip: '127.0.0.1' })
    expect(await sock.next()).toEqual({ status: 'scanned' })

    const started = Date.now()
    expect((await s.post('/sso/scan/confirm', { ticket: t.ticket }, { token: phoneToken })).body.code).toBe('0000')
    const msg = await sock.next()
    expect(Date.now() - started).toBeLessThan(1000)
    expect(msg.status).toBe('confirmed')
    const pcToken = msg.login.token
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: pcToken })).body.code).toBe('0000')
    // the confirming phone stays signed in
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: phoneToken })).body.code).toBe('0000')
    // the PC session carries the device of the ticket
    const row = (await s.sql.prepare('SELECT * FROM sessions WHERE device_id = ?').get('pc-1')) as any
    expect(row.device_name).toBe('Windows 电脑')
    // handed over once: polling afterwards gets no token
    const after = await s.get('/sso/scan/status', { ticket: t.ticket })
    expect(after.body.data).toEqual({ status: 'consumed' })
    sock.ws.close()
  })

  test('polling fall-back delivers the token once; a used ticket cannot be confirmed again (replay)', async () => {
    const t = await newTicket('pc-2')
    const phoneToken = await codeLogin(s, freshPhone(), 'phone-y')
    expect((await s.get('/sso/scan/status', { ticket: t.ticket })).body.data).toEqual({ status: 'waiting' })
    expect((await s.post('/sso/scan/confirm', { ticket: t.ticket }, { token: phoneToken })).body.code).toBe('0000')
    const first = await s.get('/sso/scan/status', { ticket: t.ticket })
    expect(first.body.data.status).toBe('confirmed')
    expect(first.body.data.login.token.split('.')).toHaveLength(3)
    expect((await s.get('/sso/scan/status', { ticket: t.ticket })).body.data).toEqual({ status: 'consumed' })
    const replay = await s.post('/sso/scan/confirm', { ticket: t.ticket }, { token: phoneToken })
    expect(replay.body.code).toBe('4004')
    expect(replay.body.msg).toContain('已使用')
  })

  test('tickets expire after 2 minutes', async () => {
    const t = await newTicket('pc-3')
    const phoneToken = await codeLogin(s, freshPhone(), 'phone-z')
    s.clock.advance(121)
    expect((await s.get('/sso/scan/status', { ticket: t.ticket })).body.data).toEqual({ status: 'expired' })
    const r = await s.post('/sso/scan/confirm', { ticket: t.ticket }, { token: phoneToken })
    expect(r.body.code).toBe('4004')
    expect(r.body.msg).toContain('过期')
  })

  test('refusing tells the waiting page; confirming needs a login; unknown tickets are refused', async () => {
    const t = await newTicket('pc-4')
    const sock = await openSocket(t.ticket)
    await sock.next()
    const noLogin = await s.post('/sso/scan/confirm', { ticket: t.ticket })
    expect(noLogin.body.code).toBe('4030')
    const phoneToken = await codeLogin(s, freshPhone(), 'phone-w')
    expect((await s.post('/sso/scan/refuse', { ticket: t.ticket }, { token: phoneToken })).body.code).toBe('0000')
    expect(await sock.next()).toEqual({ status: 'refused' })
    expect((await s.post('/sso/scan/confirm', { ticket: t.ticket }, { token: phoneToken })).body.code).toBe('4004')
    const unknown = await s.get('/sso/scan/status', { ticket: 'x'.repeat(32) })
    expect(unknown.body.code).toBe('4004')
    const bad = await s.get('/sso/scan/status', { ticket: 'bad ticket' })
    expect(bad.status).toBe(400)
  })
})
