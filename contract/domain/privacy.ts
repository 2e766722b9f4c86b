/**
 * Privacy facts shared by the server, the privacy policy and the privacy pages: who receives what (第三方信息共享清单),
 * which device permissions the app may ask for, what the personal-information inventory lists, and the account
 * cancellation's cooling-off. Each list is kept once, here, so the policy and the pages cannot disagree.
 */

/** A cancellation takes effect this long after it is requested; any sign-in before then withdraws it. */
export const CANCEL_COOLING_OFF_DAYS = 7
export const CANCEL_COOLING_OFF_MS = CANCEL_COOLING_OFF_DAYS * 86_400_000

/** What a cancelled account's row is left with, so kept orders and invoices still point at something anonymous. */
export const CANCELLED_NICKNAME = '已注销用户'

export interface ThirdParty {
  key: string
  /** the service as users know it */
  name: string
  /** the company that runs it */
  operator: string
  /** what it is used for here */
  purpose: string
  /** when data goes to it */
  scene: string
  /** exactly what it receives */
  data: string[]
  /** how it receives it */
  method: string
  /** its own privacy policy */
  policyUrl: string
}

/** Every outside party that receives personal information from this service (server/src/providers, pay, invoice). */
export const THIRD_PARTIES: ThirdParty[] = [
  {
    key: 'aliyunSms',
    name: '阿里云短信服务',
    operator: '阿里云计算有限公司',
    purpose: '发送登录、找回密码、绑定手机号、注销账号所需的短信验证码',
    scene: '您点击“获取验证码”时',
    data: ['手机号', '验证码'],
    method: '服务器接口传输（HTTPS）',
    policyUrl: 'https://terms.aliyun.com/legal-agreement/terms/suit_bu1_ali_cloud/suit_bu1_ali_cloud201902141711_54837.html',
  },
  {
    key: 'carrier',
    name: '本机号码一键登录（阿里云号码认证服务）',
    operator: '阿里云计算有限公司，及中国移动、中国联通、中国电信',
    purpose: '识别本机手机号，完成一键登录',
    scene: '您选择“本机号码一键登录”并确认时',
    data: ['运营商认证凭证', '本机手机号（由运营商返回给我们）'],
    method: '运营商认证 SDK 与服务器接口传输（HTTPS）',
    policyUrl: 'https://terms.aliyun.com/legal-agreement/terms/suit_bu1_ali_cloud/suit_bu1_ali_cloud201902141711_54837.html',
  },
  {
    key: 'wechatLogin',
    name: '微信登录与手机号快速验证',
    operator: '深圳市腾讯计算机系统有限公司',
    purpose: '在小程序中使用微信登录，或一键获取您微信绑定的手机号',
    scene: '您在小程序中使用微信登录或授权手机号时',
    data: ['微信登录凭证（code）', '微信 OpenID（由微信返回给我们）', '手机号（您授权时由微信返回给我们）'],
    method: '微信开放接口（HTTPS）',
    policyUrl: 'https://weixin.qq.com/cgi-bin/readtemplate?lang=zh_CN&t=weixin_agreement&s=privacy',
  },
  {
    key: 'wechatPay',
    name: '微信支付',
    operator: '财付通支付科技有限公司',
    purpose: '完成会员、号码导出等订单的支付与退款',
    scene: '您下单支付、申请退款时',
    data: ['订单号', '商品名称', '订单金额', '微信 OpenID（小程序内支付时）', '网络地址（手机浏览器内支付时）'],
    method: '微信支付接口（HTTPS）',
    policyUrl: 'https://pay.weixin.qq.com/index.php/public/apply_sign/protocol_v2',
  },
  {
    key: 'wechatSubscribe',
    name: '微信订阅消息',
    operator: '深圳市腾讯计算机系统有限公司',
    purpose: '向您推送您订阅的监控动态提醒',
    scene: '您在小程序中允许接收订阅消息后，监控对象出现新动态时',
    data: ['微信 OpenID', '消息内容（企业或人员名称、动态标题、日期）'],
    method: '微信开放接口（HTTPS）',
    policyUrl: 'https://weixin.qq.com/cgi-bin/readtemplate?lang=zh_CN&t=weixin_agreement&s=privacy',
  },
  {
    key: 'einvoice',
    name: '电子发票开具服务',
    operator: '国家税务总局电子发票服务平台，或我们委托的持证开票服务商',
    purpose: '为您已支付的订单开具电子发票',
    scene: '您申请开票时',
    data: ['发票抬头（名称、税号，及您填写的开户行、账号、地址、电话）', '接收邮箱', '开票金额与项目'],
    method: '开票接口（HTTPS）',
    policyUrl: 'https://www.chinatax.gov.cn/',
  },
]

export type PermissionKey = 'location' | 'album' | 'camera' | 'clipboard' | 'notification' | 'phoneCall'

export interface DevicePermission {
  key: PermissionKey
  name: string
  /** the feature that needs it */
  feature: string
  why: string
  /** when the app asks for it */
  when: string
  /** the mini-program's scope, when the platform keeps a switch for it (Taro.getSetting) */
  miniScope?: string
  /** the browser's Permissions API name, when the browser keeps one */
  webPermission?: string
  /** the permission is given each time by the user's own action and is never kept */
  perUse?: boolean
  /** how to take it back, in the mini-program and in a browser */
  withdrawMini: string
  withdrawWeb: string
}

