/**
 * Every endpoint path under the API root (/api), named once: the app's services call them and the
 * server's route plugins answer them, so a path cannot drift between the two.
 */
export const API = {
  company: {
    businessHeader: '/yqc/api/v1/business/header',
    businessProfile: '/yqc/api/v1/business/profile',
  },
  dimensions: {
    dimensionList: '/yqc/api/v1/dimension/list',
    dimensionDetail: '/yqc/api/v1/dimension/detail',
    dimensionTrend: '/yqc/api/v1/dimension/trend',
    copyright: '/yqc/api/v1/copyright/search',
  },
  graph: {
    basicEquityChain: '/yqc/api/v1/basic/equityChain',
    basicInverChain: '/yqc/api/v1/basic/inverChain',
    basicJoinShareholders: '/yqc/api/v1/basic/joinShareholders',
    /** 查关系: the shortest connections between two companies or persons */
    relation: '/yqc/api/v1/graph/relation',
    /** 企业图谱: a company's neighbourhood (shareholders, investments, personnel, branches) */
    companyGraph: '/yqc/api/v1/graph/company',
    /** 人员图谱: a person's companies and partners */
    personGraph: '/yqc/api/v1/graph/person',
  },
  law: {
    lawSummary: '/yqc/api/v1/law/summary',
    lawCases: '/yqc/api/v1/law/cases',
    lawCase: '/yqc/api/v1/law/case',
    lawRelationship: '/yqc/api/v1/law/relationship',
  },
  monitor: {
    monitorDimensions: '/yqc/api/v1/monitor/dimensions',
    monitorAdd: '/yqc/api/v1/monitor/add',
    monitorBatchAdd: '/yqc/api/v1/monitor/batchAdd',
    monitorList: '/yqc/api/v1/monitor/list',
    monitorStatus: '/yqc/api/v1/monitor/status',
    monitorQuota: '/yqc/api/v1/monitor/quota',
    monitorDetail: '/yqc/api/v1/monitor/detail',
    monitorRemove: '/yqc/api/v1/monitor/remove',
    groupList: '/yqc/api/v1/monitor/group/list',
    groupCreate: '/yqc/api/v1/monitor/group/create',
    groupRename: '/yqc/api/v1/monitor/group/rename',
    groupDelete: '/yqc/api/v1/monitor/group/delete',
    groupMove: '/yqc/api/v1/monitor/group/move',
    monitorSetting: '/yqc/api/v1/monitor/setting',
    monitorTargetSetting: '/yqc/api/v1/monitor/targetSetting',
    monitorDynamics: '/yqc/api/v1/monitor/dynamics',
    dynamicDetail: '/yqc/api/v1/monitor/dynamic/detail',
    dynamicShare: '/yqc/api/v1/monitor/dynamic/share',
    messageList: '/msg/api/v1/message/list',
    messageUnreadCount: '/msg/api/v1/message/unreadCount',
    messageRead: '/msg/api/v1/message/read',
    messageReadAll: '/msg/api/v1/message/readAll',
    messageTrend: '/msg/api/v1/message/trend',
    notifySetting: '/msg/api/v1/notify/setting',
    notifyTemplates: '/msg/api/v1/notify/templates',
    notifySubscribe: '/msg/api/v1/notify/subscribe',
    feedRun: '/yqc/api/v1/monitor/feed/run',
    feedStatus: '/yqc/api/v1/monitor/feed/status',
    ws: '/msg/ws',
  },
  personDd: {
    baseInfoCheckApiNum: '/yqc/person/baseInfo/checkApiNum',
    riskScan: '/yqc/person/risk/scan',
    personResume: '/yqc/person/resume',
    personJobAnalysis: '/yqc/person/jobAnalysis',
    personBaseInfo: '/yqc/person/baseInfo',
    personCooperation: '/yqc/person/cooperation',
    personPropertyClue: '/yqc/person/propertyClue',
  },
  person: {
    personGetPersonId: '/yqc/api/v1/person/getPersonId',
    personDetail: '/yqc/api/v1/person/detail',
  },
  risk: {
    businessCheckApiNum: '/yqc/api/v1/business/checkApiNum',
    riskRules: '/yqc/api/v1/risk/rules',
    riskScan: '/yqc/api/v1/risk/scan',
    riskItems: '/yqc/api/v1/risk/items',
    riskItemRecords: '/yqc/api/v1/risk/itemRecords',
    riskChangeList: '/yqc/api/v1/risk/changeList',
    riskChangeDetail: '/yqc/api/v1/risk/changeDetail',
    graphBeneficiaries: '/yqc/api/v1/graph/beneficiaries',
    riskOwn: '/yqc/api/v1/risk/own',
    ownClaim: '/yqc/api/v1/risk/own/claim',
  },
  search: {
    entPersonSearch: '/search/api/v1/middle/entPersonSearch',
    hotSearch: '/search/api/v1/hotSearch',
    suggestion: '/search/api/v1/suggestion',
    advanced: '/search/api/v1/advanced',
  },
  signin: {
    oneClickPreCheck: '/sso/sso/oneClickPreCheck',
    prefetchPhone: '/sso/sso/getPrefetchPhoneNumber',
    oneClickConfirm: '/sso/sso/oneClickConfirmLogin',
    oneClickWebAuth: '/sso/sso/oneClickWebAuth',
    prefetchWebPhone: '/sso/sso/getWebPrefetchPhoneNumber',
    scanTicket: '/sso/scan/ticket',
    scanStatus: '/sso/scan/status',
    scanSocket: '/sso/scan/ws',
    scanInfo: '/sso/scan/info',
    scanConfirm: '/sso/scan/confirm',
    scanRefuse: '/sso/scan/refuse',
    forgetVerify: '/sso/pwd/forget/verify',
    resetPassword: '/sso/pwd/reset',
    changePassword: '/sso/pwd/change',
    wxLogin: '/sso/wx/login',
    wxPhone: '/sso/wx/phone',
    wxBindPhone: '/sso/wx/bindPhone',
    wxPhoneLogin: '/sso/wx/phoneLogin',
    oaAuthorizeUrl: '/sso/wx/oa/authorizeUrl',
    /** the local web-authorisation page (a browser navigation, unsigned); only while the local provider runs */
    oaLocalAuthorize: '/sso/wx/oa/localAuthorize',
    partnerLogin: '/sso/lingYangLogin/lingYangLogin',
    devices: '/sso/api/userCenter/devices',
    addInviteCode: '/user/api/v1/invite/addInviteCode',
    skipInviteCode: '/user/api/v1/invite/skipInviteCode',
    inviteCodeStatus: '/user/api/v1/invite/codeStatus',
  },
  sso: {
    sendCode: '/sso/sms/sendCode',
    codeLogin: '/sso/sms/codeLogin',
    pwdLogin: '/sso/pwd/login',
    logout: '/sso/logout',
    userInfo: '/sso/api/userCenter/getYqcClientUserInfo',
  },
  trends: {
    trendsRecent: '/yqc/api/v1/trends/recent',
  },
  exports: {
    entExport: '/member/entOrPhoneExport/entExport',
    profileExport: '/member/entOrPhoneExport/profileExport',
    myDownload: '/member/entOrPhoneExport/myDownload',
    download: '/member/entOrPhoneExport/download',
    reEntExport: '/member/entOrPhoneExport/reEntExport',
    frequency: '/member/entOrPhoneExport/frequency',
    /** the contact phones of a result set: what they would cost, the order, and the file once it is paid */
    phoneQuote: '/member/entOrPhoneExport/phoneQuote',
    phoneOrder: '/member/entOrPhoneExport/phoneOrder',
    phoneExport: '/member/entOrPhoneExport/phoneExport',
  },
  member: {
    levels: '/member/levels',
    info: '/member/info',
    coupons: '/member/coupons',
    orderCreate: '/member/order/create',
    orderPay: '/member/order/pay',
    orderDetail: '/member/order/detail',
    orderList: '/member/order/list',
    orderCancel: '/member/order/cancel',
    orderRefund: '/member/order/refund',
    /** WeChat Pay posts its notifications here: verified by WeChat's signature, not the app's */
    wechatNotify: '/member/pay/wechat/notify',
  },
  invoice: {
    headList: '/member/invoice/head/list',
    headCreate: '/member/invoice/head/create',
    headUpdate: '/member/invoice/head/update',
    headDelete: '/member/invoice/head/delete',
    headSetDefault: '/member/invoice/head/setDefault',
    requestCreate: '/member/invoice/request/create',
    requestList: '/member/invoice/request/list',
    requestDetail: '/member/invoice/request/detail',
    /** the issued invoice as application/pdf */
    requestPdf: '/member/invoice/request/pdf',
  },
  /** 组织: the caller's organisations, joining by code, members and the admin's changes */
  organizations: {
    list: '/user/api/v1/org/list',
    create: '/user/api/v1/org/create',
    detail: '/user/api/v1/org/detail',
    members: '/user/api/v1/org/members',
    /** what a join code opens, before joining */
    preview: '/user/api/v1/org/preview',
    join: '/user/api/v1/org/join',
    rename: '/user/api/v1/org/rename',
    resetCode: '/user/api/v1/org/resetCode',
    remove: '/user/api/v1/org/member/remove',
    makeAdmin: '/user/api/v1/org/member/makeAdmin',
    leave: '/user/api/v1/org/leave',
  },
  /** 发现 and 企业地址: public lists of the data */
  discover: {
    hot: '/yqc/api/v1/discover/hot',
    changes: '/yqc/api/v1/discover/changes',
    newest: '/yqc/api/v1/discover/newest',
    address: '/yqc/api/v1/business/address',
    sameAddress: '/yqc/api/v1/discover/sameAddress',
    nearby: '/yqc/api/v1/discover/nearby',
  },
  footprints: {
    list: '/user/api/v1/footprint/list',
    record: '/user/api/v1/footprint/record',
    merge: '/user/api/v1/footprint/merge',
    clear: '/user/api/v1/footprint/clear',
  },
  /** 收藏 (folders of companies and persons) and 关注 (followed companies with their latest change) */
  collections: {
    folders: '/user/api/v1/collect/folder/list',
    folderCreate: '/user/api/v1/collect/folder/create',
    folderRename: '/user/api/v1/collect/folder/rename',
    folderDelete: '/user/api/v1/collect/folder/delete',
    list: '/user/api/v1/collect/list',
    add: '/user/api/v1/collect/add',
    remove: '/user/api/v1/collect/remove',
    move: '/user/api/v1/collect/move',
    /** the profile's 收藏 and 关注 buttons in one answer */
    status: '/user/api/v1/collect/status',
    followList: '/user/api/v1/follow/list',
    follow: '/user/api/v1/follow/add',
    unfollow: '/user/api/v1/follow/remove',
    followSeen: '/user/api/v1/follow/seen',
  },
  profile: {
    profile: '/user/api/v1/profile',
    update: '/user/api/v1/profile/update',
    /** multipart/form-data: `purpose` (avatar | feedback) and `file` */
    upload: '/user/api/v1/upload/image',
  },
  entry: {
    /** a company's, a person's or a scan ticket's code: anyone may ask */
    create: '/yqc/api/v1/entry/create',
    /** an invitation code's or a dynamic's code: only its signed-in owner */
    createOwn: '/yqc/api/v1/entry/createOwn',
    /** what a code opens (no login) */
    resolve: '/yqc/api/v1/entry/resolve',
    /** a code's QR image, image/png */
    image: '/yqc/api/v1/entry/image',
  },
  /** 个人信息收集清单 (the caller's own records) and 注销账号 (request after SMS verification, status, withdraw) */
  privacy: {
    inventory: '/user/api/v1/privacy/inventory',
    cancelStatus: '/user/api/v1/account/cancel/status',
    cancelSendCode: '/user/api/v1/account/cancel/sendCode',
    cancelRequest: '/user/api/v1/account/cancel/request',
    cancelWithdraw: '/user/api/v1/account/cancel/withdraw',
  },
  /** 推广邀请: the caller's own invitation code and rules, who joined with it, the rewards it earned */
  invites: {
    mine: '/user/api/v1/invite/mine',
    records: '/user/api/v1/invite/records',
    rewards: '/user/api/v1/invite/rewards',
    reward: '/user/api/v1/invite/reward',
    ledger: '/user/api/v1/invite/ledger',
  },
  user: {
    accessLog: '/user/api/v1/invite/accessLog',
    regionTree: '/user/condition/provinceRegionsTree',
    filterOptions: '/user/condition/options',
  },
  /** 联系我们, 版本说明, server-provided documents, the 个性化推荐 switch and the home page's recommended companies */
  appInfo: {
    contact: '/user/api/v1/app/contact',
    releaseNotes: '/user/api/v1/app/releaseNotes',
    document: '/user/api/v1/app/document',
    /** GET reads, POST saves the signed-in user's preferences */
    preferences: '/user/api/v1/preference',
    recommendedCompanies: '/user/api/v1/recommend/companies',
    /** whether this is a demonstration deployment and which services run a local stand-in (演示环境) */
    environment: '/user/api/v1/app/environment',
  },
  /** 意见反馈 and 数据纠错: the signed-in user's own feedback; the admin* paths are the operator's (feedback permission) */
  feedback: {
    submit: '/user/api/v1/feedback/submit',
    list: '/user/api/v1/feedback/list',
    detail: '/user/api/v1/feedback/detail',
    read: '/user/api/v1/feedback/read',
    summary: '/user/api/v1/feedback/summary',
    adminList: '/admin/api/v1/feedback/list',
    adminDetail: '/admin/api/v1/feedback/detail',
    adminReply: '/admin/api/v1/feedback/reply',
    adminAccept: '/admin/api/v1/feedback/accept',
    adminReject: '/admin/api/v1/feedback/reject',
  },
  /** 名片夹 (the signed-in user's kept cards) and 我的名片 (their own card, read by anyone through its share token) */
  cards: {
    list: '/user/api/v1/card/list',
    detail: '/user/api/v1/card/detail',
    create: '/user/api/v1/card/create',
    update: '/user/api/v1/card/update',
    remove: '/user/api/v1/card/delete',
    mine: '/user/api/v1/card/mine',
    mineSave: '/user/api/v1/card/mine/save',
    mineDelete: '/user/api/v1/card/mine/delete',
    /** a new share token: links with the old one stop working */
    mineResetShare: '/user/api/v1/card/mine/resetShare',
    /** no login: the card behind a share token */
    shared: '/user/api/v1/card/shared',
    saveShared: '/user/api/v1/card/shared/save',
  },
  /** 人脉: 人脉雷达, 老板详情 and the signed-in user's saved contacts */
  connections: {
    radar: '/user/api/v1/connections/radar',
    boss: '/user/api/v1/connections/boss',
    contactList: '/user/api/v1/connections/contact/list',
    contactDetail: '/user/api/v1/connections/contact/detail',
    contactCreate: '/user/api/v1/connections/contact/create',
    contactUpdate: '/user/api/v1/connections/contact/update',
    contactRemove: '/user/api/v1/connections/contact/delete',
  },
  /** 订阅: WeChat subscribe messages per notice kind, and 我的订阅 (monitoring digest, saved searches, judicial pushes) */
  subscriptions: {
    notices: '/user/api/v1/subscriptions/notices',
    noticeAccept: '/user/api/v1/subscriptions/notices/accept',
    noticeCancel: '/user/api/v1/subscriptions/notices/cancel',
    list: '/user/api/v1/subscriptions/list',
    saveSearch: '/user/api/v1/subscriptions/search/save',
    toggle: '/user/api/v1/subscriptions/toggle',
    remove: '/user/api/v1/subscriptions/remove',
    /** opening a subscription: what matched until now is no longer new */
    seen: '/user/api/v1/subscriptions/seen',
  },
  /** 场景: 新增企业 per province and city, the list of a region's new companies and their count per day, week or month */
  scenario: {
    newlyProvinces: '/yqc/api/v1/scenario/newly/provinces',
    newlyCities: '/yqc/api/v1/scenario/newly/cities',
    newlyList: '/yqc/api/v1/scenario/newly/list',
    newlyDaily: '/yqc/api/v1/scenario/newly/daily',
    /** 附近企业: companies within a radius of a point, a region's centre or a company, nearest first */
    nearby: '/yqc/api/v1/scenario/nearby',
    /** 查电话: companies with contact numbers by region, industry, status and kind, masked past the daily count */
    findPhone: '/yqc/api/v1/scenario/findPhone',
    /** 机关单位: government bodies, public institutions and social organisations, searched apart from companies */
    publicUnits: '/yqc/api/v1/publicUnit/search',
    publicUnitDetail: '/yqc/api/v1/publicUnit/detail',
  },
  /** 企业集团: groups of companies under one actual controller, their members, links, records and risk scan (no login) */
  group: {
    search: '/yqc/api/v1/group/search',
    overview: '/yqc/api/v1/group/overview',
    ofCompany: '/yqc/api/v1/group/ofCompany',
    members: '/yqc/api/v1/group/members',
    branches: '/yqc/api/v1/group/branches',
    investments: '/yqc/api/v1/group/investments',
    investors: '/yqc/api/v1/group/investors',
    persons: '/yqc/api/v1/group/persons',
    records: '/yqc/api/v1/group/records',
    recordCounts: '/yqc/api/v1/group/recordCounts',
    scan: '/yqc/api/v1/group/scan',
  },
  /** 查老赖: 失信被执行人 and 被执行人 across every company and person (no login) */
  judicial: {
    overview: '/yqc/api/v1/judicial/overview',
    search: '/yqc/api/v1/judicial/search',
    detail: '/yqc/api/v1/judicial/detail',
  },
  /** 司法案件: court cases of every company and person, monitored parties, their settings and new cases */
  judicialData: {
    overview: '/yqc/api/v1/judicialData/overview',
    search: '/yqc/api/v1/judicialData/search',
    parties: '/yqc/api/v1/judicialData/parties',
    partyAdd: '/yqc/api/v1/judicialData/parties/add',
    partyRemove: '/yqc/api/v1/judicialData/parties/remove',
    setting: '/yqc/api/v1/judicialData/setting',
    alerts: '/yqc/api/v1/judicialData/alerts',
    alertsRead: '/yqc/api/v1/judicialData/alerts/read',
  },
  /** 财产线索: a debtor's assets (no login); the user's debtors, settings and new clues */
  propertyClues: {
    summary: '/yqc/api/v1/propertyClues/summary',
    list: '/yqc/api/v1/propertyClues/list',
    debtors: '/yqc/api/v1/propertyClues/debtors',
    debtor: '/yqc/api/v1/propertyClues/debtor',
    collect: '/yqc/api/v1/propertyClues/collect',
    uncollect: '/yqc/api/v1/propertyClues/uncollect',
    monitor: '/yqc/api/v1/propertyClues/monitor',
    unmonitor: '/yqc/api/v1/propertyClues/unmonitor',
    relate: '/yqc/api/v1/propertyClues/relate',
    setting: '/yqc/api/v1/propertyClues/setting',
    alerts: '/yqc/api/v1/propertyClues/alerts',
    alertsRead: '/yqc/api/v1/propertyClues/alerts/read',
  },
  /** 信用挖掘: companies with credit-risk signals */
  creditDig: {
    overview: '/yqc/api/v1/creditDig/overview',
    search: '/yqc/api/v1/creditDig/search',
  },
} as const
