import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { CollectFolder, CollectFolderList } from '../../../contract/schemas/collection'
import { DEFAULT_FOLDER_NAME, FOLDER_NAME_MAX, folderNameProblem } from '../../../contract/domain/collections'
import { createFolder, deleteFolder, renameFolder } from '@/services/collections'
import '../../components/CollectButton/index.scss'

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })
const ignore = () => undefined

interface Props {
  folders: CollectFolderList
  onChanged: () => Promise<unknown> | void
  onClose: () => void
}

/** 管理收藏夹: make, rename and delete folders; a deleted folder's items move to 默认收藏夹. */
export default function FolderManager({ folders, onChanged, onClose }: Props) {
  const [newName, setNewName] = useState('')
  const [editing, setEditing] = useState<number | null>(null)
  const [editName, setEditName] = useState('')
  const full = folders.list.length >= folders.folderLimit

  const create = async () => {
    const problem = folderNameProblem(newName)
    if (problem) return toast(problem)
    await createFolder(newName.trim())
    setNewName('')
    toast('收藏夹已创建')
    await onChanged()
  }
  const rename = async (f: CollectFolder) => {
    const problem = folderNameProblem(editName)
    if (problem) return toast(problem)
    if (editName.trim() !== f.name) {
      await renameFolder(f.id, editName.trim())
      toast('已重命名')
    }
    setEditing(null)
    await onChanged()
  }
  const remove = async (f: CollectFolder) => {
    const n = f.companyCount + f.personCount
    const r = await Taro.showModal({
      title: '删除收藏夹',
      content: n > 0 ? `删除「${f.name}」后，其中的${n}条收藏将移到${DEFAULT_FOLDER_NAME}，不会丢失` : `确定删除「${f.name}」吗？`,
      confirmText: '删除',
      cancelText: '取消',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    const res = await deleteFolder(f.id)
    toast(res.moved > 0 ? `已删除，${res.moved}条收藏移到${DEFAULT_FOLDER_NAME}` : '收藏夹已删除')
    await onChanged()
  }

  return (
    <View className='cs-mask' onClick={onClose} catchMove>
      <View className='cs-sheet cl-manager' onClick={(e) => e.stopPropagation()} data-testid='folder-manager'>
        <View className='cs-sheet__head'>
          <Text className='cs-sheet__title'>管理收藏夹</Text>
          <Text className='cs-sheet__close' onClick={onClose}>
            ×
          </Text>
        </View>
        {full ? (
          <Text className='cs-create__full'>收藏夹已达{folders.folderLimit}个上限（含默认收藏夹）</Text>
        ) : (
          <View className='cs-create cl-manager__create'>
            <Input
              className='cs-create__input'
              value={newName}
              maxlength={FOLDER_NAME_MAX}
              placeholder={`新收藏夹名称（最多${FOLDER_NAME_MAX}字）`}
              onInput={(e) => setNewName(e.detail.value)}
              onConfirm={() => create().catch(ignore)}
              data-testid='manager-name'
            />
            <Text className='cs-create__ok' onClick={() => create().catch(ignore)} data-testid='manager-create'>
              新建
            </Text>
          </View>
        )}
        <View className='cs-folders cl-manager__list'>
          {folders.list.map((f) => (
            <View key={f.id} className='cl-manager__row' data-testid='manager-row' data-name={f.name}>
              {editing === f.id ? (
                <View className='cs-create cl-manager__edit'>
                  <Input
                    className='cs-create__input'
                    value={editName}
                    maxlength={FOLDER_NAME_MAX}
                    focus
                    onInput={(e) => setEditName(e.detail.value)}
                    onConfirm={() => rename(f).catch(ignore)}
                    data-testid='manager-edit-name'
                  />
                  <Text className='cl-manager__act' onClick={() => rename(f).catch(ignore)} data-testid='manager-save'>
                    保存
                  </Text>
                  <Text className='cl-manager__act cl-manager__act--muted' onClick={() => setEditing(null)}>
                    取消
                  </Text>
                </View>
              ) : (
                <>
                  <View className='cl-manager__main'>
                    <Text className='cl-manager__name'>{f.name}</Text>
                    {f.isDefault && <Text className='cl-manager__default'>默认</Text>}
                    <Text className='cl-manager__count'>{f.companyCount + f.personCount}条</Text>
                  </View>
                  {f.isDefault ? (
                    <Text className='cl-manager__note'>不可删除</Text>
                  ) : (
                    <View className='cl-manager__acts'>
                      <Text
                        className='cl-manager__act'
                        data-testid='manager-rename'
                        onClick={() => {
                          setEditing(f.id)
                          setEditName(f.name)
                        }}
                      >
                        重命名
                      </Text>
                      <Text
                        className='cl-manager__act cl-manager__act--danger'
                        data-testid='manager-delete'
                        onClick={() => remove(f).catch(ignore)}
                      >
                        删除
                      </Text>
                    </View>
                  )}
                </>
              )}
            </View>
          ))}
        </View>
        <Text className='cl-manager__hint'>删除收藏夹后，其中的收藏会移到「{DEFAULT_FOLDER_NAME}」，不会丢失</Text>
      </View>
    </View>
  )
}
