import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Section from '@/components/Section'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import ShareBars from '@/components/ShareBars'
import StatusTag from '@/components/StatusTag'
import { companyHeader, companyProfile } from '@/services/company'
import { lawSummary } from '@/services/law'
import { navigate } from '@/services/nav'
import { getDimension } from '@contract/domain/dimensions'
import { pickFigures, riskVerdict, RISK_KEYS, STRENGTH_KEYS, type ReportFigure } from '@/domain/bgReport'
import { formatDate } from '@contract/domain/format'
import { findRoute } from '@/routes'
import type { CompanyHeader, CompanyProfile } from '../../../contract/api/api'
import type { LawSummary } from '../../../contract/api/api-dimensions'
import './bgCheck.scss'
import { to } from '@/links.gen'
import { pageLink } from '@/pageLink'

function FigureGrid({ figures, pid, danger }: { figures: ReportFigure[]; pid: string; danger?: boolean }) {
  const open = (f: ReportFigure) => {
    const route = getDimension(f.key)?.listRoute
    if (f.count && route && findRoute(route)) navigate(pageLink(route, { pid })).catch(() => undefined)
  }
  return (
    <View className='bg-figures'>
      {figures.map((f) => (
        <View key={f.key} className={`bg-figure ${f.count ? (danger ? 'is-danger' : 'is-good') : 'is-zero'}`} onClick={() => open(f)}>
          <Text className='bg-figure__count'>{f.count}</Text>
          <Text className='bg-figure__label'>{f.label}</Text>
        </View>
      ))}
    </View>
  )
}

/** 企业背调报告: one page that answers "can we work with this company?" from the profile, its risks and its legal record. */
export default function BgCheck() {
  const pid = decodeURIComponent(useRouter().params.pid || '')
  const [head, setHead] = useState<CompanyHeader | null>(null)
  const [profile, setProfile] = useState<CompanyProfile | null>(null)
  const [law, setLaw] = useState<LawSummary | null>(null)
  const [error, setError] = useState('')

  useEffect(() => {
    if (!pid) return setError('缺少企业编号')
    Promise.all([companyHeader(pid), companyProfile(pid), lawSummary(pid)])
      .then(([h, p, l]) => {
        setHead(h)
        setProfile(p)
        setLaw(l)
      })
      .catch((e) => setError(e?.message || '报告生成失败'))
  }, [pid])

  if (error) {
    return (
      <View className='bg-page'>
        <HeaderBar title='企业背调报告' />
        <Empty text={error} />
      </View>
    )
  }
  if (!head || !profile || !law) {
    return (
      <View className='bg-page'>
        <HeaderBar title='企业背调报告' />
        <LoadingOverlay visible />
      </View>
    )
  }
  const risks = pickFigures(profile.dimensions, RISK_KEYS)
  const strengths = pickFigures(profile.dimensions, STRENGTH_KEYS)
  const verdict = riskVerdict(risks)
  return (
    <View className='bg-page'>
      <HeaderBar title='企业背调报告' />
      <View className='bg-cover'>
        <Text className='bg-cover__name'>{head.name}</Text>
        <View className='bg-cover__tags'>
          <StatusTag status={head.status} />
          <Text className='bg-cover__meta'>{head.companyType}</Text>
        </View>
        <Text className='bg-cover__line'>统一社会信用代码 {head.creditCode}</Text>
        <Text className='bg-cover__line'>
          法定代表人 {head.legalPerson} · 注册资本 {head.regCapitalText} · 成立于 {head.established}
        </Text>
        <Text className='bg-cover__line'>
          {head.regionName} · {head.industry}
        </Text>
        <View className={`bg-verdict bg-verdict--${verdict.level}`}>
          <Text className='bg-verdict__title'>
            {verdict.level === 'clean' ? '风险结论：未见明显风险' : verdict.level === 'high' ? '风险结论：高风险' : '风险结论：需关注'}
          </Text>
          <Text className='bg-verdict__text'>{verdict.text}</Text>
        </View>
      </View>

      <Section title='风险记录' count={risks.reduce((s, r) => s + r.count, 0)}>
        <FigureGrid figures={risks} pid={pid} danger />
      </Section>

      <Section title='司法诉讼' count={law.total} onMore={() => navigate(to.lawIndex({ pid })).catch(() => undefined)}>
        {law.total === 0 ? (
          <Empty text='未发现司法诉讼记录' />
        ) : (
          <View>
            <Text className='bg-law__line'>涉案金额合计 {law.amountTotal.toFixed(2)} 万元</Text>
            <View className='bg-law__roles'>
              {law.byRole.map((r) => (
                <Text key={r.role} className='bg-law__role'>
                  {r.role} {r.count}
                </Text>
              ))}
            </View>
          </View>
        )}
      </Section>

      <Section title='股东结构' count={profile.shareholders.length}>
        {profile.shareholders.length ? (
          <ShareBars
            items={profile.shareholders.map((s) => ({
              key: s.personId || s.pid || s.name,
              name: s.name,
              share: s.share,
              kind: s.kind,
              sub: `认缴 ${s.subscribedText}`,
            }))}
          />
        ) : (
          <Empty />
        )}
      </Section>

      <Section title='经营实力'>
        <FigureGrid figures={strengths} pid={pid} />
      </Section>

      <Section title='近期工商变更' count={profile.changeTotal}>
        {profile.changes.length ? (
          profile.changes.slice(0, 5).map((c) => (
            <View key={c.id} className='bg-change'>
              <Text className='bg-change__field'>
                {c.date} {c.field}
              </Text>
              <Text className='bg-change__text'>
                {c.before || '-'} → {c.after || '-'}
              </Text>
            </View>
          ))
        ) : (
          <Empty text='近年无工商变更' />
        )}
      </Section>

      <Text className='bg-foot'>
        数据来源：{head.source} 等公开渠道 · 企业信息更新于 {head.capturedAt} · 报告生成于 {formatDate(new Date(), 'yyyy-mm-dd hh:MM')}
        。本报告仅依据公开信息整理，供参考。
      </Text>
    </View>
  )
}
