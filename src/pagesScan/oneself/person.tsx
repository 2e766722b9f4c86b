import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { OwnScanState } from '../../../contract/api/api-risk'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import Section from '@/components/Section'
import StatusTag from '@/components/StatusTag'
import { TotalsBar } from '@/components/RiskScan'
import { ownScan, unclaimOwn } from '@/services/risk'
import { navigate } from '@/services/nav'
import '../../components/RiskScan/index.scss'
import './oneself.scss'
import { to } from '@/links.gen'

const go = (url: string) => navigate(url).catch(() => undefined)

/** 自查风险: the user's own claimed company and themselves as a person, each with its totals and a scan button. */
export default function Page() {
  const [own, setOwn] = useState<OwnScanState | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(() => {
    setError('')
    ownScan().then(setOwn, (e) => setError(e?.message || '加载失败'))
  }, [])
  const shown = useRef(false)
  useEffect(() => {
    load()
  }, [load])
  // back from the claim page: load again (the first show is the load above)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })
  const unclaim = () => unclaimOwn().then(setOwn, () => undefined)
  return (
    <View className='risk-page'>
      <HeaderBar title='自查风险' />
      {!own && !error && <LoadingOverlay visible />}
      {error && (
        <Empty text={error}>
          <View className='risk-retry' onClick={load}>
            <Text>重新加载</Text>
          </View>
        </Empty>
      )}
      {own && !own.company && (
        <Empty text='还没有认领企业'>
          <View className='quota-mask__btn own-claim' onClick={() => go(to.claimCompany())}>
            <Text>认领我的企业</Text>
          </View>
        </Empty>
      )}
      {own?.company && (
        <View>
          <Section title='我的企业' onMore={() => go(to.claimCompany())} more='更换'>
            <View className='risk-company__head'>
              <Text className='risk-company__name'>{own.company.name}</Text>
              <StatusTag status={own.company.status} />
            </View>
            <Text className='risk-company__roles'>
              法定代表人：{own.company.legalPerson || '-'}
              {own.claimedAt ? ` · 认领于 ${own.claimedAt.slice(0, 10)}` : ''}
            </Text>
            {own.companyTotals && <TotalsBar totals={own.companyTotals} />}
            <View className='own-scan-btn' onClick={() => go(to.riskScan({ pid: own.company!.pid }))}>
              <Text>扫描企业风险</Text>
            </View>
          </Section>
          <Section title='我本人'>
            {own.person ? (
              <View>
                <Text className='risk-company__name'>{own.person.name}</Text>
                <Text className='risk-company__roles'>{own.person.roles.join('、')}</Text>
                {own.personTotals && <TotalsBar totals={own.personTotals} />}
                <View className='own-scan-btn' onClick={() => go(to.personRiskScan({ personId: own.person!.personId }))}>
                  <Text>扫描本人风险</Text>
                </View>
              </View>
            ) : (
              <Text className='risk-group__none' onClick={() => go(to.claimCompany())}>
                未选择本人，重新认领时可在企业人员中选择自己 ›
              </Text>
            )}
          </Section>
          <Text className='own-unclaim' onClick={unclaim}>
            取消认领
          </Text>
        </View>
      )}
    </View>
  )
}
