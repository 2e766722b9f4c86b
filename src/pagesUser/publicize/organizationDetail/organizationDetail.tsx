import { Input, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { Paged } from '../../../../contract/api/api'
import type { OrgMember, Organization } from '../../../../contract/schemas/organization'
import { chinaDate } from '../../../../contract/domain/china-time'
import { ORG_MEMBER_LIMIT, ORG_NAME_MAX, ORG_NAME_RULE, ORG_ROLE_LABEL, cleanOrgName } from '../../../../contract/domain/organizations'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import LoadingOverlay from '@/components/LoadingOverlay'
import NameAvatar from '@/components/NameAvatar'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import {
  leaveOrganization,
  listOrgMembers,
  makeOrgAdmin,
  organizationDetail,
  removeOrgMember,
  renameOrganization,
  resetOrgCode,
} from '@/services/organizations'
import { back } from '@/services/nav'
import '../organizationManage/organizationManage.scss'
import './organizationDetail.scss'

const confirm = async (content: string, confirmText: string, danger = false) =>
  Boolean(
    (
      await Taro.showModal({
        title: '提示',
        content,
        confirmText,
        cancelText: '取消',
        confirmColor: danger ? '#fa3534' : '#2979ff',
      })
    )?.confirm,
  )
const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1500 })

/**
 * 组织详情: the organisation's name, code (admins) and members, paged. An admin renames it, resets and copies the
 * code, removes a member or makes one admin; any member can leave.
 */
