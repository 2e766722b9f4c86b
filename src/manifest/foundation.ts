import type { RouteDef } from '../routes'

/** The pages of the foundation: main package, search, filter, company and person profiles, sign-in. */
export const FOUNDATION_ROUTES: RouteDef[] = [
  // main package
  { name: 'home', path: 'pages/index/index', title: '云企查', pkg: '' },
  { name: 'trends', path: 'pages/trends/trends', title: '动态', pkg: '' },
  { name: 'mine', path: 'pages/mine/mine', title: '我的', pkg: '' },
  { name: 'discover', path: 'pages/find/find', title: '发现', pkg: '' },
  // pagesIndex
  { name: 'search', path: 'pagesIndex/search/search', title: '搜索', pkg: 'pagesIndex', params: ['keyword?', 'type?'] },
  // a hot search or suggestion: what it is, its companies and persons, related searches
  { name: 'searchDetail', path: 'pagesIndex/detail/detail', title: '搜索详情', pkg: 'pagesIndex', params: ['keyword', 'pid?'] },
  { name: 'allServices', path: 'pagesIndex/allServe/allServe', title: '全部服务', pkg: 'pagesIndex' },
  { name: 'companyAddress', path: 'pagesIndex/address/address', title: '企业地址', pkg: 'pagesIndex', params: ['pid'] },
  // pagesFilter
  { name: 'advancedSearch', path: 'pagesFilter/filter/filter', title: '高级搜索', pkg: 'pagesFilter' },
  // 机关单位: the search, and one unit when `id` is given
  {
    name: 'governmentUnit',
    path: 'pagesFilter/governmentUnit/governmentUnit',
    title: '机关单位',
    pkg: 'pagesFilter',
    params: ['id?', 'keyword?', 'category?'],
  },
  { name: 'filterSubscriptions', path: 'pagesFilter/subscribe/subscribe', title: '高级搜索订阅', pkg: 'pagesFilter', needsLogin: true },
  // 查关系, opened empty or with its start (a company profile's or person page's own entity)
  {
    name: 'relation',
    path: 'pagesFilter/relation/relation',
    title: '查关系',
    pkg: 'pagesFilter',
    params: ['fromType?', 'fromId?', 'fromName?'],
  },
  // 企业图谱 (from a company profile), 人员图谱 (from a person page) and the long image they save
  { name: 'enterpriseGraph', path: 'pagesFilter/charts/index', title: '企业图谱', pkg: 'pagesFilter', params: ['pid'] },
  { name: 'personGraph', path: 'pagesFilter/charts/userCharts', title: '人员图谱', pkg: 'pagesFilter', params: ['personId'] },
  { name: 'imgPreview', path: 'pagesFilter/imgPreview/imgPreview', title: '长图预览', pkg: 'pagesFilter', params: ['key'] },
  {
    name: 'filterResults',
    path: 'pagesFilter/filterpage/filterpage',
    title: '筛选结果',
    pkg: 'pagesFilter',
    params: [
      'keyword?',
      'regionCode?',
      'industry?',
      'capitalMin?',
      'capitalMax?',
      'estStart?',
      'estEnd?',
      'status?',
      'companyType?',
      'summary?',
    ],
  },
  {
    name: 'companyProfile',
    path: 'pagesFilter/detail/detail',
    title: '企业详情',
    pkg: 'pagesFilter',
    share: 'timeline',
    params: ['pid'],
  },
  // pagesCheckPersonnel
  {
    name: 'personProfile',
    path: 'pagesCheckPersonnel/pagesDetail/detail/detail',
    title: '人员详情',
    pkg: 'pagesCheckPersonnel',
    share: 'timeline',
    params: ['personId'],
  },
  {
    name: 'personByName',
    path: 'pagesCheckPersonnel/pagesDetail/detailEmpty',
    title: '人员详情',
    pkg: 'pagesCheckPersonnel',
    params: ['personName'],
  },
  // pagesLogin: never requires login
  { name: 'phoneLogin', path: 'pagesLogin/phoneLogin/phoneLogin', title: '手机号登录', pkg: 'pagesLogin', params: ['redirect?'] },
  { name: 'smsCode', path: 'pagesLogin/code/code', title: '输入验证码', pkg: 'pagesLogin', params: ['phone', 'redirect?', 'interval?'] },
  { name: 'passwordLogin', path: 'pagesLogin/pwdLogin/pwdLogin', title: '密码登录', pkg: 'pagesLogin', params: ['redirect?', 'phone?'] },
  { name: 'userAgreement', path: 'pagesLogin/userAgreement/userAgreement', title: '用户协议', pkg: 'pagesLogin' },
  { name: 'privacyPolicy', path: 'pagesLogin/privacyAgreement/privacyAgreement', title: '隐私政策', pkg: 'pagesLogin' },
]
