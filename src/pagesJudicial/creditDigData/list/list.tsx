import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useMemo } from 'react'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { creditSearch } from '@/services/judicialData'
import { decodeParam } from '@/domain/routeParam'
import { SIGNAL_KINDS, SIGNAL_LABEL, type SignalKind } from '../../../../contract/domain/judicialData'
import type { CreditCompany, CreditSearchResult } from '../../../../contract/schemas/judicialData'
import Skeleton from '../../shared/Skeleton'
import '../../shared/judicial.scss'
import '../../judicialData/shared/caseData.scss'

const isSignal = (v: unknown): v is SignalKind => SIGNAL_KINDS.includes(v as SignalKind)

/** 风险企业: the companies with signals under the link's filters, latest signal first, each with its signals counted. */
export default function CreditDigList() {
  const params = useRouter().params
  const query = useMemo(() => {
    const kind = decodeParam(params.kind)
    return {
      province: decodeParam(params.province) ?? '',
      industry: decodeParam(params.industry) ?? '',
      kind: isSignal(kind) ? kind : ('' as const),
      start: decodeParam(params.start) ?? '',
      end: decodeParam(params.end) ?? '',
    }
  }, [params.province, params.industry, params.kind, params.start, params.end])
  const fetchPage = useCallback((pageNum: number, pageSize: number) => creditSearch(query, pageNum, pageSize), [query])
  const paged = usePagedPage<CreditCompany, CreditSearchResult>(fetchPage)
  const conditions = [
    decodeParam(params.provinceName) || '',
    decodeParam(params.industryName) || '',
    query.kind ? SIGNAL_LABEL[query.kind] : '全部风险',
    (query.start || query.end) && `${query.start || '不限'} 至 ${query.end || '不限'}`,
  ].filter(Boolean)

  return (
    <View className='jd-page'>
      <HeaderBar title='风险企业' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        <View className='jd-section'>
          <Text className='jd-note' style={{ padding: 0 }} data-testid='cd-summary'>
            {conditions.join(' · ')}
            {paged.last ? ` 共 ${paged.last.totalText || paged.last.total} 家` : ''}
          </Text>
          <Text className='jd-section__more' onClick={() => navigate(to.creditDigSearch()).catch(() => undefined)}>
            修改条件
          </Text>
        </View>
        {paged.loading && paged.list.length === 0 && !paged.error && <Skeleton />}
        {paged.list.map((c) => (
          <View
            key={c.pid}
            className='jd-item'
            data-testid='cd-company'
            onClick={() => navigate(to.companyProfile({ pid: c.pid })).catch(() => undefined)}
          >
            <View className='jd-item__head'>
              <Text className='jd-item__name'>{c.name}</Text>
              <Text className='jc-count'>{c.total} 条</Text>
            </View>
            <View className='jd-row'>
              <Text className='jd-row__label'>法定代表人</Text>
              <Text className='jd-row__value'>{c.legalPerson || '-'}</Text>
            </View>
            <View className='jd-row'>
              <Text className='jd-row__label'>地区 · 行业</Text>
              <Text className='jd-row__value'>
                {c.regionName || '-'} · {c.industry || '-'}
              </Text>
            </View>
            <View className='jd-row'>
              <Text className='jd-row__label'>最近风险</Text>
              <Text className='jd-row__value'>
                {c.latest || '-'} · {c.status}
              </Text>
            </View>
            <View className='jc-signals'>
              {c.signals.map((s) => (
                <Text key={s.kind} className='jc-signal'>
                  {s.label} {s.count}
                </Text>
              ))}
            </View>
          </View>
        ))}
        <PagedEnd paged={paged} count={paged.list.length} />
      </PullRefresh>
    </View>
  )
}
