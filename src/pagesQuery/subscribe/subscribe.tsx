import { observer } from 'mobx-react-lite'
import { SavedSearchList } from '@/components/Subscriptions'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'

/** 搜索订阅: the keyword searches saved from the search results, each opening them again. */
function QuerySubscriptions() {
  return (
    <SavedSearchList
      searchKind='query'
      title='搜索订阅'
      emptyHint='搜索企业后，在结果上方点击「订阅」，有新成立的名称相符的企业时提醒你'
      makeText='去搜索'
      onMake={() => navigate(to.search({})).catch(() => undefined)}
      open={(r) => navigate(to.search({ keyword: r.filter?.keyword ?? '' })).catch(() => undefined)}
    />
  )
}

export default observer(QuerySubscriptions)
