/**
 * The one route manifest. app.config.ts is generated from it; the route guard reads it.
 * A route enters here when its page is really built.
 * path: page path without leading slash; pkg: '' for the main package, else the subpackage root.
 */
export interface RouteDef {
  path: string
  title: string
  /** subpackage root ('' = main package) */
  pkg: string
  needsLogin?: boolean
  pullDownRefresh?: boolean
}

export const SUBPACKAGE_ORDER = [
  'pagesUser', 'pagesIndex', 'pagesTrends', 'pagesLogin', 'pagesScan', 'pagesOperate', 'pagesLaw', 'pagesDetail',
  'pagesFilter', 'pagesQuery', 'pagesBasic', 'pagesIntelle', 'pagesBussiness', 'pagesDevelop', 'enterpriseGroup',
  'pagesClues', 'pagesMonitore', 'pagesScenario', 'pagesJudicial', 'pagesCheckPersonnel', 'pagesNewDimension',
] as const

export const ROUTES: RouteDef[] = [
  // main package
  { path: 'pages/index/index', title: '云企查', pkg: '' },
  { path: 'pages/trends/trends', title: '动态', pkg: '' },
  { path: 'pages/mine/mine', title: '我的', pkg: '' },
  // pagesIndex
  { path: 'pagesIndex/search/search', title: '搜索', pkg: 'pagesIndex' },
  { path: 'pagesIndex/allServe/allServe', title: '全部服务', pkg: 'pagesIndex' },
  // pagesFilter
  { path: 'pagesFilter/filter/filter', title: '高级搜索', pkg: 'pagesFilter' },
  { path: 'pagesFilter/filterpage/filterpage', title: '筛选结果', pkg: 'pagesFilter' },
  { path: 'pagesFilter/detail/detail', title: '企业详情', pkg: 'pagesFilter' },
  // pagesCheckPersonnel
  { path: 'pagesCheckPersonnel/pagesDetail/detail/detail', title: '人员详情', pkg: 'pagesCheckPersonnel' },
  { path: 'pagesCheckPersonnel/pagesDetail/detailEmpty', title: '人员详情', pkg: 'pagesCheckPersonnel' },
  // pagesLogin: never requires login
  { path: 'pagesLogin/phoneLogin/phoneLogin', title: '手机号登录', pkg: 'pagesLogin' },
  { path: 'pagesLogin/code/code', title: '输入验证码', pkg: 'pagesLogin' },
  { path: 'pagesLogin/pwdLogin/pwdLogin', title: '密码登录', pkg: 'pagesLogin' },
  { path: 'pagesLogin/userAgreement/userAgreement', title: '用户协议', pkg: 'pagesLogin' },
  { path: 'pagesLogin/privacyAgreement/privacyAgreement', title: '隐私政策', pkg: 'pagesLogin' },
]

export const TAB_PAGES = ['pages/index/index', 'pages/trends/trends', 'pages/mine/mine']

/** Packages the home page preloads (spec §2). */
export const HOME_PRELOAD = ['pagesLogin', 'pagesDetail', 'pagesFilter', 'pagesQuery']

const normalise = (url: string) => url.replace(/^\//, '').split('?')[0]

export function findRoute(url: string): RouteDef | undefined {
  const p = normalise(url)
  return ROUTES.find((r) => r.path === p)
}

export const PHONE_LOGIN_PAGE = '/pagesLogin/phoneLogin/phoneLogin'

/** Page config for a route's `*.config.ts`: custom navigation bar everywhere, pull-down refresh from the manifest. */
export function pageConfig(path: string) {
  const r = ROUTES.find((x) => x.path === path)
  return {
    navigationBarTitleText: r?.title ?? '云企查',
    navigationStyle: 'custom' as const,
    enablePullDownRefresh: !!r?.pullDownRefresh,
  }
}
