import { ROUTES, SUBPACKAGE_ORDER, HOME_PRELOAD, TAB_PAGES } from './routes'
import { TAB_ITEMS, TAB_STYLE } from './domain/tabItems'

// Generated from the route manifest (src/routes.ts): nothing here is listed by hand.
const main = ROUTES.filter((r) => r.pkg === '')
const subPackages = SUBPACKAGE_ORDER.map((root) => ({
  root,
  pages: ROUTES.filter((r) => r.pkg === (root as string)).map((r) => r.path.slice(root.length + 1)),
})).filter((p) => p.pages.length > 0)
const built = new Set<string>(subPackages.map((p) => p.root))
/** the first tab opens first */
const home = TAB_PAGES[0]

export default defineAppConfig({
  pages: [home, ...main.filter((r) => r.path !== home).map((r) => r.path)],
  subPackages,
  preloadRule: {
    [home]: { network: 'all', packages: HOME_PRELOAD.filter((p) => built.has(p)) },
  },
  window: {
    navigationStyle: 'custom',
    navigationBarTitleText: '云企查',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f6f8',
    enablePullDownRefresh: false,
  },
  tabBar: {
    custom: true,
    color: TAB_STYLE.color,
    selectedColor: TAB_STYLE.selectedColor,
    backgroundColor: TAB_STYLE.backgroundColor,
    borderStyle: TAB_STYLE.borderStyle,
    list: TAB_ITEMS.map((t, i) => ({ pagePath: TAB_PAGES[i], text: t.text, iconPath: t.iconPath, selectedIconPath: t.selectedIconPath })),
  },
  permission: { 'scope.userLocation': { desc: '用于查找附近企业' } },
  requiredPrivateInfos: ['getLocation'],
  lazyCodeLoading: 'requiredComponents',
  // WeChat asks before a privacy-covered call; the app shows its agreement (src/components/WxPrivacy)
  __usePrivacyCheck__: true,
})
