/**
 * Push: WebSocket connections per user, and the dispatcher that sends every message not yet pushed
 * (messages.pushed = 0) to the user's open sockets and — per the user's notification settings — as a
 * mini-program subscribe message. The dispatcher reads the table, so feeds applied by another
 * process (npm run feed -- --apply) are pushed too (on the next poll).
 */
import type { DB } from '../store/db'
import type { MessageItem, PushFrame } from '../../../types/api-monitor'
import type { SubscribeProvider } from '../providers/subscribe'
import { DEFAULT_TEMPLATE_ID } from '../providers/subscribe'
import { messagesByIds, unreadCount } from './queries'
import { chinaTime, inQuiet, notifySetting } from './settings'

export interface PushSocket {
  readyState: number
  send(data: string): void
}

export class PushHub {
  private readonly sockets = new Map<string, Set<PushSocket>>()
  private running: Promise<number> | null = null

  constructor(private readonly db: DB, private readonly subscribe: SubscribeProvider, private readonly now: () => number) {}

  add(userId: string, socket: PushSocket): () => void {
    let set = this.sockets.get(userId)
    if (!set) this.sockets.set(userId, (set = new Set()))
    set.add(socket)
    return () => {
      set!.delete(socket)
      if (set!.size === 0) this.sockets.delete(userId)
    }
  }

  connected(userId: string): number {
    return this.sockets.get(userId)?.size ?? 0
  }

  sendTo(userId: string, frame: PushFrame): void {
    const text = JSON.stringify(frame)
    for (const s of this.sockets.get(userId) ?? []) if (s.readyState === 1) s.send(text)
  }

  /** the unread count to every socket of the user (after reads, from any device) */
  sendUnread(userId: string): void {
    if (this.connected(userId)) this.sendTo(userId, { type: 'unread', count: unreadCount(this.db, userId).count })
  }

  /** Pushes pending messages; resolves to how many were handled. Calls overlap safely (one run at a time). */
  dispatch(): Promise<number> {
    if (!this.running) this.running = this.run().finally(() => (this.running = null))
    return this.running
  }

  private async run(): Promise<number> {
    let handled = 0
    for (;;) {
      const ids = (this.db.prepare('SELECT id FROM messages WHERE pushed = 0 ORDER BY id LIMIT 500').all() as Array<{ id: number }>).map((r) => r.id)
      if (ids.length === 0) return handled
      const mark = this.db.prepare('UPDATE messages SET pushed = 1 WHERE id = ?')
      this.db.transaction(() => ids.forEach((id) => mark.run(id)))()
      const items = messagesByIds(this.db, ids)
      const byUser = new Map<string, Array<MessageItem & { userId: string }>>()
      for (const m of items) {
        const list = byUser.get(m.userId) ?? []
        list.push(m)
        byUser.set(m.userId, list)
      }
      for (const [userId, list] of byUser) await this.deliver(userId, list)
      handled += ids.length
    }
  }

  private async deliver(userId: string, list: Array<MessageItem & { userId: string }>): Promise<void> {
    const setting = notifySetting(this.db, userId)
    if (!setting.pushEnabled) return
    const wanted = list.filter((m) => setting.levels.includes(m.dynamic.level) && (!setting.dimensions || setting.dimensions.includes(m.dynamic.dimension)))
    if (this.connected(userId)) {
      const count = unreadCount(this.db, userId).count
      for (const m of wanted) {
        const { userId: _u, ...data } = m
        this.sendTo(userId, { type: 'message', data, count })
      }
    }
    // subscribe message: one per delivery (the most important), while the user has sends left and is not in quiet hours
    if (!wanted.length) return
    if (setting.quietEnabled && inQuiet(chinaTime(this.now()), setting.quietStart, setting.quietEnd)) return
    const row = this.db.prepare('SELECT subscribe_remaining FROM notify_settings WHERE user_id = ?').get(userId) as { subscribe_remaining: number } | undefined
    if (!row || row.subscribe_remaining <= 0) return
    const rank = { high: 0, warn: 1, info: 2 }
    const top = [...wanted].sort((a, b) => rank[a.dynamic.level] - rank[b.dynamic.level])[0]
    const openId = (this.db.prepare('SELECT wx_open_id FROM users WHERE user_id = ?').get(userId) as { wx_open_id: string | null } | undefined)?.wx_open_id ?? null
    this.db.prepare('UPDATE notify_settings SET subscribe_remaining = subscribe_remaining - 1 WHERE user_id = ?').run(userId)
    await this.subscribe.send({
      userId, openId, templateId: DEFAULT_TEMPLATE_ID,
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
