import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { MonitorGroup } from '../../../contract/api/api-monitor'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { createGroup, deleteGroup, groupList, renameGroup } from '@/services/monitor'
import { navigate } from '@/services/nav'
import '../../components/Monitor/index.scss'
import './monitoreGroup.scss'
import { useShown } from '@/components/Monitor/useShown'
import { to } from '@/links.gen'

export const GROUP_NAME_MAX = 20

/** A group name as the server takes it: trimmed, 1–20 characters; else the Chinese reason. */
export function checkGroupName(name: string): string {
  const n = name.trim()
  if (!n) return '请输入分组名称'
  if (Array.from(n).length > GROUP_NAME_MAX) return `分组名称最多${GROUP_NAME_MAX}个字`
  return ''
}

/** Monitor groups: create, rename, delete (its targets move to 默认分组), open one to move its targets. */
export default function MonitoreGroupPage() {
  const [groups, setGroups] = useState<MonitorGroup[] | null>(null)
  const [newName, setNewName] = useState('')
  const [editing, setEditing] = useState<number | null>(null)
  const [editName, setEditName] = useState('')

  const load = () =>
    groupList().then(
      (r) => setGroups(r.list),
      () => setGroups((g) => g ?? []),
    )
  useShown(() => {
    load()
  })

  const toast = (title: string) => Taro.showToast({ title, icon: 'none' })
  const create = async () => {
    const bad = checkGroupName(newName)
    if (bad) return toast(bad)
    await createGroup(newName.trim())
    setNewName('')
    toast('分组已创建')
    await load()
  }
  const rename = async (g: MonitorGroup) => {
    const bad = checkGroupName(editName)
    if (bad) return toast(bad)
    if (editName.trim() !== g.name) {
      await renameGroup(g.id, editName.trim())
      toast('已重命名')
    }
    setEditing(null)
    await load()
  }
  const remove = async (g: MonitorGroup) => {
    const r = await Taro.showModal({
      title: '删除分组',
      content: g.count > 0 ? `删除「${g.name}」后，其中的${g.count}个监控对象将移到默认分组` : `确定删除「${g.name}」吗？`,
      confirmText: '删除',
      cancelText: '取消',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    const res = await deleteGroup(g.id)
    toast(res.moved > 0 ? `已删除，${res.moved}个对象移到默认分组` : '分组已删除')
    await load()
  }
  const ignore = () => undefined

  return (
    <View className='mon-page'>
      <HeaderBar title='监控分组' />
      <View className='mon-body'>
        <View className='mon-card mg-create'>
          <Input
            className='mg-create__input'
            value={newName}
            maxlength={GROUP_NAME_MAX}
            placeholder='新分组名称（最多20字）'
            onInput={(e) => setNewName(e.detail.value)}
            onConfirm={() => create().catch(ignore)}
          />
          <Text className='mg-create__btn' onClick={() => create().catch(ignore)} data-testid='group-create'>
            新建分组
          </Text>
        </View>
        {groups && groups.length === 0 && <Empty />}
        <View className='mon-list'>
          {(groups ?? []).map((g) => (
            <View key={g.id} className='mg-row' data-group={g.name}>
              {editing === g.id ? (
                <View className='mg-row__edit'>
                  <Input
                    className='mg-create__input'
                    value={editName}
                    maxlength={GROUP_NAME_MAX}
                    focus
                    onInput={(e) => setEditName(e.detail.value)}
                    onConfirm={() => rename(g).catch(ignore)}
                  />
                  <Text className='mg-act' onClick={() => rename(g).catch(ignore)}>
                    保存
                  </Text>
                  <Text className='mg-act mg-act--muted' onClick={() => setEditing(null)}>
                    取消
                  </Text>
                </View>
              ) : (
                <>
                  <View className='mg-row__main' onClick={() => navigate(to.monitorList({ groupId: g.id })).catch(ignore)}>
                    <Text className='mg-row__name'>{g.name}</Text>
                    {g.isDefault && <Text className='mg-row__default'>默认</Text>}
                    <Text className='mg-row__count'>{g.count}个对象 ›</Text>
                  </View>
                  {!g.isDefault && (
                    <View className='mg-row__acts'>
                      <Text
                        className='mg-act'
                        onClick={() => {
                          setEditing(g.id)
                          setEditName(g.name)
                        }}
                      >
                        重命名
                      </Text>
                      <Text className='mg-act mg-act--danger' onClick={() => remove(g).catch(ignore)}>
                        删除
                      </Text>
                    </View>
                  )}
                </>
              )}
            </View>
          ))}
        </View>
        <Text className='mon-hint'>点击分组可查看其中的监控对象，在列表中选择「管理」可将对象移动到其他分组</Text>
      </View>
    </View>
  )
}
