import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useMemo, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { judicialSearch } from '@/services/judicial'
import { JUDICIAL_KINDS, JUDICIAL_LABEL, isJudicialKind, type JudicialKind } from '../../../contract/domain/judicial'
import type { JudicialEntry, JudicialSearchResult } from '../../../contract/schemas/judicial'
import EntryItem from '../shared/EntryItem'
import Skeleton from '../shared/Skeleton'
import { decodeParam } from '@/domain/routeParam'
import '../shared/judicial.scss'

/** 查老赖 results: one list (失信 / 被执行) searched by keyword, province and filing dates, newest first. */
export default function Results() {
  const params = useRouter().params
  const [kind, setKind] = useState<JudicialKind>(isJudicialKind(params.kind) ? params.kind : 'dishonest')
  const query = useMemo(
    () => ({
      keyword: decodeParam(params.keyword) ?? '',
      province: decodeParam(params.province) ?? '',
      provinceName: decodeParam(params.provinceName) ?? '',
      start: decodeParam(params.start) ?? '',
      end: decodeParam(params.end) ?? '',
    }),
    [params.keyword, params.province, params.provinceName, params.start, params.end],
  )
  const fetchPage = useCallback((pageNum: number, pageSize: number) => judicialSearch({ kind, ...query }, pageNum, pageSize), [kind, query])
  const paged = usePagedPage<JudicialEntry, JudicialSearchResult>(fetchPage)
  const conditions = [
    query.keyword && `“${query.keyword}”`,
    query.provinceName || (query.province && (paged.list[0]?.provinceName || '所选地区')),
    (query.start || query.end) && `${query.start || '不限'} 至 ${query.end || '不限'}`,
  ].filter(Boolean)
  const edit = () =>
    navigate(
      kind === 'dishonest' ? to.dishonestDebtorQuery({ keyword: query.keyword }) : to.executedPersonQuery({ keyword: query.keyword }),
    ).catch(() => undefined)

  return (
    <View className='jd-page'>
      <HeaderBar title='查询结果' />
      <View className='jd-tabs'>
        {JUDICIAL_KINDS.map((k) => (
          <Text key={k} className={`jd-tabs__tab ${kind === k ? 'is-on' : ''}`} onClick={() => setKind(k)}>
            {JUDICIAL_LABEL[k]}
          </Text>
        ))}
      </View>
      <PullRefresh onRefresh={() => paged.refresh()}>
        <View className='jd-section'>
          <Text className='jd-note' style={{ padding: 0 }}>
            {conditions.join(' · ')}
            {paged.last ? ` 共 ${paged.last.totalText || paged.last.total} 条` : ''}
          </Text>
          <Text className='jd-section__more' onClick={edit}>
            修改条件
          </Text>
        </View>
        {paged.loading && paged.list.length === 0 && <Skeleton />}
        {paged.list.map((e) => (
          <EntryItem key={e.id} entry={e} />
        ))}
        {!paged.loading && paged.last && paged.list.length === 0 && !paged.error && (
          <Empty text={`暂无数据～ 没有找到符合条件的${JUDICIAL_LABEL[kind]}`} />
        )}
        {paged.error && <Text className='jd-error'>{paged.error}</Text>}
        <ListFooter loading={paged.loading} finished={paged.finished} count={paged.list.length} />
      </PullRefresh>
    </View>
  )
}
