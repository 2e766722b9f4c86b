import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { UsageItem } from '../../../../contract/schemas/privacy'
import HeaderBar from '@/components/HeaderBar'
import { USAGE_LABELS, type UsageKind } from '@contract/domain/privacy'
import { viewedAt } from '@/domain/relativeTime'
import { to } from '@/links.gen'
import { searchHistory } from '@/stores/searchHistory'
import { LoadFailed, Skeleton, open } from '../../privacyManage/parts'
import { useInventory } from '../useInventory'
import '../../privacyManage/privacy.scss'

/** where each kind of record can be seen in full */
const PAGE_OF: Partial<Record<UsageKind, () => string>> = {
  footprints: () => to.myFootprints(),
  collections: () => to.myCollect(),
  follows: () => to.myAttention(),
  monitors: () => to.monitorHome(),
  messages: () => to.notifications(),
  orders: () => to.myOrders(),
  invoices: () => to.invoicing(),
  exports: () => to.myDownloads(),
  cards: () => to.cardHolder(),
  feedback: () => to.myFeedback(),
}

function UsageRow({ item }: { item: UsageItem }) {
  const meta = USAGE_LABELS[item.kind]
  // searches are kept on this device only: counted here
  const count = item.kind === 'searches' ? searchHistory.keywords.length : (item.count ?? 0)
  const latest = item.kind === 'searches' ? (searchHistory.keywords[0] ?? '') : item.latest
  const page = PAGE_OF[item.kind]
  return (
    <View className='pv-item' data-testid='usage' data-kind={item.kind} onClick={page && count ? open(page()) : undefined}>
      <View className='pv-item__head'>
        <Text className='pv-item__label'>{meta.label}</Text>
        <Text className={`pv-item__value ${count ? '' : 'pv-item__value--muted'}`} data-testid='usage-count'>
          {item.kind === 'searches' ? `本机 ${count} ${meta.unit}` : `${count} ${meta.unit}`}
          {page && count ? ' ›' : ''}
        </Text>
      </View>
      {!!count && (!!latest || item.latestAt !== null) && (
        <Text className='pv-item__note' data-testid='usage-latest'>
          最近：{[latest, item.latestAt !== null ? viewedAt(item.latestAt) : ''].filter(Boolean).join(' · ')}
        </Text>
      )}
      <Text className='pv-item__note'>用途：{meta.purpose}</Text>
    </View>
  )
}

/** 使用记录: each kind of record kept about the user's use of the service, counted, with the latest and its purpose. */
function OperateInfo() {
  const { data, failed, reload } = useInventory()
  return (
    <View className='pv-page'>
      <HeaderBar title='使用记录' />
      {failed && !data ? (
        <LoadFailed onRetry={reload} />
      ) : !data ? (
        <Skeleton lines={8} />
      ) : (
        <View className='pv-card'>
          {data.usage.map((u) => (
            <UsageRow key={u.kind} item={u} />
          ))}
        </View>
      )}
      <Text className='pv-hint'>点击有记录的项目可查看明细；搜索历史、浏览足迹可在对应页面随时清空。</Text>
    </View>
  )
}

export default observer(OperateInfo)
