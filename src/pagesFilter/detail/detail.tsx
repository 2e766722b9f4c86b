import { View, Text, ScrollView } from '@tarojs/components'
import { navigate } from '@/services/nav'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { memo, startTransition, useEffect, useMemo, useState } from 'react'
import HeaderBar, { copyTitle, headerOffset } from '@/components/HeaderBar'
import NameAvatar from '@/components/NameAvatar'
import StatusTag from '@/components/StatusTag'
import Section from '@/components/Section'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import ShareBars from '@/components/ShareBars'
import ChangeRecord from '@/components/ChangeRecord'
import DimensionGrid from '@/components/DimensionGrid'
import MonitorButton from '@/components/Monitor/MonitorButton'
import { ShareButton, useProfileShare, type PosterSpec } from '@/components/SharePoster'
import { companyPoster } from '@/components/SharePoster/specs'
import ProfileActions from '@/components/CollectButton'
import { companyHeader, companyProfile } from '@/services/company'
import { openPersonByName } from '@/services/openPerson'
import { footprintSync } from '@/stores/footprints'
import { session } from '@/stores/session'
import { OwnersBlock } from '@/components/RiskScan/owners'
import GroupEntry from '@/components/GroupEntry'
import { beneficiaries } from '@/services/risk'
import type { BeneficialOwners } from '../../../contract/api/api-risk'
import type { CompanyHeader, CompanyProfile } from '../../../contract/api/api'
import './detail.scss'
import { to } from '@/links.gen'
import { useStagedReveal } from '@/hooks/useStagedReveal'
import { afterPaint } from '@/hooks/afterPaint'

const ANCHORS = [
  { id: 'sec-holders', title: '股东' },
  { id: 'sec-staff', title: '主要人员' },
  { id: 'sec-invest', title: '对外投资' },
  { id: 'sec-branch', title: '分支机构' },
  { id: 'sec-change', title: '变更记录' },
  { id: 'sec-dims', title: '全部维度' },
]

/** Entry points to the special pages of the company. */
const SPECIAL_ENTRIES: Array<{ text: string; url: (c: { pid: string; name: string }) => string }> = [
  { text: '风险扫描', url: (c) => to.riskScan({ pid: c.pid }) },
  { text: '法律诉讼', url: (c) => to.lawIndex({ pid: c.pid }) },
  { text: '股权穿透', url: (c) => to.equityChain({ pid: c.pid }) },
  { text: '对外投资图', url: (c) => to.investmentChain({ pid: c.pid }) },
  { text: '查关系', url: (c) => to.relation({ fromType: 'company', fromId: c.pid, fromName: c.name }) },
  { text: '企业图谱', url: (c) => to.enterpriseGraph({ pid: c.pid }) },
  { text: '参保人数', url: (c) => to.insured({ pid: c.pid }) },
  { text: '工商信息', url: (c) => to.companyBasicInfo({ pid: c.pid }) },
  { text: '背调报告', url: (c) => to.backgroundReport({ pid: c.pid }) },
]

/** The parts below the head, added one at a time: shareholders, owners and group, staff, investments, branches,
 * changes, all dimensions. */
const SECTION_STEPS = 7

const openCompany = (pid?: string) => pid && navigate(to.companyProfile({ pid }))

function CompanyDetail() {
  const pid = useRouter().params.pid || ''
  const [head, setHead] = useState<CompanyHeader | null>(null)
  const [profile, setProfile] = useState<CompanyProfile | null>(null)
  const [error, setError] = useState('')
  const [owners, setOwners] = useState<BeneficialOwners | null>(null)
  const poster = useMemo(() => (head ? companyPoster(head) : null), [head])
  // the sections below the first screen: added one by one once the head has been painted; each is its own memoised
  // part, so a step renders the part it adds and not the page again
  const shown = useStagedReveal(SECTION_STEPS, head !== null && profile !== null)
  useProfileShare(poster)
  const primary = useMemo(
    () => (head ? { text: '风险扫描', onClick: () => navigate(to.riskScan({ pid: head.pid })).catch(() => undefined) } : undefined),
    [head],
  )

  useEffect(() => {
    if (!pid) {
      setError('缺少企业编号')
      return
    }
    // The head is the first screen: it renders in a task of its own. The footprint and the session's current company
    // are written once it has been painted, and what lies below it is asked for then, not in the head's task.
    companyHeader(pid)
      .then((h) => {
        setHead(h)
        afterPaint(() => {
          footprintSync.viewCompany(h.pid, h.name)
          session.update({ pid: h.pid, enterpriseName: h.name, enterpriseCode: h.creditCode, enterpriseLogo: h.logo })
        })
      })
      .catch((e) => setError(e?.message || '企业信息加载失败'))
    return afterPaint(() => {
      companyProfile(pid)
        .then((p) => startTransition(() => setProfile(p)))
        .catch(() => setProfile(null))
      beneficiaries(pid).then(
        (o) => startTransition(() => setOwners(o)),
        () => setOwners(null),
      )
    })
  }, [pid])

  if (error) {
    return (
      <View className='company'>
        <HeaderBar title='企业详情' />
        <Empty text={error} />
      </View>
    )
  }
  if (!head) {
    return (
      <View className='company'>
        <HeaderBar title='企业详情' />
        <LoadingOverlay visible />
      </View>
    )
  }
  return (
    <View className='company'>
      <HeadBlock head={head} poster={poster} />
      {profile && (
        <View>
          {shown > 0 && <HoldersSection profile={profile} pid={pid} />}
          {shown > 1 && <OwnersSection owners={owners} pid={head.pid} />}
          {shown > 2 && <StaffSection profile={profile} pid={pid} />}
          {shown > 3 && <InvestmentsSection profile={profile} />}
          {shown > 4 && <BranchesSection profile={profile} />}
          {shown > 5 && <ChangesSection profile={profile} />}
          {shown > 6 && <DimensionsSection profile={profile} pid={pid} />}
        </View>
      )}
      <ProfileActions kind='company' targetId={head.pid} primary={primary} />
    </View>
  )
}

