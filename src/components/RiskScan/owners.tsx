import { View, Text } from '@tarojs/components'
import type { BeneficialOwners, EffectiveOwner } from '../../../contract/api/api-risk'
import { ownerLink, ownerShareText, pathText } from '@/domain/risk'
import { navigate } from '@/services/nav'
import './owners.scss'

const go = (url: string) => {
  if (url) navigate(url).catch(() => undefined)
}

function OwnerRow({ owner, tag }: { owner: EffectiveOwner; tag?: string }) {
  return (
    <View className='ubo-owner' data-name={owner.name}>
      <View className='ubo-owner__head' onClick={() => go(ownerLink(owner))}>
        <Text className='ubo-owner__name'>{owner.name}</Text>
        {tag && <Text className='ubo-owner__tag'>{tag}</Text>}
        <View className='ubo-owner__spacer' />
        <Text className='ubo-owner__share'>{ownerShareText(owner)}</Text>
      </View>
      {owner.paths.map((p, i) => (
        <Text key={i} className='ubo-path'>
          {pathText(p)}
        </Text>
      ))}
    </View>
  )
}

/** Actual controller and beneficial owners, each with the effective share and the ownership paths behind it. */
export function OwnersBlock({ owners }: { owners: BeneficialOwners }) {
  const ac = owners.actualController
  const bens = owners.beneficiaries
  return (
    <View className='ubo'>
      <Text className='ubo__label'>实际控制人</Text>
      {ac ? <OwnerRow owner={ac} tag={ac.kind === 'person' ? '自然人' : '企业'} /> : <Text className='ubo__none'>未识别到实际控制人</Text>}
      <Text className='ubo__label'>最终受益人（有效持股 ≥ {owners.threshold}%）</Text>
      {bens.length ? (
        bens.map((b) => <OwnerRow key={b.personId || b.name} owner={b} tag='受益人' />)
      ) : (
        <Text className='ubo__none'>无有效持股达到 {owners.threshold}% 的自然人</Text>
      )}
      <Text className='ubo__note'>有效持股 = 沿持股路径逐级相乘，多条路径相加</Text>
    </View>
  )
}
