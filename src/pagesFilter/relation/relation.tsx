import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { RelationNode, RelationPath, RelationResult } from '../../../contract/schemas/graph'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { relation, type EntityRef } from '@/services/graph'
import { navigate } from '@/services/nav'
import { to } from '@/links.gen'
import { decodeParam } from '@/domain/routeParam'
import EntityPicker from './EntityPicker'
import './relation.scss'

type Slot = 'from' | 'to'
type Answer = { kind: 'none' } | { kind: 'loading' } | { kind: 'done'; result: RelationResult } | { kind: 'failed'; text: string }

const KIND_TEXT = { company: '企业', person: '人员' } as const

/** the entity a page opened 查关系 with: ?fromType=company&fromId=…&fromName=… */
function opening(): EntityRef | null {
  const p = Taro.getCurrentInstance().router?.params ?? {}
  const kind = p.fromType === 'person' ? 'person' : p.fromType === 'company' ? 'company' : null
  const id = decodeParam(p.fromId)
  return kind && id ? { kind, id, name: decodeParam(p.fromName) || id } : null
}

const openNode = (n: RelationNode) =>
  navigate(n.kind === 'company' ? to.companyProfile({ pid: n.id }) : to.personProfile({ personId: n.id })).catch(() => undefined)

function PathCard({ path, index }: { path: RelationPath; index: number }) {
  return (
    <View className='rel-path' data-testid='rel-path'>
      <Text className='rel-path__no'>关系 {index + 1}</Text>
      {path.nodes.map((n, i) => (
        <View key={`${n.id}-${i}`}>
          <View className={`rel-node rel-node--${n.kind}`} onClick={() => openNode(n)} data-testid='rel-node'>
            <Text className={`rel-tag ${n.kind === 'person' ? 'rel-tag--person' : ''}`}>{KIND_TEXT[n.kind]}</Text>
            <Text className='rel-node__name'>{n.name}</Text>
            <Text className='rel-node__go'>›</Text>
          </View>
          {i < path.links.length && (
            <View className='rel-link' data-testid='rel-link'>
              <Text className='rel-link__rail'>
                {path.links[i].arrow === 'forward' ? '↓' : path.links[i].arrow === 'backward' ? '↑' : '│'}
              </Text>
              <Text className='rel-link__label'>{path.links[i].label}</Text>
              {!!path.links[i].since && <Text className='rel-link__since'>登记于 {path.links[i].since}</Text>}
            </View>
          )}
        </View>
      ))}
      <Text className='rel-path__text' userSelect>
        {path.text}
      </Text>
    </View>
  )
}

/** 查关系: the shortest connections (up to six steps) between two companies or persons, drawn as chains and said in words. */
export default function Relation() {
  const [ends, setEnds] = useState<Record<Slot, EntityRef | null>>({ from: opening(), to: null })
  const [picking, setPicking] = useState<Slot | null>(null)
  const [answer, setAnswer] = useState<Answer>({ kind: 'none' })

  const same = !!ends.from && !!ends.to && ends.from.kind === ends.to.kind && ends.from.id === ends.to.id
  const ready = !!ends.from && !!ends.to && !same
  const run = () => {
    if (!ends.from || !ends.to || same) return
    setAnswer({ kind: 'loading' })
    relation(ends.from, ends.to).then(
      (result) => setAnswer({ kind: 'done', result }),
      (e) => setAnswer({ kind: 'failed', text: (e as Error)?.message || '查询失败，请重试' }),
    )
  }
  // a new pair is asked as soon as both ends are chosen
  const pair = ends.from && ends.to ? `${ends.from.kind}:${ends.from.id}>${ends.to.kind}:${ends.to.id}` : ''
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `run` reads the ends `pair` is made of
  useEffect(run, [pair])

  const pick = (slot: Slot) => (e: EntityRef) => {
    setEnds((x) => ({ ...x, [slot]: e }))
    setPicking(null)
  }
  const swap = () => setEnds((x) => ({ from: x.to, to: x.from }))

  if (picking)
    return (
      <View className='rel-page'>
        <HeaderBar title={picking === 'from' ? '选择起点' : '选择终点'} />
        <EntityPicker title={picking === 'from' ? '起点' : '终点'} onPick={pick(picking)} onCancel={() => setPicking(null)} />
      </View>
    )

  const endRow = (slot: Slot, label: string) => {
    const e = ends[slot]
    return (
      <View className='rel-end' onClick={() => setPicking(slot)} data-testid={`rel-${slot}`}>
        <Text className='rel-end__label'>{label}</Text>
        {e ? (
          <View className='rel-end__chosen'>
            <Text className={`rel-tag ${e.kind === 'person' ? 'rel-tag--person' : ''}`}>{KIND_TEXT[e.kind]}</Text>
            <Text className='rel-end__name'>{e.name}</Text>
          </View>
        ) : (
          <Text className='rel-end__placeholder'>选择企业或人员</Text>
        )}
        <Text className='rel-end__go'>›</Text>
      </View>
    )
  }

  return (
    <View className='rel-page'>
      <HeaderBar title='查关系' />
      <View className='rel-card'>
        {endRow('from', '起点')}
        <View className='rel-swap' onClick={swap} data-testid='rel-swap'>
          <Text>⇅ 交换</Text>
        </View>
        {endRow('to', '终点')}
        {same && <Text className='rel-warn'>请选择两个不同的企业或人员</Text>}
        <View className={`rel-go ${ready ? '' : 'is-disabled'}`} onClick={run} data-testid='rel-go'>
          <Text>{answer.kind === 'loading' ? '查找中…' : '查找关系'}</Text>
        </View>
      </View>

      {answer.kind === 'none' && (
        <Text className='rel-tip'>通过股东、对外投资、法定代表人和主要人员的登记关系，查找两者之间最短的关联路径（最多 6 步）。</Text>
      )}
      {answer.kind === 'loading' && (
        <View data-testid='rel-loading'>
          {[0, 1].map((i) => (
            <View key={i} className='rel-sk rel-sk--path' />
          ))}
        </View>
      )}
      {answer.kind === 'failed' && <Empty text={answer.text} />}
      {answer.kind === 'done' && <Result result={answer.result} />}
    </View>
  )
}

function Result({ result }: { result: RelationResult }) {
  const notes = [
    result.hubsSkipped > 0 && `已略过 ${result.hubsSkipped} 个关联方过多的节点（如代理机构、国资平台），它们会让几乎所有企业都“有关系”。`,
    result.exhausted && '关系网络过大，查找在限定范围内停止，结果可能不完整。',
  ].filter(Boolean) as string[]
  return (
    <View>
      {result.steps === null ? (
        <Empty text={`${result.maxSteps} 步之内没有找到关联`}>
          <Text className='rel-tip'>两者之间没有通过股权或任职在 {result.maxSteps} 步之内相连的登记关系。</Text>
        </Empty>
      ) : (
        <View className='rel-summary' data-testid='rel-summary'>
          <Text className='rel-summary__main'>
            最短 {result.steps} 步 · 共 {result.total} 条最短路径
          </Text>
          {result.total > result.paths.length && <Text className='rel-summary__sub'>展示前 {result.paths.length} 条</Text>}
        </View>
      )}
      {result.paths.map((p, i) => (
        <PathCard key={i} path={p} index={i} />
      ))}
      {notes.map((n) => (
        <Text key={n} className='rel-note'>
          {n}
        </Text>
      ))}
      <Text className='rel-note'>数据来源：{result.source}。每条关系注明登记日期，点击节点可查看详情。</Text>
    </View>
  )
}
