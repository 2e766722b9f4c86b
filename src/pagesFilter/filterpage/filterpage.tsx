import { View, Text } from '@tarojs/components'
import { loginUrlFor, navigate } from '@/services/nav'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useMemo, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import CompanyCard from '@/components/CompanyCard'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import PullRefresh from '@/components/PullRefresh'
import LoadingOverlay from '@/components/LoadingOverlay'
import { filterResultsUrl, paramsToFilter } from '@/stores/filter'
import { session } from '@/stores/session'
import { saveSearchSubscription } from '@/services/subscriptions'
import { advancedSearch } from '@/services/search'
import { usePagedPage } from '@/hooks/usePaged'
import type { CompanyHit, Paged } from '../../../contract/api/api'
import './filterpage.scss'
import { to } from '@/links.gen'

function FilterResult() {
  const params = useRouter().params
  const { filter, summary } = useMemo(() => paramsToFilter(params as Record<string, string>), [params])
  const fetchPage = useCallback((pageNum: number, pageSize: number) => advancedSearch({ ...filter, pageNum, pageSize }), [filter])
  const paged = usePagedPage<CompanyHit, Paged<CompanyHit>>(fetchPage)
  const [subscribed, setSubscribed] = useState(false)

  // 订阅此搜索: these conditions, kept on the server, tell the user about companies established from now on
  const subscribe = async () => {
    if (!session.isLoggedIn) return navigate(loginUrlFor(filterResultsUrl(filter, summary))).catch(() => undefined)
    if (subscribed) return navigate(to.filterSubscriptions()).catch(() => undefined)
    try {
      await saveSearchSubscription(filter, summary)
      setSubscribed(true)
      Taro.showToast({ title: '已订阅此搜索，可在「高级搜索订阅」查看', icon: 'none', duration: 2000 })
    } catch {
      // the request door said why (already subscribed, or the limit reached)
    }
  }

  return (
    <View className='filter-result'>
      <HeaderBar
        title='筛选结果'
        showExport
        onExport={() =>
          navigate(to.exportData({ kind: 'advanced', ...filter, title: summary.join(' · ').slice(0, 60) || undefined })).catch(
            () => undefined,
          )
        }
      />
      <View className='filter-result__conds'>
        {summary.length ? (
          summary.map((s) => (
            <Text key={s} className='tag tag--plain filter-result__cond'>
              {s}
            </Text>
          ))
        ) : (
          <Text className='filter-result__none'>全部企业</Text>
        )}
      </View>
      <PullRefresh onRefresh={() => paged.refresh()}>
        {paged.last && (
          <View className='filter-result__bar'>
            <View className='filter-result__total'>
              <Text>
                共找到 <Text className='em'>{paged.last.totalText}</Text> 家企业
              </Text>
            </View>
            <Text className={`filter-result__sub ${subscribed ? 'is-on' : ''}`} data-testid='fr-subscribe' onClick={() => subscribe()}>
              {subscribed ? '已订阅 ›' : '订阅此搜索'}
            </Text>
          </View>
        )}
        {paged.list.map((hit) => (
          <CompanyCard key={hit.pid} hit={hit} onClick={() => navigate(to.companyProfile({ pid: hit.pid }))} />
        ))}
        {!paged.loading && paged.last && paged.list.length === 0 && <Empty />}
        <ListFooter loading={paged.loading} finished={paged.finished} count={paged.list.length} />
      </PullRefresh>
      <LoadingOverlay visible={paged.loading && !paged.last} />
    </View>
  )
}

export default observer(FilterResult)
