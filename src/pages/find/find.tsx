import { View, Text } from '@tarojs/components'
import { useEffect } from 'react'
import type { DiscoverChange, DiscoverCompany } from '../../../contract/schemas/discover'
import HeaderBar from '@/components/HeaderBar'
import PullRefresh from '@/components/PullRefresh'
import ServiceGrid from '@/components/ServiceGrid'
import { builtServices } from '@/domain/builtServices'
import { usePaged } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { hotCompanies, newestCompanies, recentChanges } from '@/services/discover'
import { navigate } from '@/services/nav'
import ShortList from './ShortList'
import './find.scss'

/** each 发现 list shows this many rows, and 查看更多 brings as many again */
const SHORT = 5

const openCompany = (pid: string) => navigate(to.companyProfile({ pid })).catch(() => undefined)

function CompanyRow({ c, right, testId }: { c: DiscoverCompany; right: string; testId: string }) {
  return (
    <View className='find-row' data-testid={testId} data-pid={c.pid} onClick={() => openCompany(c.pid)}>
      <View className='find-row__main'>
        <Text className='find-row__name'>{c.name}</Text>
        <Text className='find-row__sub'>{[c.sub, c.regionName].filter(Boolean).join(' · ')}</Text>
      </View>
      <Text className='find-row__right'>{right}</Text>
    </View>
  )
}

function ChangeRow({ c }: { c: DiscoverChange }) {
  return (
    <View className='find-row find-row--change' data-testid='find-change' data-pid={c.pid} onClick={() => openCompany(c.pid)}>
      <View className='find-row__main'>
        <Text className='find-row__name'>{c.name}</Text>
        <Text className='find-row__sub'>
          <Text className='find-row__field'>{c.field}</Text>
          {c.before ? `${c.before} → ${c.after}` : c.after}
        </Text>
      </View>
      <Text className='find-row__right'>{c.date}</Text>
    </View>
  )
}

const views = (n: number) => (n >= 10000 ? `${(n / 10000).toFixed(1)}万次浏览` : `${n}次浏览`)

/** 发现: the most viewed companies, the newest registration changes and the newest companies, and the services. */
export default function Find() {
  const hot = usePaged<DiscoverCompany>(hotCompanies, SHORT)
  const changes = usePaged<DiscoverChange>(recentChanges, SHORT)
  const newest = usePaged<DiscoverCompany>(newestCompanies, SHORT)
  const refreshAll = () => Promise.all([hot.refresh(), changes.refresh(), newest.refresh()])
  useEffect(() => {
    refreshAll()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const services = builtServices()

  return (
    <View className='find-page'>
      <HeaderBar title='发现' />
      <PullRefresh onRefresh={refreshAll}>
        {services.length > 0 && (
          <View className='find-card find-card--grid'>
            <View className='find-card__head'>
              <View className='find-card__bar' />
              <Text className='find-card__title'>常用服务</Text>
            </View>
            <ServiceGrid entries={services} />
          </View>
        )}
        <ShortList title='热门企业' hint='浏览最多' testId='find-hot' paged={hot} rowKey={(c) => c.pid}>
          {(c) => <CompanyRow c={c} right={views(c.viewCount)} testId='find-hot-item' />}
        </ShortList>
        <ShortList title='最新变更' hint='工商登记变更' testId='find-changes' paged={changes} rowKey={(c) => String(c.id)}>
          {(c) => <ChangeRow c={c} />}
        </ShortList>
        <ShortList title='新注册企业' hint='按成立日期' testId='find-newest' paged={newest} rowKey={(c) => c.pid}>
          {(c) => <CompanyRow c={c} right={c.established} testId='find-newest-item' />}
        </ShortList>
      </PullRefresh>
    </View>
  )
}
