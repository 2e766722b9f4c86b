import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import type { ScanTicketInfo } from '../../../contract/api/api'
import HeaderBar from '@/components/HeaderBar'
import { formatDate } from '@contract/domain/format'
import { navigate, loginUrlFor } from '@/services/nav'
import { scanConfirm, scanInfo, scanRefuse } from '@/services/sso'
import { session } from '@/stores/session'
import { routeParams } from '../shared/landing'
import '../shared/login.scss'
import './scan.scss'
import { to } from '@/links.gen'

import { ticketFrom } from '@/domain/scanTicket'

export { ticketFrom }

type Phase = 'idle' | 'loading' | 'ask' | 'confirmed' | 'refused' | 'invalid'

/**
 * The confirming side of scan login: a signed-in user sees which device asks and confirms or refuses.
 * The mini-program scans with Taro.scanCode; in H5 the QR code's link opens this page with ?ticket=.
 */
function ScanPage() {
  const params = routeParams()
  const [ticket, setTicket] = useState<string | null>(params.ticket ? ticketFrom(`?ticket=${params.ticket}`) : null)
  const [info, setInfo] = useState<ScanTicketInfo | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const loggedIn = session.isLoggedIn

  useEffect(() => {
    if (!ticket || !loggedIn) return
    setPhase('loading')
    scanInfo(ticket).then(
      (r) => {
        setInfo(r)
        setPhase('ask')
      },
      (e) => {
        setMessage((e as Error)?.message || '二维码已失效')
        setPhase('invalid')
      },
    )
  }, [ticket, loggedIn])

  const scan = async () => {
    try {
      const r = await Taro.scanCode({ onlyFromCamera: true, scanType: ['qrCode'] })
      const t = ticketFrom(String(r.result ?? ''))
      if (!t) {
        Taro.showToast({ title: '不是云企查的登录二维码', icon: 'none', duration: 2000 })
        return
      }
      setTicket(t)
    } catch {
      Taro.showToast({
        title: process.env.TARO_ENV === 'h5' ? '浏览器不支持扫码，请用手机相机扫描二维码后打开链接' : '已取消扫码',
        icon: 'none',
        duration: 2000,
      })
    }
  }

  const act = async (confirm: boolean) => {
    if (!ticket || busy) return
    setBusy(true)
    try {
      if (confirm) await scanConfirm(ticket)
      else await scanRefuse(ticket)
      setPhase(confirm ? 'confirmed' : 'refused')
    } catch (e) {
      setMessage((e as Error)?.message || '操作失败')
      setPhase('invalid')
    } finally {
      setBusy(false)
    }
  }

  const selfUrl = to.scanLogin({ ticket: ticket ?? undefined })

  return (
    <View className='login-page scan-page'>
      <HeaderBar title='扫码登录' />
      <View className='login-page__body'>
        {!loggedIn ? (
          <View className='scan-card'>
            <Text className='scan-card__title'>请先登录</Text>
            <Text className='scan-card__text'>扫码登录需要在已登录云企查的手机上确认</Text>
            <View className='login-btn' onClick={() => navigate(loginUrlFor(selfUrl), 'redirect').catch(() => undefined)} role='button'>
              <Text>去登录</Text>
            </View>
          </View>
        ) : !ticket ? (
          <View className='scan-card'>
            <Text className='scan-card__title'>扫码登录其他设备</Text>
            <Text className='scan-card__text'>在电脑或平板的登录页选择「扫码登录」，再用本机扫描二维码</Text>
            <View className='login-btn' onClick={scan} role='button'>
              <Text>扫一扫</Text>
            </View>
          </View>
        ) : phase === 'ask' && info ? (
          <View className='scan-card' data-testid='scan-ask'>
            <View className='scan-device__icon'>
              <View className='scan-device__screen' />
            </View>
            <Text className='scan-card__title'>{info.deviceName || '未知设备'} 请求登录</Text>
            <Text className='scan-card__text'>确认后，该设备将登录你的云企查账号 {session.userInfo?.phoneMasked ?? ''}</Text>
            <View className='scan-facts'>
              <Text className='scan-fact'>设备：{[info.deviceName, info.phoneBrand].filter(Boolean).join(' · ') || '未知'}</Text>
              <Text className='scan-fact'>系统：{info.systemVersion || '未知'}</Text>
              <Text className='scan-fact'>IP：{info.ip || '未知'}</Text>
              <Text className='scan-fact'>时间：{formatDate(info.createdAt * 1000, 'yyyy-mm-dd hh:MM')}</Text>
            </View>
            <Text className='scan-warn'>如非本人操作，请点击拒绝</Text>
            <View className={`login-btn ${busy ? 'is-disabled' : ''}`} onClick={() => act(true)} role='button'>
              <Text>确认登录</Text>
            </View>
            <View className='scan-refuse' onClick={() => act(false)} role='button'>
              <Text>拒绝</Text>
            </View>
          </View>
        ) : phase === 'confirmed' ? (
          <View className='scan-card'>
            <Text className='scan-card__title scan-card__title--ok'>已确认登录</Text>
            <Text className='scan-card__text'>对方设备已登录，可在「账号设置」中查看登录设备</Text>
            <View className='login-btn' onClick={() => navigate(to.home(), 'switchTab').catch(() => undefined)} role='button'>
              <Text>返回首页</Text>
            </View>
          </View>
        ) : phase === 'refused' ? (
          <View className='scan-card'>
            <Text className='scan-card__title'>已拒绝登录</Text>
            <Text className='scan-card__text'>对方设备不会登录你的账号</Text>
          </View>
        ) : phase === 'invalid' ? (
          <View className='scan-card'>
            <Text className='scan-card__title'>无法登录</Text>
            <Text className='scan-card__text'>{message}</Text>
            <View className='login-btn' onClick={scan} role='button'>
              <Text>重新扫码</Text>
            </View>
          </View>
        ) : (
          <Text className='scan-card__text'>正在读取二维码...</Text>
        )}
      </View>
    </View>
  )
}

export default observer(ScanPage)