const jump = (id: string) => {
  if (process.env.TARO_ENV === 'h5') document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  else Taro.pageScrollTo({ selector: `#${id}`, duration: 300 })
}

/** The first screen: the bar, the company's head, the special pages and the anchors. */
const HeadBlock = memo(function HeadBlock({ head, poster }: { head: CompanyHeader; poster: PosterSpec | null }) {
  const [scopeOpen, setScopeOpen] = useState(false)
  return (
    <>
      <HeaderBar
        title={head.name}
        showExport
        onExport={() => navigate(to.exportProfile({ pid: head.pid, name: head.name })).catch(() => undefined)}
      />
      <ShareButton spec={poster} />
      <View className='company-head'>
        <View className='company-head__top'>
          <NameAvatar name={head.name} logo={head.logo} size={120} />
          <View className='company-head__main'>
            <Text className='company-head__name' onLongPress={() => copyTitle(head.name)}>
              {head.name}
            </Text>
            <View className='company-head__tags'>
              <StatusTag status={head.status} />
              <Text className='tag tag--plain'>{head.companyType}</Text>
              <Text className='tag tag--plain'>{head.industry}</Text>
              {head.staffSize && <Text className='tag tag--plain'>{head.staffSize}</Text>}
            </View>
          </View>
          <MonitorButton targetId={head.pid} name={head.name} />
        </View>
        <View className='company-head__facts'>
          <View className='fact' onClick={() => openPersonByName(head.legalPerson, head.pid)}>
            <Text className='fact__label'>法定代表人</Text>
            <Text className='fact__value fact__value--link'>{head.legalPerson || '-'}</Text>
          </View>
          <View className='fact'>
            <Text className='fact__label'>注册资本</Text>
            <Text className='fact__value'>{head.regCapitalText}</Text>
          </View>
          <View className='fact'>
            <Text className='fact__label'>成立日期</Text>
            <Text className='fact__value'>{head.established}</Text>
          </View>
        </View>
        <View className='kv-list'>
          <KV label='统一社会信用代码' value={head.creditCode} copy />
          <KV
            label='电话'
            value={head.phone}
            onClick={head.phone ? () => Taro.makePhoneCall({ phoneNumber: head.phone }).catch(() => undefined) : undefined}
          />
          <KV label='邮箱' value={head.email} copy />
          <KV label='官网' value={head.website} copy />
          <KV label='地址' value={head.address} onClick={() => navigate(to.companyAddress({ pid: head.pid }))} />
          <KV label='所属地区' value={head.regionName} />
          {head.formerNames.length > 0 && <KV label='曾用名' value={head.formerNames.join('；')} />}
        </View>
        <View className='company-head__scope' onClick={() => setScopeOpen(!scopeOpen)}>
          <Text className='fact__label'>经营范围</Text>
          <Text className={`company-head__scope-text ${scopeOpen ? '' : 'is-clamped'}`}>{head.scope}</Text>
          <Text className='company-head__toggle'>{scopeOpen ? '收起' : '展开'}</Text>
        </View>
        <Text className='company-head__source'>
          数据来源：{head.source} · 更新于 {head.capturedAt}
          <Text
            style={{ color: '#2979ff', marginLeft: '8px' }}
            data-testid='company-fix'
            onClick={() => navigate(to.feedbackCorrection({ pid: head.pid })).catch(() => undefined)}
          >
            纠错
          </Text>
        </Text>
      </View>

      <View className='company-entries'>
        {SPECIAL_ENTRIES.map((e) => (
          <Text key={e.text} className='company-entries__item' onClick={() => navigate(e.url(head)).catch(() => undefined)}>
            {e.text}
          </Text>
        ))}
      </View>

      <ScrollView scrollX className='anchor-bar' style={{ top: `${headerOffset()}px` }}>
        {ANCHORS.map((a) => (
          <Text key={a.id} className='anchor-bar__item' onClick={() => jump(a.id)}>
            {a.title}
          </Text>
        ))}
      </ScrollView>
    </>
  )
})

