/**
 * Push: WebSocket connections per user, each bound to the login (session) that opened it, and the dispatcher that
 * sends every message not yet pushed to the user's open sockets and — per the user's notification settings — as a
 * mini-program subscribe message. The dispatcher reads the table, so feeds applied by another process are pushed too
 * (on the next poll).
 *
 * A socket never outlives its login: before anything is sent to a user, each of the user's sockets has its session
 * checked, and one whose session was revoked (logout), superseded (a newer login on another device) or expired is
 * closed with code 4030 and gets nothing more. `dropSession` closes a login's sockets at once.
 */
import type { MessageItem, PushFrame } from '../../../contract/schemas/monitor'
import type { SubscribeProvider } from '../providers/subscribe'
import { DEFAULT_TEMPLATE_ID } from '../providers/subscribe'
import type { MessageRepo, UserMessage } from '../store/messages'
import type { MonitorRepo } from '../store/monitor'
import { chinaTime, inQuiet } from './settings'
import { LocalPushBus, type PushBus } from './push-bus'

export interface PushSocket {
  readyState: number
  send(data: string): void
  close(code?: number, reason?: string): void
}

/** Close code of a socket whose login ended (the app then signs in again, like an HTTP 4030). */
export const SESSION_ENDED_CLOSE = 4030

interface Conn {
  socket: PushSocket
  jti: string
}

const OPEN = 1
/** pending messages read per round of a dispatch */
const BATCH = 500

export class PushHub {
  private readonly sockets = new Map<string, Set<Conn>>()
  private running: Promise<number> | null = null

  constructor(
    private readonly repos: { monitor: MonitorRepo; messages: MessageRepo },
    private readonly subscribe: SubscribeProvider,
    private readonly now: () => number,
    /** whether the login of that token id may still be used */
    private readonly sessionLive: (jti: string) => Promise<boolean>,
    /** the mini-program subscribe-message template of monitoring pushes */
    private readonly templateId: string = DEFAULT_TEMPLATE_ID,
    private readonly bus: PushBus = new LocalPushBus(),
  ) {
    bus.listen((m) => {
      // a frame that cannot be delivered (the session lookup failed) is dropped: the next unread count corrects it
      if (m.kind === 'frames') void this.sendHere(m.userId, m.texts).catch(() => undefined)
      else this.dropHere(m.jti)
    })
  }

  /** Registers a socket of the login `jti`; the returned function unregisters it (on close). */
  add(userId: string, jti: string, socket: PushSocket): () => void {
    let set = this.sockets.get(userId)
    if (!set) this.sockets.set(userId, (set = new Set()))
    const conn: Conn = { socket, jti }
    set.add(conn)
    return () => this.forget(userId, conn)
  }

  /** open sockets of the user whose login is still valid */
  async connected(userId: string): Promise<number> {
    return (await this.live(userId)).length
  }

  /** whether the login behind a socket may still be used */
  alive(jti: string): Promise<boolean> {
    return this.sessionLive(jti)
  }

  /** Closes every socket of the login `jti` (its session just ended), on every instance; how many were closed here. */
  dropSession(jti: string): number {
    const n = this.dropHere(jti)
    if (this.bus.shared) this.bus.publish({ kind: 'drop', jti })
    return n
  }

  private dropHere(jti: string): number {
    let n = 0
    for (const [userId, set] of this.sockets) {
      for (const conn of [...set]) {
        if (conn.jti !== jti) continue
        this.end(userId, conn)
        n++
      }
    }
    return n
  }

  sendTo(userId: string, ...frames: PushFrame[]): void {
    this.bus.publish({ kind: 'frames', userId, texts: frames.map((f) => JSON.stringify(f)) })
  }

  /** the unread count to every socket of the user (after reads, from any device) */
  async sendUnread(userId: string): Promise<void> {
    if (await this.mayBeConnected(userId)) this.sendTo(userId, { type: 'unread', count: (await this.repos.messages.unread(userId)).count })
  }

