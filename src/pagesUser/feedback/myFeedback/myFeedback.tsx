import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback } from 'react'
import type { Paged } from '../../../../contract/api/api'
import type { FeedbackItem } from '../../../../contract/schemas/feedback'
import PagedEnd from '@/components/PagedEnd'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { listFeedback } from '@/services/feedback'
import { back, navigate } from '@/services/nav'
import { FeedbackStatusTag, KindTag, whenText } from '../shared/Tags'
import '../shared/feedback.scss'
import './myFeedback.scss'

/** To the hub: back to it when it opened this page, else a new one. */
function goFeedback() {
  let prev: { route?: string } | undefined
  try {
    const pages = Taro.getCurrentPages()
    prev = pages[pages.length - 2]
  } catch {
    // no page stack to read: a new hub it is
  }
  if (prev?.route?.includes(to.feedback().replace(/^\//, ''))) back().catch(() => undefined)
  else navigate(to.feedback()).catch(() => undefined)
}

function Row({ item }: { item: FeedbackItem }) {
  return (
    <View
      className='fbl-item'
      data-testid='fbl-item'
      data-id={item.id}
      onClick={() => navigate(to.feedbackDetail({ id: item.id })).catch(() => undefined)}
    >
      <View className='fbl-item__top'>
        <KindTag kind={item.kind} />
        <Text className='fbl-item__about'>{item.companyName}</Text>
        <FeedbackStatusTag status={item.status} />
      </View>
      <Text className='fbl-item__summary'>{item.summary}</Text>
      <View className='fbl-item__foot'>
        <Text className='fbl-item__time'>{whenText(item.createdAt)}</Text>
        {item.unread && (
          <View className='fbl-item__new' data-testid='fbl-dot'>
            <View className='fbl-item__dot' />
            <Text>有新回复</Text>
          </View>
        )}
      </View>
    </View>
  )
}

/** 我的反馈: every feedback of the user, newest first, with its status and a red dot on a reply not yet read. */
export default function MyFeedback() {
  const fetchPage = useCallback((pageNum: number) => listFeedback(pageNum), [])
  const paged = usePagedPage<FeedbackItem, Paged<FeedbackItem>>(fetchPage)

  useDidShow(() => {
    // back from a feedback: its reply is read now
    if (paged.last) paged.refresh()
  })

  const rows = paged.list
  const firstLoad = paged.loading && paged.last === null && !paged.error

  return (
    <View className='fb-page'>
      <HeaderBar title='我的反馈' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        {rows.length > 0 && (
          <Text className='fbl-count' data-testid='fbl-count'>
            {`共 ${paged.last?.total ?? rows.length} 条反馈`}
          </Text>
        )}
        {rows.map((item) => (
          <Row key={item.id} item={item} />
        ))}
        <PagedEnd paged={paged} count={rows.length}>
          <Text className='fb-retry' data-testid='fbl-go' onClick={goFeedback}>
            去反馈
          </Text>
        </PagedEnd>
      </PullRefresh>
      <LoadingOverlay visible={firstLoad} />
    </View>
  )
}
