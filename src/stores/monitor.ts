/**
 * Monitoring push state: the unread message count (the 动态 tab badge), the push socket and its
 * fall-backs (10002 send on a socket that is not open, 600009 connect failure → reconnect
 * with back-off, and poll the unread count every 30 s while no socket is open).
 */
import Taro from '@tarojs/taro'
import { makeAutoObservable, reaction } from 'mobx'
import type { MessageItem, MonitorDimensionCatalog, PushFrame } from '../../contract/api/api-monitor'
import { monitorDimensions, pushSocketUrl, unreadCount } from '../services/monitor'
import { session } from './session'

export type SocketState = 'idle' | 'connecting' | 'open' | 'retrying'

export const POLL_MS = 30_000
export const PING_MS = 25_000
export const BACKOFF_MAX_MS = 30_000
export const SOCKET_CODES = { sendClosed: 10002, connectFail: 600009 } as const

/** 1 s, 2 s, 4 s … at most 30 s. */
export const backoffMs = (attempt: number) => Math.min(BACKOFF_MAX_MS, 1000 * 2 ** Math.max(0, attempt))

interface SocketLike {
  onOpen(fn: () => void): void
  onMessage(fn: (m: { data: unknown }) => void): void
  onClose(fn: (r?: unknown) => void): void
  onError(fn: (e?: unknown) => void): void
  send(opts: { data: string; fail?: (e: { errCode?: number; errMsg?: string }) => void }): unknown
  close(opts: Record<string, unknown>): unknown
}

type Listener = (m: MessageItem) => void

export class MonitorStore {
  unread = 0
  socketState: SocketState = 'idle'
  /** the last platform socket error code (10002 / 600009), 0 when none */
  lastErrorCode = 0
  attempts = 0
  /** messages pushed while the app is open, newest first */
  incoming: MessageItem[] = []
  catalog: MonitorDimensionCatalog | null = null

  private wanted = false
  private task: SocketLike | null = null
  private generation = 0
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private pollTimer: ReturnType<typeof setInterval> | null = null
  private pingTimer: ReturnType<typeof setInterval> | null = null
  private listeners = new Set<Listener>()

  constructor() {
    makeAutoObservable<MonitorStore, 'wanted' | 'task' | 'generation' | 'retryTimer' | 'pollTimer' | 'pingTimer' | 'listeners'>(this, {
      wanted: false,
      task: false,
      generation: false,
      retryTimer: false,
      pollTimer: false,
      pingTimer: false,
      listeners: false,
    })
    // a new login (or logout) reconnects with the new token
    reaction(
      () => session.token,
      () => {
        if (!this.wanted) return
        this.disconnect()
        this.sync()
      },
    )
  }

  get badgeText(): string {
    return this.unread > 99 ? '99+' : this.unread > 0 ? String(this.unread) : ''
  }

  /** The badges prop of every tab page's TabBar. */
  get tabBadges(): Record<number, { badge?: string; redDot?: boolean }> {
    return this.unread > 0 ? { 1: { badge: this.badgeText, redDot: true } } : {}
  }

  setUnread(n: number) {
    this.unread = Math.max(0, Math.floor(Number(n) || 0))
  }

  /** Adds a page's listener for pushed messages; returns its remover. */
  onMessage(fn: Listener): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  applyFrame(raw: unknown) {
    let frame: PushFrame
    try {
      frame = (typeof raw === 'string' ? JSON.parse(raw) : raw) as PushFrame
    } catch {
      return
    }
    if (!frame || typeof frame !== 'object') return
    if (frame.type === 'unread') this.setUnread(frame.count)
    else if (frame.type === 'message' && frame.data) {
      this.setUnread(frame.count)
      if (!this.incoming.some((m) => m.id === frame.data.id)) this.incoming = [frame.data, ...this.incoming].slice(0, 50)
      for (const fn of [...this.listeners]) {
        try {
          fn(frame.data)
        } catch {
          // a page's listener must not stop the others
        }
      }
    }
  }

  /** Reads the unread count over HTTP (polling and after a reconnect). */
  async refreshUnread() {
    if (!session.isLoggedIn) return
    try {
      const r = await unreadCount(true)
      this.setUnread(r.count)
    } catch {
      // keep the last count
    }
  }

