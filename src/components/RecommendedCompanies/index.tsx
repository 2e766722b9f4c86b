import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { RecommendedCompanies as Answer } from '../../../contract/schemas/app-info'
import NameAvatar from '../NameAvatar'
import { to } from '../../links.gen'
import { recommendedCompanies } from '../../services/appInfo'
import { whenIdle } from '../../services/idle'
import { navigate } from '../../services/nav'
import { session } from '../../stores/session'
import './index.scss'

/**
 * 猜你关注: companies like the ones the user viewed, when the server built them from the user's footprints (signed
 * in, 个性化推荐 on); otherwise the hot companies everyone sees, titled so. Loaded once the page has painted and the browser is idle, again on every
 * show (a company viewed meanwhile changes it). Until the first answer, skeleton rows of the same height hold its place,
 * so the page does not jump when the list arrives; a failed or empty answer draws nothing.
 */
function RecommendedCompanies({ className = '', size = 5 }: { className?: string; size?: number }) {
  const [data, setData] = useState<Answer | null>(null)
  const [failed, setFailed] = useState(false)
  const signedIn = session.isLoggedIn
  const load = () => {
    recommendedCompanies(size).then(setData, () => setFailed(true))
  }
  const shown = useRef(false)
  // the page's first paint comes first: the list is asked for once the browser is idle
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` reads only `size`; a sign-in or out asks again
  useEffect(() => whenIdle(load), [signedIn, size])
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })
  if (!data && !failed)
    return (
      <View className={`rec ${className}`} data-testid='recommended-loading' aria-busy='true'>
        <View className='rec__head'>
          <View className='rec-skel rec-skel--title' />
        </View>
        {Array.from({ length: size }, (_, i) => (
          <View key={i} className='rec-item'>
            <View className='rec-skel rec-skel--avatar' />
            <View className='rec-item__main'>
              <View className='rec-skel rec-skel--name' />
              <View className='rec-skel rec-skel--meta' />
            </View>
          </View>
        ))}
      </View>
    )
  if (!data || data.list.length === 0) return null
  return (
    <View className={`rec ${className}`} data-testid='recommended' data-personalised={data.personalised ? '1' : '0'}>
      <View className='rec__head'>
        <Text className='rec__title'>{data.personalised ? '猜你关注' : '热门企业'}</Text>
        {data.personalised && <Text className='rec__hint'>根据您的浏览记录推荐</Text>}
        <Text className='rec__manage' onClick={() => navigate(to.personalise()).catch(() => undefined)}>
          推荐设置 ›
        </Text>
      </View>
      {data.list.map((c) => (
        <View
          key={c.pid}
          className='rec-item'
          data-testid='recommended-item'
          onClick={() => navigate(to.companyProfile({ pid: c.pid })).catch(() => undefined)}
        >
          <NameAvatar name={c.name} size={80} />
          <View className='rec-item__main'>
            <Text className='rec-item__name'>{c.name}</Text>
            <Text className='rec-item__meta'>
              {[c.legalPerson, c.regCapitalText, c.regionName.split(' ').slice(0, 2).join('')].filter((x) => x && x !== '-').join(' · ')}
            </Text>
            {data.personalised && !!c.matchReason && c.matchReason !== '热门企业' && (
              <Text className='rec-item__reason'>{c.matchReason}</Text>
            )}
          </View>
        </View>
      ))}
    </View>
  )
}

export default observer(RecommendedCompanies)
