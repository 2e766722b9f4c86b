import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { benefitOf, benefitValue, type BenefitKey } from '@/domain/memberBenefits'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { member } from '@/stores/member'
import '../memberCenter/memberCenter.scss'
import './memberBenefit.scss'

/** One benefit explained: what it is for, and how much of it each level gets (the server's live figures). */
function MemberBenefit() {
  const { params } = useRouter()
  const benefit = benefitOf(String(params.key ?? ''))
  useEffect(() => {
    if (!member.levels) member.load().catch(() => undefined)
  }, [])

  if (!benefit) {
    return (
      <View className='mc-page'>
        <HeaderBar title='会员权益' />
        <Empty text='该权益不存在' />
      </View>
    )
  }
  const levels = member.levels?.levels
  const wanted = Number(params.level) || 1
  return (
    <View className='mc-page'>
      <HeaderBar title={benefit.title} />
      <View className='mc-card mb-intro'>
        <Text className='mc-card__title'>{benefit.title}</Text>
        <Text className='mb-desc'>{benefit.desc}</Text>
      </View>
      {!levels ? (
        <LoadingOverlay visible />
      ) : (
        <View className='mc-card'>
          <Text className='mc-card__title'>各等级额度</Text>
          {levels.map((l) => (
            <View key={l.level} className={`mb-level ${l.level === wanted ? 'is-on' : ''}`}>
              <Text className='mb-level__name'>{l.name}</Text>
              <Text className='mb-level__value' data-testid={`mb-value-${l.level}`}>
                {benefitValue(benefit.key as BenefitKey, l.benefits)}
              </Text>
            </View>
          ))}
        </View>
      )}
      <View className='mc-bar'>
        <View className='mc-bar__price'>
          <Text className='mc-bar__pay'>当前：{member.info?.name ?? '免费用户'}</Text>
        </View>
        <View className='mc-bar__btn' onClick={() => navigate(to.memberCenter({ level: wanted })).catch(() => undefined)}>
          <Text>去开通</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(MemberBenefit)
