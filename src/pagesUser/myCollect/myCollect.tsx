import { View, Text, ScrollView } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import type { Paged } from '../../../contract/api/api'
import type { CollectFolder, CollectFolderList, CollectItem, CollectKind } from '../../../contract/schemas/collection'
import { COLLECT_IDS_MAX } from '../../../contract/domain/collections'
import PagedEnd from '@/components/PagedEnd'
import HeaderBar from '@/components/HeaderBar'
import LoadingOverlay from '@/components/LoadingOverlay'
import NameAvatar from '@/components/NameAvatar'
import PullRefresh from '@/components/PullRefresh'
import FolderSheet from '@/components/CollectButton/FolderSheet'
import { useShown } from '@/components/Monitor/useShown'
import { viewedAt } from '@/domain/relativeTime'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { listCollections, listFolders, moveCollections, uncollect } from '@/services/collections'
import { navigate } from '@/services/nav'
import { session } from '@/stores/session'
import FolderManager from './FolderManager'
import './myCollect.scss'

const TABS: Array<{ kind: CollectKind; label: string; unit: string }> = [
  { kind: 'company', label: '企业', unit: '家企业' },
  { kind: 'person', label: '人员', unit: '位人员' },
]

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })
const open = (r: CollectItem) =>
  navigate(r.kind === 'company' ? to.companyProfile({ pid: r.targetId }) : to.personProfile({ personId: r.targetId })).catch(
    () => undefined,
  )
const countIn = (f: CollectFolder, kind: CollectKind) => (kind === 'company' ? f.companyCount : f.personCount)

function Row({
  row,
  editing,
  selected,
  onTap,
  onLongPress,
}: {
  row: CollectItem
  editing: boolean
  selected: boolean
  onTap: () => void
  onLongPress: () => void
}) {
  return (
    <View
      className={`cl-item ${selected ? 'is-selected' : ''}`}
      data-testid='cl-item'
      data-id={row.targetId}
      onClick={onTap}
      onLongPress={onLongPress}
    >
      {editing && (
        <View className={`cl-check ${selected ? 'is-on' : ''}`} data-testid='cl-check'>
          {selected && <Text>✓</Text>}
        </View>
      )}
      {row.kind === 'company' ? (
        <NameAvatar name={row.name} size={80} />
      ) : (
        <View className='cl-item__avatar'>
          <Text>{Array.from(row.name)[0] ?? '人'}</Text>
        </View>
      )}
      <View className='cl-item__main'>
        <Text className='cl-item__name'>{row.name}</Text>
        {!!row.sub && <Text className='cl-item__sub'>{row.sub}</Text>}
        <View className='cl-item__meta'>
          <Text className='cl-item__folder'>{row.folderName}</Text>
          <Text className='cl-item__time' data-testid='cl-time'>
            收藏于 {viewedAt(row.collectedAt)}
          </Text>
        </View>
      </View>
    </View>
  )
}

/**
 * 我的收藏: collected companies and persons, per kind, all or one folder, newest first. 编辑 (or a long press) selects
 * several to move to another folder or to remove; 管理收藏夹 makes, renames and deletes folders.
 */
