import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useMemo } from 'react'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { caseSearch } from '@/services/judicialData'
import { decodeParam } from '@/domain/routeParam'
import { CASE_KIND_LABEL, CASE_KINDS, type CaseKind } from '../../../../contract/domain/judicialData'
import type { CaseItem as Case, CaseSearchResult } from '../../../../contract/schemas/judicialData'
import CaseItem from '../shared/CaseItem'
import Skeleton from '../../shared/Skeleton'
import '../../shared/judicial.scss'
import '../shared/caseData.scss'

const isKind = (v: unknown): v is CaseKind => CASE_KINDS.includes(v as CaseKind)

/** 案件列表: the cases matching the conditions of the link, newest first, page by page. */
export default function CaseResults() {
  const params = useRouter().params
  const query = useMemo(() => {
    const kind = decodeParam(params.kind)
    return {
      party: decodeParam(params.party) ?? '',
      court: decodeParam(params.court) ?? '',
      cause: decodeParam(params.cause) ?? '',
      kind: isKind(kind) ? kind : ('' as const),
      start: decodeParam(params.start) ?? '',
      end: decodeParam(params.end) ?? '',
    }
  }, [params.party, params.court, params.cause, params.kind, params.start, params.end])
  const fetchPage = useCallback((pageNum: number, pageSize: number) => caseSearch(query, pageNum, pageSize), [query])
  const paged = usePagedPage<Case, CaseSearchResult>(fetchPage)
  const conditions = [
    query.party && `当事人“${query.party}”`,
    query.court && `法院“${query.court}”`,
    query.cause && `案由“${query.cause}”`,
    query.kind && CASE_KIND_LABEL[query.kind],
    (query.start || query.end) && `${query.start || '不限'} 至 ${query.end || '不限'}`,
  ].filter(Boolean)

  return (
    <View className='jd-page'>
      <HeaderBar title='案件列表' />
      <PullRefresh onRefresh={() => paged.refresh()}>
        <View className='jd-section'>
          <Text className='jd-note' style={{ padding: 0 }} data-testid='jc-summary'>
            {conditions.join(' · ')}
            {paged.last ? ` 共 ${paged.last.totalText || paged.last.total} 件` : ''}
          </Text>
          <Text className='jd-section__more' onClick={() => navigate(to.caseSearch({ party: query.party })).catch(() => undefined)}>
            修改条件
          </Text>
        </View>
        {paged.loading && paged.list.length === 0 && !paged.error && <Skeleton />}
        {paged.list.map((c) => (
          <CaseItem key={c.id} item={c} />
        ))}
        <PagedEnd paged={paged} count={paged.list.length} />
      </PullRefresh>
    </View>
  )
}
