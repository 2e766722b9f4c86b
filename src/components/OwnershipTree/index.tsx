import { View, Text } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { OwnershipNode } from '../../../contract/api/api-dimensions'
import { ownershipChain, type ChainDirection } from '@/services/graph'
import { navigate } from '@/services/nav'
import { formatShare } from '@/components/ShareBars'
import StatusTag from '@/components/StatusTag'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { graft, nextLevelPaths, nodeAt, visibleRows, type TreeRow } from './tree'
import './index.scss'
import { to } from '@/links.gen'

const MAX_PARALLEL_LOADS = 8

export function openNode(n: OwnershipNode) {
  if (n.kind === 'company' && n.pid) return navigate(to.companyProfile({ pid: n.pid })).catch(() => undefined)
  if (n.kind === 'person' && n.personId) return navigate(to.personProfile({ personId: n.personId })).catch(() => undefined)
  return undefined
}

/**
 * An ownership tree (shareholders upward or investments downward) the user expands and collapses
 * level by level; a node whose deeper levels are not loaded yet is loaded with its own pid.
 */
export default function OwnershipTree({ pid, direction }: { pid: string; direction: ChainDirection }) {
  const [root, setRoot] = useState<OwnershipNode | null>(null)
  const [error, setError] = useState('')
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [loading, setLoading] = useState<Set<string>>(new Set())
  const up = direction === 'equityChain'

  useEffect(() => {
    if (!pid) {
      setError('缺少企业编号')
      return
    }
    setRoot(null)
    setError('')
    ownershipChain(direction, pid, 2)
      .then((t) => {
        setRoot(t.root)
        setExpanded(new Set())
      })
      .catch((e) => setError(e?.message || '加载失败'))
  }, [pid, direction])

  const loadDeeper = useCallback(
    async (path: string, node: OwnershipNode) => {
      if (!node.pid) return
      setLoading((s) => new Set(s).add(path))
      try {
        const t = await ownershipChain(direction, node.pid, 2)
        setRoot((r) => (r ? graft(r, path, t.root.children ?? []) : r))
        setExpanded((s) => new Set(s).add(path))
      } catch {
        // the request door has shown the message; the node stays collapsed
      } finally {
        setLoading((s) => {
          const n = new Set(s)
          n.delete(path)
          return n
        })
      }
    },
    [direction],
  )

  const toggle = (row: TreeRow) => {
    if (!row.expandable || loading.has(row.path)) return
    if (row.expanded) {
      // collapsing a node also closes everything under it
      setExpanded((s) => new Set([...s].filter((p) => p !== row.path && !p.startsWith(`${row.path}/`))))
      return
    }
    if (row.node.children.length === 0 && row.node.hasMore) {
      loadDeeper(row.path, row.node)
      return
    }
    setExpanded((s) => new Set(s).add(row.path))
  }

  const expandLevel = () => {
    if (!root) return
    const paths = nextLevelPaths(root, expanded)
    const ready = paths.filter((p) => (nodeAt(root, p)?.children.length ?? 0) > 0)
    const toLoad = paths.filter((p) => !ready.includes(p)).slice(0, MAX_PARALLEL_LOADS)
    setExpanded((s) => new Set([...s, ...ready]))
    toLoad.forEach((p) => {
      const n = nodeAt(root, p)
      if (n) loadDeeper(p, n)
    })
  }

  const rows = useMemo(() => (root ? visibleRows(root, expanded) : []), [root, expanded])
  const canExpand = !!root && nextLevelPaths(root, expanded).length > 0

  if (error) return <Empty text={error} />
  if (!root) return <LoadingOverlay visible />
  const depthShown = rows.reduce((m, r) => Math.max(m, r.depth + 1), 0)

  return (
    <View className={`own-tree own-tree--${up ? 'up' : 'down'}`}>
      <View className='own-tree__root' onClick={() => openNode(root)}>
        <Text className='own-tree__root-tag'>{up ? '穿透企业' : '投资方'}</Text>
        <Text className='own-tree__root-name'>{root.name}</Text>
        {root.status && <StatusTag status={root.status} />}
      </View>
      <View className='own-tree__bar'>
        <Text className='own-tree__hint'>
          {up ? '向上穿透至自然人' : '向下展开对外投资'} · 已展开 {depthShown} 层
          {(root.childTotal ?? 0) > root.children.length ? ` · 共 ${root.childTotal} 个，列出前 ${root.children.length} 个` : ''}
        </Text>
        <View className='own-tree__actions'>
          <Text className={`own-tree__btn ${canExpand ? '' : 'is-off'}`} onClick={expandLevel}>
            展开一层
          </Text>
          <Text className={`own-tree__btn ${expanded.size ? '' : 'is-off'}`} onClick={() => setExpanded(new Set())}>
            全部收起
          </Text>
        </View>
      </View>
      {rows.length === 0 ? (
        <Empty text={up ? '暂无股东信息' : '暂无对外投资'} />
      ) : (
        <View className='own-tree__rows'>
          {rows.map((r) => (
            <View key={r.path} className='own-tree__row' data-depth={r.depth} style={{ paddingLeft: `${12 + r.depth * 18}px` }}>
              {Array.from({ length: r.depth }).map((_, i) => (
                <View key={i} className='own-tree__guide' style={{ left: `${20 + i * 18}px` }} />
              ))}
              <View className={`own-tree__toggle ${r.expandable ? '' : 'is-leaf'}`} onClick={() => toggle(r)}>
                <Text>{loading.has(r.path) ? '…' : r.expandable ? (r.expanded ? '−' : '+') : ''}</Text>
              </View>
              <View
                className={`own-tree__node own-tree__node--${r.node.kind} ${r.node.cycle ? 'is-cycle' : ''}`}
                onClick={() => openNode(r.node)}
              >
                <View className='own-tree__line'>
                  <Text className={`own-tree__kind own-tree__kind--${r.node.kind}`}>{r.node.kind === 'company' ? '企' : '人'}</Text>
                  <Text className='own-tree__name'>{r.node.name}</Text>
                </View>
                <View className='own-tree__meta'>
                  <Text className='own-tree__share'>
                    {up ? '持股' : '投资比例'} {formatShare(r.node.share)}
                  </Text>
                  <View className='own-tree__share-track'>
                    <View className='own-tree__share-fill' style={{ width: `${Math.max(1, Math.min(100, r.node.share))}%` }} />
                  </View>
                  {r.node.status && <StatusTag status={r.node.status} />}
                  {r.node.cycle && <Text className='own-tree__cycle'>循环持股</Text>}
                  {r.expanded && (r.node.childTotal ?? 0) > r.node.children.length && (
                    <Text className='own-tree__more'>
                      共 {r.node.childTotal} 个，列出前 {r.node.children.length} 个
                    </Text>
                  )}
                </View>
              </View>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
