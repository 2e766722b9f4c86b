import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { RegionNode } from '../../../contract/api/api'
import Empty from '@/components/Empty'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import type { NearbyOrigin } from '@/services/nearby'
import { regionTree } from '@/services/search'

const isWeapp = process.env.TARO_ENV === 'weapp'

/**
 * Where to look when the position is not known (refused or failed) or the user wants another place: a company whose
 * address is the centre, or a province, city or district whose centre is.
 */
export default function PointPicker({
  reason,
  onPick,
  onRetry,
  onCancel,
}: {
  /** why the picker shows: the permission refused, locating failed (its message), or the user asked for another place */
  reason: { kind: 'refused' } | { kind: 'failed'; message: string } | { kind: 'change' }
  onPick: (o: NearbyOrigin) => void
  onRetry: () => void
  onCancel?: () => void
}) {
  const [typed, setTyped] = useState('')
  const found = useEntitySearch(typed, { pageSize: 8, silent: true })
  const [tree, setTree] = useState<RegionNode[] | null>(null)
  const [treeError, setTreeError] = useState('')
  const [path, setPath] = useState<RegionNode[]>([])

  const loadTree = () => {
    setTreeError('')
    regionTree().then(setTree, (e) => setTreeError((e as Error)?.message || '地区加载失败'))
  }
  useEffect(loadTree, [])

  const here = path[path.length - 1]
  const nodes = here ? (here.children ?? []) : (tree ?? [])
  const fullName = (n: RegionNode) => [...path.map((p) => p.name), n.name].filter((x, i, a) => a.indexOf(x) === i).join(' ')
  const open = (n: RegionNode) => {
    if (n.children && n.children.length > 0) setPath([...path, n])
    else onPick({ kind: 'region', regionCode: n.code, label: fullName(n) })
  }

  return (
    <View className='vc-pick' data-testid='nearby-picker'>
      {reason.kind !== 'change' ? (
        <View className='vc-pick__notice' data-testid='nearby-refused'>
          <View className='vc-pick__icon' />
          <Text className='vc-pick__title'>{reason.kind === 'refused' ? '未获得定位权限' : '暂时无法获取位置'}</Text>
          <Text className='vc-pick__text'>
            {reason.kind === 'refused'
              ? '开启定位后可查看您身边的企业；也可以在下方选择一个地点，查看它附近的企业。'
              : `${reason.message}，请重试，或在下方选择一个地点。`}
          </Text>
          <Text className='vc-btn' data-testid='nearby-retry' onClick={onRetry}>
            {reason.kind === 'refused' && isWeapp ? '去设置开启定位' : '重新定位'}
          </Text>
        </View>
      ) : (
        <View className='vc-pick__bar'>
          <Text className='vc-pick__title'>选择中心位置</Text>
          <View className='vc-pick__links'>
            <Text className='vc-link' onClick={onRetry}>
              使用我的位置
            </Text>
            {onCancel && (
              <Text className='vc-link' onClick={onCancel}>
                取消
              </Text>
            )}
          </View>
        </View>
      )}

      <View className='vc-card'>
        <Text className='vc-card__title'>以企业地址为中心</Text>
        <Input
          className='vc-input'
          data-testid='nearby-company-input'
          placeholder='输入已知企业的名称'
          value={typed}
          maxlength={30}
          onInput={(e) => setTyped(e.detail.value)}
        />
        {found.kind === 'loading' && <Text className='vc-hint'>正在查找…</Text>}
        {found.kind === 'failed' && <Text className='vc-hint'>{found.text}</Text>}
        {found.kind === 'done' && found.result.list.length === 0 && <Text className='vc-hint'>没有找到这家企业</Text>}
        {found.kind === 'done' &&
          found.result.list.map((c) => (
            <View
              key={c.pid}
              className='vc-pick__hit'
              data-testid='nearby-company-hit'
              onClick={() => onPick({ kind: 'company', pid: c.pid, label: c.name })}
            >
              <Text className='vc-pick__hit-name'>{c.name}</Text>
              <Text className='vc-pick__hit-sub'>{c.regionName}</Text>
            </View>
          ))}
      </View>

      <View className='vc-card' data-testid='nearby-regions'>
        <Text className='vc-card__title'>选择城市或区县</Text>
        <View className='vc-crumbs'>
          <Text className={`vc-crumb ${path.length === 0 ? 'is-here' : ''}`} onClick={() => setPath([])}>
            全国
          </Text>
          {path.map((p, i) => (
            <Text
              key={p.code}
              className={`vc-crumb ${i === path.length - 1 ? 'is-here' : ''}`}
              onClick={() => setPath(path.slice(0, i + 1))}
            >
              {p.name}
            </Text>
          ))}
        </View>
        {treeError && !tree ? (
          <Empty text={treeError}>
            <Text className='vc-link' onClick={loadTree}>
              重试
            </Text>
          </Empty>
        ) : !tree ? (
          <View className='vc-skel' data-testid='nearby-regions-loading' />
        ) : (
          <View className='vc-regions'>
            {here && here.code.endsWith('00') && path.length > 1 && (
              <Text
                className='vc-region is-whole'
                data-testid='nearby-region-whole'
                onClick={() =>
                  onPick({
                    kind: 'region',
                    regionCode: here.code,
                    label: path
                      .map((p) => p.name)
                      .filter((x, i, a) => a.indexOf(x) === i)
                      .join(' '),
                  })
                }
              >
                {`${here.name}中心`}
              </Text>
            )}
            {nodes.map((n) => (
              <Text key={n.code} className='vc-region' data-testid='nearby-region' onClick={() => open(n)}>
                {n.name}
              </Text>
            ))}
          </View>
        )}
      </View>
    </View>
  )
}
