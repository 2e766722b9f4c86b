import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { DynamicDetail } from '../../../contract/api/api-monitor'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { LevelTag } from '@/components/Monitor'
import { DIMENSION_PAGES } from '@/manifest/dimensions'
import { dynamicDetail } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { monitor } from '@/stores/monitor'
import { formatDate } from '@contract/domain/format'
import './businessDetail.scss'
import { to } from '@/links.gen'
import { pageLink } from '@/pageLink'

/** The page of the record behind a dynamic: the dimension's record-detail page, '' when there is none. */
export function recordPageUrl(d: Pick<DynamicDetail, 'record'>): string {
  const r = d.record
  if (!r) return ''
  const page = DIMENSION_PAGES.find((p) => p.kind !== 'list' && p.dims.includes(r.dimension) && p.owner !== 'person')
  return page ? pageLink(page.path, { id: r.id, pid: r.pid }) : ''
}

export const targetUrl = (d: Pick<DynamicDetail, 'kind' | 'targetId'>) =>
  d.kind === 'person' ? to.personProfile({ personId: d.targetId }) : to.companyProfile({ pid: d.targetId })

/** One dynamic: what happened, its explanation, the change or record behind it; opening it marks its message read. */
export default function BusinessDetail() {
  const id = Number(useRouter().params.id)
  const [d, setD] = useState<DynamicDetail | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) {
      setError('缺少动态编号')
      return
    }
    dynamicDetail(id).then(
      (r) => {
        setD(r)
        // the server marked its message read: the badge follows
        monitor.refreshUnread()
      },
      (e) => setError((e as Error)?.message || '动态加载失败'),
    )
  }, [id])

  if (error || !d) {
    return (
      <View className='biz-page'>
        <HeaderBar title='动态详情' />
        {error ? <Empty text={error} /> : <LoadingOverlay visible />}
      </View>
    )
  }
  const rec = recordPageUrl(d)
  const go = (url: string) => navigate(url).catch(() => undefined)
  return (
    <View className='biz-page'>
      <HeaderBar title='动态详情' />
      <View className='biz-body'>
        <View className='biz-card biz-head'>
          <View className='biz-head__top'>
            <LevelTag level={d.level} />
            <Text className='biz-head__dim'>{d.dimensionLabel}</Text>
          </View>
          <Text className='biz-head__title'>{d.title}</Text>
          <Text className='biz-head__target' onClick={() => go(targetUrl(d))}>
            {d.kind === 'person' ? '人员' : '企业'}：{d.targetName} ›
          </Text>
          <Text className='biz-head__meta'>
            发生日期 {d.date} · 发现于 {formatDate(d.createdAt, 'yyyy-mm-dd hh:MM')}
          </Text>
        </View>

        <View className='biz-card'>
          <Text className='biz-card__title'>动态内容</Text>
          <Text className='biz-text'>{d.content}</Text>
        </View>

        {d.change && (
          <View className='biz-card' data-testid='biz-change'>
            <Text className='biz-card__title'>{d.change.field}变更</Text>
            <View className='biz-change'>
              <View className='biz-change__col'>
                <Text className='biz-change__label'>变更前</Text>
                <Text className='biz-change__value is-before'>{d.change.before || '-'}</Text>
              </View>
              <Text className='biz-change__arrow'>→</Text>
              <View className='biz-change__col'>
                <Text className='biz-change__label'>变更后</Text>
                <Text className='biz-change__value is-after'>{d.change.after || '-'}</Text>
              </View>
            </View>
            <Text className='biz-change__date'>变更日期 {d.change.date}</Text>
          </View>
        )}

        {d.record && (
          <View className='biz-card' data-testid='biz-record'>
            <Text className='biz-card__title'>相关记录</Text>
            <View className='biz-kv'>
              <Text className='biz-kv__k'>标题</Text>
              <Text className='biz-kv__v'>{d.record.title || '-'}</Text>
            </View>
            {d.record.refNo && (
              <View className='biz-kv'>
                <Text className='biz-kv__k'>编号</Text>
                <Text className='biz-kv__v'>{d.record.refNo}</Text>
              </View>
            )}
            <View className='biz-kv'>
              <Text className='biz-kv__k'>日期</Text>
              <Text className='biz-kv__v'>{d.record.date || '-'}</Text>
            </View>
            {d.record.amount !== null && (
              <View className='biz-kv'>
                <Text className='biz-kv__k'>金额</Text>
                <Text className='biz-kv__v'>{d.record.amount}万元</Text>
              </View>
            )}
            {d.record.status && (
              <View className='biz-kv'>
                <Text className='biz-kv__k'>状态</Text>
                <Text className='biz-kv__v'>{d.record.status}</Text>
              </View>
            )}
            {d.record.parties.length > 0 && (
              <View className='biz-kv'>
                <Text className='biz-kv__k'>当事人</Text>
                <Text className='biz-kv__v'>{d.record.parties.map((p) => `${p.name}${p.role ? `（${p.role}）` : ''}`).join('、')}</Text>
              </View>
            )}
            <View className='biz-kv'>
              <Text className='biz-kv__k'>来源</Text>
              <Text className='biz-kv__v'>{d.record.source || '-'}</Text>
            </View>
            {rec && (
              <Text className='biz-link' onClick={() => go(rec)}>
                查看记录详情 ›
              </Text>
            )}
          </View>
        )}

        {d.role && (
          <View className='biz-card' data-testid='biz-role'>
            <Text className='biz-card__title'>任职信息</Text>
            <View className='biz-kv'>
              <Text className='biz-kv__k'>企业</Text>
              <Text className='biz-kv__v biz-link' onClick={() => go(to.companyProfile({ pid: d.role!.pid }))}>
                {d.role.companyName}
              </Text>
            </View>
            <View className='biz-kv'>
              <Text className='biz-kv__k'>职务</Text>
              <Text className='biz-kv__v'>{d.role.position || d.role.role}</Text>
            </View>
          </View>
        )}

        <View className='biz-card'>
          <Text className='biz-card__title'>风险解读</Text>
          <Text className='biz-text'>{d.explanation}</Text>
        </View>
      </View>
      <View className='biz-footer'>
        <View className='biz-btn biz-btn--ghost' onClick={() => go(to.shareDynamic({ id: d.id }))}>
          <Text>分享</Text>
        </View>
        <View className='biz-btn' onClick={() => go(targetUrl(d))}>
          <Text>{d.kind === 'person' ? '查看人员' : '查看企业'}</Text>
        </View>
      </View>
    </View>
  )
}