  async loadCatalog(): Promise<MonitorDimensionCatalog | null> {
    if (this.catalog) return this.catalog
    try {
      const c = await monitorDimensions()
      this.setCatalog(c)
      return c
    } catch {
      return null
    }
  }

  setCatalog(c: MonitorDimensionCatalog) {
    this.catalog = c
  }

  dimensionLabel(key: string): string {
    return this.catalog?.list.find((d) => d.key === key)?.label ?? key
  }

  /** Keeps the push connected while signed in (idempotent); the tab pages call it on show. */
  start() {
    this.wanted = true
    this.sync()
  }

  /** Connects when signed in and not yet connected; signed out, closes and clears the count. */
  sync() {
    if (!session.isLoggedIn) {
      this.disconnect()
      this.setUnread(0)
      this.incoming = []
      return
    }
    if (!this.wanted || this.task || this.socketState === 'connecting' || this.retryTimer) return
    this.connect()
  }

  stop() {
    this.wanted = false
    this.disconnect()
  }

  private disconnect() {
    this.generation++
    this.clearTimers()
    const t = this.task
    this.task = null
    if (t) {
      try {
        t.close({})
      } catch {
        // already closed
      }
    }
    this.setState('idle')
    this.attempts = 0
  }

  /** Sends a frame; on a socket that is not open (10002) it reconnects instead. */
  send(frame: Record<string, unknown>): boolean {
    if (!this.task || this.socketState !== 'open') {
      this.failed(SOCKET_CODES.sendClosed)
      return false
    }
    const gen = this.generation
    try {
      this.task.send({
        data: JSON.stringify(frame),
        fail: (e) => {
          if (gen === this.generation) this.failed(e?.errCode ?? SOCKET_CODES.sendClosed)
        },
      })
    } catch {
      this.failed(SOCKET_CODES.sendClosed)
      return false
    }
    return true
  }

  private setState(s: SocketState) {
    this.socketState = s
  }

  private setError(code: number) {
    this.lastErrorCode = code
  }

  private clearTimers() {
    if (this.retryTimer) clearTimeout(this.retryTimer)
    if (this.pollTimer) clearInterval(this.pollTimer)
    if (this.pingTimer) clearInterval(this.pingTimer)
    this.retryTimer = null
    this.pollTimer = null
    this.pingTimer = null
  }

  private async connect() {
    const gen = ++this.generation
    this.setState('connecting')
    let task: SocketLike
    try {
      task = (await Taro.connectSocket({ url: pushSocketUrl(session.token), timeout: 60000 } as never)) as unknown as SocketLike
    } catch (e) {
      if (gen === this.generation) this.failed((e as { errCode?: number })?.errCode ?? SOCKET_CODES.connectFail)
      return
    }
    if (gen !== this.generation || !this.wanted) {
      try {
        task.close({})
      } catch {
        // nothing to close
      }
      return
    }
    this.task = task
    task.onOpen(() => {
      if (gen !== this.generation) return
      this.opened()
    })
    task.onMessage((m) => {
      if (gen === this.generation) this.applyFrame(m?.data)
    })
    task.onError((e) => {
      if (gen === this.generation) this.failed((e as { errCode?: number })?.errCode ?? SOCKET_CODES.connectFail)
    })
    task.onClose(() => {
      if (gen === this.generation) this.failed(0)
    })
  }

  private opened() {
    this.setState('open')
    this.attempts = 0
    this.setError(0)
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.pollTimer = null
    if (this.pingTimer) clearInterval(this.pingTimer)
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_MS)
  }

  /** The socket is gone (closed, error, failed connect or send): poll the count and reconnect after a back-off. */
  private failed(code: number) {
    if (code) this.setError(code)
    this.generation++
    const t = this.task
    this.task = null
    if (t) {
      try {
        t.close({})
      } catch {
        // already closed
      }
    }
    if (this.pingTimer) clearInterval(this.pingTimer)
    this.pingTimer = null
    if (!this.wanted) {
      this.setState('idle')
      return
    }
    this.setState('retrying')
    if (!this.pollTimer) {
      this.refreshUnread()
      this.pollTimer = setInterval(() => this.refreshUnread(), POLL_MS)
    }
    if (this.retryTimer) clearTimeout(this.retryTimer)
    const delay = backoffMs(this.attempts)
    this.attempts++
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null
      if (this.wanted) this.connect()
    }, delay)
  }
}

export const monitor = new MonitorStore()
