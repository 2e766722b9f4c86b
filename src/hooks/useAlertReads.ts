import { useState } from 'react'

interface Alert {
  id: number
  read: boolean
}

/**
 * Read marks of an alert list (案件监控, 线索监控): opening an unread alert marks it read on the server and at once on
 * the page; 全部已读 marks them all. `unreadTotal` is the server's count when the list was loaded; the page's own
 * marks are taken off it until the list is reloaded (call `reset` then).
 */
export function useAlertReads(unreadTotal: number | undefined, markRead: (id?: number) => Promise<unknown>) {
  const [read, setRead] = useState<Set<number>>(new Set())
  const [allRead, setAllRead] = useState(false)
  return {
    unread: allRead ? 0 : Math.max(0, (unreadTotal ?? 0) - read.size),
    isUnread: (a: Alert) => !allRead && !a.read && !read.has(a.id),
    open: (a: Alert) => {
      if (a.read || read.has(a.id)) return
      setRead((s) => new Set(s).add(a.id))
      markRead(a.id).catch(() => undefined)
    },
    readAll: async () => {
      try {
        await markRead()
        setAllRead(true)
      } catch {
        // the request door said why
      }
    },
    reset: () => {
      setRead(new Set())
      setAllRead(false)
    },
  }
}
