import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { FilterOptions, RegionNode } from '../../../contract/api/api'
import type { FindPhoneResult, PhoneCompany, PhoneReveal } from '../../../contract/schemas/findPhone'
import { PHONE_KINDS, PHONE_KIND_NAMES, type PhoneKind } from '@contract/domain/findPhone'
import Dropdown from '@/components/Dropdown'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import RegionOptions, { regionNameOf } from '@/components/RegionOptions'
import StatusTag from '@/components/StatusTag'
import { decodeParam } from '@/domain/routeParam'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { findPhone, type FindPhoneFilter } from '@/services/findPhone'
import { navigate } from '@/services/nav'
import { filterOptions, regionTree } from '@/services/search'
import './findPhone.scss'
import './query.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** The paid phone export of the same companies: the advanced filter of the region, industry and status. */
export function phoneExportLink(f: FindPhoneFilter, title: string): string {
  return to.exportPhoneData({
    kind: 'advanced',
    regionCode: f.regionCode,
    industry: f.industry,
    status: f.status,
    title: title.slice(0, 60),
  })
}

/** What the caller may see in full today, and what to do when it is used up. */
export function revealText(r: PhoneReveal): string {
  if (r.subject === 'visitor') return '登录后每天可查看部分企业的完整号码'
  if (r.remaining > 0) return `今日还可查看 ${r.remaining}/${r.limit} 家企业的完整号码`
  return `今日 ${r.limit} 家企业的完整号码已查看完，其余号码已隐藏`
}

/** '010-62345678' → '01062345678': what makePhoneCall dials */
const dial = (n: string) => n.replace(/[^\d+]/g, '')

function CompanyPhones({ c, onMasked }: { c: PhoneCompany; onMasked: () => void }) {
  return (
    <View className='fph-co' data-testid='fph-company' data-pid={c.pid}>
      <View className='fph-co__top' onClick={() => go(to.companyProfile({ pid: c.pid }))}>
        <Text className='fph-co__name'>{c.name}</Text>
        <StatusTag status={c.status} />
      </View>
      <Text className='fph-co__meta'>
        {c.legalPerson || '-'} · {c.industry} · {c.regionName}
      </Text>
      {c.phones.map((p) => (
        <View
          key={p.number}
          className='fph-phone'
          data-testid='fph-phone'
          data-masked={p.masked ? '1' : '0'}
          onClick={() => (p.masked ? onMasked() : Taro.makePhoneCall({ phoneNumber: dial(p.number) }).catch(() => undefined))}
        >
          <View className='fph-phone__main'>
            <Text className={`fph-phone__number ${p.masked ? 'is-masked' : ''}`}>{p.number}</Text>
            <Text className={`fph-phone__kind fph-phone__kind--${p.kind}`}>{PHONE_KIND_NAMES[p.kind]}</Text>
          </View>
          <Text className='fph-phone__source'>
            来源：{p.source} · {p.date}
          </Text>
        </View>
      ))}
    </View>
  )
}

/** The companies of a region, industry and status with their numbers; the whole list through the paid phone export. */
export default function FindPhoneQuery() {
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const [industry, setIndustry] = useState(decodeParam(params.industry) ?? '')
  const [regionCode, setRegionCode] = useState(decodeParam(params.regionCode) ?? '')
  const [status, setStatus] = useState(decodeParam(params.status) ?? '')
  const [kind, setKind] = useState<PhoneKind | ''>(
    (PHONE_KINDS as readonly string[]).includes(params.phoneKind ?? '') ? (params.phoneKind as PhoneKind) : '',
  )
  const [options, setOptions] = useState<FilterOptions | null>(null)
  const [regions, setRegions] = useState<RegionNode[]>([])

  useEffect(() => {
    filterOptions().then(setOptions, () => undefined)
    regionTree().then(setRegions, () => undefined)
  }, [])

  const filter = useMemo<FindPhoneFilter>(
    () => ({
      regionCode: regionCode || undefined,
      industry: industry || undefined,
      status: status || undefined,
      phoneKind: kind || undefined,
    }),
    [regionCode, industry, status, kind],
  )
  const fetchPage = useCallback((pageNum: number, pageSize: number) => findPhone(filter, pageNum, pageSize), [filter])
  const paged = usePagedPage<PhoneCompany, FindPhoneResult>(fetchPage)
  const last = paged.last

  const regionName = useMemo(() => regionNameOf(regions, regionCode), [regions, regionCode])
  const industryName = options?.industries.find((i) => i.code === industry)?.name ?? ''
  const title = [regionName, industryName, status, '企业电话'].filter(Boolean).join(' ')

  const onMasked = () => {
    if (last?.reveal.subject === 'visitor') go(to.phoneLogin())
    else go(phoneExportLink(filter, title))
  }

  const option = (label: string, selected: boolean, pick: () => void, close?: () => void) => (
    <View
      key={label}
      className={`fph-option ${selected ? 'is-selected' : ''}`}
      data-testid='fph-option'
      onClick={() => {
        pick()
        close?.()
      }}
    >
      <Text>{label}</Text>
    </View>
  )
  const renderPanel = (index: number, close: () => void) => {
    if (index === 0) return <RegionOptions regions={regions} value={regionCode} onPick={setRegionCode} close={close} />
    if (index === 1)
      return (
        <View className='fph-options'>
          {option('全部行业', industry === '', () => setIndustry(''), close)}
          {(options?.industries ?? []).map((i) => option(i.name, industry === i.code, () => setIndustry(i.code), close))}
        </View>
      )
    if (index === 2)
      return (
        <View className='fph-options'>
          {option('不限', status === '', () => setStatus(''), close)}
          {(options?.statuses ?? []).map((s) => option(s, status === s, () => setStatus(s), close))}
        </View>
      )
    return (
      <View className='fph-options'>
        {option('不限', kind === '', () => setKind(''), close)}
        {PHONE_KINDS.map((k) => option(PHONE_KIND_NAMES[k], kind === k, () => setKind(k), close))}
      </View>
    )
  }
  const entries = [
    { title: regionName ? regionName.slice(0, 5) : '地区' },
    { title: industryName ? industryName.slice(0, 5) : '行业' },
    { title: status || '经营状态' },
    { title: kind ? PHONE_KIND_NAMES[kind] : '号码类型' },
  ]

  return (
    <View className='fph-page'>
      <HeaderBar title='查电话' />
      <View className='fph-filters'>
        <Dropdown entries={entries} active={[!!regionCode, !!industry, !!status, !!kind]} closeOnClickOverlay renderPanel={renderPanel} />
      </View>
      <LoadingOverlay visible={paged.loading && !last} />
      <PullRefresh onRefresh={() => paged.refresh()}>
        {!!last && (
          <View className='fph-summary' data-testid='fph-summary'>
            <Text className='fph-summary__count'>
              共 <Text className='fph-em'>{last.totalText}</Text> 家企业有联系电话
            </Text>
            <Text className='fph-summary__reveal' data-testid='fph-reveal'>
              {revealText(last.reveal)}
            </Text>
            {last.total > 0 && (
              <View className='fph-export' data-testid='fph-export' onClick={() => go(phoneExportLink(filter, title))}>
                <Text>导出全部号码 ›</Text>
              </View>
            )}
          </View>
        )}
        {paged.list.map((c) => (
          <CompanyPhones key={c.pid} c={c} onMasked={onMasked} />
        ))}
        <PagedEnd paged={paged} count={paged.list.length} waiting={paged.loading && !last} />
      </PullRefresh>
    </View>
  )
}