  /** whether the user may hold a socket on any instance */
  private async mayBeConnected(userId: string): Promise<boolean> {
    return this.bus.shared || (await this.connected(userId)) > 0
  }

  private async sendHere(userId: string, texts: string[]): Promise<void> {
    for (const s of await this.live(userId)) for (const text of texts) s.send(text)
  }

  /** Pushes pending messages; resolves to how many were handled. Calls overlap safely (one run at a time). */
  dispatch(): Promise<number> {
    if (!this.running) this.running = this.run().finally(() => (this.running = null))
    return this.running
  }

  /** The user's open sockets after closing those whose login ended. */
  private async live(userId: string): Promise<PushSocket[]> {
    const set = this.sockets.get(userId)
    if (!set) return []
    const out: PushSocket[] = []
    for (const conn of [...set]) {
      if (!(await this.sessionLive(conn.jti))) this.end(userId, conn)
      else if (conn.socket.readyState === OPEN) out.push(conn.socket)
    }
    return out
  }

  private end(userId: string, conn: Conn): void {
    this.forget(userId, conn)
    try {
      conn.socket.close(SESSION_ENDED_CLOSE, 'session ended')
    } catch {
      /* already closing */
    }
  }

  private forget(userId: string, conn: Conn): void {
    const set = this.sockets.get(userId)
    if (!set) return
    set.delete(conn)
    if (set.size === 0) this.sockets.delete(userId)
  }

  private async run(): Promise<number> {
    let handled = 0
    for (;;) {
      const ids = await this.repos.messages.takePending(BATCH)
      if (ids.length === 0) return handled
      const byUser = new Map<string, UserMessage[]>()
      for (const m of await this.repos.messages.byIds(ids)) {
        const list = byUser.get(m.userId) ?? []
        list.push(m)
        byUser.set(m.userId, list)
      }
      for (const [userId, list] of byUser) await this.deliver(userId, list)
      handled += ids.length
    }
  }

  private async deliver(userId: string, list: UserMessage[]): Promise<void> {
    const setting = await this.repos.monitor.notify(userId)
    if (!setting.pushEnabled) return
    // a saved search's news is not monitoring: no level or dimension of the monitoring settings applies, and its WeChat
    // message is the subscription push's own
    const searches = list.filter((m) => m.dynamic.kind === 'search')
    const wanted = list.filter(
      (m) =>
        m.dynamic.kind !== 'search' &&
        setting.levels.includes(m.dynamic.level) &&
        (!setting.dimensions || setting.dimensions.includes(m.dynamic.dimension)),
    )
    const shown = [...wanted, ...searches]
    if (shown.length && (await this.mayBeConnected(userId))) {
      const count = (await this.repos.messages.unread(userId)).count
      const frames = shown.map((m): PushFrame => {
        const { userId: _u, ...data } = m
        return { type: 'message', data: data as MessageItem, count }
      })
      this.sendTo(userId, ...frames)
    }
    // subscribe message: one per delivery (the most important), while the user has sends left and is not in quiet hours
    if (!wanted.length) return
    if (setting.quietEnabled && inQuiet(chinaTime(this.now()), setting.quietStart, setting.quietEnd)) return
    if (setting.subscribeRemaining <= 0 || !(await this.repos.monitor.useSubscribeSend(userId))) return
    const rank = { high: 0, warn: 1, info: 2 }
    const top = [...wanted].sort((a, b) => rank[a.dynamic.level] - rank[b.dynamic.level])[0]
    await this.subscribe.send({
      userId,
      openId: await this.repos.monitor.openId(userId),
      templateId: this.templateId,
      page: `pagesTrends/businessDetail/businessDetail?id=${top.dynamicId}`,
      data: {
        thing1: { value: top.dynamic.targetName.slice(0, 20) },
        thing2: { value: (wanted.length > 1 ? `${top.dynamic.title}等${wanted.length}条动态` : top.dynamic.title).slice(0, 20) },
        time3: { value: top.dynamic.date },
        thing4: { value: top.dynamic.levelLabel },
      },
    })
  }
}
