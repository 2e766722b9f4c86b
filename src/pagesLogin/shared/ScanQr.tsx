import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { ScanState, ScanStatus, ScanTicket } from '../../../contract/api/api'
import { apiRoot } from '@/services/request'
import { applyLogin, createScanTicket, scanStatus } from '@/services/sso'
import { finishLogin } from './finishLogin'
import { API } from '@contract/endpoints'

export const POLL_MS = 1000

/** ws(s):// address of the scan socket, from the API root (relative in H5, absolute in the mini-program). */
export function scanSocketUrl(ticket: string): string {
  let root = apiRoot
  if (root.startsWith('/')) {
    const loc = typeof window !== 'undefined' ? window.location : { protocol: 'http:', host: '127.0.0.1:8080' }
    root = `${loc.protocol}//${loc.host}${root}`
  }
  return `${root.replace(/^http/, 'ws')}${API.signin.scanSocket}?ticket=${encodeURIComponent(ticket)}`
}

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`

const STATUS_TEXT: Partial<Record<ScanStatus, string>> = {
  waiting: '请使用已登录云企查的手机扫描二维码',
  scanned: '已扫码，请在手机上确认登录',
  refused: '对方已拒绝登录',
  expired: '二维码已过期',
  consumed: '二维码已使用',
}

/**
 * The waiting side of scan login: a one-time ticket as a QR code; the token arrives over a socket
 * within a second of the confirmation, with polling every second while no socket is open.
 */
export default function ScanQr({ redirect }: { redirect?: string }) {
  const [ticket, setTicket] = useState<ScanTicket | null>(null)
  const [status, setStatus] = useState<ScanStatus>('waiting')
  const [error, setError] = useState('')
  const live = useRef({ done: false, socketOpen: false, cleanup: [] as Array<() => void> })

  const stopAll = () => {
    for (const f of live.current.cleanup.splice(0)) {
      try {
        f()
      } catch {
        // already closed
      }
    }
  }

  const onState = (s: ScanState) => {
    if (live.current.done) return
    if (s.status === 'confirmed' && s.login) {
      live.current.done = true
      stopAll()
      applyLogin(s.login)
      finishLogin(redirect).catch(() => undefined)
      return
    }
    if (s.status === 'confirmed') return
    setStatus(s.status)
    if (s.status !== 'waiting' && s.status !== 'scanned') {
      live.current.done = true
      stopAll()
    }
  }

  const start = async () => {
    stopAll()
    live.current = { done: false, socketOpen: false, cleanup: [] }
    setError('')
    setStatus('waiting')
    let t: ScanTicket
    try {
      t = await createScanTicket()
    } catch (e) {
      setError((e as Error)?.message || '二维码获取失败，请稍后重试')
      return
    }
    setTicket(t)
    const mine = live.current
    // expiry on this side too, in case neither socket nor polling can tell
    const expiry = setTimeout(() => onState({ status: 'expired' }), Math.max(0, t.expiresAt * 1000 - Date.now()) + 500)
    mine.cleanup.push(() => clearTimeout(expiry))
    const poll = setInterval(() => {
      if (mine.socketOpen || mine.done) return
      scanStatus(t.ticket).then(onState, () => undefined)
    }, POLL_MS)
    mine.cleanup.push(() => clearInterval(poll))
    try {
      const task = await Taro.connectSocket({ url: scanSocketUrl(t.ticket) })
      if (mine.done) {
        task.close({})
        return
      }
      task.onOpen(() => {
        mine.socketOpen = true
      })
      task.onMessage((m) => {
        try {
          onState(JSON.parse(String(m.data)) as ScanState)
        } catch {
          // not ours
        }
      })
      const fallBack = () => {
        mine.socketOpen = false
      }
      task.onClose(fallBack)
      task.onError(fallBack)
      mine.cleanup.push(() => task.close({}))
    } catch {
      // no socket here: polling carries on
    }
  }

  useEffect(() => {
    start()
    return () => {
      live.current.done = true
      stopAll()
    }
  }, [])

  const over = status === 'expired' || status === 'refused' || status === 'consumed'
  return (
    <View className='scan-qr' data-testid='scan-qr' data-ticket-url={ticket?.url ?? ''} data-status={status}>
      <View className={`scan-qr__code ${over ? 'is-over' : ''}`} onClick={over || error ? start : undefined}>
        {ticket ? (
          <Image className='scan-qr__img' src={svgSrc(ticket.qrSvg)} mode='aspectFit' />
        ) : (
          <View className='scan-qr__img scan-qr__img--empty' />
        )}
        {(over || error) && (
          <View className='scan-qr__over'>
            <Text className='scan-qr__over-text'>{error || STATUS_TEXT[status]}</Text>
            <Text className='scan-qr__refresh'>点击刷新</Text>
          </View>
        )}
      </View>
      <Text className={`scan-qr__status ${status === 'scanned' ? 'is-scanned' : ''}`}>{error || STATUS_TEXT[status] || ''}</Text>
      <Text className='scan-qr__hint'>打开云企查「扫码登录」扫描二维码，二维码2分钟内有效且仅能使用一次</Text>
    </View>
  )
}
