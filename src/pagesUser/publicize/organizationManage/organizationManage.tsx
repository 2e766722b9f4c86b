import { Input, Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { Organization } from '../../../../contract/schemas/organization'
import { ORG_NAME_MAX, ORG_ROLE_LABEL, cleanOrgName, ORG_NAME_RULE } from '../../../../contract/domain/organizations'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import NameAvatar from '@/components/NameAvatar'
import PullRefresh from '@/components/PullRefresh'
import { to } from '@/links.gen'
import { createOrganization, listOrganizations } from '@/services/organizations'
import { navigate } from '@/services/nav'
import { chinaDate } from '../../../../contract/domain/china-time'
import './organizationManage.scss'

const open = (o: Organization) => navigate(to.organizationDetail({ id: String(o.id) })).catch(() => undefined)

/** 我的组织: the organisations the user belongs to with their role; creating one and joining one by code. */
export default function OrganizationManage() {
  const [orgs, setOrgs] = useState<Organization[] | null>(null)
  const [error, setError] = useState('')
  const [creating, setCreating] = useState(false)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState('')

  const load = useCallback(async () => {
    try {
      setOrgs(await listOrganizations())
      setError('')
    } catch (e) {
      setError((e as Error).message || '加载失败')
    }
  }, [])
  useEffect(() => {
    load()
  }, [load])
  // back from a detail page (renamed, left) or from joining: the list may have changed
  useDidShow(() => {
    if (orgs) load()
  })

  const submit = async () => {
    const clean = cleanOrgName(name)
    if (!clean) {
      setNameError(ORG_NAME_RULE)
      return
    }
    try {
      const org = await createOrganization(clean)
      setCreating(false)
      setName('')
      setNameError('')
      Taro.showToast({ title: '创建成功', icon: 'success', duration: 1500 })
      await load()
      open(org)
    } catch (e) {
      setNameError((e as Error).message)
    }
  }

  return (
    <View className='org-page'>
      <HeaderBar title='我的组织' />
      <View className='org-actions'>
        <View className='org-actions__btn is-primary' data-testid='org-create' onClick={() => setCreating(true)}>
          <Text>创建组织</Text>
        </View>
        <View className='org-actions__btn' data-testid='org-join' onClick={() => navigate(to.joinOrganization()).catch(() => undefined)}>
          <Text>加入组织</Text>
        </View>
      </View>

      {creating && (
        <View className='org-form' data-testid='org-create-form'>
          <Text className='org-form__title'>创建组织</Text>
          <Input
            className='org-form__input'
            data-testid='org-name-input'
            placeholder={`请输入组织名称（2-${ORG_NAME_MAX}个字）`}
            maxlength={ORG_NAME_MAX}
            value={name}
            focus
            onInput={(e) => {
              setName(e.detail.value)
              setNameError('')
            }}
          />
          {!!nameError && (
            <Text className='org-form__error' data-testid='org-name-error'>
              {nameError}
            </Text>
          )}
          <Text className='org-form__hint'>创建后你将成为该组织的管理员，可通过组织码邀请成员加入</Text>
          <View className='org-form__btns'>
            <Text
              className='org-form__cancel'
              onClick={() => {
                setCreating(false)
                setNameError('')
              }}
            >
              取消
            </Text>
            <Text className='org-form__ok' data-testid='org-create-submit' onClick={submit}>
              确定创建
            </Text>
          </View>
        </View>
      )}

      <PullRefresh onRefresh={load}>
        {!!orgs?.length && <Text className='org-count'>共加入 {orgs.length} 个组织</Text>}
        {orgs?.map((o) => (
          <View key={o.id} className='org-item' data-testid='org-item' data-id={o.id} onClick={() => open(o)}>
            <NameAvatar name={o.name} size={80} />
            <View className='org-item__main'>
              <View className='org-item__top'>
                <Text className='org-item__name'>{o.name}</Text>
                <Text className={`org-role ${o.role === 'admin' ? 'is-admin' : ''}`} data-testid='org-role'>
                  {ORG_ROLE_LABEL[o.role]}
                </Text>
              </View>
              <Text className='org-item__sub'>
                {o.memberCount} 名成员 · 创建于 {chinaDate(o.createdAt)}
              </Text>
            </View>
            <Text className='org-item__arrow'>›</Text>
          </View>
        ))}
        {error && !orgs ? (
          <Empty text={error}>
            <Text className='org-retry' onClick={load}>
              重试
            </Text>
          </Empty>
        ) : (
          orgs?.length === 0 && <Empty text='暂无数据～' />
        )}
      </PullRefresh>
      <LoadingOverlay visible={orgs === null && !error} />
    </View>
  )
}