export default function OrganizationDetail() {
  const id = Number(useRouter().params.id || 0)
  const [org, setOrg] = useState<Organization | null>(null)
  const [error, setError] = useState('')
  const [renaming, setRenaming] = useState(false)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState('')

  const loadOrg = useCallback(async () => {
    try {
      setOrg(await organizationDetail(id))
      setError('')
    } catch (e) {
      setError((e as Error).message || '加载失败')
    }
  }, [id])
  useEffect(() => {
    loadOrg()
  }, [loadOrg])

  const fetchPage = useCallback((pageNum: number) => listOrgMembers(id, pageNum), [id])
  const members = usePagedPage<OrgMember, Paged<OrgMember>>(fetchPage, org !== null)
  const isAdmin = org?.role === 'admin'
  const refresh = async () => {
    await loadOrg()
    members.refresh()
  }

  const copyCode = () => {
    if (!org?.joinCode) return
    Taro.setClipboardData({ data: org.joinCode }).then(
      () => toast('组织码已复制'),
      () => undefined,
    )
  }
  const resetCode = async () => {
    if (!(await confirm('重置后旧组织码将立即失效，确定重置吗？', '重置'))) return
    try {
      setOrg(await resetOrgCode(id))
      toast('组织码已重置')
    } catch {
      // the request door said why
    }
  }
  const saveName = async () => {
    const clean = cleanOrgName(name)
    if (!clean) {
      setNameError(ORG_NAME_RULE)
      return
    }
    try {
      setOrg(await renameOrganization(id, clean))
      setRenaming(false)
      toast('已修改')
    } catch (e) {
      setNameError((e as Error).message)
    }
  }
  const remove = async (m: OrgMember) => {
    if (!(await confirm(`确定将「${m.nickname}」移出组织吗？`, '移出', true))) return
    try {
      await removeOrgMember(id, m.userId)
      toast('已移出')
      refresh()
    } catch {
      // the request door said why
    }
  }
  const makeAdmin = async (m: OrgMember) => {
    if (!(await confirm(`确定将「${m.nickname}」设为管理员吗？管理员可管理成员和组织码。`, '设为管理员'))) return
    try {
      await makeOrgAdmin(id, m.userId)
      toast('已设为管理员')
      members.refresh()
    } catch {
      // the request door said why
    }
  }
  const leave = async () => {
    if (!org) return
    const adminsLeft = members.list.filter((m) => m.role === 'admin' && !m.isMe).length
    if (isAdmin && org.memberCount > 1 && members.finished && adminsLeft === 0) {
      await Taro.showModal({
        title: '无法退出',
        content: '你是该组织唯一的管理员，请先将其他成员设为管理员后再退出。',
        showCancel: false,
        confirmText: '知道了',
      })
      return
    }
    const last = org.memberCount === 1
    if (!(await confirm(last ? '你是最后一名成员，退出后组织将解散，确定退出吗？' : '确定退出该组织吗？', '退出', true))) return
    try {
      const r = await leaveOrganization(id)
      toast(r.dissolved ? '已退出，组织已解散' : '已退出组织')
      setTimeout(() => back().catch(() => undefined), 800)
    } catch {
      // the request door said why (the last admin, when others remain)
    }
  }

  if (error && !org)
    return (
      <View className='org-page'>
        <HeaderBar title='组织详情' />
        <Empty text={error}>
          <Text className='org-retry' onClick={loadOrg}>
            重试
          </Text>
        </Empty>
      </View>
    )

  return (
    <View className='org-page'>
      <HeaderBar title='组织详情' />
      {org && (
        <View className='od-head'>
          <View className='od-head__top'>
            <NameAvatar name={org.name} size={96} />
            <View className='od-head__main'>
              <Text className='od-head__name' data-testid='od-name'>
                {org.name}
              </Text>
              <Text className='od-head__sub' data-testid='od-count'>
                {org.memberCount}/{ORG_MEMBER_LIMIT} 名成员 · 我是{ORG_ROLE_LABEL[org.role]}
              </Text>
            </View>
            {isAdmin && !renaming && (
              <Text
                className='od-link'
                data-testid='od-rename'
                onClick={() => {
                  setName(org.name)
                  setNameError('')
                  setRenaming(true)
                }}
              >
                改名
              </Text>
            )}
          </View>
          {renaming && (
            <View className='od-rename' data-testid='od-rename-form'>
              <Input
                className='org-form__input'
                data-testid='od-name-input'
                value={name}
                maxlength={ORG_NAME_MAX}
                focus
                onInput={(e) => {
                  setName(e.detail.value)
                  setNameError('')
                }}
              />
              {!!nameError && <Text className='org-form__error'>{nameError}</Text>}
              <View className='org-form__btns'>
                <Text className='org-form__cancel' onClick={() => setRenaming(false)}>
                  取消
                </Text>
                <Text className='org-form__ok' data-testid='od-rename-submit' onClick={saveName}>
                  保存
                </Text>
              </View>
            </View>
          )}
          {isAdmin && (
            <View className='od-code'>
              <View className='od-code__main'>
                <Text className='od-code__label'>组织码</Text>
                <Text className='od-code__value' data-testid='od-code'>
                  {org.joinCode}
                </Text>
              </View>
              <Text className='od-code__btn is-primary' data-testid='od-copy' onClick={copyCode}>
                复制
              </Text>
              <Text className='od-code__btn' data-testid='od-reset' onClick={resetCode}>
                重置
              </Text>
            </View>
          )}
          {isAdmin && <Text className='od-code__hint'>成员在「我的组织 - 加入组织」输入组织码即可加入</Text>}
        </View>
      )}

      <PullRefresh onRefresh={refresh}>
        {org && <Text className='org-count'>成员（{members.last?.total ?? org.memberCount}）</Text>}
        {members.list.map((m) => (
          <View key={m.userId} className='od-member' data-testid='od-member' data-id={m.userId}>
            <View className='od-member__avatar'>
              <Text>{Array.from(m.nickname)[0] ?? '用'}</Text>
            </View>
            <View className='od-member__main'>
              <View className='org-item__top'>
                <Text className='od-member__name'>{m.nickname}</Text>
                {m.isMe && <Text className='od-me'>我</Text>}
                <Text className={`org-role ${m.role === 'admin' ? 'is-admin' : ''}`}>{ORG_ROLE_LABEL[m.role]}</Text>
              </View>
              <Text className='od-member__sub'>
                {m.phone} · {chinaDate(m.joinedAt)} 加入
              </Text>
            </View>
            {isAdmin && !m.isMe && (
              <View className='od-member__ops'>
                {m.role === 'member' && (
                  <Text className='od-op' data-testid='od-make-admin' onClick={() => makeAdmin(m)}>
                    设为管理员
                  </Text>
                )}
                <Text className='od-op is-danger' data-testid='od-remove' onClick={() => remove(m)}>
                  移出
                </Text>
              </View>
            )}
          </View>
        ))}
        {members.error && members.list.length === 0 ? (
          <Empty text={members.error}>
            <Text className='org-retry' onClick={() => members.refresh()}>
              重试
            </Text>
          </Empty>
        ) : (
          <ListFooter loading={members.loading} finished={members.finished} count={members.list.length} />
        )}
        {org && (
          <View className='od-leave' data-testid='od-leave' onClick={leave}>
            <Text>退出组织</Text>
          </View>
        )}
      </PullRefresh>
      <LoadingOverlay visible={org === null && !error} />
    </View>
  )
}
