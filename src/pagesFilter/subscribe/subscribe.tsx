import { observer } from 'mobx-react-lite'
import { SavedSearchList } from '@/components/Subscriptions'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { filterResultsUrl } from '@/stores/filter'

/** 高级搜索订阅: the advanced searches saved from their results, each opening its results again. */
function FilterSubscriptions() {
  return (
    <SavedSearchList
      searchKind='filter'
      title='高级搜索订阅'
      emptyHint='在高级搜索中设置条件，在结果页点击「订阅此搜索」，有新成立的符合条件的企业时提醒你'
      makeText='新建高级搜索'
      onMake={() => navigate(to.advancedSearch()).catch(() => undefined)}
      open={(r) => navigate(filterResultsUrl(r.filter ?? {}, r.summary)).catch(() => undefined)}
    />
  )
}

export default observer(FilterSubscriptions)
