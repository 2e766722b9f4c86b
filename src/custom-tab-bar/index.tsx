// WeChat's custom tab bar slot (tabBar.custom = true). Tab pages draw <TabBar> themselves,
// so this slot stays empty: one tab bar implementation serves both H5 and the mini-program.
import { View } from '@tarojs/components'

export default function CustomTabBar() {
  return <View />
}
