import { View, Text } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import type { Paged } from '../../../contract/api/api'
import type { Footprint, FootprintKind } from '../../../contract/schemas/footprint'
import PagedEnd from '@/components/PagedEnd'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import NameAvatar from '@/components/NameAvatar'
import PullRefresh from '@/components/PullRefresh'
import { viewedAt } from '@/domain/relativeTime'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { clearFootprints, listFootprints } from '@/services/footprints'
import { navigate } from '@/services/nav'
import { footprintSync } from '@/stores/footprints'
import { searchHistory } from '@/stores/searchHistory'
import { session } from '@/stores/session'
import './myFooter.scss'

const TABS: Array<{ kind: FootprintKind; label: string }> = [
  { kind: 'company', label: '企业' },
  { kind: 'person', label: '人员' },
]

/** One row, from the server's list or the device's own. */
interface Row {
  kind: FootprintKind
  targetId: string
  name: string
  sub: string
  viewedAt: number
}

const open = (r: Row) =>
  navigate(r.kind === 'company' ? to.companyProfile({ pid: r.targetId }) : to.personProfile({ personId: r.targetId })).catch(
    () => undefined,
  )

/** The device's own footprints of a kind (what a signed-out user sees). */
function localRows(kind: FootprintKind): Row[] {
  return kind === 'company'
    ? searchHistory.footprints.map((f) => ({ kind, targetId: f.pid, name: f.name, sub: '', viewedAt: f.time }))
    : searchHistory.personFootprints.map((f) => ({ kind, targetId: f.personId, name: f.name, sub: f.companyName ?? '', viewedAt: f.time }))
}

function FootprintRow({ row }: { row: Row }) {
  return (
    <View className='fp-item' data-testid='fp-item' data-kind={row.kind} data-id={row.targetId} onClick={() => open(row)}>
      {row.kind === 'company' ? (
        <NameAvatar name={row.name} size={80} />
      ) : (
        <View className='fp-item__avatar'>
          <Text>{Array.from(row.name)[0] ?? '人'}</Text>
        </View>
      )}
      <View className='fp-item__main'>
        <Text className='fp-item__name'>{row.name}</Text>
        {!!row.sub && <Text className='fp-item__sub'>{row.sub}</Text>}
      </View>
      <Text className='fp-item__time' data-testid='fp-time'>
        {viewedAt(row.viewedAt)}
      </Text>
    </View>
  )
}

/**
 * 浏览足迹: companies and persons viewed, newest first. Signed in: the user's footprints on the server (they follow
 * the user to every device), paged; signed out: this device's own, with an invitation to sign in.
 */
function MyFooter() {
  const [kind, setKind] = useState<FootprintKind>('company')
  const signedIn = session.isLoggedIn
  // right after a sign-in the device's footprints are being merged: the list is asked for once that is done
  const ready = signedIn && !footprintSync.merging
  const version = footprintSync.version
  const fetchPage = useCallback(
    (pageNum: number) => listFootprints(pageNum, kind),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, version],
  )
  const paged = usePagedPage<Footprint, Paged<Footprint>>(fetchPage, ready)

  useDidShow(() => {
    // back from a profile: that view is now the newest
    if (ready && paged.last) paged.refresh()
  })

  const rows: Row[] = signedIn ? paged.list : localRows(kind)
  const total = signedIn ? (paged.last?.total ?? 0) : rows.length
  const firstLoad = signedIn && (footprintSync.merging || (paged.loading && paged.last === null && !paged.error))

  const switchTo = (k: FootprintKind) => {
    if (k === kind) return
    paged.reset()
    setKind(k)
  }

  const clear = async () => {
    if (!total) return
    const r = await Taro.showModal({
      title: '提示',
      content: kind === 'company' ? '确定清空企业浏览足迹吗？' : '确定清空人员浏览足迹吗？',
      confirmText: '清空',
      cancelText: '取消',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    if (signedIn) {
      try {
        await clearFootprints(kind)
      } catch {
        return // the request door said why
      }
      footprintSync.clearLocal(kind)
      paged.refresh()
    } else {
      footprintSync.clearLocal(kind)
    }
    Taro.showToast({ title: '已清空', icon: 'none', duration: 1500 })
  }

  const goLogin = () => navigate(to.phoneLogin({ redirect: to.myFootprints() })).catch(() => undefined)

  const list = (
    <>
      {total > 0 && (
        <View className='fp-bar'>
          <Text className='fp-bar__count' data-testid='fp-count'>
            {signedIn ? `共 ${total} 条浏览记录` : `本机最近浏览的 ${total} 条记录`}
          </Text>
          <Text className='fp-bar__clear' data-testid='fp-clear' onClick={clear}>
            清空
          </Text>
        </View>
      )}
      {rows.map((r) => (
        <FootprintRow key={`${r.kind}:${r.targetId}`} row={r} />
      ))}
    </>
  )

  return (
    <View className='fp-page'>
      <HeaderBar title='浏览足迹' />
      <View className='fp-tabs'>
        {TABS.map((t) => (
          <Text
            key={t.kind}
            className={`fp-tabs__tab ${kind === t.kind ? 'is-on' : ''}`}
            data-testid={`fp-tab-${t.kind}`}
            onClick={() => switchTo(t.kind)}
          >
            {t.label}
          </Text>
        ))}
      </View>

      {!signedIn && (
        <View className='fp-banner' data-testid='fp-banner'>
          <View className='fp-banner__icon'>
            <Text>云</Text>
          </View>
          <Text className='fp-banner__text'>登录后足迹将同步到云端，换设备也能查看</Text>
          <Text className='fp-banner__btn' data-testid='fp-login' onClick={goLogin}>
            去登录
          </Text>
        </View>
      )}

      {signedIn ? (
        <PullRefresh onRefresh={() => paged.refresh()}>
          {list}
          <PagedEnd paged={paged} count={rows.length} waiting={firstLoad} />
        </PullRefresh>
      ) : (
        <>
          {list}
          {rows.length === 0 && <Empty text='暂无数据～' />}
        </>
      )}
      <LoadingOverlay visible={firstLoad} />
    </View>
  )
}

export default observer(MyFooter)
