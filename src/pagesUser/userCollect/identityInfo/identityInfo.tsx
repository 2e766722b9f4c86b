import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import { formatDate } from '@contract/domain/format'
import { InfoItem, LoadFailed, Skeleton } from '../../privacyManage/parts'
import { useInventory } from '../useInventory'
import '../../privacyManage/privacy.scss'

/** 身份信息: the identifiers tied to the account, masked, and the invitation code it joined with. */
export default function IdentityInfo() {
  const { data, failed, reload } = useInventory()
  const id = data?.identity
  return (
    <View className='pv-page'>
      <HeaderBar title='身份信息' />
      {failed && !id ? (
        <LoadFailed onRetry={reload} />
      ) : !id ? (
        <Skeleton lines={5} />
      ) : (
        <View className='pv-card'>
          <InfoItem label='用户编号' value={id.userIdMasked} note='我们为您的账号生成的编号，用于识别账号' testId='id-user' />
          <InfoItem
            label='微信 OpenID'
            value={id.wechatOpenIdMasked || '未绑定'}
            muted={!id.wechatOpenIdMasked}
            note='微信为本服务分配的用户标识，用于微信登录和订阅消息推送'
            testId='id-openid'
          />
          <InfoItem
            label='微信 UnionID'
            value={id.wechatUnionIdCollected ? '已获取' : '未收集'}
            muted={!id.wechatUnionIdCollected}
            note='我们不获取您的 UnionID'
            testId='id-unionid'
          />
          {!!id.partnerUidMasked && (
            <InfoItem label='领扬账号' value={id.partnerUidMasked} note='您从领扬APP进入时关联的账号标识' testId='id-partner' />
          )}
          <InfoItem
            label='邀请码'
            value={id.inviteCode ? id.inviteCode.code : '未填写'}
            muted={!id.inviteCode}
            note={
              id.inviteCode
                ? `${id.inviteCode.label ? `${id.inviteCode.label}，` : ''}填写于 ${formatDate(id.inviteCode.usedAt, 'yyyy-mm-dd hh:MM')}；用于确定推广来源、发放邀请优惠券`
                : '填写邀请码后，用于确定推广来源、发放邀请优惠券'
            }
            testId='id-invite'
          />
        </View>
      )}
      <Text className='pv-hint'>标识信息仅显示首尾部分，以保护您的账号安全。</Text>
    </View>
  )
}
