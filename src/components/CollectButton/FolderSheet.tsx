import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { CollectFolder, CollectFolderList } from '../../../contract/schemas/collection'
import { FOLDER_NAME_MAX, folderNameProblem } from '../../../contract/domain/collections'
import { createFolder, listFolders } from '@/services/collections'
import './index.scss'

interface Props {
  visible: boolean
  /** '收藏到' or '移动到' */
  title: string
  /** the folder the items are in now: shown checked, and not offered */
  currentId?: number | null
  /** what tapping a folder does; the sheet stays busy until it settles */
  onPick: (folder: CollectFolder) => Promise<unknown> | void
  onClose: () => void
}

const countOf = (f: CollectFolder) => f.companyCount + f.personCount

/** A sheet from the bottom: the user's folders to pick one, and a new folder made on the spot (then picked). */
export default function FolderSheet({ visible, title, currentId = null, onPick, onClose }: Props) {
  const [data, setData] = useState<CollectFolderList | null>(null)
  const [error, setError] = useState('')
  const [creating, setCreating] = useState(false)
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)

  const load = () => {
    setError('')
    listFolders().then(setData, (e) => setError((e as Error)?.message || '收藏夹加载失败'))
  }
  useEffect(() => {
    if (!visible) return
    setCreating(false)
    setName('')
    load()
  }, [visible])

  if (!visible) return null

  const pick = async (f: CollectFolder) => {
    if (busy || f.id === currentId) return
    setBusy(true)
    try {
      await onPick(f)
    } catch {
      // the request door said why
    } finally {
      setBusy(false)
    }
  }
  const create = async () => {
    const problem = folderNameProblem(name)
    if (problem) return Taro.showToast({ title: problem, icon: 'none' })
    if (busy) return
    setBusy(true)
    let made: CollectFolder | null = null
    try {
      made = await createFolder(name.trim())
    } catch {
      // the request door said why (a taken name, the folder limit)
    } finally {
      setBusy(false)
    }
    if (made) await pick(made)
  }
  const full = !!data && data.list.length >= data.folderLimit

  return (
    <View className='cs-mask' onClick={onClose} catchMove>
      <View className='cs-sheet' onClick={(e) => e.stopPropagation()} data-testid='folder-sheet'>
        <View className='cs-sheet__head'>
          <Text className='cs-sheet__title'>{title}</Text>
          <Text className='cs-sheet__close' onClick={onClose}>
            ×
          </Text>
        </View>
        {error ? (
          <View className='cs-sheet__state'>
            <Text>{error}</Text>
            <Text className='cs-link' onClick={load}>
              重试
            </Text>
          </View>
        ) : !data ? (
          <View className='cs-sheet__state'>
            <Text>加载中...</Text>
          </View>
        ) : (
          <View className='cs-folders'>
            {data.list.map((f) => (
              <View
                key={f.id}
                className={`cs-folder ${f.id === currentId ? 'is-current' : ''}`}
                data-testid='folder-option'
                data-name={f.name}
                onClick={() => pick(f)}
              >
                <View className={`cs-folder__icon ${f.isDefault ? 'is-default' : ''}`}>
                  <Text>{f.isDefault ? '★' : Array.from(f.name)[0]}</Text>
                </View>
                <View className='cs-folder__main'>
                  <Text className='cs-folder__name'>{f.name}</Text>
                  <Text className='cs-folder__count'>{countOf(f)} 条收藏</Text>
                </View>
                {f.id === currentId ? <Text className='cs-folder__here'>当前</Text> : <Text className='cs-folder__arrow'>›</Text>}
              </View>
            ))}
          </View>
        )}
        {data &&
          (creating ? (
            <View className='cs-create'>
              <Input
                className='cs-create__input'
                value={name}
                focus
                maxlength={FOLDER_NAME_MAX}
                placeholder={`收藏夹名称（最多${FOLDER_NAME_MAX}字）`}
                onInput={(e) => setName(e.detail.value)}
                onConfirm={() => create()}
                data-testid='folder-name'
              />
              <Text className='cs-create__ok' onClick={() => create()} data-testid='folder-create-ok'>
                创建
              </Text>
            </View>
          ) : full ? (
            <Text className='cs-create__full'>收藏夹已达{data.folderLimit}个上限，可在「我的收藏」中整理</Text>
          ) : (
            <View className='cs-create__open' onClick={() => setCreating(true)} data-testid='folder-create'>
              <Text>＋ 新建收藏夹</Text>
            </View>
          ))}
      </View>
    </View>
  )
}
