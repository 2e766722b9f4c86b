import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar, { copyTitle } from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import StatusTag from '@/components/StatusTag'
import ShareBars from '@/components/ShareBars'
import ChangeRecord from '@/components/ChangeRecord'
import { companyHeader, companyProfile } from '@/services/company'
import { navigate } from '@/services/nav'
import { openPersonByName } from '@/services/openPerson'
import type { CompanyHeader, CompanyProfile } from '../../../contract/api/api'
import '../../styles/special.scss'
import './basicInfo.scss'
import { to } from '@/links.gen'

/** Every registration field of the header call, in the order of a business licence. */
export function registrationRows(h: CompanyHeader): Array<[string, string]> {
  return [
    ['企业名称', h.name],
    ['统一社会信用代码', h.creditCode],
    ['法定代表人', h.legalPerson],
    ['登记状态', h.status],
    ['成立日期', h.established],
    ['注册资本', h.regCapitalText],
    ['实缴资本', h.paidCapitalText],
    ['企业类型', h.companyType],
    ['所属行业', h.industry],
    ['所属地区', h.regionName],
    ['行政区划代码', h.regionCode],
    ['人员规模', h.staffSize],
    ['注册地址', h.address],
    ['经纬度', h.lng || h.lat ? `${h.lng}, ${h.lat}` : ''],
    ['联系电话', h.phone],
    ['电子邮箱', h.email],
    ['官网', h.website],
    ['经营范围', h.scope],
  ]
}

export default function BasicInfo() {
  const pid = useRouter().params.pid || ''
  const [head, setHead] = useState<CompanyHeader | null>(null)
  const [profile, setProfile] = useState<CompanyProfile | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!pid) {
      setError('缺少企业编号')
      return
    }
    companyHeader(pid)
      .then(setHead)
      .catch((e) => setError(e?.message || '加载失败'))
    companyProfile(pid)
      .then(setProfile)
      .catch(() => setProfile(null))
  }, [pid])

  if (error)
    return (
      <View className='sp-page'>
        <HeaderBar title='工商信息' />
        <Empty text={error} />
      </View>
    )
  if (!head)
    return (
      <View className='sp-page'>
        <HeaderBar title='工商信息' />
        <LoadingOverlay visible />
      </View>
    )

  return (
    <View className='sp-page basic-info'>
      <HeaderBar title='工商信息' />
      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>登记信息</Text>
          <StatusTag status={head.status} />
        </View>
        <View className='reg-table'>
          {registrationRows(head).map(([label, value]) => (
            <View
              key={label}
              className={`reg-table__row ${label === '经营范围' ? 'is-long' : ''}`}
              onClick={() => value && copyTitle(value)}
            >
              <Text className='reg-table__label'>{label}</Text>
              <Text
                className={`reg-table__value ${label === '法定代表人' && value ? 'sp-link' : ''}`}
                onClick={
                  label === '法定代表人' && value
                    ? (e) => {
                        e.stopPropagation()
                        openPersonByName(value, head.pid)
                      }
                    : undefined
                }
              >
                {value || '-'}
              </Text>
            </View>
          ))}
        </View>
        <Text className='sp-note basic-info__source'>
          数据来源：{head.source} · 更新于 {head.capturedAt}
        </Text>
      </View>

      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>曾用名</Text>
          <Text className='sp-note'>{head.formerNames.length}</Text>
        </View>
        {head.formerNames.length === 0 ? (
          <Text className='sp-note'>暂无曾用名</Text>
        ) : (
          head.formerNames.map((n) => (
            <Text key={n} className='basic-info__former'>
              {n}
            </Text>
          ))
        )}
      </View>

      {profile && profile.shareholders.length > 0 && (
        <View className='sp-card'>
          <View className='sp-card__head'>
            <Text className='sp-card__title'>股东</Text>
            <Text className='sp-card__more' onClick={() => navigate(to.equityChain({ pid })).catch(() => undefined)}>
              股权穿透 ›
            </Text>
          </View>
          <ShareBars
            items={profile.shareholders.map((s) => ({
              key: s.personId || s.pid || s.name,
              name: s.name,
              share: s.share,
              sub: `认缴 ${s.subscribedText}`,
              kind: s.kind,
            }))}
            onClick={(i) => {
              const s = profile.shareholders[i]
              if (s.kind === 'company' && s.pid) navigate(to.companyProfile({ pid: s.pid })).catch(() => undefined)
              else openPersonByName(s.name, pid)
            }}
          />
        </View>
      )}

      <View className='sp-card'>
        <View className='sp-card__head'>
          <Text className='sp-card__title'>变更记录</Text>
          <Text className='sp-note'>
            {profile
              ? profile.changeTotal > profile.changes.length
                ? `共 ${profile.changeTotal} 条，显示最近 ${profile.changes.length} 条`
                : `${profile.changeTotal} 条`
              : ''}
          </Text>
        </View>
        {!profile ? (
          <LoadingOverlay visible transparent />
        ) : profile.changes.length === 0 ? (
          <Empty />
        ) : (
          profile.changes.map((c) => <ChangeRecord key={c.id} change={c} />)
        )}
      </View>
    </View>
  )
}
