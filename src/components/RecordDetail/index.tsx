import { View, Text } from '@tarojs/components'
import type { RecordDetail as Detail } from '../../../contract/api/api-dimensions'
import type { Dimension, FieldDef } from '@contract/domain/dimensions'
import { fieldText, headingField, partiesOf, partyUrl } from '@/domain/records'
import { navigate } from '@/services/nav'
import './index.scss'
import { to } from '@/links.gen'

/** '查看案件全部阶段' target for a legal record with a case number. */
export function caseUrl(dimension: Dimension, record: Detail): string {
  const ref = record.caseRefNo || record.refNo || (record.fields?.refNo as string) || ''
  if (dimension.category !== 'judicial' || !ref) return ''
  return to.caseDetail({ referenceNo: ref, pid: record.pid })
}

function PartyLinks({ record, field }: { record: Detail; field: FieldDef }) {
  const parties = partiesOf(record, field)
  if (!parties.length) return <Text className='record-field__value'>-</Text>
  return (
    <View className='record-parties'>
      {parties.map((p, i) => {
        const url = partyUrl(p)
        return (
          <View key={`${p.name}${i}`} className='record-party'>
            {url ? (
              <Text className='record-party__name is-link' data-url={url} onClick={() => navigate(url).catch(() => undefined)}>
                {p.name}
              </Text>
            ) : (
              <Text className='record-party__name'>{p.name}</Text>
            )}
            {p.role && <Text className='record-party__role'>{p.role}</Text>}
          </View>
        )
      })}
    </View>
  )
}

/**
 * One record: every detail field with its Chinese label (parties linked to their company or person page,
 * long texts in full), 当前/历史, the source and capture date, and for legal records the whole case.
 */
export default function RecordDetail({
  record,
  dimension,
  extraLinks = [],
}: {
  record: Detail
  dimension: Dimension
  extraLinks?: Array<{ text: string; url: string }>
}) {
  const head = headingField(dimension)
  const statusField = dimension.detailFields.find((f) => f.kind === 'status')
  const status = statusField ? fieldText(record, statusField) : ''
  const fields = dimension.detailFields.filter((f) => f.key !== head.key)
  const toCase = caseUrl(dimension, record)
  const links = [...(toCase ? [{ text: '查看案件全部阶段', url: toCase }] : []), ...extraLinks]
  return (
    <View className='record-detail' data-dim={dimension.key}>
      <View className='record-detail__card'>
        <Text className='record-detail__kind'>{dimension.label}</Text>
        <Text className='record-detail__title'>{fieldText(record, head)}</Text>
        <View className='record-detail__tags'>
          <Text className={`record-tag ${record.isCurrent ? 'record-tag--current' : 'record-tag--history'}`}>
            {record.isCurrent ? '当前' : '历史'}
          </Text>
          {statusField && status !== '-' && <Text className='record-tag record-tag--status'>{status}</Text>}
        </View>
        {record.companyName && record.pid && (
          <Text className='record-detail__owner is-link' onClick={() => navigate(partyUrl({ pid: record.pid })).catch(() => undefined)}>
            {record.companyName}
          </Text>
        )}
      </View>
      <View className='record-detail__card'>
        <View className='record-field'>
          <Text className='record-field__label'>{head.label}</Text>
          <Text className='record-field__value'>{fieldText(record, head)}</Text>
        </View>
        {fields.map((f) => (
          <View key={f.key} className={`record-field ${f.kind === 'longtext' || f.kind === 'party' ? 'is-block' : ''}`}>
            <Text className='record-field__label'>{f.label}</Text>
            {f.kind === 'party' ? (
              <PartyLinks record={record} field={f} />
            ) : f.kind === 'longtext' ? (
              <Text className='record-field__longtext' userSelect>
                {fieldText(record, f)}
              </Text>
            ) : (
              <Text className={`record-field__value ${f.kind === 'amount' ? 'is-amount' : ''}`}>{fieldText(record, f)}</Text>
            )}
          </View>
        ))}
      </View>
      {links.map((l) => (
        <View key={l.url} className='record-detail__link' data-url={l.url} onClick={() => navigate(l.url).catch(() => undefined)}>
          <Text>{l.text}</Text>
          <Text className='record-detail__arrow'>›</Text>
        </View>
      ))}
      <View className='record-detail__source'>
        <Text>
          数据来源：{record.source || dimension.source} · 采集于 {String(record.capturedAt || '').slice(0, 10) || '-'}
        </Text>
      </View>
    </View>
  )
}
