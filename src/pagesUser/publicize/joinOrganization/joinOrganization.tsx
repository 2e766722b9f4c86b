import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { OrgPreview } from '../../../../contract/schemas/organization'
import { ORG_CODE_LENGTH, ORG_CODE_PATTERN, ORG_MEMBER_LIMIT, normalizeOrgCode } from '../../../../contract/domain/organizations'
import HeaderBar from '@/components/HeaderBar'
import NameAvatar from '@/components/NameAvatar'
import { to } from '@/links.gen'
import { joinOrganization, previewOrganization } from '@/services/organizations'
import { navigate } from '@/services/nav'
import '../organizationManage/organizationManage.scss'
import './joinOrganization.scss'

const CODE = new RegExp(ORG_CODE_PATTERN)

/** 加入组织: the user types the code an admin gave them, sees which organisation it opens, then confirms. */
export default function JoinOrganization() {
  const [code, setCode] = useState('')
  const [found, setFound] = useState<OrgPreview | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const lookUp = async () => {
    const c = normalizeOrgCode(code)
    if (!CODE.test(c)) {
      setError(`请输入${ORG_CODE_LENGTH}位组织码（字母或数字）`)
      return
    }
    setBusy(true)
    try {
      setFound(await previewOrganization(c))
      setError('')
    } catch (e) {
      setError((e as Error).message || '查询失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }

  const join = async () => {
    if (!found) return
    try {
      const org = await joinOrganization(normalizeOrgCode(code))
      Taro.showToast({ title: '已加入组织', icon: 'success', duration: 1500 })
      navigate(to.organizationDetail({ id: String(org.id) }), 'redirect').catch(() => undefined)
    } catch (e) {
      setFound(null)
      setError((e as Error).message)
    }
  }

  return (
    <View className='org-page'>
      <HeaderBar title='加入组织' />
      <View className='jo-card'>
        <Text className='jo-card__title'>输入组织码</Text>
        <Text className='jo-card__hint'>组织码由组织管理员提供，共{ORG_CODE_LENGTH}位字母或数字</Text>
        <Input
          className='jo-input'
          data-testid='jo-code'
          placeholder='请输入组织码'
          maxlength={ORG_CODE_LENGTH + 2}
          value={code}
          onInput={(e) => {
            setCode(e.detail.value.toUpperCase())
            setFound(null)
            setError('')
          }}
          onConfirm={lookUp}
        />
        {!!error && (
          <Text className='jo-error' data-testid='jo-error'>
            {error}
          </Text>
        )}
        {!found && (
          <View className={`jo-btn ${busy ? 'is-busy' : ''}`} data-testid='jo-lookup' onClick={busy ? undefined : lookUp}>
            <Text>{busy ? '查询中…' : '查找组织'}</Text>
          </View>
        )}
      </View>

      {found && (
        <View className='jo-card jo-found' data-testid='jo-found'>
          <View className='jo-found__top'>
            <NameAvatar name={found.name} size={96} />
            <View className='jo-found__main'>
              <Text className='jo-found__name' data-testid='jo-name'>
                {found.name}
              </Text>
              <Text className='jo-found__sub' data-testid='jo-count'>
                {found.memberCount}/{ORG_MEMBER_LIMIT} 名成员
              </Text>
            </View>
          </View>
          <Text className='jo-card__hint'>加入后，组织成员可看到你的昵称和脱敏手机号</Text>
          <View className='jo-btn' data-testid='jo-confirm' onClick={join}>
            <Text>确认加入</Text>
          </View>
        </View>
      )}
    </View>
  )
}
