/**
 * The one route manifest. app.config.ts and the link builders (src/links.gen.ts, `npm run gen:links`) are
 * generated from it; the route guard reads it. A route enters here when its page is really built.
 * path: page path without leading slash; pkg: '' for the main package, else the subpackage root.
 */
import { FOUNDATION_ROUTES } from './manifest/foundation'
import { SIGNIN_ROUTES } from './manifest/signin'
import { DIMENSION_ROUTES } from './manifest/dimensions'
import { SPECIAL_ROUTES } from './manifest/special'
import { SCAN_ROUTES } from './manifest/scan'
import { MONITOR_ROUTES } from './manifest/monitor'
import { MEMBER_ROUTES } from './manifest/member'
import { USER_ROUTES } from './manifest/user'
import { ENTRY_ROUTES } from './manifest/entry'
import { SCENARIO_ROUTES } from './manifest/scenario'
import { JUDICIAL_ROUTES } from './manifest/judicial'
import { GROUP_ROUTES } from './manifest/group'
import type { RoutePath } from './links.gen'

export interface RouteDef {
  /** the name of its link builder: `to.<name>(params)` */
  name: string
  path: string
  title: string
  /** subpackage root ('' = main package) */
  pkg: string
  needsLogin?: boolean
  pullDownRefresh?: boolean
  /** the page offers the mini-program share menu (onShareAppMessage); 'timeline' also 分享到朋友圈 (onShareTimeline) */
  share?: boolean | 'timeline'
  /** the query parameters the page reads; 'name?' marks one a link may leave out */
  params?: string[]
}

export const SUBPACKAGE_ORDER = [
  'pagesUser',
  'pagesIndex',
  'pagesTrends',
  'pagesLogin',
  'pagesScan',
  'pagesOperate',
  'pagesLaw',
  'pagesDetail',
  'pagesFilter',
  'pagesQuery',
  'pagesBasic',
  'pagesIntelle',
  'pagesBussiness',
  'pagesDevelop',
  'enterpriseGroup',
  'pagesClues',
  'pagesMonitore',
  'pagesScenario',
  'pagesJudicial',
  'pagesCheckPersonnel',
  'pagesNewDimension',
] as const

/**
 * The manifest is kept in parts, one per area, so each area adds its pages in its own file;
 * this list is the one place they are joined.
 */
export const ROUTES: RouteDef[] = [
  ...FOUNDATION_ROUTES,
  ...SIGNIN_ROUTES,
  ...SPECIAL_ROUTES,
  ...DIMENSION_ROUTES,
  ...MONITOR_ROUTES,
  ...SCAN_ROUTES,
  ...MEMBER_ROUTES,
  ...USER_ROUTES,
  ...ENTRY_ROUTES,
  ...SCENARIO_ROUTES,
  ...JUDICIAL_ROUTES,
  ...GROUP_ROUTES,
]

export const TAB_PAGES: string[] = ['pages/index/index', 'pages/trends/trends', 'pages/mine/mine'] satisfies RoutePath[]

/** Packages the home page preloads. */
export const HOME_PRELOAD = ['pagesLogin', 'pagesDetail', 'pagesFilter', 'pagesQuery']

const normalise = (url: string) => url.replace(/^\//, '').split('?')[0]

export function findRoute(url: string): RouteDef | undefined {
  const p = normalise(url)
  return ROUTES.find((r) => r.path === p)
}

/** Page config for a route's `*.config.ts`: custom navigation bar everywhere, pull-down refresh from the manifest. */
export function pageConfig(path: string) {
  const r = ROUTES.find((x) => x.path === path)
  return {
    navigationBarTitleText: r?.title ?? '云企查',
    navigationStyle: 'custom' as const,
    enablePullDownRefresh: !!r?.pullDownRefresh,
    ...(r?.share ? { enableShareAppMessage: true } : {}),
    ...(r?.share === 'timeline' ? { enableShareTimeline: true } : {}),
  }
}