/** Every device permission the app may ask for; none is asked for before the feature that needs it is used. */
export const DEVICE_PERMISSIONS: DevicePermission[] = [
  {
    key: 'location',
    name: '位置信息',
    feature: '附近企业',
    why: '按您当前的位置查找附近的企业；位置只用于这次查询，不会保存',
    when: '您打开“附近企业”时',
    miniScope: 'scope.userLocation',
    webPermission: 'geolocation',
    withdrawMini: '点击“去设置”，关闭“位置信息”',
    withdrawWeb: '在浏览器的“网站设置—位置”中关闭本站的权限',
  },
  {
    key: 'album',
    name: '相册',
    feature: '更换头像、意见反馈配图',
    why: '从相册选择一张图片作为头像或反馈截图，只上传您选中的图片',
    when: '您点击更换头像或添加反馈图片时',
    perUse: true,
    withdrawMini: '每次由您在系统相册中选择，不会持续获取相册',
    withdrawWeb: '每次由您在系统文件选择器中选择，不会持续获取相册',
  },
  {
    key: 'camera',
    name: '相机',
    feature: '更换头像、意见反馈配图',
    why: '拍摄一张照片作为头像或反馈截图',
    when: '您选择“拍照”时',
    miniScope: 'scope.camera',
    webPermission: 'camera',
    withdrawMini: '点击“去设置”，关闭“摄像头”',
    withdrawWeb: '在浏览器的“网站设置—相机”中关闭本站的权限',
  },
  {
    key: 'clipboard',
    name: '剪贴板',
    feature: '复制企业名称、分享链接',
    why: '把您选择复制的内容写入剪贴板；我们不会读取您的剪贴板',
    when: '您点击“复制”或长按标题时',
    perUse: true,
    withdrawMini: '仅在您点击复制时写入，无需持续授权',
    withdrawWeb: '仅在您点击复制时写入，无需持续授权',
  },
  {
    key: 'notification',
    name: '通知 / 订阅消息',
    feature: '监控动态提醒',
    why: '在您监控的企业或人员出现新动态时提醒您',
    when: '您在“消息通知设置”中开启订阅时',
    miniScope: 'subscriptions',
    webPermission: 'notifications',
    withdrawMini: '点击“去设置”，在“订阅消息”中关闭',
    withdrawWeb: '在浏览器的“网站设置—通知”中关闭本站的权限',
  },
  {
    key: 'phoneCall',
    name: '电话',
    feature: '拨打企业电话',
    why: '拨打企业公开的联系电话，拨出前由系统请您确认',
    when: '您点击企业电话时',
    perUse: true,
    withdrawMini: '每次拨打前由系统确认，不会自动拨号',
    withdrawWeb: '每次拨打前由系统确认，不会自动拨号',
  },
]

/** The kinds of usage records the inventory counts, in the order shown. */
export const USAGE_KINDS = [
  'searches',
  'footprints',
  'collections',
  'follows',
  'monitors',
  'messages',
  'orders',
  'invoices',
  'exports',
  'cards',
  'feedback',
  'uploads',
  'pageViews',
] as const
export type UsageKind = (typeof USAGE_KINDS)[number]

export const USAGE_LABELS: Record<UsageKind, { label: string; unit: string; purpose: string }> = {
  searches: { label: '搜索记录', unit: '条', purpose: '方便您再次搜索；只保存在本设备，我们的服务器不保存您的搜索词' },
  footprints: { label: '浏览足迹', unit: '条', purpose: '登录后在不同设备上查看最近浏览的企业和人员' },
  collections: { label: '收藏', unit: '个', purpose: '保存您收藏的企业和人员' },
  follows: { label: '关注企业', unit: '家', purpose: '提示您关注的企业新发生的变更' },
  monitors: { label: '监控', unit: '个', purpose: '监控您关注的企业和人员并推送动态' },
  messages: { label: '监控消息', unit: '条', purpose: '您监控对象的动态提醒' },
  orders: { label: '订单', unit: '笔', purpose: '会员开通、号码导出的交易与售后' },
  invoices: { label: '发票', unit: '张', purpose: '为您的订单开具电子发票' },
  exports: { label: '导出记录', unit: '次', purpose: '提供导出文件下载，统计每日导出次数' },
  cards: { label: '名片', unit: '张', purpose: '保存您收下的名片和您自己的名片，只有您能看到' },
  feedback: { label: '反馈与纠错', unit: '条', purpose: '处理您提交的意见、故障和数据纠错，并回复处理结果' },
  uploads: { label: '上传的图片', unit: '张', purpose: '您的头像和反馈所附的截图；头像公开显示，其他图片只有您能查看' },
  pageViews: { label: '页面访问记录', unit: '次', purpose: '统计功能使用情况以改进服务，仅在登录后记录' },
}

/** An address with its host part hidden: 203.0.113.45 → 203.0.*.*, 2001:db8:1:2::5 → 2001:db8:*. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(ip)
  if (v4) return `${v4[1]}.${v4[2]}.*.*`
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean)
    return groups.length ? `${groups.slice(0, 2).join(':')}:*` : '*'
  }
  return ip ? '*' : ''
}

/** An identifier with its middle hidden: the first and last four characters stay. */
export function maskId(id: string | null | undefined): string {
  const s = id ?? ''
  if (!s) return ''
  if (s.length <= 8) return `${s.slice(0, 2)}****`
  return `${s.slice(0, 4)}****${s.slice(-4)}`
}
