import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { PublicUnitDetail } from '../../../contract/schemas/publicUnits'
import { PUBLIC_UNIT_KIND_NAMES, fundsLabel, fundsText, leaderLabel, sponsorLabel } from '@contract/domain/publicUnits'
import Empty from '@/components/Empty'
import HeaderBar from '@/components/HeaderBar'
import NameAvatar from '@/components/NameAvatar'
import PullRefresh from '@/components/PullRefresh'
import StatusTag from '@/components/StatusTag'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { publicUnitDetail } from '@/services/publicUnits'

const open = (id: number) => navigate(to.governmentUnit({ id })).catch(() => undefined)
const copy = (text: string) =>
  Taro.setClipboardData({ data: text }).then(
    () => Taro.showToast({ title: '复制成功', icon: 'none', duration: 1500 }),
    () => undefined,
  )
/** '0311-50707709' → '031150707709': what makePhoneCall dials */
const dial = (n: string) => n.replace(/[^\d+]/g, '')

function Field({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <View className={`gu-field ${wide ? 'gu-field--wide' : ''}`}>
      <Text className='gu-field__label'>{label}</Text>
      <View className='gu-field__value'>{children}</View>
    </View>
  )
}

function DetailSkeleton() {
  return (
    <View data-testid='gu-detail-skeleton' aria-label='加载中'>
      <View className='gu-card'>
        <View className='gu-skel' />
        <View className='gu-skel gu-skel--short' />
      </View>
      <View className='gu-card'>
        {[0, 1, 2, 3, 4].map((i) => (
          <View key={i} className='gu-skel gu-skel--line' />
        ))}
      </View>
    </View>
  )
}

/** One unit as registered: its code, leader, funds, certificate, registrar, the unit above it and the units under it. */
export default function UnitDetail({ id }: { id: number }) {
  const [unit, setUnit] = useState<PublicUnitDetail | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(
    () =>
      publicUnitDetail(id).then(
        (d) => {
          setUnit(d)
          setError('')
        },
        (e: Error) => setError(e.message || '加载失败'),
      ),
    [id],
  )
  useEffect(() => {
    void load()
  }, [load])

  if (!unit)
    return (
      <View className='gu-page'>
        <HeaderBar title='单位详情' />
        {error ? (
          <Empty text={error}>
            <Text className='gu-retry' data-testid='gu-retry' onClick={() => void load()}>
              重试
            </Text>
          </Empty>
        ) : (
          <DetailSkeleton />
        )}
      </View>
    )

  const sponsor = unit.sponsor
  return (
    <View className='gu-page' data-testid='gu-detail'>
      <HeaderBar title='单位详情' />
      <PullRefresh onRefresh={() => load()}>
        <View className='gu-card gu-hero'>
          <View className='gu-card__top'>
            <NameAvatar name={unit.name} size={96} />
            <View className='gu-card__main'>
              <Text className='gu-hero__name' data-testid='gu-name'>
                {unit.name}
              </Text>
              <View className='gu-card__tags'>
                <StatusTag status={unit.status} />
                <Text className={`gu-kind gu-kind--${unit.kind}`}>{PUBLIC_UNIT_KIND_NAMES[unit.kind]}</Text>
              </View>
            </View>
          </View>
          <View className='gu-hero__code' onClick={() => copy(unit.creditCode)}>
            <Text>统一社会信用代码：{unit.creditCode}</Text>
            <Text className='gu-link'>复制</Text>
          </View>
        </View>

        <View className='gu-card'>
          <Text className='gu-section'>登记信息</Text>
          <View className='gu-fields'>
            <Field label={leaderLabel(unit.kind)}>
              <Text>{unit.leader || '-'}</Text>
            </Field>
            <Field label='成立日期'>
              <Text>{unit.established || '-'}</Text>
            </Field>
            {unit.kind !== 'agency' && (
              <Field label={fundsLabel(unit.kind)}>
                <Text>{fundsText(unit.funds)}</Text>
              </Field>
            )}
            {unit.kind === 'institution' && (
              <Field label='经费来源'>
                <Text>{unit.funding || '-'}</Text>
              </Field>
            )}
            {unit.validFrom && (
              <Field label='证书有效期' wide>
                <Text>
                  {unit.validFrom} 至 {unit.validTo}
                </Text>
              </Field>
            )}
            <Field label={sponsorLabel(unit.kind)} wide>
              {sponsor?.id ? (
                <Text className='gu-link' data-testid='gu-sponsor' onClick={() => open(sponsor.id!)}>
                  {sponsor.name}
                </Text>
              ) : (
                <Text>{sponsor?.name || '-'}</Text>
              )}
            </Field>
            <Field label='登记管理机关' wide>
              <Text>{unit.registrar || '-'}</Text>
            </Field>
            <Field label='所在地区' wide>
              <Text>{unit.regionName.replace(/ /g, '') || '-'}</Text>
            </Field>
            <Field label='住所' wide>
              <Text>{unit.address || '-'}</Text>
            </Field>
            <Field label='联系电话' wide>
              {unit.phone ? (
                <Text className='gu-link' onClick={() => Taro.makePhoneCall({ phoneNumber: dial(unit.phone) }).catch(() => undefined)}>
                  {unit.phone}
                </Text>
              ) : (
                <Text>-</Text>
              )}
            </Field>
            <Field label={unit.kind === 'agency' ? '主要职责' : '宗旨和业务范围'} wide>
              <Text className='gu-scope'>{unit.scope || '-'}</Text>
            </Field>
          </View>
        </View>

        <View className='gu-card' data-testid='gu-subordinates'>
          <Text className='gu-section'>
            {unit.kind === 'agency' ? '下属及主管单位' : '下属单位'} <Text className='gu-em'>{unit.subordinateTotal}</Text>
          </Text>
          {unit.subordinates.length === 0 ? (
            <Text className='gu-none'>暂无数据～</Text>
          ) : (
            unit.subordinates.map((s) => (
              <View key={s.id} className='gu-sub' data-testid='gu-sub' onClick={() => s.id && open(s.id)}>
                <Text className='gu-sub__name'>{s.name}</Text>
                {s.kind && <Text className={`gu-kind gu-kind--${s.kind}`}>{PUBLIC_UNIT_KIND_NAMES[s.kind]}</Text>}
              </View>
            ))
          )}
          {unit.subordinateTotal > unit.subordinates.length && <Text className='gu-none'>仅显示前 {unit.subordinates.length} 家</Text>}
        </View>
        <Text className='gu-source'>
          数据来源：{unit.source} · 更新于 {unit.capturedAt}
        </Text>
      </PullRefresh>
    </View>
  )
}
