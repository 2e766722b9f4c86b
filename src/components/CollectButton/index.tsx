/** The action bar at the bottom of a company or person profile: 关注 (companies), 收藏, and the page's main action. */
import { View, Text } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { CollectKind, CollectStatus } from '../../../contract/schemas/collection'
import { useCollectButton } from './CollectButton'
import FollowButton from './FollowButton'
import { useTargetStatus } from './useTargetStatus'
import './index.scss'

export { default as CollectButton } from './CollectButton'
export { default as FollowButton } from './FollowButton'
export { default as FolderSheet } from './FolderSheet'

interface Props {
  kind: CollectKind
  targetId: string
  /** the wide button at the right */
  primary?: { text: string; onClick: () => void }
}

function ProfileActions({ kind, targetId, primary }: Props) {
  const { status, setStatus, refresh } = useTargetStatus(kind, targetId)
  const onChange = (patch: Partial<CollectStatus>) => setStatus((s) => ({ collect: null, followed: false, ...s, ...patch }))
  const collect = useCollectButton({ kind, targetId, status, refresh, onChange })
  return (
    <>
      <View className='pa-space' />
      <View className='pa-bar' data-testid='profile-actions'>
        {kind === 'company' && <FollowButton pid={targetId} status={status} refresh={refresh} onChange={onChange} />}
        {collect.button}
        {primary && (
          <View className='pa-primary' onClick={primary.onClick}>
            <Text>{primary.text}</Text>
          </View>
        )}
      </View>
      {collect.sheets}
    </>
  )
}

export default observer(ProfileActions)
