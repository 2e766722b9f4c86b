import Taro from '@tarojs/taro'
import { render, screen, waitFor, act } from '@testing-library/react'
import ScanQr, { scanSocketUrl } from '../../../src/pagesLogin/shared/ScanQr'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from '../pages/harness'

let h: ReturnType<typeof setupPage>
const TICKET = 'abcdefghijklmnopqrstuvwx'

interface FakeSocket {
  url: string
  open(): void
  message(m: unknown): void
  fail(): void
  closed: boolean
}

function fakeSockets(mode: 'ok' | 'refuse') {
  const made: FakeSocket[] = []
  jest.spyOn(Taro, 'connectSocket').mockImplementation(((opts: { url: string }) => {
    if (mode === 'refuse') return Promise.reject(new Error('no socket'))
    const handlers: Record<string, (x?: unknown) => void> = {}
    const s: FakeSocket = {
      url: opts.url,
      closed: false,
      open: () => act(() => handlers.open?.()),
      message: (m) => act(() => handlers.message?.({ data: JSON.stringify(m) })),
      fail: () => act(() => handlers.error?.()),
    }
    made.push(s)
    return Promise.resolve({
      onOpen: (f) => (handlers.open = f),
      onMessage: (f) => (handlers.message = f),
      onClose: (f) => (handlers.close = f),
      onError: (f) => (handlers.error = f),
      close: () => {
        s.closed = true
      },
    })
  }) as never)
  return made
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.on('POST', '/sso/scan/ticket', () => ({
    data: {
      ticket: TICKET,
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      url: `http://x/#/pagesLogin/scan/scan?ticket=${TICKET}`,
      expiresAt: Math.floor(Date.now() / 1000) + 120,
    },
  }))
  h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: user }))
})

it('the socket address follows the page origin', () => {
  expect(scanSocketUrl(TICKET)).toBe(`ws://localhost/api/sso/scan/ws?ticket=${TICKET}`)
})

it('shows the QR code, follows the socket (scanned → confirmed) and signs in without polling', async () => {
  const sockets = fakeSockets('ok')
  const { container } = render(<ScanQr />)
  await settle()
  expect(container.querySelector('[data-testid="scan-qr"]')!.getAttribute('data-ticket-url')).toContain(TICKET)
  expect(sockets[0].url).toContain(`/sso/scan/ws?ticket=${TICKET}`)
  sockets[0].open()
  sockets[0].message({ status: 'scanned' })
  expect(screen.getAllByText('已扫码，请在手机上确认登录').length).toBeGreaterThan(0)
  sockets[0].message({ status: 'confirmed', login: { token: TOKEN, expiresAt: 4102444800, user } })
  await waitFor(() => expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '登录成功~' })))
  expect(session.token).toBe(TOKEN)
  expect(sockets[0].closed).toBe(true)
  expect(h.callsTo('/sso/scan/status')).toHaveLength(0)
})

it('without a socket it polls every second and takes the token from the poll', async () => {
  fakeSockets('refuse')
  let n = 0
  h.on('GET', '/sso/scan/status', () =>
    ++n < 2 ? { data: { status: 'waiting' } } : { data: { status: 'confirmed', login: { token: TOKEN, expiresAt: 0, user } } },
  )
  render(<ScanQr />)
  await waitFor(() => expect(session.token).toBe(TOKEN), { timeout: 3500 })
  expect(h.callsTo('/sso/scan/status').length).toBe(2)
})

it('a refused or expired ticket offers a refresh that makes a new ticket', async () => {
  const sockets = fakeSockets('ok')
  render(<ScanQr />)
  await settle()
  sockets[0].open()
  sockets[0].message({ status: 'refused' })
  expect(screen.getAllByText('对方已拒绝登录').length).toBeGreaterThan(0)
  act(() => {
    screen.getByText('点击刷新').click()
  })
  await settle()
  expect(h.callsTo('/sso/scan/ticket')).toHaveLength(2)
  expect(sockets).toHaveLength(2)
})
