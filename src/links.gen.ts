// Generated from the route manifest (src/routes.ts, src/manifest/*.ts) by `npm run gen:links`. Do not edit.
import { pageLink, type PageUrl, type Param, type Query } from './pageLink'
import { ROUTES } from './routes'

/** The path of every page of the manifest. */
export type RoutePath =
  | 'pages/index/index'
  | 'pages/trends/trends'
  | 'pages/mine/mine'
  | 'pages/find/find'
  | 'pagesIndex/search/search'
  | 'pagesIndex/detail/detail'
  | 'pagesIndex/allServe/allServe'
  | 'pagesIndex/address/address'
  | 'pagesFilter/filter/filter'
  | 'pagesFilter/governmentUnit/governmentUnit'
  | 'pagesFilter/subscribe/subscribe'
  | 'pagesFilter/relation/relation'
  | 'pagesFilter/charts/index'
  | 'pagesFilter/charts/userCharts'
  | 'pagesFilter/imgPreview/imgPreview'
  | 'pagesFilter/filterpage/filterpage'
  | 'pagesFilter/detail/detail'
  | 'pagesCheckPersonnel/pagesDetail/detail/detail'
  | 'pagesCheckPersonnel/pagesDetail/detailEmpty'
  | 'pagesLogin/phoneLogin/phoneLogin'
  | 'pagesLogin/code/code'
  | 'pagesLogin/pwdLogin/pwdLogin'
  | 'pagesLogin/userAgreement/userAgreement'
  | 'pagesLogin/privacyAgreement/privacyAgreement'
  | 'pages/fromLing/fromLing'
  | 'pagesLogin/scan/scan'
  | 'pagesLogin/forget/forget'
  | 'pagesLogin/resetting/resetting'
  | 'pagesLogin/bindPhone/bindPhone'
  | 'pagesUser/accountSet/accountSet'
  | 'pagesUser/resetPassword/resetPassword'
  | 'pagesUser/publicize/invitationCode'
  | 'pagesLaw/lawIndex/lawIndex'
  | 'pagesLaw/allCase/allCase'
  | 'pagesLaw/caseDetail/caseDetail'
  | 'pagesLaw/relationshipDetail/relationshipDetail'
  | 'pagesBasic/basicInfo/basicInfo'
  | 'pagesBasic/insured/insured'
  | 'pagesBasic/equityChain/equityChain'
  | 'pagesBasic/inverChain/inverChain'
  | 'pagesBasic/joinShareHoldInfo/joinShareHoldInfo'
  | 'pagesBasic/joinShareholderInfo/joinShareholderInfo'
  | 'pagesQuery/queryList/queryList'
  | 'pagesQuery/subscribe/subscribe'
  | 'pagesQuery/copyright/copyrightSearch'
  | 'pagesQuery/copyright/copyrightList'
  | 'pagesQuery/copyright/rjCopyright'
  | 'pagesQuery/copyright/zpCopyright'
  | 'pagesQuery/browseHistor/browseHistor'
  | 'pagesDevelop/bgCheck/bgCheck'
  | 'pagesDetail/chartDetail/chartDetail'
  | 'pagesDetail/projectDetail/projectDetail'
  | 'pagesLaw/dishonestExecutor/dishonestExecutor'
  | 'pagesLaw/executor/executor'
  | 'pagesLaw/restrictHighconsumption/restrictHighconsumption'
  | 'pagesLaw/finalCase/finalCase'
  | 'pagesLaw/equityfreeze/equityfreeze'
  | 'pagesLaw/judicialAuction/judicialAuction'
  | 'pagesLaw/filingInformation/filingInformation'
  | 'pagesLaw/opencourt/opencourt'
  | 'pagesLaw/courtAnnouncement/courtAnnouncement'
  | 'pagesLaw/deliveryAnnouncement/deliveryAnnouncement'
  | 'pagesLaw/judgmentDocuments/judgmentDocuments'
  | 'pagesOperate/operateRisk/operateRisk'
  | 'pagesOperate/defaultCase/defaultCase'
  | 'pagesOperate/suspectedDefault/suspectedDefault'
  | 'pagesOperate/contractDefault/contractDefault'
  | 'pagesOperate/disputeDetails/disputeDetails'
  | 'pagesOperate/sueOther/sueOther'
  | 'pagesOperate/sueOtherInfo/sueOtherInfo'
  | 'pagesOperate/quiltSueOther/quiltSueOther'
  | 'pagesOperate/quiltSueOtherInfo/quiltSueOtherInfo'
  | 'pagesOperate/partner/partner'
  | 'pagesOperate/partnerDetails/partnerDetails'
  | 'pagesOperate/cooperate/supplier'
  | 'pagesOperate/cooperate/quitSupplier'
  | 'pagesOperate/cooperate/custom'
  | 'pagesOperate/cooperate/quitCustom'
  | 'pagesOperate/cooperate/cooperateDetails'
  | 'pagesOperate/punishDetails/punishDetails'
  | 'pagesOperate/taxationDetails/taxationDetails'
  | 'pagesOperate/taxArrearsDetilas/taxArrearsDetilas'
  | 'pagesOperate/movablesDetails/movablesDetails'
  | 'pagesOperate/stockDetails/stockDetails'
  | 'pagesOperate/simpleDetails/simpleDetails'
  | 'pagesScan/past/seriousLllegality'
  | 'pagesScan/past/businessAnomaly'
  | 'pagesBasic/recruititDetail/recruititDetail'
  | 'pagesIntelle/eltappsd/eltappsd'
  | 'pagesIntelle/applist/applist'
  | 'pagesIntelle/appput/details'
  | 'pagesIntelle/apppatent/apppatent'
  | 'pagesIntelle/patentdetail/detail'
  | 'pagesIntelle/apppatentdetail/apppatentdetail'
  | 'pagesIntelle/appmessa/appmessa'
  | 'pagesIntelle/appbrand/detail'
  | 'pagesIntelle/appmessagedetail/appmessagedetail'
  | 'pagesIntelle/wblog/wblog'
  | 'pagesIntelle/wechatAccount/wechatAccount'
  | 'pagesIntelle/rjCopyright/rjCopyright'
  | 'pagesIntelle/zpCopyright/zpCopyright'
  | 'pagesIntelle/fileview/fileview'
  | 'pagesBussiness/bussinessInfo/bussinessInfo'
  | 'pagesBussiness/bondInfo/bondInfo'
  | 'pagesBussiness/competitor/competitor'
  | 'pagesBussiness/administratelicense/administratelicense'
  | 'pagesBussiness/telLicense/telLicense'
  | 'pagesBussiness/spotCheck/spotCheck'
  | 'pagesBussiness/qualificateCertificate/qualificateCertificate'
  | 'pagesBussiness/tenderBidd/tenderBidd'
  | 'pagesBussiness/allProcure/allProcure'
  | 'pagesBussiness/allTransaction/allTransaction'
  | 'pagesDevelop/developInfo/developInfo'
  | 'pagesDevelop/business/detail'
  | 'pagesDevelop/news/news'
  | 'pagesDevelop/billboard/billboard'
  | 'pagesNewDimension/onlinePromotion/onlinePromotion'
  | 'pagesNewDimension/foundTeam/foundTeam'
  | 'pagesNewDimension/OnlineStoreInfor/OnlineStoreInfor'
  | 'pagesNewDimension/OnlineStoreInfor/detail'
  | 'pagesNewDimension/exhibitionInfo/exhibitionInfo'
  | 'pagesNewDimension/exhibitionInfo/qyDetail'
  | 'pagesNewDimension/exhibitionInfo/exhibitionDetail'
  | 'pagesNewDimension/bankReorganization/bankReorganization'
  | 'pagesNewDimension/bankReorganization/detail'
  | 'pagesNewDimension/laborArbitration/laborArbitration'
  | 'pagesNewDimension/equityPledge/equityPledge'
  | 'pagesNewDimension/equityPledge/detail'
  | 'pagesNewDimension/landInformation/landInformation'
  | 'pagesNewDimension/landInformation/detail'
  | 'pagesNewDimension/storeInformation/storeInformation'
  | 'pagesNewDimension/storeInformation/detail'
  | 'pagesNewDimension/buildInfor/buildInfor'
  | 'pagesNewDimension/buildInfor/detail'
  | 'pagesNewDimension/buildCredit/buildCredit'
  | 'pagesNewDimension/employees/employeeAll'
  | 'pagesNewDimension/employees/detail'
  | 'pagesNewDimension/employees/personInfo'
  | 'pagesClues/propertyClue/propertyClue'
  | 'pagesClues/shareholderChange/shareholderChange'
  | 'pagesClues/shareChange/shareChange'
  | 'pagesClues/capitalChange/capitalChange'
  | 'pagesClues/businessStatusChange/businessStatusChange'
  | 'pagesDetail/claimableSubsidy/claimableSubsidy'
  | 'pagesDetail/obtainedSubsidy/obtainedSubsidy'
  | 'pagesDetail/morePhone/morePhone'
  | 'pagesDetail/suspectedPhone/suspectedPhone'
  | 'pagesDetail/sourcePhone/sourcePhone'
  | 'pagesDetail/scourMailbox/scourMailbox'
  | 'pagesDetail/suspectedMailbox/suspectedMailbox'
  | 'pagesTrends/addmonitor/addmonitor'
  | 'pagesTrends/addmonitorNew/addmonitorNew'
  | 'pagesTrends/businessDetail/businessDetail'
  | 'pagesTrends/share/share'
  | 'pagesMonitore/monitoreIndex/monitoreIndex'
  | 'pagesMonitore/monitoreAdd/monitoreAdd'
  | 'pagesMonitore/monitoreList/monitoreList'
  | 'pagesMonitore/monitoreDetail/monitoreDetail'
  | 'pagesMonitore/monitoreGroup/monitoreGroup'
  | 'pagesMonitore/seting/seting'
  | 'pagesMonitore/message/message'
  | 'pagesMonitore/messageTrend/messageTrend'
  | 'pagesMonitore/mine/mine'
  | 'pagesMonitore/collect/collect'
  | 'pagesMonitore/trends/trends'
  | 'pagesUser/monitorSet/monitorSet'
  | 'pagesUser/notify/notify'
  | 'pagesUser/notifySet/notifySet'
  | 'pagesScan/scan/scan'
  | 'pagesScan/scanListMore/scanListMore'
  | 'pagesScan/scanListPage/scanListPage'
  | 'pagesScan/whole/whole'
  | 'pagesScan/past/equityfreeze'
  | 'pagesScan/past/administrativePenalty'
  | 'pagesScan/oneself/person'
  | 'pagesScan/oneself/onselflist'
  | 'pagesScan/changeDetail/keyPerson/keyPerson'
  | 'pagesScan/changeDetail/enterpriseName/enterpriseName'
  | 'pagesScan/changeDetail/address/address'
  | 'pagesScan/changeDetail/enterpriseType/enterpriseType'
  | 'pagesScan/changeDetail/actualController/actualController'
  | 'pagesScan/changeDetail/investment/investment'
  | 'pagesScan/changeDetail/investmentReduction/investmentReduction'
  | 'pagesScan/changeDetail/investmentWithdrawal/investmentWithdrawal'
  | 'pagesScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary'
  | 'pagesScan/changeDetail/legalPerson/legalPerson'
  | 'pagesScan/changeDetail/businessScope/businessScope'
  | 'pagesScan/changeDetail/shareholder/shareholder'
  | 'pagesScan/changeDetail/businessStatus/businessStatus'
  | 'pagesScan/changeList/dishonestExecutor/dishonestExecutor'
  | 'pagesScan/changeList/restrictHighConsumption/restrictHighConsumption'
  | 'pagesScan/changeList/executor/executor'
  | 'pagesScan/changeList/finalCase/finalCase'
  | 'pagesScan/changeList/equityFreeze/equityFreeze'
  | 'pagesScan/changeList/judicialAuction/judicialAuction'
  | 'pagesScan/changeList/judicialCase/judicialCase'
  | 'pagesScan/changeList/seriousIllegality/seriousIllegality'
  | 'pagesScan/changeList/businessAnomaly/businessAnomaly'
  | 'pagesScan/changeList/administrativePenalty/administrativePenalty'
  | 'pagesScan/changeList/taxViolation/taxViolation'
  | 'pagesScan/changeList/taxArrears/taxArrears'
  | 'pagesScan/changeList/simpleCancellation/simpleCancellation'
  | 'pagesScan/changeList/chattelMortgage/chattelMortgage'
  | 'pagesScan/changeList/equityPledge/equityPledge'
  | 'pagesScan/changeList/equityFinancing/equityFinancing'
  | 'pagesScan/changeList/bankruptcyReorganization/bankruptcyReorganization'
  | 'pagesCheckPersonnel/riskScan/index'
  | 'pagesCheckPersonnel/resume/resume'
  | 'pagesCheckPersonnel/resume/jobAnalysis'
  | 'pagesCheckPersonnel/pagesBasic/basicInfo/basicInfo'
  | 'pagesCheckPersonnel/pagesBasic/detail/detail'
  | 'pagesCheckPersonnel/pagesRiskInfo/riskInfo/riskInfo'
  | 'pagesCheckPersonnel/pagesRiskScan/scanInfo/scanInfo'
  | 'pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore'
  | 'pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage'
  | 'pagesCheckPersonnel/propertyClue/propertyClue'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/keyPerson/keyPerson'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseName/enterpriseName'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/address/address'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseType/enterpriseType'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/actualController/actualController'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/investment/investment'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentReduction/investmentReduction'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentWithdrawal/investmentWithdrawal'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/legalPerson/legalPerson'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/businessScope/businessScope'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/shareholder/shareholder'
  | 'pagesCheckPersonnel/pagesRiskScan/changeDetail/businessStatus/businessStatus'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/dishonestExecutor/dishonestExecutor'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/restrictHighConsumption/restrictHighConsumption'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/executor/executor'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/finalCase/finalCase'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/equityFreeze/equityFreeze'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/judicialAuction/judicialAuction'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/judicialCase/judicialCase'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/seriousIllegality/seriousIllegality'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/businessAnomaly/businessAnomaly'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/administrativePenalty/administrativePenalty'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/taxViolation/taxViolation'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/taxArrears/taxArrears'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/simpleCancellation/simpleCancellation'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/chattelMortgage/chattelMortgage'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/equityPledge/equityPledge'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/equityFinancing/equityFinancing'
  | 'pagesCheckPersonnel/pagesRiskScan/changeList/bankruptcyReorganization/bankruptcyReorganization'
  | 'pagesUser/memberCenter/memberCenter'
  | 'pagesUser/memberBenefit/memberBenefit'
  | 'pagesUser/myOrder/myOrder/myOrder'
  | 'pagesUser/myOrder/invoicing/invoicing'
  | 'pagesUser/myOrder/fillInfo/fillInfo'
  | 'pagesUser/myOrder/confirmInfo/confirmInfo'
  | 'pagesUser/invoiceHead/invoiceHead/invoiceHead'
  | 'pagesUser/invoiceHead/invoiceAdd/invoiceAdd'
  | 'pagesUser/myDownload/myDownload/myDownload'
  | 'pagesUser/myDownload/frequency/frequency'
  | 'pagesDetail/exportData/exportData'
  | 'pagesDetail/exportPhoneData/exportPhoneData'
  | 'pagesDetail/exportPhoneData/pay'
  | 'pagesDetail/exportDataDetail/exportDataDetail'
  | 'pagesUser/coupon/coupon'
  | 'pagesUser/userInfo/userInfo'
  | 'pagesUser/userInfoEdit/userInfoEdit'
  | 'pagesUser/nicknameSet/nicknameSet'
  | 'pagesUser/myFooter/myFooter'
  | 'pagesUser/setting/setting'
  | 'pagesUser/personalitySet/personalitySet'
  | 'pagesUser/about/about'
  | 'pagesUser/about/licences'
  | 'pagesUser/updateDescription/updateDescription'
  | 'pagesUser/contactUs/contactUs'
  | 'pagesUser/richTextView/richTextView'
  | 'pagesUser/noNetwork/noNetwork'
  | 'pagesUser/netError/netError'
  | 'pagesUser/myCollect/myCollect'
  | 'pagesUser/attention/attention'
  | 'pagesUser/subscribe/subscribe'
  | 'pagesUser/mySubscribe/mySubscribe'
  | 'pagesUser/privacyManage/privacyManage/privacyManage'
  | 'pagesUser/privacyManage/privacyPower/privacyPower'
  | 'pagesUser/privacyManage/privacyPolicy/privacyPolicy'
  | 'pagesUser/dataSharing/dataSharing'
  | 'pagesUser/userCollect/userCollect'
  | 'pagesUser/userCollect/basicInfo/basicInfo'
  | 'pagesUser/userCollect/identityInfo/identityInfo'
  | 'pagesUser/userCollect/operateInfo/operateInfo'
  | 'pagesUser/userCollect/deviceInfo/deviceInfo'
  | 'pagesUser/accountCancel/accountCancelTip/accountCancelTip'
  | 'pagesUser/accountCancel/accountCancel/accountCancel'
  | 'pagesUser/cardHolder/list/list'
  | 'pagesUser/cardHolder/cardAdd/cardAdd'
  | 'pagesUser/cardHolder/cardEdit/cardEdit'
  | 'pagesUser/cardHolder/cardDetails/cardDetails'
  | 'pagesUser/cardHolder/cardSuc/cardSuc'
  | 'pagesUser/cardHolder/myCardAdd/myCardAdd'
  | 'pagesUser/cardHolder/myCardEdit/myCardEdit'
  | 'pagesUser/cardHolder/cardShared/cardShared'
  | 'pagesUser/feedback/feedback/feedback'
  | 'pagesUser/feedback/submitFree/submitFree'
  | 'pagesUser/feedback/dataRelated/dataRelated'
  | 'pagesUser/feedback/dysfunction/dysfunction'
  | 'pagesUser/feedback/myFeedback/myFeedback'
  | 'pagesUser/publicize/publicize'
  | 'pagesUser/publicize/publicizeRecord'
  | 'pagesUser/publicize/rewardRecord'
  | 'pagesUser/publicize/detailed'
  | 'pagesUser/publicize/flow'
  | 'pagesUser/publicize/organizationManage/organizationManage'
  | 'pagesUser/publicize/joinOrganization/joinOrganization'
  | 'pagesUser/publicize/organizationDetail/organizationDetail'
  | 'pagesUser/feedback/feedbackDetails/feedbackDetails'
  | 'pagesUser/feedback/feedbackSuc/feedbackSuc'
  | 'pagesUser/connections/radar/radar'
  | 'pagesUser/connections/bossDetails/bossDetails'
  | 'pagesUser/connections/contactsDetails/contactsDetails'
  | 'pagesUser/connections/contactsAdd/contactsAdd'
  | 'pagesUser/connections/contactsedit/contactsedit'
  | 'pagesUser/connections/enterpriseAdd/enterpriseAdd'
  | 'pagesIndex/entry/entry'
  | 'pagesScenario/newlyEnterprise/regionSelection'
  | 'pagesScenario/newlyEnterprise/citySelection'
  | 'pagesScenario/newlyEnterprise/cityNewlyList'
  | 'pagesScenario/vicinityEnterprise/vicinityEnterprise'
  | 'pagesScenario/vicinityEnterprise/vicinityEnterpriseApp'
  | 'pagesScenario/vicinityEnterprise/search'
  | 'pagesScenario/propertyClues/home/index'
  | 'pagesScenario/propertyClues/home/search'
  | 'pagesScenario/propertyClues/home/result'
  | 'pagesScenario/propertyClues/mine/index'
  | 'pagesScenario/propertyClues/mine/collect'
  | 'pagesScenario/propertyClues/mine/setting'
  | 'pagesScenario/propertyClues/monitorlist/index'
  | 'pagesScenario/propertyClues/monitorlist/addMonitor'
  | 'pagesScenario/propertyClues/monitorlist/addPropertyRelate'
  | 'pagesScenario/propertyClues/clueMonitor/index'
  | 'pagesScenario/findPhone/findPhone'
  | 'pagesScenario/findPhone/query'
  | 'pagesJudicial/dishonestDebtor/dishonestDebtor'
  | 'pagesJudicial/dishonestDebtor/query'
  | 'pagesJudicial/dishonestDebtor/results'
  | 'pagesJudicial/dishonestDebtor/detail'
  | 'pagesJudicial/executedPerson/executedPerson'
  | 'pagesJudicial/executedPerson/query'
  | 'pagesJudicial/judicialData/index'
  | 'pagesJudicial/judicialData/search'
  | 'pagesJudicial/judicialData/list/index'
  | 'pagesJudicial/judicialData/mine/index'
  | 'pagesJudicial/judicialData/mine/pushSet'
  | 'pagesJudicial/judicialData/mine/monitorRules'
  | 'pagesJudicial/judicialData/mine/bindwx'
  | 'pagesJudicial/judicialData/monitor/index'
  | 'pagesJudicial/creditDigData/index'
  | 'pagesJudicial/creditDigData/search'
  | 'pagesJudicial/creditDigData/list/list'
  | 'enterpriseGroup/enterpriseGroup/enterpriseGroup'
  | 'enterpriseGroup/enterpriseGroup/groupInfo'
  | 'enterpriseGroup/enterpriseGroup/propertyClues'
  | 'enterpriseGroup/enterpriseGroup/productServices'
  | 'enterpriseGroup/pageScan/scan/scan'
  | 'enterpriseGroup/judicialCases/judicialCases'
  | 'enterpriseGroup/judicialCases/legalcommonTab'
  | 'enterpriseGroup/baseInfo/branch'
  | 'enterpriseGroup/baseInfo/overseaInveste'
  | 'enterpriseGroup/baseInfo/memberEnterprise'
  | 'enterpriseGroup/baseInfo/investor'
  | 'enterpriseGroup/baseInfo/groupPerson'

