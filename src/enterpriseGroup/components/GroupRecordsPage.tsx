import { View, Text } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import type { RecordItem } from '../../../contract/api/api-dimensions'
import type { PagedOf } from '../../../contract/schemas/common'
import { GROUP_RECORD_SETS, type GroupRecordSet } from '@contract/domain/groups'
import { getDimension } from '@contract/domain/dimensions'
import { recordUrl } from '@/components/DimensionPage'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { groupRecordCounts, groupRecords } from '@/services/groups'
import { useGroupId } from './useGroupId'
import { ListSkeleton, MissingGroup, MemberLine, go } from './parts'
import './group.scss'

/** the line under a record's title: its first list field that is not the title or the date */
function fieldLine(r: RecordItem): string {
  const dim = getDimension(r.dimension)
  for (const f of dim?.listFields ?? []) {
    if (f.key === 'title' || f.key === 'date') continue
    const v = r.fields[f.key]
    if (v !== null && v !== undefined && v !== '') return `${f.label}：${v}`
  }
  return r.refNo ? `编号：${r.refNo}` : ''
}

function RecordRow({ r }: { r: RecordItem }) {
  const dim = getDimension(r.dimension)
  const line = fieldLine(r)
  return (
    <View className='eg-card' data-testid='group-record' onClick={() => dim && go(recordUrl(dim, r))}>
      <Text className='eg-rec__title'>{r.title || dim?.label}</Text>
      <View className='eg-rec__meta'>
        <Text>{line}</Text>
        <Text>{r.date}</Text>
      </View>
      {r.pid && r.companyName ? <MemberLine pid={r.pid} name={r.companyName} /> : null}
    </View>
  )
}

/**
 * The members' records of one set (财产线索, 产品服务, 司法案件, 法律诉讼): a tab per dimension with its count, the
 * chosen tab's records newest first, each naming the member it belongs to.
 */
export default function GroupRecordsPage({ title, set }: { title: string; set: GroupRecordSet }) {
  const groupId = useGroupId()
  const dims = GROUP_RECORD_SETS[set] as readonly string[]
  const [active, setActive] = useState(dims[0])
  const [counts, setCounts] = useState<Record<string, number>>({})
  const loadCounts = useCallback(
    () =>
      groupRecordCounts(groupId, set).then(
        (list) => setCounts(Object.fromEntries(list.map((c) => [c.dimension, c.count]))),
        () => undefined,
      ),
    [groupId, set],
  )
  useEffect(() => {
    if (groupId) void loadCounts()
  }, [groupId, loadCounts])
  const fetch = useCallback((pageNum: number, pageSize: number) => groupRecords(groupId, active, pageNum, pageSize), [groupId, active])
  const paged = usePagedPage<RecordItem, PagedOf<RecordItem>>(fetch, !!groupId)
  const waiting = paged.loading && paged.list.length === 0
  return (
    <View className='eg-page'>
      <HeaderBar title={title} />
      {groupId ? null : <MissingGroup />}
      {dims.length > 1 ? (
        <View className='eg-tabs' data-testid='group-tabs'>
          {dims.map((d) => (
            <Text
              key={d}
              className={`eg-tab ${d === active ? 'eg-tab--on' : ''}`}
              data-testid={`group-tab-${d}`}
              onClick={() => setActive(d)}
            >
              {getDimension(d)?.label ?? d}
              {counts[d] !== undefined ? ` ${counts[d]}` : ''}
            </Text>
          ))}
        </View>
      ) : null}
      <PullRefresh onRefresh={() => Promise.all([loadCounts(), paged.refresh()])}>
        {paged.last && paged.list.length > 0 ? <View className='eg-summary'>共 {paged.last.total} 条</View> : null}
        {waiting ? <ListSkeleton /> : paged.list.map((r) => <RecordRow key={r.id} r={r} />)}
        <PagedEnd paged={paged} count={paged.list.length} waiting={waiting} />
      </PullRefresh>
    </View>
  )
}
