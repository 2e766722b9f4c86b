import { View, Text, Image } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import TabBar from '@/components/TabBar'
import { monitor } from '@/stores/monitor'
import { CLIENT_VERSION } from '@/domain/constants'
import { maskPhone } from '@contract/domain/format'
import { findRoute } from '@/routes'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { fileUrl } from '@/services/request'
import { confirmLogout, getUserInfo } from '@/services/sso'
import { session } from '@/stores/session'
import { getMemberInfo } from '@/services/member'
import type { MemberInfo } from '../../../contract/schemas/member'
import { ymd } from '@contract/domain/dates'
import { searchHistory } from '@/stores/searchHistory'
import { laterText } from '@/stores/memberTerms'
import './mine.scss'

export interface MenuRow {
  title: string
  url: string
  /** the character drawn in the row's icon */
  icon: string
  color: string
}

/** Every row the 我的 page can offer; a row of a planned page shows once the page is built (in the route manifest). */
export const MINE_MENU: MenuRow[] = [
  { title: '企业搜索', url: to.search(), icon: '搜', color: '#2979ff' },
  { title: '高级搜索', url: to.advancedSearch(), icon: '筛', color: '#7b61ff' },
  { title: '全部服务', url: to.allServices(), icon: '全', color: '#19be6b' },
  { title: '我的收藏', url: to.myCollect(), icon: '藏', color: '#ff9900' },
  { title: '浏览足迹', url: to.myFootprints(), icon: '迹', color: '#0fb5ae' },
  { title: '我的关注', url: to.myAttention(), icon: '关', color: '#ED7455' },
  { title: '我的订阅', url: to.mySubscriptions(), icon: '订', color: '#7b61ff' },
  { title: '名片夹', url: to.cardHolder(), icon: '名', color: '#2979ff' },
  { title: '人脉', url: to.connections(), icon: '脉', color: '#ff6a3d' },
  { title: '我的组织', url: to.organizations(), icon: '组', color: '#19be6b' },
  { title: '监控中心', url: to.monitorHome(), icon: '监', color: '#fa3534' },
  { title: '消息通知', url: to.notifications(), icon: '通', color: '#2979ff' },
  { title: '会员中心', url: to.memberCenter(), icon: '会', color: '#d4a04c' },
  { title: '我的订单', url: to.myOrders(), icon: '单', color: '#2979ff' },
  { title: '优惠券', url: to.coupons(), icon: '券', color: '#e4393c' },
  { title: '邀请好友', url: to.invite(), icon: '邀', color: '#ff6a3d' },
  { title: '发票', url: to.invoicing(), icon: '票', color: '#0fb5ae' },
  { title: '我的下载', url: to.myDownloads(), icon: '载', color: '#7b61ff' },
  { title: '意见反馈', url: to.feedback(), icon: '馈', color: '#19be6b' },
  { title: '联系我们', url: to.contactUs(), icon: '联', color: '#7b61ff' },
  { title: '关于我们', url: to.aboutUs(), icon: '于', color: '#9aa0ab' },
  { title: '账号设置', url: to.accountSettings(), icon: '账', color: '#2979ff' },
  { title: '设置', url: to.settings(), icon: '设', color: '#606775' },
]

export const visibleMenu = (rows: MenuRow[] = MINE_MENU) => rows.filter((r) => !!findRoute(r.url))

const LEVEL_NAMES = ['普通用户', 'VIP会员', 'SVIP会员']
export const memberLabel = (level: number | undefined) => LEVEL_NAMES[Math.min(Math.max(0, level ?? 0), LEVEL_NAMES.length - 1)]

/** '2026-12-10 到期，之后 VIP会员 至 2027-01-08'; the reminder only when all membership ends soon. */
function memberTermText(info: MemberInfo): string {
  const later = laterText(info)
  return `${ymd(new Date(info.expiresAt!))} 到期${later ? `，${later}` : ''}${info.renewReminder ? ' · 即将到期' : ''}`
}

