import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { CollectFolder, CollectKind, CollectStatus } from '../../../contract/schemas/collection'
import { collect, moveCollections, uncollect } from '@/services/collections'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import { to } from '@/links.gen'
import FolderSheet from './FolderSheet'
import './index.scss'

/** The profile a signed-out tap comes back to after signing in. */
export const profileUrl = (kind: CollectKind, targetId: string) =>
  kind === 'company' ? to.companyProfile({ pid: targetId }) : to.personProfile({ personId: targetId })

export const goSignIn = (kind: CollectKind, targetId: string) =>
  navigate(to.phoneLogin({ redirect: profileUrl(kind, targetId) })).catch(() => undefined)

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })
const codeOf = (e: unknown) => (e as { code?: string })?.code

interface Props {
  kind: CollectKind
  targetId: string
  status: CollectStatus | null
  /** asks the server again (after a change made elsewhere meanwhile) */
  refresh: () => Promise<CollectStatus | null>
  onChange: (patch: Partial<CollectStatus>) => void
}

/**
 * 收藏 (a star, filled when collected). Signed out it goes to sign-in; not collected it opens the folders to pick one;
 * collected it offers 移动到其他收藏夹 and 取消收藏. The button and its sheets come apart so that a bar fixed at the bottom
 * (its own stacking layer) holds the button while the sheets cover the whole page, header included.
 */
export function useCollectButton({ kind, targetId, status, refresh, onChange }: Props) {
  const [sheet, setSheet] = useState<'none' | 'pick' | 'manage' | 'move'>('none')
  const item = status?.collect ?? null
  const close = () => setSheet('none')

  const tap = async () => {
    if (!session.isLoggedIn) return goSignIn(kind, targetId)
    const s = status ?? (await refresh())
    if (!s) return toast('网络不给力，请稍后再试')
    setSheet(s.collect ? 'manage' : 'pick')
  }

  const pick = async (f: CollectFolder) => {
    try {
      const added = await collect(kind, targetId, f.id)
      onChange({ collect: added })
      close()
      toast(`已收藏到「${added.folderName}」`)
    } catch (e) {
      // collected on another device meanwhile: show where it is now
      if (codeOf(e) === '4090') {
        await refresh()
        close()
      }
    }
  }
  const move = async (f: CollectFolder) => {
    if (!item) return
    try {
      await moveCollections([item.id], f.id)
    } catch (e) {
      if (codeOf(e) === '4040') await refresh().then(close)
      return
    }
    onChange({ collect: { ...item, folderId: f.id, folderName: f.name } })
    close()
    toast(`已移动到「${f.name}」`)
  }
  const remove = async () => {
    if (!item) return
    try {
      await uncollect([item.id])
    } catch (e) {
      if (codeOf(e) !== '4040') return
    }
    onChange({ collect: null })
    close()
    toast('已取消收藏')
  }

  const button = (
    <View className={`pa-btn ${item ? 'is-collected' : ''}`} onClick={() => tap()} data-testid='collect-btn'>
      <Text className='pa-btn__icon pa-btn__icon--star'>{item ? '★' : '☆'}</Text>
      <Text className='pa-btn__label'>{item ? '已收藏' : '收藏'}</Text>
    </View>
  )
  const sheets = (
    <>
      <FolderSheet visible={sheet === 'pick'} title='收藏到' onPick={pick} onClose={close} />
      <FolderSheet visible={sheet === 'move'} title='移动到' currentId={item?.folderId} onPick={move} onClose={close} />
      {sheet === 'manage' && item && (
        <View className='cs-mask' onClick={close} catchMove>
          <View className='cs-sheet cs-sheet--actions' onClick={(e) => e.stopPropagation()} data-testid='collect-manage'>
            <Text className='cs-actions__hint'>已收藏到「{item.folderName}」</Text>
            <Text className='cs-actions__item' onClick={() => setSheet('move')} data-testid='collect-move'>
              移动到其他收藏夹
            </Text>
            <Text className='cs-actions__item cs-actions__item--danger' onClick={() => remove()} data-testid='collect-remove'>
              取消收藏
            </Text>
            <Text className='cs-actions__cancel' onClick={close}>
              取消
            </Text>
          </View>
        </View>
      )}
    </>
  )
  return { button, sheets }
}

export default function CollectButton(props: Props) {
  const { button, sheets } = useCollectButton(props)
  return (
    <>
      {button}
      {sheets}
    </>
  )
}
