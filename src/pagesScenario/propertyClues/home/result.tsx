import { View, Text } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { HBarChart } from '@/components/Charts'
import { usePagedPage } from '@/hooks/usePaged'
import { decodeParam } from '@/domain/routeParam'
import { session } from '@/stores/session'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { clueList, clueSummary, collectDebtor, monitorDebtor, uncollectDebtor, unmonitorDebtor } from '@/services/propertyClues'
import type { ClueItem, ClueList, ClueSummary, DebtorKind } from '../../../../contract/schemas/propertyClues'
import { CLUE_KINDS, clueAmountText, type ClueKind } from '../../../../contract/domain/propertyClues'
import ClueRow from '../shared/ClueRow'
import Skeleton from '../shared/Skeleton'
import '../shared/clues.scss'

type Load = { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'done'; summary: ClueSummary }

const isKind = (v: string | undefined): v is ClueKind => !!v && (CLUE_KINDS as readonly string[]).includes(v)
const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })

/** 财产线索详情: a debtor's clues counted and totalled by kind (drawn as bars), then listed by kind, newest first. */
export default function PropertyCluesResult() {
  const params = useRouter().params
  const debtorKind: DebtorKind = params.debtorKind === 'person' ? 'person' : 'company'
  const debtorId = decodeParam(params.debtorId) ?? ''
  const [kind, setKind] = useState<ClueKind | ''>(isKind(params.kind) ? params.kind : '')
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [busy, setBusy] = useState(false)

  const loadSummary = useCallback(async () => {
    try {
      setLoad({ kind: 'done', summary: await clueSummary(debtorKind, debtorId) })
    } catch (e) {
      setLoad({ kind: 'failed', text: (e as Error)?.message || '加载失败' })
    }
  }, [debtorKind, debtorId])
  useEffect(() => {
    if (debtorId) void loadSummary()
  }, [loadSummary, debtorId])

  const fetchPage = useCallback(
    (pageNum: number, pageSize: number) => clueList(debtorKind, debtorId, kind, pageNum, pageSize),
    [debtorKind, debtorId, kind],
  )
  const paged = usePagedPage<ClueItem, ClueList>(fetchPage, !!debtorId)

  const toggle = async (flag: 'collected' | 'monitored') => {
    if (load.kind !== 'done' || busy) return
    if (!session.isLoggedIn) {
      navigate(to.phoneLogin({ redirect: to.propertyCluesResult({ debtorKind, debtorId }) })).catch(() => undefined)
      return
    }
    const mine = load.summary.mine
    setBusy(true)
    try {
      if (mine?.[flag]) {
        await (flag === 'collected' ? uncollectDebtor(mine.id) : unmonitorDebtor(mine.id))
        toast(flag === 'collected' ? '已取消收藏' : '已取消监控')
      } else {
        await (flag === 'collected' ? collectDebtor(debtorKind, debtorId) : monitorDebtor(debtorKind, debtorId))
        toast(flag === 'collected' ? '已收藏' : '已监控，新线索出现时将提醒您')
      }
      await loadSummary()
    } catch {
      // the request door said why
    } finally {
      setBusy(false)
    }
  }

  if (!debtorId)
    return (
      <View className='pcl-page'>
        <HeaderBar title='财产线索详情' />
        <Empty text='缺少债务人，请先搜索债务人' />
      </View>
    )

  const summary = load.kind === 'done' ? load.summary : null
  return (
    <View className='pcl-page'>
      <HeaderBar title='财产线索详情' />
      <PullRefresh onRefresh={() => Promise.all([loadSummary(), paged.refresh()])}>
        {load.kind === 'loading' && <Skeleton rows={2} />}
        {load.kind === 'failed' && (
          <Empty text={load.text}>
            <Text className='pcl-link' data-testid='pcl-retry' onClick={() => void loadSummary()}>
              重新加载
            </Text>
          </Empty>
        )}
        {summary && (
          <View className='pcl-card' data-testid='pcl-summary'>
            <Text className='pcl-card__title'>{summary.debtor.name}</Text>
            <Text className='pcl-card__sub'>
              {debtorKind === 'person' ? '个人' : '企业'} · {summary.debtor.subtitle}
            </Text>
            <View className='pcl-totals'>
              <View className='pcl-total'>
                <Text className='pcl-total__value' data-testid='pcl-count'>
                  {summary.count}
                </Text>
                <Text className='pcl-total__label'>条财产线索</Text>
              </View>
              <View className='pcl-total'>
                <Text className='pcl-total__value' data-testid='pcl-amount'>
                  {clueAmountText(summary.amount)}
                </Text>
                <Text className='pcl-total__label'>涉及金额合计</Text>
              </View>
            </View>
            <View className='pcl-actions'>
              <Text
                className={`pcl-btn ${summary.mine?.collected ? 'is-on' : ''}`}
                data-testid='pcl-collect'
                onClick={() => toggle('collected')}
              >
                {summary.mine?.collected ? '已收藏' : '收藏'}
              </Text>
              <Text
                className={`pcl-btn ${summary.mine?.monitored ? 'is-on' : ''}`}
                data-testid='pcl-monitor'
                onClick={() => toggle('monitored')}
              >
                {summary.mine?.monitored ? '已监控' : '监控新线索'}
              </Text>
            </View>
          </View>
        )}
        {summary && summary.count > 0 && (
          <View className='pcl-card'>
            <Text className='pcl-card__sub'>各类线索数量（点击查看）</Text>
            <HBarChart
              data={summary.kinds
                .filter((k) => k.count > 0)
                .map((k) => ({ key: k.kind, label: k.label, value: k.count, sub: k.amount ? clueAmountText(k.amount) : '' }))}
              onBar={(d) => setKind(d.key as ClueKind)}
            />
          </View>
        )}
        {summary && summary.count > 0 && (
          <View className='pcl-tabs'>
            <Text className={`pcl-tab ${kind === '' ? 'is-on' : ''}`} onClick={() => setKind('')}>
              全部 {summary.count}
            </Text>
            {summary.kinds
              .filter((k) => k.count > 0)
              .map((k) => (
                <Text
                  key={k.kind}
                  className={`pcl-tab ${kind === k.kind ? 'is-on' : ''}`}
                  data-testid={`pcl-tab-${k.kind}`}
                  onClick={() => setKind(k.kind)}
                >
                  {k.label} {k.count}
                </Text>
              ))}
          </View>
        )}
        {summary && kind && <Text className='pcl-tip'>{summary.kinds.find((k) => k.kind === kind)?.hint}</Text>}
        {load.kind !== 'failed' && paged.loading && paged.list.length === 0 && !paged.error && <Skeleton />}
        {paged.list.map((c) => (
          <ClueRow key={c.key} clue={c} />
        ))}
        {load.kind !== 'failed' && <PagedEnd paged={paged} count={paged.list.length} waiting={load.kind === 'loading'} />}
      </PullRefresh>
    </View>
  )
}
