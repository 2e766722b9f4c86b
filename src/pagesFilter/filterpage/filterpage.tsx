import { View, Text } from '@tarojs/components'
import { navigate } from '@/services/nav'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useCallback, useMemo } from 'react'
import HeaderBar from '@/components/HeaderBar'
import CompanyCard from '@/components/CompanyCard'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import PullRefresh from '@/components/PullRefresh'
import LoadingOverlay from '@/components/LoadingOverlay'
import { paramsToFilter } from '@/stores/filter'
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
          <View className='filter-result__total'>
            <Text>
              共找到 <Text className='em'>{paged.last.totalText}</Text> 家企业
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
