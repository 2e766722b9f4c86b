/** Shared pieces of the monitoring pages: dynamic cards, monitor rows, group and dimension pickers. */
import { View, Text, Input } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import type { DynamicItem, DynamicLevel, MonitorDimension, MonitorGroup, MonitorItem, MonitorKind } from '../../../contract/api/api-monitor'
import { DYNAMIC_LEVEL_LABELS } from '@/domain/monitorLabels'
import { LEVEL_STYLE, trendTime } from '@/pages/trends/trendGroups'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import './index.scss'

export const levelStyle = (level: DynamicLevel) => LEVEL_STYLE[level] ?? LEVEL_STYLE.info

export function LevelTag({ level }: { level: DynamicLevel }) {
  const s = levelStyle(level)
  return (
    <Text className='mon-level' style={{ color: s.color, background: s.background }}>
      {DYNAMIC_LEVEL_LABELS[level] ?? s.text}
    </Text>
  )
}

/** One dynamic of a monitored target. */
export function DynamicCard({
  item,
  unread,
  onClick,
  now = new Date(),
  showTarget = true,
  action,
}: {
  item: DynamicItem
  unread?: boolean
  onClick?: () => void
  now?: Date
  showTarget?: boolean
  action?: ReactNode
}) {
  const s = levelStyle(item.level)
  return (
    <View className={`mon-dyn ${unread ? 'is-unread' : ''}`} onClick={onClick} data-id={item.id}>
      <View className='mon-dyn__head'>
        {unread && <View className='mon-dyn__dot' />}
        {showTarget ? <Text className='mon-dyn__target'>{item.targetName}</Text> : <Text className='mon-dyn__target'>{item.title}</Text>}
        <Text className='mon-dyn__time'>{trendTime(item.date, now)}</Text>
        {action}
      </View>
      <View className='mon-dyn__row'>
        <Text className='mon-dyn__dim' style={{ color: s.color, background: s.background }}>
          {item.levelLabel || DYNAMIC_LEVEL_LABELS[item.level]}
        </Text>
        <Text className='mon-dyn__title'>{showTarget ? item.title : item.dimensionLabel}</Text>
      </View>
      {item.content && <Text className='mon-dyn__content'>{item.content}</Text>}
    </View>
  )
}

/** One monitored target. */
export function MonitorRow({
  item,
  selected,
  selecting,
  onClick,
}: {
  item: MonitorItem
  selected?: boolean
  selecting?: boolean
  onClick?: () => void
}) {
  return (
    <View className='mon-row' onClick={onClick} data-id={item.id}>
      {selecting && <View className={`mon-check ${selected ? 'is-on' : ''}`} />}
      <View className={`mon-row__avatar ${item.kind === 'person' ? 'is-person' : ''}`}>
        <Text>{Array.from(item.name)[0]}</Text>
      </View>
      <View className='mon-row__main'>
        <View className='mon-row__line'>
          <Text className='mon-row__name'>{item.name}</Text>
          {item.unread > 0 && <Text className='mon-row__unread'>{item.unread > 99 ? '99+' : item.unread}</Text>}
        </View>
        <Text className='mon-row__sub'>
          {item.kind === 'person' ? '人员' : '企业'} · {item.groupName}
          {item.subtitle ? ` · ${item.subtitle}` : ''}
          {item.legalPerson ? ` · 法人 ${item.legalPerson}` : ''}
        </Text>
        {item.latest ? (
          <Text className='mon-row__latest'>
            <Text style={{ color: levelStyle(item.latest.level).color }}>●</Text> {item.latest.date} {item.latest.title}
          </Text>
        ) : (
          <Text className='mon-row__latest mon-row__latest--none'>暂无动态</Text>
        )}
      </View>
      <View className='mon-row__count'>
        <Text className='mon-row__num'>{item.recentCount}</Text>
        <Text className='mon-row__label'>近30天</Text>
      </View>
    </View>
  )
}

