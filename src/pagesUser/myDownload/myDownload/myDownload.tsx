import { View, Text } from '@tarojs/components'
import Taro, { useDidShow, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { ExportItem } from '../../../../contract/schemas/export'
import type { Paged } from '../../../../contract/api/api'
import { formatDate } from '@contract/domain/format'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import { fileSize, saveExport } from '@/components/ExportRunner'
import { usePaged } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { listExports, reExport } from '@/services/exports'
import { navigate } from '@/services/nav'
import '../../../components/ExportRunner/index.scss'

const STATE = { ready: '可下载', expired: '已过期', failed: '失败' } as const

/** Every export of the user: download it while it lasts, or run it again with today's data (a paid phone export: not). */
export default function MyDownload() {
  const fetchPage = useCallback((pageNum: number) => listExports(pageNum), [])
  const paged = usePaged<ExportItem, Paged<ExportItem>>(fetchPage, 20)
  const [fresh, setFresh] = useState<ExportItem[]>([])
  useEffect(() => {
    paged.refresh()
  }, [])
  useDidShow(() => {
    if (paged.last) paged.refresh()
  })
  useReachBottom(() => paged.loadMore())

  const again = async (item: ExportItem) => {
    try {
      const r = await reExport(item.id)
      setFresh((f) => [r.item, ...f])
      Taro.showToast({ title: `已重新导出，今日剩余${r.frequency.remaining}次`, icon: 'none' })
    } catch {
      // the request door showed why (the daily limit included)
    }
  }
  const seen = new Set<number>()
  const list = [...fresh, ...paged.list].filter((x) => (seen.has(x.id) ? false : (seen.add(x.id), true)))
  return (
    <View className='ex-page'>
      <HeaderBar title='我的下载' />
      <View className='ex-freq ex-freq--top' onClick={() => navigate(to.exportFrequency()).catch(() => undefined)}>
        <Text>导出文件保留期内可反复下载，过期后可重新导出</Text>
        <Text className='ex-link'>导出次数 ›</Text>
      </View>
      <PullRefresh onRefresh={() => paged.refresh()}>
        {list.map((x) => (
          <View key={x.id} className='ex-item' data-testid='download-item'>
            <View className='ex-item__top'>
              <Text className='ex-item__title'>{x.title}</Text>
              <Text className={`ex-item__state is-${x.state}`}>{STATE[x.state]}</Text>
            </View>
            <Text className='ex-meta'>
              {x.kindLabel} · {x.rows} {x.kind === 'phone' ? '家' : '条'}
              {x.capped ? '（已达上限）' : ''} · {fileSize(x.size)}
            </Text>
            <Text className='ex-meta'>
              导出于 {formatDate(x.createdAt, 'yyyy-mm-dd hh:MM')}
              {x.state === 'ready' ? ` · ${formatDate(x.expiresAt, 'mm-dd hh:MM')} 过期` : ''}
            </Text>
            {x.kind === 'phone' && x.state !== 'ready' && <Text className='ex-meta'>企业电话导出过期后需重新购买</Text>}
            <View className='ex-item__actions'>
              {/* a phone export is paid for once: the server refuses to run it again */}
              {x.kind !== 'phone' && (
                <Text className='ex-small is-ghost' onClick={() => again(x)}>
                  重新导出
                </Text>
              )}
              {x.state === 'ready' && (
                <Text className='ex-small' onClick={() => saveExport(x)}>
                  下载
                </Text>
              )}
            </View>
          </View>
        ))}
        <PagedEnd paged={paged} count={list.length} />
      </PullRefresh>
    </View>
  )
}
