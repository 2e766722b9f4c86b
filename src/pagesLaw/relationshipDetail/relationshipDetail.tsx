import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { openParty } from '@/components/RecordFields'
import { SIDE_LABELS, type Side } from '@/domain/caseStages'
import { caseRelationship } from '@/services/law'
import type { CaseRelationship } from '../../../contract/api/api-dimensions'
import { layoutRadial, radiusFor, segment, type Segment } from './layout'
import '../../styles/special.scss'
import './relationshipDetail.scss'

/** Stage geometry in CSS px: a 330 px wide stage fits a 390 px phone with the page margins. */
const W = 330
const CARD_W = 104
const CARD_H = 54
const CASE_R = 32
const SIDE_COLOR: Record<Side, string> = { plaintiff: '#2979ff', defendant: '#fa3534', other: '#ff9900' }

/** Edges between the same two parties become one line carrying every relation. */
export function mergeTies(edges: CaseRelationship['edges']): CaseRelationship['edges'] {
  const byPair = new Map<string, { from: string; to: string; relations: string[] }>()
  for (const e of edges) {
    const k = [e.from, e.to].sort().join('|')
    const cur = byPair.get(k)
    if (cur) {
      if (!cur.relations.includes(e.relation)) cur.relations.push(e.relation)
    } else byPair.set(k, { from: e.from, to: e.to, relations: [e.relation] })
  }
  return [...byPair.values()].map((x) => ({ from: x.from, to: x.to, relation: x.relations.join('·') }))
}

function Line({ s, color, dashed, label, at = 0.5 }: { s: Segment; color: string; dashed?: boolean; label?: string; at?: number }) {
  return (
    <View>
      <View
        className={`rel-graph__line ${dashed ? 'is-dashed' : ''}`}
        style={{ left: `${s.x1}px`, top: `${s.y1}px`, width: `${s.length}px`, transform: `rotate(${s.angle}deg)`, borderColor: color }}
      />
      {label && (
        <Text
          className='rel-graph__edge-label'
          style={{ left: `${s.x1 + (s.x2 - s.x1) * at}px`, top: `${s.y1 + (s.y2 - s.y1) * at}px`, color }}
        >
          {label}
        </Text>
      )}
    </View>
  )
}

export default function RelationshipDetail() {
  const referenceNo = decodeURIComponent(useRouter().params.referenceNo || '')
  const [data, setData] = useState<CaseRelationship | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!referenceNo) {
      setError('缺少案号')
      return
    }
    caseRelationship(referenceNo)
      .then(setData)
      .catch((e) => setError(e?.message || '加载失败'))
  }, [referenceNo])

  if (error)
    return (
      <View className='sp-page'>
        <HeaderBar title='案件关系图' />
        <Empty text={error} />
      </View>
    )
  if (!data)
    return (
      <View className='sp-page'>
        <HeaderBar title='案件关系图' />
        <LoadingOverlay visible />
      </View>
    )
  if (data.nodes.length === 0)
    return (
      <View className='sp-page'>
        <HeaderBar title='案件关系图' />
        <Empty />
      </View>
    )

  const ry = radiusFor(data.nodes, CARD_H + 8, 140)
  const rx = (W - CARD_W) / 2
  const cx = W / 2
  // lay out around (cx, 0), then move everything down so the top card touches the stage's top
  const raw = layoutRadial(data.nodes, cx, 0, rx, ry)
  const top = Math.min(-CASE_R, ...raw.map((p) => p.y - CARD_H / 2)) - 4
  const bottom = Math.max(CASE_R, ...raw.map((p) => p.y + CARD_H / 2)) + 4
  const cy = -top
  const H = bottom - top
  const placed = raw.map((p) => ({ ...p, y: p.y + cy }))
  const at = new Map(placed.map((p) => [p.id, p]))
  const byId = new Map(data.nodes.map((n) => [n.id, n]))
  // opposing sides are drawn through the case in the middle; every other tie as a labelled chord
  const ties = mergeTies(data.edges.filter((e) => e.relation !== '诉讼' && at.has(e.from) && at.has(e.to)))
  const suits = data.edges.filter((e) => e.relation === '诉讼')

  return (
    <View className='sp-page rel-page'>
      <HeaderBar title='案件关系图' />
      <View className='sp-card'>
        <Text className='sp-note'>案号 {data.referenceNo}</Text>
        <View className='rel-legend'>
          {(['plaintiff', 'defendant', 'other'] as Side[]).map((s) => (
            <View key={s} className='rel-legend__item'>
              <View className='rel-legend__dot' style={{ background: SIDE_COLOR[s] }} />
              <Text>{SIDE_LABELS[s]}</Text>
            </View>
          ))}
        </View>
        <View className='rel-graph' style={{ width: `${W}px`, height: `${H}px` }}>
          {placed.map((p) => (
            <Line key={`spoke-${p.id}`} s={segment(cx, cy, p.x, p.y)} color={SIDE_COLOR[p.side]} label={byId.get(p.id)?.role} at={0.42} />
          ))}
          {ties.map((e, i) => {
            const a = at.get(e.from)!
            const b = at.get(e.to)!
            return <Line key={`tie-${i}`} s={segment(a.x, a.y, b.x, b.y)} color='#19be6b' dashed label={e.relation} />
          })}
          <View className='rel-graph__case' style={{ left: `${cx}px`, top: `${cy}px` }}>
            <Text className='rel-graph__case-title'>案件</Text>
            <Text className='rel-graph__case-sub'>{suits.length ? '诉讼' : '当事人'}</Text>
          </View>
          {placed.map((p) => {
            const n = byId.get(p.id)!
            return (
              <View
                key={p.id}
                className={`rel-graph__node rel-graph__node--${p.side}`}
                data-id={p.id}
                style={{
                  left: `${p.x - CARD_W / 2}px`,
                  top: `${p.y - CARD_H / 2}px`,
                  width: `${CARD_W}px`,
                  height: `${CARD_H}px`,
                  borderColor: SIDE_COLOR[p.side],
                }}
                onClick={() => openParty(n)}
              >
                <Text className='rel-graph__name'>{n.name}</Text>
                <Text className='rel-graph__kind'>{n.kind === 'company' ? '企业' : '个人'}</Text>
              </View>
            )
          })}
        </View>
      </View>

      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>关系明细</Text>
        </View>
        {data.edges.length === 0 ? (
          <Empty />
        ) : (
          data.edges.map((e, i) => {
            const a = byId.get(e.from)
            const b = byId.get(e.to)
            if (!a || !b) return null
            return (
              <View key={i} className='rel-row'>
                <Text className='rel-row__name sp-link' onClick={() => openParty(a)}>
                  {a.name}
                </Text>
                <Text className={`rel-row__rel ${e.relation === '诉讼' ? 'is-suit' : ''}`}>{e.relation}</Text>
                <Text className='rel-row__name sp-link' onClick={() => openParty(b)}>
                  {b.name}
                </Text>
              </View>
            )
          })
        )}
      </View>
    </View>
  )
}