/** Chips to pick one group; optional inline creation of a new one. */
export function GroupPicker({
  groups,
  value,
  onChange,
  onCreate,
}: {
  groups: MonitorGroup[]
  value: number | undefined
  onChange: (id: number) => void
  onCreate?: (name: string) => Promise<unknown>
}) {
  const [adding, setAdding] = useState(false)
  const [name, setName] = useState('')
  return (
    <View className='mon-chips' data-testid='group-picker'>
      {groups.map((g) => (
        <Text key={g.id} className={`mon-chip ${value === g.id ? 'is-on' : ''}`} onClick={() => onChange(g.id)}>
          {g.name}
        </Text>
      ))}
      {onCreate && !adding && (
        <Text className='mon-chip mon-chip--add' onClick={() => setAdding(true)}>
          + 新建分组
        </Text>
      )}
      {onCreate && adding && (
        <View className='mon-inline-add'>
          <Input
            className='mon-inline-add__input'
            value={name}
            maxlength={20}
            placeholder='分组名称'
            focus
            onInput={(e) => setName(e.detail.value)}
          />
          <Text
            className='mon-inline-add__btn'
            onClick={() => {
              onCreate(name).then(
                () => {
                  setName('')
                  setAdding(false)
                },
                () => undefined,
              )
            }}
          >
            确定
          </Text>
        </View>
      )}
    </View>
  )
}

/** The catalogue's dimensions under their group headings, as toggles. */
export function DimensionPicker({
  catalog,
  value,
  onChange,
  entity,
}: {
  catalog: MonitorDimension[]
  value: string[]
  onChange: (keys: string[]) => void
  entity?: MonitorKind
}) {
  const list = catalog.filter((d) => !entity || d.entity === 'both' || d.entity === entity)
  const groups: Array<{ name: string; items: MonitorDimension[] }> = []
  for (const d of list) {
    const g = groups.find((x) => x.name === d.group)
    if (g) g.items.push(d)
    else groups.push({ name: d.group, items: [d] })
  }
  const on = new Set(value)
  const toggle = (k: string) => onChange(on.has(k) ? value.filter((x) => x !== k) : [...value, k])
  return (
    <View className='mon-dims' data-testid='dimension-picker'>
      {groups.map((g) => {
        const all = g.items.every((d) => on.has(d.key))
        return (
          <View key={g.name} className='mon-dims__group'>
            <View className='mon-dims__head'>
              <Text className='mon-dims__title'>{g.name}</Text>
              <Text
                className='mon-dims__all'
                onClick={() =>
                  onChange(
                    all ? value.filter((k) => !g.items.some((d) => d.key === k)) : [...new Set([...value, ...g.items.map((d) => d.key)])],
                  )
                }
              >
                {all ? '取消全选' : '全选'}
              </Text>
            </View>
            <View className='mon-chips'>
              {g.items.map((d) => (
                <Text key={d.key} className={`mon-chip ${on.has(d.key) ? 'is-on' : ''}`} data-key={d.key} onClick={() => toggle(d.key)}>
                  {d.label}
                </Text>
              ))}
            </View>
          </View>
        )
      })}
    </View>
  )
}

/** A labelled on/off switch row. */
export function SwitchRow({
  title,
  desc,
  value,
  onChange,
}: {
  title: string
  desc?: string
  value: boolean
  onChange: (v: boolean) => void
}) {
  return (
    <View className='mon-switch-row' onClick={() => onChange(!value)} role='switch' aria-checked={value} data-title={title}>
      <View className='mon-switch-row__main'>
        <Text className='mon-switch-row__title'>{title}</Text>
        {desc && <Text className='mon-switch-row__desc'>{desc}</Text>}
      </View>
      <View className={`mon-switch ${value ? 'is-on' : ''}`}>
        <View className='mon-switch__knob' />
      </View>
    </View>
  )
}

/** The quota line: 已监控 used/limit. */
export function QuotaLine({ used, limit, memberLevel }: { used: number; limit: number; memberLevel: number }) {
  const full = used >= limit
  return (
    <View className={`mon-quota ${full ? 'is-full' : ''}`} data-testid='monitor-quota'>
      <Text>
        已监控 {used}/{limit}
      </Text>
      <Text className='mon-quota__level'>
        {memberLevel >= 2 ? 'SVIP会员' : memberLevel === 1 ? 'VIP会员' : '普通用户'}
        {full ? ' · 已达上限' : ''}
      </Text>
      {full && memberLevel < 2 && (
        <Text
          className='mon-quota__upgrade'
          data-testid='monitor-upgrade'
          onClick={() => navigate(to.memberCenter({ level: memberLevel + 1 })).catch(() => undefined)}
        >
          升级会员可监控更多 ›
        </Text>
      )}
    </View>
  )
}
