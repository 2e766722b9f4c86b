import { View, Text } from '@tarojs/components'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { searchHistory } from '@/stores/searchHistory'
import { NavRow, open } from '../privacyManage/parts'
import { useInventory } from './useInventory'
import '../privacyManage/privacy.scss'

/** 个人信息收集清单: what was collected about this user, by kind, each kind on its own page. */
export default function UserCollect() {
  const { data } = useInventory()
  const records = data ? data.usage.reduce((n, u) => n + (u.count ?? 0), 0) + searchHistory.keywords.length : null
  return (
    <View className='pv-page'>
      <HeaderBar title='个人信息收集清单' />
      <Text className='pv-hint'>以下是我们为提供服务而收集的、与您本人有关的信息，均取自我们的实际记录，仅您本人可见。</Text>
      <View className='pv-card'>
        <NavRow
          icon='基'
          color='#2979ff'
          label='基本信息'
          desc='手机号、昵称、头像、注册时间、登录方式'
          value={data?.basic.phoneMasked || undefined}
          testId='uc-basic'
          onClick={open(to.userCollectBasic())}
        />
        <NavRow
          icon='身'
          color='#7b61ff'
          label='身份信息'
          desc='用户编号、微信标识、邀请码'
          testId='uc-identity'
          onClick={open(to.userCollectIdentity())}
        />
        <NavRow
          icon='用'
          color='#ff9900'
          label='使用记录'
          desc='搜索、浏览足迹、收藏、监控、订单、导出等'
          value={records === null ? undefined : `${records}条`}
          testId='uc-operate'
          onClick={open(to.userCollectOperate())}
        />
        <NavRow
          icon='设'
          color='#0fb5ae'
          label='设备信息'
          desc='登录设备、网络地址、页面访问记录'
          value={data ? `${data.device.signInAddresses.length}个地址` : undefined}
          testId='uc-device'
          onClick={open(to.userCollectDevice())}
        />
      </View>
      <Text className='pv-hint'>如需更正信息，可在“个人资料”“账号设置”中修改；如需删除全部信息，可在“隐私管理”中注销账号。</Text>
    </View>
  )
}
