import type { RouteDef } from '../routes'

/** The pages of the foundation: main package, search, filter, company and person profiles, sign-in. */
export const FOUNDATION_ROUTES: RouteDef[] = [
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
