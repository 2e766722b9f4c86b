/** Logout closes the session's push sockets at once, before any message is pushed. */
import WebSocket from 'ws'
import { startServer, type TestServer } from '../api/helpers'
import { codeLogin, freshPhone } from '../signin/helpers'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(async () => {
  await s.close()
})

test('a socket of the logged-out session closes with 4030 without waiting for a push', async () => {
  const token = await codeLogin(s, freshPhone('1391'))
  const ws = new WebSocket(`${s.url.replace('http', 'ws')}/api/msg/ws?token=${encodeURIComponent(token)}`)
  await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)))
  const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)))
  expect((await s.post('/sso/logout', {}, { token })).body.code).toBe('0000')
  const code = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), 1500))])
  expect(code).toBe(4030)
})
