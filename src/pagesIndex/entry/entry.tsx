import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import { navigate } from '@/services/nav'
import { entry } from '@/stores/entry'
import { ENTRY_FAILURES } from '../../../contract/domain/entry'
import './entry.scss'
import { to } from '@/links.gen'

/**
 * What the page was opened with: its own parameters (H5 address, mini-program code, plain-link QR code), else the
 * mini-program's launch options (a code scanned while the app was starting).
 */
export function launchQuery(params: Record<string, unknown>): Record<string, unknown> {
  if (params.scene || params.q) return params
  if (process.env.TARO_ENV === 'h5') return params
  try {
    return (Taro.getLaunchOptionsSync().query ?? {}) as Record<string, unknown>
  } catch {
    return params
  }
}

const BADGE = { missing: '?', expired: '!', invalid: '×', network: '!' } as const

const NETWORK = { title: '暂时无法打开', text: '网络连接不稳定或服务繁忙，请检查网络后重试。' }

/** The page every QR code and shared link opens first: it goes on to what the code opens, or says why it cannot. */
function EntryPage() {
  const params = (useRouter().params ?? {}) as Record<string, unknown>

  useEffect(() => {
    entry.open(launchQuery(params))
  }, [params.q, params.scene])

  const home = () => navigate(to.home(), 'switchTab').catch(() => undefined)

  if (entry.state !== 'failed') {
    return (
      <View className='entry-page'>
        <HeaderBar title='云企查' backLevel={0} />
        <LoadingOverlay visible text='正在打开…' />
      </View>
    )
  }
  const network = entry.problem === 'network'
  const say = network ? NETWORK : ENTRY_FAILURES[entry.problem ?? 'invalid']
  return (
    <View className='entry-page'>
      <HeaderBar title='云企查' backLevel={0} />
      <View className='entry-card' data-testid='entry-failed' data-problem={entry.problem}>
        <View className={`entry-icon entry-icon--${entry.problem}`}>
          <View className='entry-icon__qr'>
            <View className='entry-icon__corner entry-icon__corner--tl' />
            <View className='entry-icon__corner entry-icon__corner--tr' />
            <View className='entry-icon__corner entry-icon__corner--bl' />
          </View>
          <View className='entry-icon__badge'>
            <Text>{BADGE[entry.problem ?? 'invalid']}</Text>
          </View>
        </View>
        <Text className='entry-title'>{say.title}</Text>
        <Text className='entry-text'>{say.text}</Text>
        {network && entry.message && <Text className='entry-detail'>{entry.message}</Text>}
        {entry.code && !network && <Text className='entry-code'>二维码编号：{entry.code.slice(0, 24)}</Text>}
        {network && (
          <View className='entry-btn entry-btn--ghost' onClick={() => entry.retry()} role='button'>
            <Text>重新打开</Text>
          </View>
        )}
        <View className='entry-btn' onClick={home} role='button'>
          <Text>返回首页</Text>
        </View>
      </View>
      <Text className='entry-note'>云企查的分享二维码可在企业或人员详情页点击“分享”生成</Text>
    </View>
  )
}

export default observer(EntryPage)
