import Taro from '@tarojs/taro'
import { monitor, backoffMs, POLL_MS, SOCKET_CODES } from '../../../src/stores/monitor'
import * as labels from '../../../src/domain/monitorLabels'
import * as contract from '../../../contract/api/api-monitor'
import { session } from '../../../src/stores/session'
import { TOKEN, user } from '../pages/harness'
import { msg, setupMonitor, teardownMonitor } from './fixtures'

interface FakeSocket {
  url: string
  handlers: Record<string, (x?: unknown) => void>
  sent: string[]
  closed: boolean
  sendFails: boolean
}

let sockets: FakeSocket[]
let connectMode: 'ok' | 'fail'
let t: ReturnType<typeof setupMonitor>

/** Lets pending promise callbacks run under fake timers. */
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

beforeEach(() => {
  jest.restoreAllMocks()
  jest.useFakeTimers()
  t = setupMonitor()
  sockets = []
  connectMode = 'ok'
  jest.spyOn(Taro, 'connectSocket').mockImplementation(((opts: { url: string }) => {
    if (connectMode === 'fail') return Promise.reject({ errCode: SOCKET_CODES.connectFail, errMsg: 'connectSocket:fail' })
    const s: FakeSocket = { url: opts.url, handlers: {}, sent: [], closed: false, sendFails: false }
    sockets.push(s)
    return Promise.resolve({
      onOpen: (f: () => void) => (s.handlers.open = f),
      onMessage: (f: (x: unknown) => void) => (s.handlers.message = f),
      onClose: (f: () => void) => (s.handlers.close = f),
      onError: (f: (x: unknown) => void) => (s.handlers.error = f),
      send: (o: { data: string; fail?: (e: { errCode: number }) => void }) =>
        s.sendFails ? o.fail?.({ errCode: SOCKET_CODES.sendClosed }) : s.sent.push(o.data),
      close: () => {
        s.closed = true
      },
    })
  }) as never)
  t.h.on('GET', '/msg/api/v1/message/unreadCount', () => ({ data: { count: 5, byLevel: { high: 5, warn: 0, info: 0 } } }))
})
afterEach(() => {
  teardownMonitor()
  jest.useRealTimers()
})

describe('the monitor store', () => {
  it('connects with the token and follows unread and message frames', async () => {
    const seen: number[] = []
    const off = monitor.onMessage((m) => seen.push(m.id))
    monitor.start()
    await flush()
    expect(sockets).toHaveLength(1)
    expect(sockets[0].url).toBe(`ws://localhost/api/msg/ws?token=${encodeURIComponent(TOKEN)}`)
    expect(monitor.socketState).toBe('connecting')
    sockets[0].handlers.open()
    expect(monitor.socketState).toBe('open')
    sockets[0].handlers.message({ data: JSON.stringify({ type: 'unread', count: 4 }) })
    expect(monitor.unread).toBe(4)
    expect(monitor.tabBadges).toEqual({ 1: { badge: '4', redDot: true } })
    sockets[0].handlers.message({ data: JSON.stringify({ type: 'message', data: msg(1), count: 5 }) })
    // the same message twice is one message
    sockets[0].handlers.message({ data: JSON.stringify({ type: 'message', data: msg(1), count: 5 }) })
    expect(monitor.unread).toBe(5)
    expect(monitor.incoming.map((m) => m.id)).toEqual([1])
    expect(seen).toEqual([1, 1])
    sockets[0].handlers.message({ data: 'not json' })
    sockets[0].handlers.message({ data: JSON.stringify({ type: 'pong' }) })
    expect(monitor.unread).toBe(5)
    off()
    monitor.setUnread(120)
    expect(monitor.badgeText).toBe('99+')
    monitor.setUnread(0)
    expect(monitor.tabBadges).toEqual({})
  })

  it('pings while open; a send on a closed socket (10002) reconnects', async () => {
    monitor.start()
    await flush()
    sockets[0].handlers.open()
    jest.advanceTimersByTime(25_000)
    expect(sockets[0].sent).toEqual([JSON.stringify({ type: 'ping' })])
    sockets[0].sendFails = true
    jest.advanceTimersByTime(25_000)
    expect(monitor.lastErrorCode).toBe(SOCKET_CODES.sendClosed)
    expect(monitor.socketState).toBe('retrying')
    expect(sockets[0].closed).toBe(true)
    jest.advanceTimersByTime(backoffMs(0))
    await flush()
    expect(sockets).toHaveLength(2)
  })

  it('a connect failure (600009) backs off 1 s, 2 s, 4 s … and polls the unread count every 30 s meanwhile', async () => {
    connectMode = 'fail'
    monitor.start()
    await flush()
    expect(monitor.lastErrorCode).toBe(SOCKET_CODES.connectFail)
    expect(monitor.socketState).toBe('retrying')
    await flush()
    expect(t.h.callsTo('/msg/api/v1/message/unreadCount')).toHaveLength(1)
    expect(monitor.unread).toBe(5)
    const connects = () => (Taro.connectSocket as unknown as jest.Mock).mock.calls.length
    expect(connects()).toBe(1)
    jest.advanceTimersByTime(1000)
    await flush()
    expect(connects()).toBe(2)
    jest.advanceTimersByTime(1999)
    await flush()
    expect(connects()).toBe(2)
    jest.advanceTimersByTime(1)
    await flush()
    expect(connects()).toBe(3)
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000])
    jest.advanceTimersByTime(POLL_MS)
    await flush()
    expect(t.h.callsTo('/msg/api/v1/message/unreadCount').length).toBeGreaterThanOrEqual(2)
    // once the socket opens, the polling stops
    connectMode = 'ok'
    jest.advanceTimersByTime(30_000)
    await flush()
    sockets.at(-1)!.handlers.open()
    expect(monitor.socketState).toBe('open')
    expect(monitor.attempts).toBe(0)
    const polled = t.h.callsTo('/msg/api/v1/message/unreadCount').length
    jest.advanceTimersByTime(POLL_MS * 3)
    await flush()
    expect(t.h.callsTo('/msg/api/v1/message/unreadCount')).toHaveLength(polled)
  })

  it('a closed socket reconnects; signing out closes it and clears the count; signing in connects again', async () => {
    monitor.start()
    await flush()
    sockets[0].handlers.open()
    sockets[0].handlers.close()
    expect(monitor.socketState).toBe('retrying')
    jest.advanceTimersByTime(1000)
    await flush()
    expect(sockets).toHaveLength(2)
    sockets[1].handlers.open()
    monitor.setUnread(3)
    session.logout()
    expect(sockets[1].closed).toBe(true)
    expect(monitor.socketState).toBe('idle')
    expect(monitor.unread).toBe(0)
    jest.advanceTimersByTime(60_000)
    await flush()
    expect(sockets).toHaveLength(2)
    session.login(TOKEN, user, { lingyang: false })
    await flush()
    expect(sockets).toHaveLength(3)
  })

  it('the app labels equal the contract constants', () => {
    expect(labels.DYNAMIC_LEVEL_LABELS).toEqual(contract.DYNAMIC_LEVEL_LABELS)
    expect(labels.RECENT_RANGES).toEqual(contract.RECENT_RANGES)
    expect(labels.MONITOR_LIMIT_CODE).toBe(contract.MONITOR_LIMIT_CODE)
  })
})