const HoldersSection = memo(function HoldersSection({ profile, pid }: { profile: CompanyProfile; pid: string }) {
  return (
    <Section id='sec-holders' title='股东信息' count={profile.shareholders.length}>
      {profile.shareholders.length === 0 ? (
        <Empty />
      ) : (
        <ShareBars
          items={profile.shareholders.map((s) => ({
            key: s.personId || s.pid || s.name,
            name: s.name,
            share: s.share,
            sub: `认缴 ${s.subscribedText}${s.since ? ` · ${s.since}` : ''}`,
            kind: s.kind,
          }))}
          onClick={(i) => {
            const s = profile.shareholders[i]
            if (s.kind === 'company') openCompany(s.pid)
            else openPersonByName(s.name, pid)
          }}
        />
      )}
    </Section>
  )
})

const OwnersSection = memo(function OwnersSection({ owners, pid }: { owners: BeneficialOwners | null; pid: string }) {
  return (
    <>
      {owners && (owners.actualController || owners.beneficiaries.length > 0) && (
        <Section id='sec-owners' title='实际控制人与受益人'>
          <OwnersBlock owners={owners} />
        </Section>
      )}
      <GroupEntry pid={pid} />
    </>
  )
})

const StaffSection = memo(function StaffSection({ profile, pid }: { profile: CompanyProfile; pid: string }) {
  return (
    <Section id='sec-staff' title='主要人员' count={profile.personnel.length}>
      {profile.personnel.length === 0 ? (
        <Empty />
      ) : (
        <View className='staff-grid'>
          {profile.personnel.map((p) => (
            <View key={p.personId} className='staff' onClick={() => openPersonByName(p.name, pid)}>
              <View className='staff__avatar'>
                <Text>{p.name.slice(0, 1)}</Text>
              </View>
              <Text className='staff__name'>{p.name}</Text>
              <Text className='staff__pos'>{p.positions.join('、')}</Text>
            </View>
          ))}
        </View>
      )}
    </Section>
  )
})

const InvestmentsSection = memo(function InvestmentsSection({ profile }: { profile: CompanyProfile }) {
  return (
    <Section id='sec-invest' title='对外投资' count={profile.investmentTotal}>
      {profile.investments.length === 0 ? (
        <Empty />
      ) : (
        profile.investments.map((v) => (
          <View key={v.pid} className='row' onClick={() => openCompany(v.pid)}>
            <View className='row__main'>
              <Text className='row__title'>{v.name}</Text>
              <Text className='row__sub'>
                法定代表人 {v.legalPerson} · 成立 {v.established}
              </Text>
            </View>
            <View className='row__side'>
              <Text className='row__share'>{v.share}%</Text>
              <StatusTag status={v.status} />
            </View>
          </View>
        ))
      )}
    </Section>
  )
})

const BranchesSection = memo(function BranchesSection({ profile }: { profile: CompanyProfile }) {
  return (
    <Section id='sec-branch' title='分支机构' count={profile.branchTotal}>
      {profile.branches.length === 0 ? (
        <Empty />
      ) : (
        profile.branches.map((b) => (
          <View key={b.pid} className='row' onClick={() => openCompany(b.pid)}>
            <View className='row__main'>
              <Text className='row__title'>{b.name}</Text>
              <Text className='row__sub'>
                负责人 {b.legalPerson} · 成立 {b.established}
              </Text>
            </View>
            <StatusTag status={b.status} />
          </View>
        ))
      )}
    </Section>
  )
})

const ChangesSection = memo(function ChangesSection({ profile }: { profile: CompanyProfile }) {
  return (
    <Section id='sec-change' title='变更记录' count={profile.changeTotal}>
      {profile.changes.length === 0 ? <Empty /> : profile.changes.map((c) => <ChangeRecord key={c.id} change={c} />)}
    </Section>
  )
})

const DimensionsSection = memo(function DimensionsSection({ profile, pid }: { profile: CompanyProfile; pid: string }) {
  return (
    <Section id='sec-dims' title='全部维度'>
      <DimensionGrid dimensions={profile.dimensions} pid={pid} />
    </Section>
  )
})

function KV({ label, value, copy, onClick }: { label: string; value: string; copy?: boolean; onClick?: () => void }) {
  if (!value) return null
  const tap = onClick ?? (copy ? () => copyTitle(value) : undefined)
  return (
    <View className='kv' onClick={tap}>
      <Text className='kv__label'>{label}</Text>
      <Text className={`kv__value ${onClick ? 'kv__value--link' : ''}`}>{value}</Text>
    </View>
  )
}

export default observer(CompanyDetail)
