import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import type { PersonDetail, PersonRole } from '../../../../contract/api/api'
import HeaderBar from '@/components/HeaderBar'
import Section from '@/components/Section'
import StatusTag from '@/components/StatusTag'
import NameAvatar from '@/components/NameAvatar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { ShareButton, useProfileShare } from '@/components/SharePoster'
import { personPoster } from '@/components/SharePoster/specs'
import ProfileActions from '@/components/CollectButton'
import { navigate } from '@/services/nav'
import { personDetail } from '@/services/person'
import { footprintSync } from '@/stores/footprints'
import type { ApiError } from '@/services/request'
import './detail.scss'
import { to } from '@/links.gen'

/** '35%' / '12.5%' — shares come as percent numbers. */
export const shareText = (share?: number) => (share === undefined || share === null || !(share > 0) ? '' : `${Number(share.toFixed(2))}%`)

function RoleItem({ role }: { role: PersonRole }) {
  const share = shareText(role.share)
  return (
    <View className='role-item' onClick={() => navigate(to.companyProfile({ pid: role.pid })).catch(() => undefined)}>
      <View className='role-item__top'>
        <NameAvatar name={role.companyName} size={80} />
        <View className='role-item__main'>
          <Text className='role-item__name'>{role.companyName}</Text>
          <View className='role-item__tags'>
            <StatusTag status={role.status} />
            {role.roles.map((r) => (
              <Text key={r} className={`tag role-tag ${r === '法定代表人' ? 'role-tag--legal' : ''}`}>
                {r}
              </Text>
            ))}
          </View>
        </View>
      </View>
      <View className='role-item__facts'>
        <View className='role-fact'>
          <Text className='role-fact__label'>持股比例</Text>
          <Text className='role-fact__value'>{share || '-'}</Text>
        </View>
        <View className='role-fact'>
          <Text className='role-fact__label'>注册资本</Text>
          <Text className='role-fact__value'>{role.regCapitalText || '-'}</Text>
        </View>
        <View className='role-fact'>
          <Text className='role-fact__label'>所在地区</Text>
          <Text className='role-fact__value'>{role.regionName || '-'}</Text>
        </View>
      </View>
    </View>
  )
}

/** The person-check pages, shown as a row of entries. */
const PERSON_ENTRIES = [
  { text: '风险扫描', link: to.personRiskScan },
  { text: '履历', link: to.resume },
  { text: '任职分析', link: to.jobAnalysis },
  { text: '财产线索', link: to.personPropertyClue },
  { text: '基本信息', link: to.personBasicInfo },
  {
    text: '查关系',
    link: (p: { personId: string; personName: string }) => to.relation({ fromType: 'person', fromId: p.personId, fromName: p.personName }),
  },
  { text: '人员图谱', link: (p: { personId: string }) => to.personGraph({ personId: p.personId }) },
]

function PersonDetailPage() {
  const personId = (Taro.getCurrentInstance().router?.params?.personId ?? '') as string
  const [detail, setDetail] = useState<PersonDetail | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>('loading')
  const poster = state === 'ready' && detail ? personPoster({ ...detail, personId: detail.personId || personId }) : null
  useProfileShare(poster)

  const load = async () => {
    if (!personId) {
      setState('missing')
      return
    }
    setState('loading')
    try {
      const d = await personDetail(personId)
      setDetail(d)
      footprintSync.viewPerson(d.personId || personId, d.name, d.roles[0]?.companyName ?? '')
      setState('ready')
    } catch (e) {
      setState((e as ApiError)?.code === 'NETWORK' ? 'failed' : 'missing')
    }
  }
  useEffect(() => {
    load()
  }, [personId])

  const title = detail?.name ? `${detail.name}` : '人员详情'

  return (
    <View className='person-page'>
      <HeaderBar title={title} />
      <ShareButton spec={poster} />
      <LoadingOverlay visible={state === 'loading'} transparent={!!detail} />
      {state === 'missing' && <Empty text='未找到该人员的信息' />}
      {state === 'failed' && (
        <Empty text='加载失败，请检查网络后重试'>
          <View className='person-retry' onClick={load}>
            <Text>重新加载</Text>
          </View>
        </Empty>
      )}
      {state === 'ready' && detail && (
        <View className='person-body'>
          <View className='person-card'>
            <View className='person-card__top'>
              <View className='person-avatar'>
                <Text>{Array.from(detail.name)[0]}</Text>
              </View>
              <View className='person-card__main'>
                <Text className='person-card__name'>{detail.name}</Text>
                <Text className='person-card__sub'>关联企业 {detail.companyCount} 家</Text>
              </View>
            </View>
            <View className='person-counts'>
              <View className='person-count'>
                <Text className='person-count__num'>{detail.legalCount}</Text>
                <Text className='person-count__label'>担任法定代表人</Text>
              </View>
              <View className='person-count'>
                <Text className='person-count__num'>{detail.shareholderCount}</Text>
                <Text className='person-count__label'>担任股东</Text>
              </View>
              <View className='person-count'>
                <Text className='person-count__num'>{detail.executiveCount}</Text>
                <Text className='person-count__label'>担任高管</Text>
              </View>
            </View>
          </View>

          <View className='person-entries'>
            {PERSON_ENTRIES.map((e) => (
              <Text
                key={e.text}
                className='person-entries__item'
                onClick={() => navigate(e.link({ personId: detail.personId || personId, personName: detail.name })).catch(() => undefined)}
              >
                {e.text}
              </Text>
            ))}
          </View>

          <Section title='全部任职' count={detail.roles.length}>
            {detail.roles.length === 0 ? <Empty /> : detail.roles.map((r) => <RoleItem key={r.pid} role={r} />)}
          </Section>

          <Section title='合作伙伴' count={detail.partners.length}>
            {detail.partners.length === 0 ? (
              <Empty />
            ) : (
              <View className='partners'>
                {detail.partners.map((p) => (
                  <View
                    key={p.personId}
                    className='partner'
                    onClick={() => navigate(to.personProfile({ personId: p.personId })).catch(() => undefined)}
                  >
                    <View className='partner__avatar'>
                      <Text>{Array.from(p.name)[0]}</Text>
                    </View>
                    <View className='partner__main'>
                      <Text className='partner__name'>{p.name}</Text>
                      <Text className='partner__times'>共同任职 {p.times} 家企业</Text>
                    </View>
                    <Text className='partner__arrow'>›</Text>
                  </View>
                ))}
              </View>
            )}
          </Section>
          <Text className='person-source'>数据来源：国家企业信用信息公示系统等公开信息</Text>
        </View>
      )}
      {state === 'ready' && detail && (
        <ProfileActions
          kind='person'
          targetId={detail.personId || personId}
          primary={{
            text: '风险扫描',
            onClick: () =>
              navigate(to.personRiskScan({ personId: detail.personId || personId, personName: detail.name })).catch(() => undefined),
          }}
        />
      )}
    </View>
  )
}

export default observer(PersonDetailPage)
