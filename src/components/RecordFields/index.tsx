import { View, Text } from '@tarojs/components'
import type { RecordItem, RecordParty } from '../../../contract/api/api-dimensions'
import { getDimension, type FieldDef } from '@contract/domain/dimensions'
import { formatAmount } from '@contract/domain/format'
import { navigate } from '@/services/nav'
import './index.scss'
import { to } from '@/links.gen'

export function openParty(p: { pid?: string; personId?: string }) {
  if (p.pid) return navigate(to.companyProfile({ pid: p.pid })).catch(() => undefined)
  if (p.personId) return navigate(to.personProfile({ personId: p.personId })).catch(() => undefined)
  return undefined
}

/** 万元 amount as text: '1,234.50万元'; none → '-'. */
export const amountText = (v: number | string | null | undefined) =>
  v === null || v === undefined || v === '' ? '-' : `${formatAmount(v)}万元`

export function fieldText(f: FieldDef, v: unknown): string {
  if (v === null || v === undefined || v === '') return '-'
  if (f.kind === 'amount' || f.key === 'amount') return amountText(v as number)
  return String(v)
}

/** Parties as tappable names (company or person page) with their roles. */
export function PartyLinks({ parties }: { parties: RecordParty[] }) {
  if (!parties.length) return <Text className='rec-fields__value'>-</Text>
  return (
    <View className='rec-fields__parties'>
      {parties.map((p, i) => (
        <View key={`${p.name}${i}`} className='rec-party' onClick={() => openParty(p)}>
          {p.role && <Text className='rec-party__role'>{p.role}</Text>}
          <Text className={`rec-party__name ${p.pid || p.personId ? 'is-link' : ''}`}>{p.name}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * A record's fields with their Chinese labels (from the registry), parties linked,
 * then its source, capture date and whether it is current.
 */
export default function RecordFields({ record, fields }: { record: RecordItem; fields?: FieldDef[] }) {
  const defs = fields ?? getDimension(record.dimension)?.detailFields ?? []
  return (
    <View className='rec-fields'>
      {defs.map((f) => {
        if (f.key === 'parties' || f.kind === 'party') {
          const v = f.key === 'parties' ? record.parties : record.fields[f.key]
          const parties: RecordParty[] = Array.isArray(v) ? (v as RecordParty[]) : v ? [{ name: String(v), role: '' }] : []
          return (
            <View key={f.key} className='rec-fields__row'>
              <Text className='rec-fields__label'>{f.label}</Text>
              <PartyLinks parties={parties} />
            </View>
          )
        }
        const raw = f.key in record.fields ? record.fields[f.key] : (record as unknown as Record<string, unknown>)[f.key]
        return (
          <View key={f.key} className={`rec-fields__row ${f.kind === 'longtext' ? 'is-long' : ''}`}>
            <Text className='rec-fields__label'>{f.label}</Text>
            <Text className='rec-fields__value' userSelect>
              {fieldText(f, raw)}
            </Text>
          </View>
        )
      })}
      <View className='rec-fields__source'>
        <Text className={`rec-fields__state ${record.isCurrent ? 'is-current' : 'is-history'}`}>{record.isCurrent ? '当前' : '历史'}</Text>
        <Text>
          数据来源：{record.source || '-'} · 采集于 {String(record.capturedAt || '').slice(0, 10) || '-'}
        </Text>
      </View>
    </View>
  )
}
