import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import type { CompanyChange, FollowItem, FollowList } from '../../../contract/schemas/collection'
import { FOLLOWS_MAX } from '../../../contract/domain/collections'
import PagedEnd from '@/components/PagedEnd'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import NameAvatar from '@/components/NameAvatar'
import PullRefresh from '@/components/PullRefresh'
import { useShown } from '@/components/Monitor/useShown'
import { viewedAt } from '@/domain/relativeTime'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { listFollows, markFollowsSeen, unfollow } from '@/services/collections'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import './attention.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** 'before → after'; a value only added or only removed (a new shareholder, a departed executive) says so. */
export const changeText = (c: CompanyChange) =>
  !c.before && c.after ? `新增：${c.after}` : c.before && !c.after ? `移除：${c.before}` : `${c.before || '-'} → ${c.after || '-'}`

function FollowRow({ row, onUnfollow }: { row: FollowItem; onUnfollow: () => void }) {
  const c = row.latestChange
  return (
    <View className='at-item' data-testid='at-item' data-id={row.pid} onClick={() => go(to.companyProfile({ pid: row.pid }))}>
      <View className='at-item__top'>
        <NameAvatar name={row.name} size={80} />
        <View className='at-item__main'>
          <Text className='at-item__name'>{row.name}</Text>
          {!!row.sub && <Text className='at-item__sub'>{row.sub}</Text>}
        </View>
        {row.newCount > 0 && (
          <Text className='at-badge' data-testid='at-badge'>
            {row.newCount > 99 ? '99+' : row.newCount}条新变更
          </Text>
        )}
      </View>
      {c ? (
        <View className={`at-change ${row.newCount > 0 ? 'is-new' : ''}`}>
          <View className='at-change__head'>
            <Text className='at-change__field'>{c.field}变更</Text>
            <Text className='at-change__date'>{c.date}</Text>
          </View>
          <Text className='at-change__text' data-testid='at-change'>
            {changeText(c)}
          </Text>
        </View>
      ) : (
        <View className='at-change at-change--none'>
          <Text>暂无工商变更记录</Text>
        </View>
      )}
      <View className='at-item__foot'>
        <Text className='at-item__since'>
          关注于 {viewedAt(row.followedAt)}
          {row.changeCount > 0 ? ` · 共${row.changeCount}条变更` : ''}
        </Text>
        <Text
          className='at-item__unfollow'
          data-testid='at-unfollow'
          onClick={(e) => {
            e.stopPropagation()
            onUnfollow()
          }}
        >
          取消关注
        </Text>
      </View>
    </View>
  )
}

/** What 关注 is, and how it differs from 监控; with links to find companies and to monitoring. */
function Explainer({ compact }: { compact: boolean }) {
  if (compact)
    return (
      <View className='at-tip' data-testid='at-tip'>
        <Text className='at-tip__text'>关注免费（最多{FOLLOWS_MAX}家），只汇总最新工商变更、不推送消息；需要风险提醒请用</Text>
        <Text className='at-tip__link' onClick={() => go(to.monitorHome())}>
          企业监控 ›
        </Text>
      </View>
    )
  return (
    <View className='at-explain' data-testid='at-explain'>
      <View className='at-explain__row'>
        <Text className='at-explain__tag'>关注</Text>
        <Text className='at-explain__text'>
          免费，最多{FOLLOWS_MAX}家。在企业详情页底部点「关注」，企业的最新工商变更会汇总在这里，不推送消息。
        </Text>
      </View>
      <View className='at-explain__row'>
        <Text className='at-explain__tag at-explain__tag--monitor'>监控</Text>
        <Text className='at-explain__text'>按会员额度监控企业的司法、经营等风险，有新动态时及时推送提醒。</Text>
      </View>
      <View className='at-explain__btns'>
        <Text className='at-explain__btn' data-testid='at-go-search' onClick={() => go(to.search())}>
          搜索企业去关注
        </Text>
        <Text className='at-explain__btn at-explain__btn--ghost' data-testid='at-go-monitor' onClick={() => go(to.monitorHome())}>
          了解企业监控
        </Text>
      </View>
    </View>
  )
}

/**
 * 我的关注: followed companies, the one with the newest registration change first, each with that change and a red
 * badge counting the changes since the page was last opened. Opening the page marks them seen for the next time.
 */
function Attention() {
  const signedIn = session.isLoggedIn
  const [opened, setOpened] = useState(false)
  const [since, setSince] = useState<number | null>(null)

  useEffect(() => {
    if (!signedIn || opened) return
    // the counts of this opening are those since the last one; a failed mark only leaves them for next time
    markFollowsSeen()
      .then(
        (r) => setSince(r.since),
        () => undefined,
      )
      .finally(() => setOpened(true))
  }, [signedIn, opened])

  const fetchPage = useCallback((pageNum: number) => listFollows(pageNum), [])
  const paged = usePagedPage<FollowItem, FollowList>(fetchPage, signedIn && opened)
  useShown(() => {
    // back from a profile: it may have been unfollowed there
    if (paged.last) paged.refresh()
  })

  const remove = async (row: FollowItem) => {
    const r = await Taro.showModal({
      title: '取消关注',
      content: `确定不再关注「${row.name}」吗？`,
      confirmText: '取消关注',
      cancelText: '再想想',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      await unfollow(row.pid)
    } catch {
      return // the request door said why
    }
    Taro.showToast({ title: '已取消关注', icon: 'none' })
    paged.refresh()
  }

  const rows = paged.list
  const total = paged.last?.total ?? 0
  const newTotal = rows.reduce((n, r) => n + r.newCount, 0)
  const firstLoad = signedIn && (!opened || (paged.loading && paged.last === null && !paged.error))

  return (
    <View className='at-page'>
      <HeaderBar title='我的关注' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        {rows.length > 0 && (
          <>
            <Explainer compact />
            <View className='at-bar'>
              <Text className='at-bar__count' data-testid='at-count'>
                共关注 {total} 家企业{newTotal > 0 ? `，${newTotal}条新变更` : ''}
              </Text>
              {since !== null && <Text className='at-bar__since'>新变更自上次查看（{viewedAt(since)}）起</Text>}
            </View>
          </>
        )}
        {rows.map((r) => (
          <FollowRow key={r.pid} row={r} onUnfollow={() => remove(r).catch(() => undefined)} />
        ))}
        <PagedEnd paged={paged} count={rows.length} waiting={firstLoad} after={<Explainer compact={false} />} />
      </PullRefresh>
      <LoadingOverlay visible={firstLoad} />
    </View>
  )
}

export default observer(Attention)