/** One builder per page: `to.<name>(params)` gives its link, the parameters URI-encoded. */
export interface Links {
  /** 云企查 — pages/index/index */
  home: () => PageUrl<'pages/index/index'>
  /** 动态 — pages/trends/trends */
  trends: () => PageUrl<'pages/trends/trends'>
  /** 我的 — pages/mine/mine */
  mine: () => PageUrl<'pages/mine/mine'>
  /** 发现 — pages/find/find */
  discover: () => PageUrl<'pages/find/find'>
  /** 搜索 — pagesIndex/search/search */
  search: (p?: { keyword?: Param; type?: Param }) => PageUrl<'pagesIndex/search/search'>
  /** 搜索详情 — pagesIndex/detail/detail */
  searchDetail: (p: { keyword: Param; pid?: Param }) => PageUrl<'pagesIndex/detail/detail'>
  /** 全部服务 — pagesIndex/allServe/allServe */
  allServices: () => PageUrl<'pagesIndex/allServe/allServe'>
  /** 企业地址 — pagesIndex/address/address */
  companyAddress: (p: { pid: Param }) => PageUrl<'pagesIndex/address/address'>
  /** 高级搜索 — pagesFilter/filter/filter */
  advancedSearch: () => PageUrl<'pagesFilter/filter/filter'>
  /** 机关单位 — pagesFilter/governmentUnit/governmentUnit */
  governmentUnit: (p?: { id?: Param; keyword?: Param; category?: Param }) => PageUrl<'pagesFilter/governmentUnit/governmentUnit'>
  /** 高级搜索订阅 — pagesFilter/subscribe/subscribe */
  filterSubscriptions: () => PageUrl<'pagesFilter/subscribe/subscribe'>
  /** 查关系 — pagesFilter/relation/relation */
  relation: (p?: { fromType?: Param; fromId?: Param; fromName?: Param }) => PageUrl<'pagesFilter/relation/relation'>
  /** 企业图谱 — pagesFilter/charts/index */
  enterpriseGraph: (p: { pid: Param }) => PageUrl<'pagesFilter/charts/index'>
  /** 人员图谱 — pagesFilter/charts/userCharts */
  personGraph: (p: { personId: Param }) => PageUrl<'pagesFilter/charts/userCharts'>
  /** 长图预览 — pagesFilter/imgPreview/imgPreview */
  imgPreview: (p: { key: Param }) => PageUrl<'pagesFilter/imgPreview/imgPreview'>
  /** 筛选结果 — pagesFilter/filterpage/filterpage */
  filterResults: (p?: { keyword?: Param; regionCode?: Param; industry?: Param; capitalMin?: Param; capitalMax?: Param; estStart?: Param; estEnd?: Param; status?: Param; companyType?: Param; summary?: Param }) => PageUrl<'pagesFilter/filterpage/filterpage'>
  /** 企业详情 — pagesFilter/detail/detail */
  companyProfile: (p: { pid: Param }) => PageUrl<'pagesFilter/detail/detail'>
  /** 人员详情 — pagesCheckPersonnel/pagesDetail/detail/detail */
  personProfile: (p: { personId: Param }) => PageUrl<'pagesCheckPersonnel/pagesDetail/detail/detail'>
  /** 人员详情 — pagesCheckPersonnel/pagesDetail/detailEmpty */
  personByName: (p: { personName: Param }) => PageUrl<'pagesCheckPersonnel/pagesDetail/detailEmpty'>
  /** 手机号登录 — pagesLogin/phoneLogin/phoneLogin */
  phoneLogin: (p?: { redirect?: Param }) => PageUrl<'pagesLogin/phoneLogin/phoneLogin'>
  /** 输入验证码 — pagesLogin/code/code */
  smsCode: (p: { phone: Param; redirect?: Param; interval?: Param }) => PageUrl<'pagesLogin/code/code'>
  /** 密码登录 — pagesLogin/pwdLogin/pwdLogin */
  passwordLogin: (p?: { redirect?: Param; phone?: Param }) => PageUrl<'pagesLogin/pwdLogin/pwdLogin'>
  /** 用户协议 — pagesLogin/userAgreement/userAgreement */
  userAgreement: () => PageUrl<'pagesLogin/userAgreement/userAgreement'>
  /** 隐私政策 — pagesLogin/privacyAgreement/privacyAgreement */
  privacyPolicy: () => PageUrl<'pagesLogin/privacyAgreement/privacyAgreement'>
  /** 领扬登录 — pages/fromLing/fromLing */
  partnerEntry: (p: { ticket: Param }) => PageUrl<'pages/fromLing/fromLing'>
  /** 扫码登录 — pagesLogin/scan/scan */
  scanLogin: (p?: { ticket?: Param }) => PageUrl<'pagesLogin/scan/scan'>
  /** 找回密码 — pagesLogin/forget/forget */
  forgotPassword: (p?: { redirect?: Param; phone?: Param }) => PageUrl<'pagesLogin/forget/forget'>
  /** 设置新密码 — pagesLogin/resetting/resetting */
  newPassword: (p: { phone: Param; ticket: Param; redirect?: Param }) => PageUrl<'pagesLogin/resetting/resetting'>
  /** 绑定手机号 — pagesLogin/bindPhone/bindPhone */
  bindPhone: (p?: { redirect?: Param }) => PageUrl<'pagesLogin/bindPhone/bindPhone'>
  /** 账号设置 — pagesUser/accountSet/accountSet */
  accountSettings: () => PageUrl<'pagesUser/accountSet/accountSet'>
  /** 修改密码 — pagesUser/resetPassword/resetPassword */
  changePassword: () => PageUrl<'pagesUser/resetPassword/resetPassword'>
  /** 填写邀请码 — pagesUser/publicize/invitationCode */
  invitationCode: (p?: { type?: Param; code?: Param }) => PageUrl<'pagesUser/publicize/invitationCode'>
  /** 法律诉讼 — pagesLaw/lawIndex/lawIndex */
  lawIndex: (p: { pid: Param }) => PageUrl<'pagesLaw/lawIndex/lawIndex'>
  /** 司法案件 — pagesLaw/allCase/allCase */
  allCases: (p: { pid: Param }) => PageUrl<'pagesLaw/allCase/allCase'>
  /** 案件详情 — pagesLaw/caseDetail/caseDetail */
  caseDetail: (p?: { referenceNo?: Param; associatedNo?: Param; id?: Param; pid?: Param }) => PageUrl<'pagesLaw/caseDetail/caseDetail'>
  /** 案件关系图 — pagesLaw/relationshipDetail/relationshipDetail */
  caseRelations: (p: { referenceNo: Param }) => PageUrl<'pagesLaw/relationshipDetail/relationshipDetail'>
  /** 工商信息 — pagesBasic/basicInfo/basicInfo */
  companyBasicInfo: (p: { pid: Param }) => PageUrl<'pagesBasic/basicInfo/basicInfo'>
  /** 参保人数 — pagesBasic/insured/insured */
  insured: (p?: { pid?: Param; id?: Param }) => PageUrl<'pagesBasic/insured/insured'>
  /** 股权穿透 — pagesBasic/equityChain/equityChain */
  equityChain: (p: { pid: Param }) => PageUrl<'pagesBasic/equityChain/equityChain'>
  /** 对外投资图 — pagesBasic/inverChain/inverChain */
  investmentChain: (p: { pid: Param }) => PageUrl<'pagesBasic/inverChain/inverChain'>
  /** 共同股东 — pagesBasic/joinShareHoldInfo/joinShareHoldInfo */
  sharedShareholders: (p: { pid: Param }) => PageUrl<'pagesBasic/joinShareHoldInfo/joinShareHoldInfo'>
  /** 共同股东对比 — pagesBasic/joinShareholderInfo/joinShareholderInfo */
  sharedShareholdersWith: (p: { pid: Param; otherPid?: Param }) => PageUrl<'pagesBasic/joinShareholderInfo/joinShareholderInfo'>
  /** 查询 — pagesQuery/queryList/queryList */
  query: () => PageUrl<'pagesQuery/queryList/queryList'>
  /** 搜索订阅 — pagesQuery/subscribe/subscribe */
  querySubscriptions: () => PageUrl<'pagesQuery/subscribe/subscribe'>
  /** 著作权查询 — pagesQuery/copyright/copyrightSearch */
  copyrightSearch: (p?: { type?: Param; keyword?: Param }) => PageUrl<'pagesQuery/copyright/copyrightSearch'>
  /** 著作权 — pagesQuery/copyright/copyrightList */
  copyrightList: (p: { pid: Param; type?: Param }) => PageUrl<'pagesQuery/copyright/copyrightList'>
  /** 软件著作权详情 — pagesQuery/copyright/rjCopyright */
  softwareCopyrightDetail: (p: { id: Param }) => PageUrl<'pagesQuery/copyright/rjCopyright'>
  /** 作品著作权详情 — pagesQuery/copyright/zpCopyright */
  workCopyrightDetail: (p: { id: Param }) => PageUrl<'pagesQuery/copyright/zpCopyright'>
  /** 浏览足迹 — pagesQuery/browseHistor/browseHistor */
  browseHistory: () => PageUrl<'pagesQuery/browseHistor/browseHistor'>
  /** 企业背调报告 — pagesDevelop/bgCheck/bgCheck */
  backgroundReport: (p: { pid: Param }) => PageUrl<'pagesDevelop/bgCheck/bgCheck'>
  /** 数据趋势 — pagesDetail/chartDetail/chartDetail */
  dimensionTrend: (p: { pid: Param; dimension: Param }) => PageUrl<'pagesDetail/chartDetail/chartDetail'>
  /** 项目详情 — pagesDetail/projectDetail/projectDetail */
  projectDetail: (p?: { projectId?: Param; id?: Param }) => PageUrl<'pagesDetail/projectDetail/projectDetail'>
  /** 失信被执行人 — pagesLaw/dishonestExecutor/dishonestExecutor */
  dishonestExecutor: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/dishonestExecutor/dishonestExecutor'>
  /** 被执行人 — pagesLaw/executor/executor */
  executor: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/executor/executor'>
  /** 限制高消费 — pagesLaw/restrictHighconsumption/restrictHighconsumption */
  restrictHighconsumption: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param; isCompany?: Param }) => PageUrl<'pagesLaw/restrictHighconsumption/restrictHighconsumption'>
  /** 终本案件 — pagesLaw/finalCase/finalCase */
  finalCase: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/finalCase/finalCase'>
  /** 股权冻结 — pagesLaw/equityfreeze/equityfreeze */
  equityfreeze: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/equityfreeze/equityfreeze'>
  /** 司法拍卖 — pagesLaw/judicialAuction/judicialAuction */
  judicialAuction: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/judicialAuction/judicialAuction'>
  /** 立案信息 — pagesLaw/filingInformation/filingInformation */
  filingInformation: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/filingInformation/filingInformation'>
  /** 开庭公告 — pagesLaw/opencourt/opencourt */
  opencourt: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/opencourt/opencourt'>
  /** 法院公告 — pagesLaw/courtAnnouncement/courtAnnouncement */
  courtAnnouncement: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/courtAnnouncement/courtAnnouncement'>
  /** 送达公告 — pagesLaw/deliveryAnnouncement/deliveryAnnouncement */
  deliveryAnnouncement: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/deliveryAnnouncement/deliveryAnnouncement'>
  /** 裁判文书 — pagesLaw/judgmentDocuments/judgmentDocuments */
  judgmentDocuments: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesLaw/judgmentDocuments/judgmentDocuments'>
  /** 经营风险 — pagesOperate/operateRisk/operateRisk */
  operateRisk: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/operateRisk/operateRisk'>
  /** 违约记录 — pagesOperate/defaultCase/defaultCase */
  defaultCase: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/defaultCase/defaultCase'>
  /** 疑似违约 — pagesOperate/suspectedDefault/suspectedDefault */
  suspectedDefault: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/suspectedDefault/suspectedDefault'>
  /** 合同违约 — pagesOperate/contractDefault/contractDefault */
  contractDefault: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/contractDefault/contractDefault'>
  /** 违约详情 — pagesOperate/disputeDetails/disputeDetails */
  disputeDetails: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesOperate/disputeDetails/disputeDetails'>
  /** 起诉他人 — pagesOperate/sueOther/sueOther */
  sueOther: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/sueOther/sueOther'>
  /** 起诉他人详情 — pagesOperate/sueOtherInfo/sueOtherInfo */
  sueOtherInfo: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesOperate/sueOtherInfo/sueOtherInfo'>
  /** 被他人起诉 — pagesOperate/quiltSueOther/quiltSueOther */
  quiltSueOther: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/quiltSueOther/quiltSueOther'>
  /** 被他人起诉详情 — pagesOperate/quiltSueOtherInfo/quiltSueOtherInfo */
  quiltSueOtherInfo: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesOperate/quiltSueOtherInfo/quiltSueOtherInfo'>
  /** 合作伙伴 — pagesOperate/partner/partner */
  partner: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/partner/partner'>
  /** 合作伙伴详情 — pagesOperate/partnerDetails/partnerDetails */
  partnerDetails: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesOperate/partnerDetails/partnerDetails'>
  /** 供应商 — pagesOperate/cooperate/supplier */
  supplier: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/cooperate/supplier'>
  /** 历史供应商 — pagesOperate/cooperate/quitSupplier */
  quitSupplier: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/cooperate/quitSupplier'>
  /** 客户 — pagesOperate/cooperate/custom */
  customer: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/cooperate/custom'>
  /** 历史客户 — pagesOperate/cooperate/quitCustom */
  quitCustomer: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/cooperate/quitCustom'>
  /** 合作详情 — pagesOperate/cooperate/cooperateDetails */
  cooperateDetails: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesOperate/cooperate/cooperateDetails'>
  /** 行政处罚 — pagesOperate/punishDetails/punishDetails */
  punishDetails: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/punishDetails/punishDetails'>
  /** 税收违法 — pagesOperate/taxationDetails/taxationDetails */
  taxationDetails: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/taxationDetails/taxationDetails'>
  /** 欠税公告 — pagesOperate/taxArrearsDetilas/taxArrearsDetilas */
  taxArrearsDetilas: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/taxArrearsDetilas/taxArrearsDetilas'>
  /** 动产抵押 — pagesOperate/movablesDetails/movablesDetails */
  movablesDetails: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/movablesDetails/movablesDetails'>
  /** 股权出质详情 — pagesOperate/stockDetails/stockDetails */
  stockDetails: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesOperate/stockDetails/stockDetails'>
  /** 简易注销 — pagesOperate/simpleDetails/simpleDetails */
  simpleDetails: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesOperate/simpleDetails/simpleDetails'>
  /** 严重违法 — pagesScan/past/seriousLllegality */
  pastSeriousIllegality: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesScan/past/seriousLllegality'>
  /** 经营异常 — pagesScan/past/businessAnomaly */
  pastBusinessAnomaly: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesScan/past/businessAnomaly'>
  /** 招聘 — pagesBasic/recruititDetail/recruititDetail */
  recruititDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBasic/recruititDetail/recruititDetail'>
  /** 移动应用 — pagesIntelle/eltappsd/eltappsd */
  eltappsd: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/eltappsd/eltappsd'>
  /** 小程序 — pagesIntelle/applist/applist */
  applist: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/applist/applist'>
  /** 应用详情 — pagesIntelle/appput/details */
  appDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesIntelle/appput/details'>
  /** 专利 — pagesIntelle/apppatent/apppatent */
  apppatent: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/apppatent/apppatent'>
  /** 专利详情 — pagesIntelle/patentdetail/detail */
  patentDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesIntelle/patentdetail/detail'>
  /** 专利详情 — pagesIntelle/apppatentdetail/apppatentdetail */
  apppatentdetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesIntelle/apppatentdetail/apppatentdetail'>
  /** 商标 — pagesIntelle/appmessa/appmessa */
  appmessa: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/appmessa/appmessa'>
  /** 商标详情 — pagesIntelle/appbrand/detail */
  trademarkDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesIntelle/appbrand/detail'>
  /** 商标详情 — pagesIntelle/appmessagedetail/appmessagedetail */
  appmessagedetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesIntelle/appmessagedetail/appmessagedetail'>
  /** 微博 — pagesIntelle/wblog/wblog */
  wblog: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/wblog/wblog'>
  /** 公众号 — pagesIntelle/wechatAccount/wechatAccount */
  wechatAccount: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/wechatAccount/wechatAccount'>
  /** 软件著作权 — pagesIntelle/rjCopyright/rjCopyright */
  rjCopyright: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/rjCopyright/rjCopyright'>
  /** 作品著作权 — pagesIntelle/zpCopyright/zpCopyright */
  zpCopyright: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/zpCopyright/zpCopyright'>
  /** 网站备案 — pagesIntelle/fileview/fileview */
  fileview: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesIntelle/fileview/fileview'>
  /** 进出口信用 — pagesBussiness/bussinessInfo/bussinessInfo */
  bussinessInfo: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/bussinessInfo/bussinessInfo'>
  /** 债券信息 — pagesBussiness/bondInfo/bondInfo */
  bondInfo: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/bondInfo/bondInfo'>
  /** 竞品信息 — pagesBussiness/competitor/competitor */
  competitor: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/competitor/competitor'>
  /** 行政许可 — pagesBussiness/administratelicense/administratelicense */
  administratelicense: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/administratelicense/administratelicense'>
  /** 电信许可 — pagesBussiness/telLicense/telLicense */
  telLicense: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/telLicense/telLicense'>
  /** 抽查检查 — pagesBussiness/spotCheck/spotCheck */
  spotCheck: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/spotCheck/spotCheck'>
  /** 资质证书 — pagesBussiness/qualificateCertificate/qualificateCertificate */
  qualificateCertificate: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/qualificateCertificate/qualificateCertificate'>
  /** 招投标 — pagesBussiness/tenderBidd/tenderBidd */
  tenderBidd: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/tenderBidd/tenderBidd'>
  /** 采购信息 — pagesBussiness/allProcure/allProcure */
  allProcure: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/allProcure/allProcure'>
  /** 交易信息 — pagesBussiness/allTransaction/allTransaction */
  allTransaction: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesBussiness/allTransaction/allTransaction'>
  /** 企业发展 — pagesDevelop/developInfo/developInfo */
  developInfo: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDevelop/developInfo/developInfo'>
  /** 融资与业务详情 — pagesDevelop/business/detail */
  developDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesDevelop/business/detail'>
  /** 新闻舆情 — pagesDevelop/news/news */
  news: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDevelop/news/news'>
  /** 上榜榜单 — pagesDevelop/billboard/billboard */
  billboard: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDevelop/billboard/billboard'>
  /** 网络推广 — pagesNewDimension/onlinePromotion/onlinePromotion */
  onlinePromotion: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/onlinePromotion/onlinePromotion'>
  /** 创始团队 — pagesNewDimension/foundTeam/foundTeam */
  foundTeam: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/foundTeam/foundTeam'>
  /** 网店信息 — pagesNewDimension/OnlineStoreInfor/OnlineStoreInfor */
  onlineStoreInfor: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/OnlineStoreInfor/OnlineStoreInfor'>
  /** 网店详情 — pagesNewDimension/OnlineStoreInfor/detail */
  onlineStoreDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/OnlineStoreInfor/detail'>
  /** 展会信息 — pagesNewDimension/exhibitionInfo/exhibitionInfo */
  exhibitionInfo: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/exhibitionInfo/exhibitionInfo'>
  /** 参展详情 — pagesNewDimension/exhibitionInfo/qyDetail */
  exhibitorDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/exhibitionInfo/qyDetail'>
  /** 展会详情 — pagesNewDimension/exhibitionInfo/exhibitionDetail */
  exhibitionDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/exhibitionInfo/exhibitionDetail'>
  /** 破产重整 — pagesNewDimension/bankReorganization/bankReorganization */
  bankReorganization: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/bankReorganization/bankReorganization'>
  /** 破产重整详情 — pagesNewDimension/bankReorganization/detail */
  bankReorganizationDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/bankReorganization/detail'>
  /** 劳动仲裁 — pagesNewDimension/laborArbitration/laborArbitration */
  laborArbitration: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/laborArbitration/laborArbitration'>
  /** 股权出质 — pagesNewDimension/equityPledge/equityPledge */
  equityPledge: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/equityPledge/equityPledge'>
  /** 股权出质详情 — pagesNewDimension/equityPledge/detail */
  equityPledgeDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/equityPledge/detail'>
  /** 土地信息 — pagesNewDimension/landInformation/landInformation */
  landInformation: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/landInformation/landInformation'>
  /** 土地详情 — pagesNewDimension/landInformation/detail */
  landDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/landInformation/detail'>
  /** 门店信息 — pagesNewDimension/storeInformation/storeInformation */
  storeInformation: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/storeInformation/storeInformation'>
  /** 门店详情 — pagesNewDimension/storeInformation/detail */
  storeDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/storeInformation/detail'>
  /** 建筑资质 — pagesNewDimension/buildInfor/buildInfor */
  buildInfor: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/buildInfor/buildInfor'>
  /** 建筑资质详情 — pagesNewDimension/buildInfor/detail */
  buildInforDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/buildInfor/detail'>
  /** 建筑诚信 — pagesNewDimension/buildCredit/buildCredit */
  buildCredit: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/buildCredit/buildCredit'>
  /** 企业员工 — pagesNewDimension/employees/employeeAll */
  employees: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/employees/employeeAll'>
  /** 员工证书详情 — pagesNewDimension/employees/detail */
  employeeDetail: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesNewDimension/employees/detail'>
  /** 人员证书 — pagesNewDimension/employees/personInfo */
  personCertificates: (p?: { pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesNewDimension/employees/personInfo'>
  /** 财产线索 — pagesClues/propertyClue/propertyClue */
  propertyClue: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesClues/propertyClue/propertyClue'>
  /** 股东变更 — pagesClues/shareholderChange/shareholderChange */
  shareholderChange: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesClues/shareholderChange/shareholderChange'>
  /** 股权变动 — pagesClues/shareChange/shareChange */
  shareChange: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesClues/shareChange/shareChange'>
  /** 注册资本变更 — pagesClues/capitalChange/capitalChange */
  capitalChange: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesClues/capitalChange/capitalChange'>
  /** 经营状态变更 — pagesClues/businessStatusChange/businessStatusChange */
  businessStatusChange: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesClues/businessStatusChange/businessStatusChange'>
  /** 可申领补贴 — pagesDetail/claimableSubsidy/claimableSubsidy */
  claimableSubsidy: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDetail/claimableSubsidy/claimableSubsidy'>
  /** 已获补贴 — pagesDetail/obtainedSubsidy/obtainedSubsidy */
  obtainedSubsidy: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDetail/obtainedSubsidy/obtainedSubsidy'>
  /** 企业电话 — pagesDetail/morePhone/morePhone */
  morePhone: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDetail/morePhone/morePhone'>
  /** 疑似电话 — pagesDetail/suspectedPhone/suspectedPhone */
  suspectedPhone: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDetail/suspectedPhone/suspectedPhone'>
  /** 号码来源 — pagesDetail/sourcePhone/sourcePhone */
  sourcePhone: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param }) => PageUrl<'pagesDetail/sourcePhone/sourcePhone'>
  /** 企业邮箱 — pagesDetail/scourMailbox/scourMailbox */
  scourMailbox: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDetail/scourMailbox/scourMailbox'>
  /** 疑似邮箱 — pagesDetail/suspectedMailbox/suspectedMailbox */
  suspectedMailbox: (p?: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param }) => PageUrl<'pagesDetail/suspectedMailbox/suspectedMailbox'>
  /** 添加监控 — pagesTrends/addmonitor/addmonitor */
  addMonitor: (p?: { pid?: Param; personId?: Param; name?: Param }) => PageUrl<'pagesTrends/addmonitor/addmonitor'>
  /** 批量添加监控 — pagesTrends/addmonitorNew/addmonitorNew */
  addMonitors: () => PageUrl<'pagesTrends/addmonitorNew/addmonitorNew'>
  /** 动态详情 — pagesTrends/businessDetail/businessDetail */
  dynamicDetail: (p: { id: Param }) => PageUrl<'pagesTrends/businessDetail/businessDetail'>
  /** 分享动态 — pagesTrends/share/share */
  shareDynamic: (p: { id: Param }) => PageUrl<'pagesTrends/share/share'>
  /** 企业监控 — pagesMonitore/monitoreIndex/monitoreIndex */
  monitorHome: () => PageUrl<'pagesMonitore/monitoreIndex/monitoreIndex'>
  /** 添加监控 — pagesMonitore/monitoreAdd/monitoreAdd */
  monitorAdd: (p?: { pid?: Param; personId?: Param; name?: Param }) => PageUrl<'pagesMonitore/monitoreAdd/monitoreAdd'>
  /** 监控列表 — pagesMonitore/monitoreList/monitoreList */
  monitorList: (p?: { groupId?: Param }) => PageUrl<'pagesMonitore/monitoreList/monitoreList'>
  /** 监控详情 — pagesMonitore/monitoreDetail/monitoreDetail */
  monitorDetail: (p?: { id?: Param; kind?: Param; targetId?: Param }) => PageUrl<'pagesMonitore/monitoreDetail/monitoreDetail'>
  /** 监控分组 — pagesMonitore/monitoreGroup/monitoreGroup */
  monitorGroups: () => PageUrl<'pagesMonitore/monitoreGroup/monitoreGroup'>
  /** 监控设置 — pagesMonitore/seting/seting */
  monitorSettings: (p?: { id?: Param }) => PageUrl<'pagesMonitore/seting/seting'>
  /** 监控消息 — pagesMonitore/message/message */
  monitorMessages: () => PageUrl<'pagesMonitore/message/message'>
  /** 动态趋势 — pagesMonitore/messageTrend/messageTrend */
  messageTrend: () => PageUrl<'pagesMonitore/messageTrend/messageTrend'>
  /** 我的监控 — pagesMonitore/mine/mine */
  companyMonitors: () => PageUrl<'pagesMonitore/mine/mine'>
  /** 人员监控 — pagesMonitore/collect/collect */
  personMonitors: () => PageUrl<'pagesMonitore/collect/collect'>
  /** 分组动态 — pagesMonitore/trends/trends */
  groupTrends: (p: { groupId: Param; name?: Param }) => PageUrl<'pagesMonitore/trends/trends'>
  /** 监控维度设置 — pagesUser/monitorSet/monitorSet */
  monitorDefaults: () => PageUrl<'pagesUser/monitorSet/monitorSet'>
  /** 消息通知 — pagesUser/notify/notify */
  notifications: () => PageUrl<'pagesUser/notify/notify'>
  /** 推送设置 — pagesUser/notifySet/notifySet */
  pushSettings: () => PageUrl<'pagesUser/notifySet/notifySet'>
  /** 风险扫描 — pagesScan/scan/scan */
  riskScan: (p?: { pid?: Param }) => PageUrl<'pagesScan/scan/scan'>
  /** 风险项 — pagesScan/scanListMore/scanListMore */
  riskItems: (p?: { pid?: Param; personId?: Param; personName?: Param; group?: Param; level?: Param }) => PageUrl<'pagesScan/scanListMore/scanListMore'>
  /** 风险详情 — pagesScan/scanListPage/scanListPage */
  riskItemRecords: (p: { pid?: Param; personId?: Param; personName?: Param; key: Param }) => PageUrl<'pagesScan/scanListPage/scanListPage'>
  /** 全部风险 — pagesScan/whole/whole */
  allRisks: (p?: { pid?: Param; personId?: Param; personName?: Param; group?: Param; level?: Param }) => PageUrl<'pagesScan/whole/whole'>
  /** 历史股权冻结 — pagesScan/past/equityfreeze */
  pastEquityFreeze: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/past/equityfreeze'>
  /** 历史行政处罚 — pagesScan/past/administrativePenalty */
  pastAdministrativePenalty: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/past/administrativePenalty'>
  /** 自查风险 — pagesScan/oneself/person */
  ownRisk: () => PageUrl<'pagesScan/oneself/person'>
  /** 认领我的企业 — pagesScan/oneself/onselflist */
  claimCompany: () => PageUrl<'pagesScan/oneself/onselflist'>
  /** 主要人员变更 — pagesScan/changeDetail/keyPerson/keyPerson */
  changeDetailKeyPerson: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/keyPerson/keyPerson'>
  /** 企业名称变更 — pagesScan/changeDetail/enterpriseName/enterpriseName */
  changeDetailEnterpriseName: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/enterpriseName/enterpriseName'>
  /** 企业地址变更 — pagesScan/changeDetail/address/address */
  changeDetailAddress: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/address/address'>
  /** 企业类型变更 — pagesScan/changeDetail/enterpriseType/enterpriseType */
  changeDetailEnterpriseType: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/enterpriseType/enterpriseType'>
  /** 实际控制人变更 — pagesScan/changeDetail/actualController/actualController */
  changeDetailActualController: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/actualController/actualController'>
  /** 对外投资（新增投资） — pagesScan/changeDetail/investment/investment */
  changeDetailInvestment: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/investment/investment'>
  /** 对外投资（减少投资） — pagesScan/changeDetail/investmentReduction/investmentReduction */
  changeDetailInvestmentReduction: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/investmentReduction/investmentReduction'>
  /** 对外投资（退出投资） — pagesScan/changeDetail/investmentWithdrawal/investmentWithdrawal */
  changeDetailInvestmentWithdrawal: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/investmentWithdrawal/investmentWithdrawal'>
  /** 最终受益人变更 — pagesScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary */
  changeDetailUltimateBeneficiary: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary'>
  /** 法定代表人变更 — pagesScan/changeDetail/legalPerson/legalPerson */
  changeDetailLegalPerson: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/legalPerson/legalPerson'>
  /** 经营范围变更 — pagesScan/changeDetail/businessScope/businessScope */
  changeDetailBusinessScope: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/businessScope/businessScope'>
  /** 股东变更 — pagesScan/changeDetail/shareholder/shareholder */
  changeDetailShareholder: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/shareholder/shareholder'>
  /** 经营状态变更 — pagesScan/changeDetail/businessStatus/businessStatus */
  changeDetailBusinessStatus: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesScan/changeDetail/businessStatus/businessStatus'>
  /** 失信被执行人 — pagesScan/changeList/dishonestExecutor/dishonestExecutor */
  changeListDishonestExecutor: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/dishonestExecutor/dishonestExecutor'>
  /** 限制高消费 — pagesScan/changeList/restrictHighConsumption/restrictHighConsumption */
  changeListRestrictHighConsumption: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/restrictHighConsumption/restrictHighConsumption'>
  /** 被执行人 — pagesScan/changeList/executor/executor */
  changeListExecutor: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/executor/executor'>
  /** 终本案件 — pagesScan/changeList/finalCase/finalCase */
  changeListFinalCase: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/finalCase/finalCase'>
  /** 股权冻结 — pagesScan/changeList/equityFreeze/equityFreeze */
  changeListEquityFreeze: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/equityFreeze/equityFreeze'>
  /** 司法拍卖 — pagesScan/changeList/judicialAuction/judicialAuction */
  changeListJudicialAuction: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/judicialAuction/judicialAuction'>
  /** 司法案件 — pagesScan/changeList/judicialCase/judicialCase */
  changeListJudicialCase: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/judicialCase/judicialCase'>
  /** 严重违法 — pagesScan/changeList/seriousIllegality/seriousIllegality */
  changeListSeriousIllegality: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/seriousIllegality/seriousIllegality'>
  /** 经营异常 — pagesScan/changeList/businessAnomaly/businessAnomaly */
  changeListBusinessAnomaly: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/businessAnomaly/businessAnomaly'>
  /** 行政处罚 — pagesScan/changeList/administrativePenalty/administrativePenalty */
  changeListAdministrativePenalty: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/administrativePenalty/administrativePenalty'>
  /** 税收违法 — pagesScan/changeList/taxViolation/taxViolation */
  changeListTaxViolation: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/taxViolation/taxViolation'>
  /** 欠税公告 — pagesScan/changeList/taxArrears/taxArrears */
  changeListTaxArrears: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/taxArrears/taxArrears'>
  /** 简易注销公告 — pagesScan/changeList/simpleCancellation/simpleCancellation */
  changeListSimpleCancellation: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/simpleCancellation/simpleCancellation'>
  /** 动产抵押 — pagesScan/changeList/chattelMortgage/chattelMortgage */
  changeListChattelMortgage: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/chattelMortgage/chattelMortgage'>
  /** 股权出质 — pagesScan/changeList/equityPledge/equityPledge */
  changeListEquityPledge: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/equityPledge/equityPledge'>
  /** 股权融资 — pagesScan/changeList/equityFinancing/equityFinancing */
  changeListEquityFinancing: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/equityFinancing/equityFinancing'>
  /** 破产重整 — pagesScan/changeList/bankruptcyReorganization/bankruptcyReorganization */
  changeListBankruptcyReorganization: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesScan/changeList/bankruptcyReorganization/bankruptcyReorganization'>
  /** 人员风险扫描 — pagesCheckPersonnel/riskScan/index */
  personRiskScan: (p?: { personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/riskScan/index'>
  /** 商业履历 — pagesCheckPersonnel/resume/resume */
  resume: (p: { personId: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/resume/resume'>
  /** 任职分析 — pagesCheckPersonnel/resume/jobAnalysis */
  jobAnalysis: (p: { personId: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/resume/jobAnalysis'>
  /** 基本信息 — pagesCheckPersonnel/pagesBasic/basicInfo/basicInfo */
  personBasicInfo: (p: { personId: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesBasic/basicInfo/basicInfo'>
  /** 合作详情 — pagesCheckPersonnel/pagesBasic/detail/detail */
  personCooperation: (p: { personId: Param; otherPersonId: Param }) => PageUrl<'pagesCheckPersonnel/pagesBasic/detail/detail'>
  /** 风险信息 — pagesCheckPersonnel/pagesRiskInfo/riskInfo/riskInfo */
  personRiskInfo: (p: { personId: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskInfo/riskInfo/riskInfo'>
  /** 任职企业风险 — pagesCheckPersonnel/pagesRiskScan/scanInfo/scanInfo */
  personCompanyRisk: (p: { pid: Param; personId: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/scanInfo/scanInfo'>
  /** 风险项 — pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore */
  personRiskItems: (p?: { pid?: Param; personId?: Param; personName?: Param; group?: Param; level?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore'>
  /** 风险详情 — pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage */
  personRiskItemRecords: (p: { pid?: Param; personId?: Param; personName?: Param; key: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage'>
  /** 财产线索 — pagesCheckPersonnel/propertyClue/propertyClue */
  personPropertyClue: (p: { personId: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/propertyClue/propertyClue'>
  /** 主要人员变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/keyPerson/keyPerson */
  personChangeDetailKeyPerson: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/keyPerson/keyPerson'>
  /** 企业名称变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseName/enterpriseName */
  personChangeDetailEnterpriseName: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseName/enterpriseName'>
  /** 企业地址变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/address/address */
  personChangeDetailAddress: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/address/address'>
  /** 企业类型变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseType/enterpriseType */
  personChangeDetailEnterpriseType: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseType/enterpriseType'>
  /** 实际控制人变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/actualController/actualController */
  personChangeDetailActualController: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/actualController/actualController'>
  /** 对外投资（新增投资） — pagesCheckPersonnel/pagesRiskScan/changeDetail/investment/investment */
  personChangeDetailInvestment: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/investment/investment'>
  /** 对外投资（减少投资） — pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentReduction/investmentReduction */
  personChangeDetailInvestmentReduction: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentReduction/investmentReduction'>
  /** 对外投资（退出投资） — pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentWithdrawal/investmentWithdrawal */
  personChangeDetailInvestmentWithdrawal: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentWithdrawal/investmentWithdrawal'>
  /** 最终受益人变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary */
  personChangeDetailUltimateBeneficiary: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary'>
  /** 法定代表人变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/legalPerson/legalPerson */
  personChangeDetailLegalPerson: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/legalPerson/legalPerson'>
  /** 经营范围变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/businessScope/businessScope */
  personChangeDetailBusinessScope: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/businessScope/businessScope'>
  /** 股东变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/shareholder/shareholder */
  personChangeDetailShareholder: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/shareholder/shareholder'>
  /** 经营状态变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/businessStatus/businessStatus */
  personChangeDetailBusinessStatus: (p: { pid: Param; personId?: Param; personName?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeDetail/businessStatus/businessStatus'>
  /** 失信被执行人 — pagesCheckPersonnel/pagesRiskScan/changeList/dishonestExecutor/dishonestExecutor */
  personChangeListDishonestExecutor: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/dishonestExecutor/dishonestExecutor'>
  /** 限制高消费 — pagesCheckPersonnel/pagesRiskScan/changeList/restrictHighConsumption/restrictHighConsumption */
  personChangeListRestrictHighConsumption: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/restrictHighConsumption/restrictHighConsumption'>
  /** 被执行人 — pagesCheckPersonnel/pagesRiskScan/changeList/executor/executor */
  personChangeListExecutor: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/executor/executor'>
  /** 终本案件 — pagesCheckPersonnel/pagesRiskScan/changeList/finalCase/finalCase */
  personChangeListFinalCase: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/finalCase/finalCase'>
  /** 股权冻结 — pagesCheckPersonnel/pagesRiskScan/changeList/equityFreeze/equityFreeze */
  personChangeListEquityFreeze: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/equityFreeze/equityFreeze'>
  /** 司法拍卖 — pagesCheckPersonnel/pagesRiskScan/changeList/judicialAuction/judicialAuction */
  personChangeListJudicialAuction: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/judicialAuction/judicialAuction'>
  /** 司法案件 — pagesCheckPersonnel/pagesRiskScan/changeList/judicialCase/judicialCase */
  personChangeListJudicialCase: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/judicialCase/judicialCase'>
  /** 严重违法 — pagesCheckPersonnel/pagesRiskScan/changeList/seriousIllegality/seriousIllegality */
  personChangeListSeriousIllegality: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/seriousIllegality/seriousIllegality'>
  /** 经营异常 — pagesCheckPersonnel/pagesRiskScan/changeList/businessAnomaly/businessAnomaly */
  personChangeListBusinessAnomaly: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/businessAnomaly/businessAnomaly'>
  /** 行政处罚 — pagesCheckPersonnel/pagesRiskScan/changeList/administrativePenalty/administrativePenalty */
  personChangeListAdministrativePenalty: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/administrativePenalty/administrativePenalty'>
  /** 税收违法 — pagesCheckPersonnel/pagesRiskScan/changeList/taxViolation/taxViolation */
  personChangeListTaxViolation: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/taxViolation/taxViolation'>
  /** 欠税公告 — pagesCheckPersonnel/pagesRiskScan/changeList/taxArrears/taxArrears */
  personChangeListTaxArrears: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/taxArrears/taxArrears'>
  /** 简易注销公告 — pagesCheckPersonnel/pagesRiskScan/changeList/simpleCancellation/simpleCancellation */
  personChangeListSimpleCancellation: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/simpleCancellation/simpleCancellation'>
  /** 动产抵押 — pagesCheckPersonnel/pagesRiskScan/changeList/chattelMortgage/chattelMortgage */
  personChangeListChattelMortgage: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/chattelMortgage/chattelMortgage'>
  /** 股权出质 — pagesCheckPersonnel/pagesRiskScan/changeList/equityPledge/equityPledge */
  personChangeListEquityPledge: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/equityPledge/equityPledge'>
  /** 股权融资 — pagesCheckPersonnel/pagesRiskScan/changeList/equityFinancing/equityFinancing */
  personChangeListEquityFinancing: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/equityFinancing/equityFinancing'>
  /** 破产重整 — pagesCheckPersonnel/pagesRiskScan/changeList/bankruptcyReorganization/bankruptcyReorganization */
  personChangeListBankruptcyReorganization: (p?: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param }) => PageUrl<'pagesCheckPersonnel/pagesRiskScan/changeList/bankruptcyReorganization/bankruptcyReorganization'>
  /** 会员中心 — pagesUser/memberCenter/memberCenter */
  memberCenter: (p?: { level?: Param }) => PageUrl<'pagesUser/memberCenter/memberCenter'>
  /** 会员权益 — pagesUser/memberBenefit/memberBenefit */
  memberBenefit: (p: { key: Param; level?: Param }) => PageUrl<'pagesUser/memberBenefit/memberBenefit'>
  /** 我的订单 — pagesUser/myOrder/myOrder/myOrder */
  myOrders: (p?: { orderNo?: Param }) => PageUrl<'pagesUser/myOrder/myOrder/myOrder'>
  /** 开具发票 — pagesUser/myOrder/invoicing/invoicing */
  invoicing: () => PageUrl<'pagesUser/myOrder/invoicing/invoicing'>
  /** 填写开票信息 — pagesUser/myOrder/fillInfo/fillInfo */
  invoiceFill: (p: { orderNo: Param }) => PageUrl<'pagesUser/myOrder/fillInfo/fillInfo'>
  /** 确认开票信息 — pagesUser/myOrder/confirmInfo/confirmInfo */
  invoiceConfirm: (p: { orderNo: Param; headId: Param; email: Param }) => PageUrl<'pagesUser/myOrder/confirmInfo/confirmInfo'>
  /** 发票抬头 — pagesUser/invoiceHead/invoiceHead/invoiceHead */
  invoiceHeads: () => PageUrl<'pagesUser/invoiceHead/invoiceHead/invoiceHead'>
  /** 编辑发票抬头 — pagesUser/invoiceHead/invoiceAdd/invoiceAdd */
  invoiceHeadEdit: (p?: { id?: Param }) => PageUrl<'pagesUser/invoiceHead/invoiceAdd/invoiceAdd'>
  /** 我的下载 — pagesUser/myDownload/myDownload/myDownload */
  myDownloads: () => PageUrl<'pagesUser/myDownload/myDownload/myDownload'>
  /** 导出次数 — pagesUser/myDownload/frequency/frequency */
  exportFrequency: () => PageUrl<'pagesUser/myDownload/frequency/frequency'>
  /** 导出数据 — pagesDetail/exportData/exportData */
  exportData: (p: { kind: Param; title?: Param; keyword?: Param; regionCode?: Param; industry?: Param; capitalMin?: Param; capitalMax?: Param; estStart?: Param; estEnd?: Param; status?: Param; companyType?: Param; pid?: Param; dimension?: Param }) => PageUrl<'pagesDetail/exportData/exportData'>
  /** 导出企业电话 — pagesDetail/exportPhoneData/exportPhoneData */
  exportPhoneData: (p: { kind: Param; title?: Param; keyword?: Param; regionCode?: Param; industry?: Param; capitalMin?: Param; capitalMax?: Param; estStart?: Param; estEnd?: Param; status?: Param; companyType?: Param }) => PageUrl<'pagesDetail/exportPhoneData/exportPhoneData'>
  /** 确认支付 — pagesDetail/exportPhoneData/pay */
  exportPhonePay: (p: { kind: Param; title?: Param; keyword?: Param; regionCode?: Param; industry?: Param; capitalMin?: Param; capitalMax?: Param; estStart?: Param; estEnd?: Param; status?: Param; companyType?: Param; rows: Param; orderNo?: Param }) => PageUrl<'pagesDetail/exportPhoneData/pay'>
  /** 导出企业档案 — pagesDetail/exportDataDetail/exportDataDetail */
  exportProfile: (p: { pid: Param; name?: Param }) => PageUrl<'pagesDetail/exportDataDetail/exportDataDetail'>
  /** 优惠券 — pagesUser/coupon/coupon */
  coupons: () => PageUrl<'pagesUser/coupon/coupon'>
  /** 个人资料 — pagesUser/userInfo/userInfo */
  userInfo: () => PageUrl<'pagesUser/userInfo/userInfo'>
  /** 编辑资料 — pagesUser/userInfoEdit/userInfoEdit */
  userInfoEdit: () => PageUrl<'pagesUser/userInfoEdit/userInfoEdit'>
  /** 修改昵称 — pagesUser/nicknameSet/nicknameSet */
  nicknameSet: () => PageUrl<'pagesUser/nicknameSet/nicknameSet'>
  /** 浏览足迹 — pagesUser/myFooter/myFooter */
  myFootprints: () => PageUrl<'pagesUser/myFooter/myFooter'>
  /** 设置 — pagesUser/setting/setting */
  settings: () => PageUrl<'pagesUser/setting/setting'>
  /** 个性化推荐 — pagesUser/personalitySet/personalitySet */
  personalise: () => PageUrl<'pagesUser/personalitySet/personalitySet'>
  /** 关于我们 — pagesUser/about/about */
  aboutUs: () => PageUrl<'pagesUser/about/about'>
  /** 开源许可 — pagesUser/about/licences */
  openSourceLicences: () => PageUrl<'pagesUser/about/licences'>
  /** 版本说明 — pagesUser/updateDescription/updateDescription */
  releaseNotes: () => PageUrl<'pagesUser/updateDescription/updateDescription'>
  /** 联系我们 — pagesUser/contactUs/contactUs */
  contactUs: () => PageUrl<'pagesUser/contactUs/contactUs'>
  /** 详情 — pagesUser/richTextView/richTextView */
  richText: (p: { key: Param }) => PageUrl<'pagesUser/richTextView/richTextView'>
  /** 网络未连接 — pagesUser/noNetwork/noNetwork */
  noNetwork: () => PageUrl<'pagesUser/noNetwork/noNetwork'>
  /** 服务暂不可用 — pagesUser/netError/netError */
  netError: () => PageUrl<'pagesUser/netError/netError'>
  /** 我的收藏 — pagesUser/myCollect/myCollect */
  myCollect: () => PageUrl<'pagesUser/myCollect/myCollect'>
  /** 我的关注 — pagesUser/attention/attention */
  myAttention: () => PageUrl<'pagesUser/attention/attention'>
  /** 订阅消息 — pagesUser/subscribe/subscribe */
  subscribeNotices: () => PageUrl<'pagesUser/subscribe/subscribe'>
  /** 我的订阅 — pagesUser/mySubscribe/mySubscribe */
  mySubscriptions: () => PageUrl<'pagesUser/mySubscribe/mySubscribe'>
  /** 隐私管理 — pagesUser/privacyManage/privacyManage/privacyManage */
  privacyManage: () => PageUrl<'pagesUser/privacyManage/privacyManage/privacyManage'>
  /** 权限管理 — pagesUser/privacyManage/privacyPower/privacyPower */
  privacyPermissions: () => PageUrl<'pagesUser/privacyManage/privacyPower/privacyPower'>
  /** 隐私政策 — pagesUser/privacyManage/privacyPolicy/privacyPolicy */
  privacyPolicyContents: () => PageUrl<'pagesUser/privacyManage/privacyPolicy/privacyPolicy'>
  /** 第三方信息共享清单 — pagesUser/dataSharing/dataSharing */
  dataSharing: () => PageUrl<'pagesUser/dataSharing/dataSharing'>
  /** 个人信息收集清单 — pagesUser/userCollect/userCollect */
  userCollect: () => PageUrl<'pagesUser/userCollect/userCollect'>
  /** 基本信息 — pagesUser/userCollect/basicInfo/basicInfo */
  userCollectBasic: () => PageUrl<'pagesUser/userCollect/basicInfo/basicInfo'>
  /** 身份信息 — pagesUser/userCollect/identityInfo/identityInfo */
  userCollectIdentity: () => PageUrl<'pagesUser/userCollect/identityInfo/identityInfo'>
  /** 使用记录 — pagesUser/userCollect/operateInfo/operateInfo */
  userCollectOperate: () => PageUrl<'pagesUser/userCollect/operateInfo/operateInfo'>
  /** 设备信息 — pagesUser/userCollect/deviceInfo/deviceInfo */
  userCollectDevice: () => PageUrl<'pagesUser/userCollect/deviceInfo/deviceInfo'>
  /** 注销须知 — pagesUser/accountCancel/accountCancelTip/accountCancelTip */
  accountCancelTip: () => PageUrl<'pagesUser/accountCancel/accountCancelTip/accountCancelTip'>
  /** 注销账号 — pagesUser/accountCancel/accountCancel/accountCancel */
  accountCancel: (p?: { agreed?: Param }) => PageUrl<'pagesUser/accountCancel/accountCancel/accountCancel'>
  /** 名片夹 — pagesUser/cardHolder/list/list */
  cardHolder: () => PageUrl<'pagesUser/cardHolder/list/list'>
  /** 添加名片 — pagesUser/cardHolder/cardAdd/cardAdd */
  cardAdd: () => PageUrl<'pagesUser/cardHolder/cardAdd/cardAdd'>
  /** 编辑名片 — pagesUser/cardHolder/cardEdit/cardEdit */
  cardEdit: (p: { id: Param }) => PageUrl<'pagesUser/cardHolder/cardEdit/cardEdit'>
  /** 名片详情 — pagesUser/cardHolder/cardDetails/cardDetails */
  cardDetails: (p: { id: Param }) => PageUrl<'pagesUser/cardHolder/cardDetails/cardDetails'>
  /** 保存成功 — pagesUser/cardHolder/cardSuc/cardSuc */
  cardSuc: (p: { id: Param }) => PageUrl<'pagesUser/cardHolder/cardSuc/cardSuc'>
  /** 创建我的名片 — pagesUser/cardHolder/myCardAdd/myCardAdd */
  myCardAdd: () => PageUrl<'pagesUser/cardHolder/myCardAdd/myCardAdd'>
  /** 我的名片 — pagesUser/cardHolder/myCardEdit/myCardEdit */
  myCardEdit: () => PageUrl<'pagesUser/cardHolder/myCardEdit/myCardEdit'>
  /** 名片 — pagesUser/cardHolder/cardShared/cardShared */
  sharedCard: (p: { token: Param }) => PageUrl<'pagesUser/cardHolder/cardShared/cardShared'>
  /** 意见反馈 — pagesUser/feedback/feedback/feedback */
  feedback: () => PageUrl<'pagesUser/feedback/feedback/feedback'>
  /** 意见建议 — pagesUser/feedback/submitFree/submitFree */
  feedbackSuggestion: () => PageUrl<'pagesUser/feedback/submitFree/submitFree'>
  /** 数据纠错 — pagesUser/feedback/dataRelated/dataRelated */
  feedbackCorrection: (p?: { pid?: Param }) => PageUrl<'pagesUser/feedback/dataRelated/dataRelated'>
  /** 功能异常 — pagesUser/feedback/dysfunction/dysfunction */
  feedbackFault: () => PageUrl<'pagesUser/feedback/dysfunction/dysfunction'>
  /** 我的反馈 — pagesUser/feedback/myFeedback/myFeedback */
  myFeedback: () => PageUrl<'pagesUser/feedback/myFeedback/myFeedback'>
  /** 邀请好友 — pagesUser/publicize/publicize */
  invite: () => PageUrl<'pagesUser/publicize/publicize'>
  /** 邀请记录 — pagesUser/publicize/publicizeRecord */
  inviteRecords: () => PageUrl<'pagesUser/publicize/publicizeRecord'>
  /** 奖励记录 — pagesUser/publicize/rewardRecord */
  inviteRewards: () => PageUrl<'pagesUser/publicize/rewardRecord'>
  /** 奖励明细 — pagesUser/publicize/detailed */
  inviteReward: (p: { id: Param }) => PageUrl<'pagesUser/publicize/detailed'>
  /** 奖励流水 — pagesUser/publicize/flow */
  rewardFlow: () => PageUrl<'pagesUser/publicize/flow'>
  /** 我的组织 — pagesUser/publicize/organizationManage/organizationManage */
  organizations: () => PageUrl<'pagesUser/publicize/organizationManage/organizationManage'>
  /** 加入组织 — pagesUser/publicize/joinOrganization/joinOrganization */
  joinOrganization: () => PageUrl<'pagesUser/publicize/joinOrganization/joinOrganization'>
  /** 组织详情 — pagesUser/publicize/organizationDetail/organizationDetail */
  organizationDetail: (p: { id: Param }) => PageUrl<'pagesUser/publicize/organizationDetail/organizationDetail'>
  /** 反馈详情 — pagesUser/feedback/feedbackDetails/feedbackDetails */
  feedbackDetail: (p: { id: Param }) => PageUrl<'pagesUser/feedback/feedbackDetails/feedbackDetails'>
  /** 提交成功 — pagesUser/feedback/feedbackSuc/feedbackSuc */
  feedbackSuccess: (p?: { kind?: Param }) => PageUrl<'pagesUser/feedback/feedbackSuc/feedbackSuc'>
  /** 人脉雷达 — pagesUser/connections/radar/radar */
  connections: () => PageUrl<'pagesUser/connections/radar/radar'>
  /** 老板详情 — pagesUser/connections/bossDetails/bossDetails */
  bossDetails: (p: { personId: Param }) => PageUrl<'pagesUser/connections/bossDetails/bossDetails'>
  /** 联系人详情 — pagesUser/connections/contactsDetails/contactsDetails */
  contactsDetails: (p: { id: Param }) => PageUrl<'pagesUser/connections/contactsDetails/contactsDetails'>
  /** 新增联系人 — pagesUser/connections/contactsAdd/contactsAdd */
  contactsAdd: () => PageUrl<'pagesUser/connections/contactsAdd/contactsAdd'>
  /** 编辑联系人 — pagesUser/connections/contactsedit/contactsedit */
  contactsEdit: (p: { id: Param }) => PageUrl<'pagesUser/connections/contactsedit/contactsedit'>
  /** 添加企业 — pagesUser/connections/enterpriseAdd/enterpriseAdd */
  enterpriseAdd: () => PageUrl<'pagesUser/connections/enterpriseAdd/enterpriseAdd'>
  /** 云企查 — pagesIndex/entry/entry */
  entry: (p?: { q?: Param; scene?: Param }) => PageUrl<'pagesIndex/entry/entry'>
  /** 新增企业 — pagesScenario/newlyEnterprise/regionSelection */
  newCompanies: () => PageUrl<'pagesScenario/newlyEnterprise/regionSelection'>
  /** 选择城市 — pagesScenario/newlyEnterprise/citySelection */
  newCompaniesCities: (p: { provinceCode: Param }) => PageUrl<'pagesScenario/newlyEnterprise/citySelection'>
  /** 新增企业列表 — pagesScenario/newlyEnterprise/cityNewlyList */
  newCompaniesList: (p: { regionCode: Param; range?: Param }) => PageUrl<'pagesScenario/newlyEnterprise/cityNewlyList'>
  /** 附近企业 — pagesScenario/vicinityEnterprise/vicinityEnterprise */
  nearbyCompanies: (p?: { lng?: Param; lat?: Param; regionCode?: Param; pid?: Param; label?: Param; radius?: Param }) => PageUrl<'pagesScenario/vicinityEnterprise/vicinityEnterprise'>
  /** 附近企业地图 — pagesScenario/vicinityEnterprise/vicinityEnterpriseApp */
  nearbyMap: (p?: { lng?: Param; lat?: Param; regionCode?: Param; pid?: Param; label?: Param; radius?: Param; industry?: Param; status?: Param }) => PageUrl<'pagesScenario/vicinityEnterprise/vicinityEnterpriseApp'>
  /** 搜索附近企业 — pagesScenario/vicinityEnterprise/search */
  nearbySearch: (p?: { lng?: Param; lat?: Param; regionCode?: Param; pid?: Param; label?: Param; radius?: Param }) => PageUrl<'pagesScenario/vicinityEnterprise/search'>
  /** 财产线索 — pagesScenario/propertyClues/home/index */
  propertyClues: () => PageUrl<'pagesScenario/propertyClues/home/index'>
  /** 查财产线索 — pagesScenario/propertyClues/home/search */
  propertyCluesSearch: () => PageUrl<'pagesScenario/propertyClues/home/search'>
  /** 财产线索详情 — pagesScenario/propertyClues/home/result */
  propertyCluesResult: (p: { debtorKind: Param; debtorId: Param; kind?: Param }) => PageUrl<'pagesScenario/propertyClues/home/result'>
  /** 我的财产线索 — pagesScenario/propertyClues/mine/index */
  propertyCluesMine: () => PageUrl<'pagesScenario/propertyClues/mine/index'>
  /** 收藏的债务人 — pagesScenario/propertyClues/mine/collect */
  propertyCluesCollect: () => PageUrl<'pagesScenario/propertyClues/mine/collect'>
  /** 线索设置 — pagesScenario/propertyClues/mine/setting */
  propertyCluesSetting: () => PageUrl<'pagesScenario/propertyClues/mine/setting'>
  /** 监控的债务人 — pagesScenario/propertyClues/monitorlist/index */
  propertyCluesMonitorList: () => PageUrl<'pagesScenario/propertyClues/monitorlist/index'>
  /** 添加监控 — pagesScenario/propertyClues/monitorlist/addMonitor */
  propertyCluesAddMonitor: () => PageUrl<'pagesScenario/propertyClues/monitorlist/addMonitor'>
  /** 关联我的案件 — pagesScenario/propertyClues/monitorlist/addPropertyRelate */
  propertyCluesRelate: (p: { id: Param }) => PageUrl<'pagesScenario/propertyClues/monitorlist/addPropertyRelate'>
  /** 线索监控 — pagesScenario/propertyClues/clueMonitor/index */
  propertyCluesMonitor: (p?: { debtorRowId?: Param }) => PageUrl<'pagesScenario/propertyClues/clueMonitor/index'>
  /** 查电话 — pagesScenario/findPhone/findPhone */
  findPhone: () => PageUrl<'pagesScenario/findPhone/findPhone'>
  /** 查电话 — pagesScenario/findPhone/query */
  findPhoneQuery: (p?: { industry?: Param; regionCode?: Param; status?: Param; phoneKind?: Param }) => PageUrl<'pagesScenario/findPhone/query'>
  /** 查老赖 — pagesJudicial/dishonestDebtor/dishonestDebtor */
  dishonestDebtors: () => PageUrl<'pagesJudicial/dishonestDebtor/dishonestDebtor'>
  /** 失信被执行人查询 — pagesJudicial/dishonestDebtor/query */
  dishonestDebtorQuery: (p?: { keyword?: Param }) => PageUrl<'pagesJudicial/dishonestDebtor/query'>
  /** 查询结果 — pagesJudicial/dishonestDebtor/results */
  debtorResults: (p: { kind: Param; keyword?: Param; province?: Param; provinceName?: Param; start?: Param; end?: Param }) => PageUrl<'pagesJudicial/dishonestDebtor/results'>
  /** 详情 — pagesJudicial/dishonestDebtor/detail */
  debtorDetail: (p: { id: Param }) => PageUrl<'pagesJudicial/dishonestDebtor/detail'>
  /** 查被执行人 — pagesJudicial/executedPerson/executedPerson */
  executedPersons: () => PageUrl<'pagesJudicial/executedPerson/executedPerson'>
  /** 被执行人查询 — pagesJudicial/executedPerson/query */
  executedPersonQuery: (p?: { keyword?: Param }) => PageUrl<'pagesJudicial/executedPerson/query'>
  /** 司法案件 — pagesJudicial/judicialData/index */
  judicialData: () => PageUrl<'pagesJudicial/judicialData/index'>
  /** 案件搜索 — pagesJudicial/judicialData/search */
  caseSearch: (p?: { party?: Param }) => PageUrl<'pagesJudicial/judicialData/search'>
  /** 案件列表 — pagesJudicial/judicialData/list/index */
  caseResults: (p?: { party?: Param; court?: Param; cause?: Param; kind?: Param; start?: Param; end?: Param }) => PageUrl<'pagesJudicial/judicialData/list/index'>
  /** 我的监控 — pagesJudicial/judicialData/mine/index */
  caseWatch: () => PageUrl<'pagesJudicial/judicialData/mine/index'>
  /** 推送设置 — pagesJudicial/judicialData/mine/pushSet */
  caseWatchPush: () => PageUrl<'pagesJudicial/judicialData/mine/pushSet'>
  /** 监控规则 — pagesJudicial/judicialData/mine/monitorRules */
  caseWatchRules: () => PageUrl<'pagesJudicial/judicialData/mine/monitorRules'>
  /** 微信提醒 — pagesJudicial/judicialData/mine/bindwx */
  caseWatchWechat: () => PageUrl<'pagesJudicial/judicialData/mine/bindwx'>
  /** 案件监控 — pagesJudicial/judicialData/monitor/index */
  caseMonitor: (p?: { partyId?: Param }) => PageUrl<'pagesJudicial/judicialData/monitor/index'>
  /** 信用挖掘 — pagesJudicial/creditDigData/index */
  creditDig: () => PageUrl<'pagesJudicial/creditDigData/index'>
  /** 信用挖掘筛选 — pagesJudicial/creditDigData/search */
  creditDigSearch: () => PageUrl<'pagesJudicial/creditDigData/search'>
  /** 风险企业 — pagesJudicial/creditDigData/list/list */
  creditDigList: (p?: { province?: Param; provinceName?: Param; industry?: Param; industryName?: Param; kind?: Param; start?: Param; end?: Param }) => PageUrl<'pagesJudicial/creditDigData/list/list'>
  /** 企业集团 — enterpriseGroup/enterpriseGroup/enterpriseGroup */
  enterpriseGroups: (p?: { groupId?: Param }) => PageUrl<'enterpriseGroup/enterpriseGroup/enterpriseGroup'>
  /** 集团信息 — enterpriseGroup/enterpriseGroup/groupInfo */
  groupInfo: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/enterpriseGroup/groupInfo'>
  /** 财产线索 — enterpriseGroup/enterpriseGroup/propertyClues */
  groupPropertyClues: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/enterpriseGroup/propertyClues'>
  /** 产品服务 — enterpriseGroup/enterpriseGroup/productServices */
  groupProducts: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/enterpriseGroup/productServices'>
  /** 集团风险扫描 — enterpriseGroup/pageScan/scan/scan */
  groupScan: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/pageScan/scan/scan'>
  /** 司法案件 — enterpriseGroup/judicialCases/judicialCases */
  groupJudicialCases: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/judicialCases/judicialCases'>
  /** 法律诉讼 — enterpriseGroup/judicialCases/legalcommonTab */
  groupLegal: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/judicialCases/legalcommonTab'>
  /** 分支机构 — enterpriseGroup/baseInfo/branch */
  groupBranches: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/baseInfo/branch'>
  /** 对外投资 — enterpriseGroup/baseInfo/overseaInveste */
  groupInvestments: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/baseInfo/overseaInveste'>
  /** 成员企业 — enterpriseGroup/baseInfo/memberEnterprise */
  groupMembers: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/baseInfo/memberEnterprise'>
  /** 集团股东 — enterpriseGroup/baseInfo/investor */
  groupInvestors: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/baseInfo/investor'>
  /** 主要人员 — enterpriseGroup/baseInfo/groupPerson */
  groupPersons: (p: { groupId: Param }) => PageUrl<'enterpriseGroup/baseInfo/groupPerson'>
}

const builders: Record<string, (p?: Query) => string> = {}
for (const r of ROUTES) builders[r.name] = (p?: Query) => pageLink(r.path, p)
export const to = builders as unknown as Links

export type RouteName = keyof Links

/** Links to the planned pages (src/manifest/planned.ts): named by menus, not built, hidden until they are. */
export const planned: Record<string, string> = {
} as const