function MyCollect() {
  const [kind, setKind] = useState<CollectKind>('company')
  const [folderId, setFolderId] = useState<number | null>(null)
  const [folders, setFolders] = useState<CollectFolderList | null>(null)
  const [version, setVersion] = useState(0)
  const [editing, setEditing] = useState(false)
  const [selected, setSelected] = useState<number[]>([])
  const [sheet, setSheet] = useState<'none' | 'move' | 'manage'>('none')
  const signedIn = session.isLoggedIn

  const fetchPage = useCallback(
    (pageNum: number) => listCollections(kind, pageNum, folderId ?? undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, folderId, version],
  )
  const paged = usePagedPage<CollectItem, Paged<CollectItem>>(fetchPage, signedIn)

  const loadFolders = () =>
    listFolders().then(
      (r) => {
        setFolders(r)
        // the folder shown may have been deleted meanwhile
        if (folderId !== null && !r.list.some((f) => f.id === folderId)) setFolderId(null)
      },
      () => undefined,
    )
  useShown(() => {
    if (!session.isLoggedIn) return
    loadFolders()
    // back from a profile: its 收藏 may have changed
    if (paged.last && !editing) paged.refresh()
  })

  const reload = async () => {
    await loadFolders()
    setSelected([])
    setVersion((v) => v + 1)
  }
  const refresh = async () => {
    loadFolders()
    await paged.refresh()
  }

  const switchKind = (k: CollectKind) => {
    if (k === kind) return
    paged.reset()
    setSelected([])
    setKind(k)
  }
  const switchFolder = (id: number | null) => {
    if (id === folderId) return
    paged.reset()
    setSelected([])
    setFolderId(id)
  }
  const toggle = (id: number) => {
    if (selected.includes(id)) return setSelected(selected.filter((x) => x !== id))
    if (selected.length >= COLLECT_IDS_MAX) return toast(`一次最多选择${COLLECT_IDS_MAX}条`)
    setSelected([...selected, id])
  }
  const startEditing = (id?: number) => {
    setEditing(true)
    if (id !== undefined && !selected.includes(id)) setSelected([...selected, id])
  }
  const stopEditing = () => {
    setEditing(false)
    setSelected([])
  }
  const allLoaded = paged.list.slice(0, COLLECT_IDS_MAX).map((r) => r.id)
  const allSelected = selected.length > 0 && allLoaded.every((id) => selected.includes(id))

  const remove = async () => {
    if (!selected.length) return toast('请先选择要取消收藏的条目')
    const r = await Taro.showModal({
      title: '取消收藏',
      content: `确定取消收藏选中的${selected.length}条吗？`,
      confirmText: '取消收藏',
      cancelText: '再想想',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      const res = await uncollect(selected)
      toast(`已取消收藏${res.removed}条`)
    } catch {
      // the request door said why; the list is read again either way
    }
    setEditing(false)
    await reload()
  }
  const move = async (f: CollectFolder) => {
    try {
      const res = await moveCollections(selected, f.id)
      toast(`已将${res.moved}条移动到「${f.name}」`)
    } finally {
      setSheet('none')
      setEditing(false)
      await reload()
    }
  }

  const tab = TABS.find((t) => t.kind === kind)!
  const rows = paged.list
  const total = paged.last?.total ?? 0
  const firstLoad = signedIn && paged.loading && paged.last === null && !paged.error
  const allCount = folders ? folders.list.reduce((n, f) => n + countIn(f, kind), 0) : null
  const shownFolder = folders?.list.find((f) => f.id === folderId)

  return (
    <View className={`cl-page ${editing ? 'is-editing' : ''}`}>
      <HeaderBar title='我的收藏' />
      <View className='cl-tabs'>
        {TABS.map((t) => (
          <Text
            key={t.kind}
            className={`cl-tabs__tab ${kind === t.kind ? 'is-on' : ''}`}
            data-testid={`cl-tab-${t.kind}`}
            onClick={() => switchKind(t.kind)}
          >
            {t.label}
          </Text>
        ))}
      </View>

      <View className='cl-folders'>
        <ScrollView scrollX className='cl-folders__scroll' enhanced showScrollbar={false}>
          <Text className={`cl-chip ${folderId === null ? 'is-on' : ''}`} data-testid='cl-folder-all' onClick={() => switchFolder(null)}>
            全部{allCount !== null ? ` ${allCount}` : ''}
          </Text>
          {(folders?.list ?? []).map((f) => (
            <Text
              key={f.id}
              className={`cl-chip ${folderId === f.id ? 'is-on' : ''}`}
              data-testid='cl-folder'
              data-name={f.name}
              onClick={() => switchFolder(f.id)}
            >
              {f.name} {countIn(f, kind)}
            </Text>
          ))}
        </ScrollView>
        <Text className='cl-folders__manage' data-testid='cl-manage' onClick={() => folders && setSheet('manage')}>
          管理
        </Text>
      </View>

      {rows.length > 0 && (
        <View className='cl-bar'>
          <Text className='cl-bar__count' data-testid='cl-count'>
            {shownFolder ? `「${shownFolder.name}」` : ''}共 {total} {tab.unit}
          </Text>
          <Text className='cl-bar__edit' data-testid='cl-edit' onClick={() => (editing ? stopEditing() : startEditing())}>
            {editing ? '完成' : '编辑'}
          </Text>
        </View>
      )}

      <PullRefresh onRefresh={refresh} disabled={editing}>
        {rows.map((r) => (
          <Row
            key={r.id}
            row={r}
            editing={editing}
            selected={selected.includes(r.id)}
            onTap={() => (editing ? toggle(r.id) : open(r))}
            onLongPress={() => startEditing(r.id)}
          />
        ))}
        <PagedEnd paged={paged} count={rows.length} waiting={firstLoad}>
          <Text className='cl-empty-hint'>
            {kind === 'company' ? '在企业详情页底部点击「收藏」，即可收藏到这里' : '在人员详情页底部点击「收藏」，即可收藏到这里'}
          </Text>
        </PagedEnd>
      </PullRefresh>

      {editing && (
        <>
          <View className='cl-edit-space' />
          <View className='cl-edit-bar' data-testid='cl-edit-bar'>
            <View className='cl-edit-bar__all' onClick={() => setSelected(allSelected ? [] : allLoaded)}>
              <View className={`cl-check ${allSelected ? 'is-on' : ''}`}>{allSelected && <Text>✓</Text>}</View>
              <Text>全选</Text>
            </View>
            <Text className='cl-edit-bar__picked'>已选 {selected.length}</Text>
            <Text
              className={`cl-edit-bar__btn ${selected.length ? '' : 'is-off'}`}
              data-testid='cl-move'
              onClick={() => (selected.length ? setSheet('move') : toast('请先选择要移动的条目'))}
            >
              移动到
            </Text>
            <Text
              className={`cl-edit-bar__btn cl-edit-bar__btn--danger ${selected.length ? '' : 'is-off'}`}
              data-testid='cl-remove'
              onClick={() => remove()}
            >
              取消收藏
            </Text>
          </View>
        </>
      )}

      <FolderSheet
        visible={sheet === 'move'}
        title={`将 ${selected.length} 条移动到`}
        currentId={folderId}
        onPick={move}
        onClose={() => setSheet('none')}
      />
      {sheet === 'manage' && folders && <FolderManager folders={folders} onChanged={reload} onClose={() => setSheet('none')} />}
      <LoadingOverlay visible={firstLoad} />
    </View>
  )
}

export default observer(MyCollect)