function Mine() {
  const loggedIn = session.isLoggedIn
  const user = loggedIn ? session.userInfo : null
  const rows = visibleMenu()
  const [memberInfo, setMemberInfo] = useState<MemberInfo | null>(null)

  useDidShow(() => {
    monitor.start()
    if (session.isLoggedIn) {
      getUserInfo().catch(() => undefined)
      getMemberInfo().then(setMemberInfo, () => undefined)
    }
  })

  const goLogin = () => navigate(to.phoneLogin({ redirect: to.mine() })).catch(() => undefined)

  const name = user?.nickname || '云企查用户'
  const phone = user ? user.phoneMasked || maskPhone(user.phone) : ''

  return (
    <View className='mine-page'>
      <HeaderBar title='我的' backLevel={0} showScan />
      <View className='mine-hero'>
        {loggedIn ? (
          <View
            className='mine-profile'
            data-testid='mine-profile'
            onClick={() => navigate(to.userInfo()).catch(() => undefined)}
            role='button'
          >
            {user?.avatar ? (
              <Image className='mine-avatar' src={fileUrl(user.avatar)} mode='aspectFill' />
            ) : (
              <View className='mine-avatar mine-avatar--text'>
                <Text>{Array.from(name)[0]}</Text>
              </View>
            )}
            <View className='mine-profile__main'>
              <Text className='mine-profile__name'>{name}</Text>
              <View className='mine-profile__meta'>
                <Text className='mine-profile__phone'>{phone}</Text>
                <Text className={`mine-level ${user && user.memberLevel > 0 ? 'mine-level--vip' : ''}`}>
                  {memberLabel(user?.memberLevel)}
                </Text>
              </View>
            </View>
            <Text className='mine-profile__arrow'>›</Text>
          </View>
        ) : (
          <View className='mine-profile mine-profile--guest' onClick={goLogin} role='button'>
            <View className='mine-avatar mine-avatar--guest'>
              <View className='mine-avatar__person' />
            </View>
            <View className='mine-profile__main'>
              <Text className='mine-profile__name'>登录/注册</Text>
              <Text className='mine-profile__hint'>登录后同步浏览记录，查看更多企业信息</Text>
            </View>
            <Text className='mine-profile__arrow'>›</Text>
          </View>
        )}
        {loggedIn && (
          <View className='mine-member' onClick={() => navigate(to.memberCenter()).catch(() => undefined)} data-testid='mine-member'>
            <View className='mine-member__main'>
              <Text className='mine-member__name'>{memberInfo?.name ?? memberLabel(user?.memberLevel)}</Text>
              <Text className='mine-member__desc' data-testid='mine-member-term'>
                {memberInfo?.expiresAt ? memberTermText(memberInfo) : '开通会员，解锁更多扫描、监控与导出'}
              </Text>
              {memberInfo && (
                <Text className='mine-member__today'>
                  今日剩余：企业扫描 {memberInfo.today.companyScans.remaining}/{memberInfo.today.companyScans.limit} · 人员核查{' '}
                  {memberInfo.today.personChecks.remaining}/{memberInfo.today.personChecks.limit}
                </Text>
              )}
            </View>
            <Text className='mine-member__btn'>{memberInfo && memberInfo.level > 0 ? '续费' : '开通'}</Text>
          </View>
        )}
        <View className='mine-stats'>
          <View className='mine-stat'>
            <Text className='mine-stat__num'>{searchHistory.footprints.length}</Text>
            <Text className='mine-stat__label'>浏览企业</Text>
          </View>
          <View className='mine-stat'>
            <Text className='mine-stat__num'>{searchHistory.keywords.length}</Text>
            <Text className='mine-stat__label'>搜索记录</Text>
          </View>
        </View>
      </View>

      {rows.length > 0 && (
        <View className='mine-card'>
          <Text className='mine-card__title'>常用服务</Text>
          {rows.map((r) => (
            <View key={r.url} className='mine-row' onClick={() => navigate(r.url).catch(() => undefined)}>
              <View className='mine-row__icon' style={{ background: r.color }}>
                <Text>{r.icon}</Text>
              </View>
              <Text className='mine-row__title'>{r.title}</Text>
              <Text className='mine-row__arrow'>›</Text>
            </View>
          ))}
        </View>
      )}

      {loggedIn && (
        <View className='mine-logout' onClick={() => confirmLogout().catch(() => undefined)} role='button'>
          <Text>退出登录</Text>
        </View>
      )}
      <Text className='mine-version'>云企查 v{CLIENT_VERSION}</Text>
      <TabBar current={2} badges={monitor.tabBadges} />
    </View>
  )
}

export default observer(Mine)
