// Generated from the route manifest (src/routes.ts, src/manifest/*.ts) by `npm run gen:links`. Do not edit.
import { pageLink, type Param } from './pageLink'

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
export const to = {
  /** 云企查 — pages/index/index */
  home: () => pageLink('pages/index/index'),
  /** 动态 — pages/trends/trends */
  trends: () => pageLink('pages/trends/trends'),
  /** 我的 — pages/mine/mine */
  mine: () => pageLink('pages/mine/mine'),
  /** 发现 — pages/find/find */
  discover: () => pageLink('pages/find/find'),
  /** 搜索 — pagesIndex/search/search */
  search: (p: { keyword?: Param; type?: Param } = {}) => pageLink('pagesIndex/search/search', p),
  /** 搜索详情 — pagesIndex/detail/detail */
  searchDetail: (p: { keyword: Param; pid?: Param }) => pageLink('pagesIndex/detail/detail', p),
  /** 全部服务 — pagesIndex/allServe/allServe */
  allServices: () => pageLink('pagesIndex/allServe/allServe'),
  /** 企业地址 — pagesIndex/address/address */
  companyAddress: (p: { pid: Param }) => pageLink('pagesIndex/address/address', p),
  /** 高级搜索 — pagesFilter/filter/filter */
  advancedSearch: () => pageLink('pagesFilter/filter/filter'),
  /** 机关单位 — pagesFilter/governmentUnit/governmentUnit */
  governmentUnit: (p: { id?: Param; keyword?: Param; category?: Param } = {}) => pageLink('pagesFilter/governmentUnit/governmentUnit', p),
  /** 高级搜索订阅 — pagesFilter/subscribe/subscribe */
  filterSubscriptions: () => pageLink('pagesFilter/subscribe/subscribe'),
  /** 查关系 — pagesFilter/relation/relation */
  relation: (p: { fromType?: Param; fromId?: Param; fromName?: Param } = {}) => pageLink('pagesFilter/relation/relation', p),
  /** 企业图谱 — pagesFilter/charts/index */
  enterpriseGraph: (p: { pid: Param }) => pageLink('pagesFilter/charts/index', p),
  /** 人员图谱 — pagesFilter/charts/userCharts */
  personGraph: (p: { personId: Param }) => pageLink('pagesFilter/charts/userCharts', p),
  /** 长图预览 — pagesFilter/imgPreview/imgPreview */
  imgPreview: (p: { key: Param }) => pageLink('pagesFilter/imgPreview/imgPreview', p),
  /** 筛选结果 — pagesFilter/filterpage/filterpage */
  filterResults: (p: { keyword?: Param; regionCode?: Param; industry?: Param; capitalMin?: Param; capitalMax?: Param; estStart?: Param; estEnd?: Param; status?: Param; companyType?: Param; summary?: Param } = {}) => pageLink('pagesFilter/filterpage/filterpage', p),
  /** 企业详情 — pagesFilter/detail/detail */
  companyProfile: (p: { pid: Param }) => pageLink('pagesFilter/detail/detail', p),
  /** 人员详情 — pagesCheckPersonnel/pagesDetail/detail/detail */
  personProfile: (p: { personId: Param }) => pageLink('pagesCheckPersonnel/pagesDetail/detail/detail', p),
  /** 人员详情 — pagesCheckPersonnel/pagesDetail/detailEmpty */
  personByName: (p: { personName: Param }) => pageLink('pagesCheckPersonnel/pagesDetail/detailEmpty', p),
  /** 手机号登录 — pagesLogin/phoneLogin/phoneLogin */
  phoneLogin: (p: { redirect?: Param } = {}) => pageLink('pagesLogin/phoneLogin/phoneLogin', p),
  /** 输入验证码 — pagesLogin/code/code */
  smsCode: (p: { phone: Param; redirect?: Param; interval?: Param }) => pageLink('pagesLogin/code/code', p),
  /** 密码登录 — pagesLogin/pwdLogin/pwdLogin */
  passwordLogin: (p: { redirect?: Param; phone?: Param } = {}) => pageLink('pagesLogin/pwdLogin/pwdLogin', p),
  /** 用户协议 — pagesLogin/userAgreement/userAgreement */
  userAgreement: () => pageLink('pagesLogin/userAgreement/userAgreement'),
  /** 隐私政策 — pagesLogin/privacyAgreement/privacyAgreement */
  privacyPolicy: () => pageLink('pagesLogin/privacyAgreement/privacyAgreement'),
  /** 领扬登录 — pages/fromLing/fromLing */
  partnerEntry: (p: { ticket: Param }) => pageLink('pages/fromLing/fromLing', p),
  /** 扫码登录 — pagesLogin/scan/scan */
  scanLogin: (p: { ticket?: Param } = {}) => pageLink('pagesLogin/scan/scan', p),
  /** 找回密码 — pagesLogin/forget/forget */
  forgotPassword: (p: { redirect?: Param; phone?: Param } = {}) => pageLink('pagesLogin/forget/forget', p),
  /** 设置新密码 — pagesLogin/resetting/resetting */
  newPassword: (p: { phone: Param; ticket: Param; redirect?: Param }) => pageLink('pagesLogin/resetting/resetting', p),
  /** 绑定手机号 — pagesLogin/bindPhone/bindPhone */
  bindPhone: (p: { redirect?: Param } = {}) => pageLink('pagesLogin/bindPhone/bindPhone', p),
  /** 账号设置 — pagesUser/accountSet/accountSet */
  accountSettings: () => pageLink('pagesUser/accountSet/accountSet'),
  /** 修改密码 — pagesUser/resetPassword/resetPassword */
  changePassword: () => pageLink('pagesUser/resetPassword/resetPassword'),
  /** 填写邀请码 — pagesUser/publicize/invitationCode */
  invitationCode: (p: { type?: Param; code?: Param } = {}) => pageLink('pagesUser/publicize/invitationCode', p),
  /** 法律诉讼 — pagesLaw/lawIndex/lawIndex */
  lawIndex: (p: { pid: Param }) => pageLink('pagesLaw/lawIndex/lawIndex', p),
  /** 司法案件 — pagesLaw/allCase/allCase */
  allCases: (p: { pid: Param }) => pageLink('pagesLaw/allCase/allCase', p),
  /** 案件详情 — pagesLaw/caseDetail/caseDetail */
  caseDetail: (p: { referenceNo?: Param; associatedNo?: Param; id?: Param; pid?: Param } = {}) => pageLink('pagesLaw/caseDetail/caseDetail', p),
  /** 案件关系图 — pagesLaw/relationshipDetail/relationshipDetail */
  caseRelations: (p: { referenceNo: Param }) => pageLink('pagesLaw/relationshipDetail/relationshipDetail', p),
  /** 工商信息 — pagesBasic/basicInfo/basicInfo */
  companyBasicInfo: (p: { pid: Param }) => pageLink('pagesBasic/basicInfo/basicInfo', p),
  /** 参保人数 — pagesBasic/insured/insured */
  insured: (p: { pid?: Param; id?: Param } = {}) => pageLink('pagesBasic/insured/insured', p),
  /** 股权穿透 — pagesBasic/equityChain/equityChain */
  equityChain: (p: { pid: Param }) => pageLink('pagesBasic/equityChain/equityChain', p),
  /** 对外投资图 — pagesBasic/inverChain/inverChain */
  investmentChain: (p: { pid: Param }) => pageLink('pagesBasic/inverChain/inverChain', p),
  /** 共同股东 — pagesBasic/joinShareHoldInfo/joinShareHoldInfo */
  sharedShareholders: (p: { pid: Param }) => pageLink('pagesBasic/joinShareHoldInfo/joinShareHoldInfo', p),
  /** 共同股东对比 — pagesBasic/joinShareholderInfo/joinShareholderInfo */
  sharedShareholdersWith: (p: { pid: Param; otherPid?: Param }) => pageLink('pagesBasic/joinShareholderInfo/joinShareholderInfo', p),
  /** 查询 — pagesQuery/queryList/queryList */
  query: () => pageLink('pagesQuery/queryList/queryList'),
  /** 搜索订阅 — pagesQuery/subscribe/subscribe */
  querySubscriptions: () => pageLink('pagesQuery/subscribe/subscribe'),
  /** 著作权查询 — pagesQuery/copyright/copyrightSearch */
  copyrightSearch: (p: { type?: Param; keyword?: Param } = {}) => pageLink('pagesQuery/copyright/copyrightSearch', p),
  /** 著作权 — pagesQuery/copyright/copyrightList */
  copyrightList: (p: { pid: Param; type?: Param }) => pageLink('pagesQuery/copyright/copyrightList', p),
  /** 软件著作权详情 — pagesQuery/copyright/rjCopyright */
  softwareCopyrightDetail: (p: { id: Param }) => pageLink('pagesQuery/copyright/rjCopyright', p),
  /** 作品著作权详情 — pagesQuery/copyright/zpCopyright */
  workCopyrightDetail: (p: { id: Param }) => pageLink('pagesQuery/copyright/zpCopyright', p),
  /** 浏览足迹 — pagesQuery/browseHistor/browseHistor */
  browseHistory: () => pageLink('pagesQuery/browseHistor/browseHistor'),
  /** 企业背调报告 — pagesDevelop/bgCheck/bgCheck */
  backgroundReport: (p: { pid: Param }) => pageLink('pagesDevelop/bgCheck/bgCheck', p),
  /** 数据趋势 — pagesDetail/chartDetail/chartDetail */
  dimensionTrend: (p: { pid: Param; dimension: Param }) => pageLink('pagesDetail/chartDetail/chartDetail', p),
  /** 项目详情 — pagesDetail/projectDetail/projectDetail */
  projectDetail: (p: { projectId?: Param; id?: Param } = {}) => pageLink('pagesDetail/projectDetail/projectDetail', p),
  /** 失信被执行人 — pagesLaw/dishonestExecutor/dishonestExecutor */
  dishonestExecutor: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/dishonestExecutor/dishonestExecutor', p),
  /** 被执行人 — pagesLaw/executor/executor */
  executor: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/executor/executor', p),
  /** 限制高消费 — pagesLaw/restrictHighconsumption/restrictHighconsumption */
  restrictHighconsumption: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param; isCompany?: Param } = {}) => pageLink('pagesLaw/restrictHighconsumption/restrictHighconsumption', p),
  /** 终本案件 — pagesLaw/finalCase/finalCase */
  finalCase: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/finalCase/finalCase', p),
  /** 股权冻结 — pagesLaw/equityfreeze/equityfreeze */
  equityfreeze: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/equityfreeze/equityfreeze', p),
  /** 司法拍卖 — pagesLaw/judicialAuction/judicialAuction */
  judicialAuction: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/judicialAuction/judicialAuction', p),
  /** 立案信息 — pagesLaw/filingInformation/filingInformation */
  filingInformation: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/filingInformation/filingInformation', p),
  /** 开庭公告 — pagesLaw/opencourt/opencourt */
  opencourt: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/opencourt/opencourt', p),
  /** 法院公告 — pagesLaw/courtAnnouncement/courtAnnouncement */
  courtAnnouncement: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/courtAnnouncement/courtAnnouncement', p),
  /** 送达公告 — pagesLaw/deliveryAnnouncement/deliveryAnnouncement */
  deliveryAnnouncement: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/deliveryAnnouncement/deliveryAnnouncement', p),
  /** 裁判文书 — pagesLaw/judgmentDocuments/judgmentDocuments */
  judgmentDocuments: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesLaw/judgmentDocuments/judgmentDocuments', p),
  /** 经营风险 — pagesOperate/operateRisk/operateRisk */
  operateRisk: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/operateRisk/operateRisk', p),
  /** 违约记录 — pagesOperate/defaultCase/defaultCase */
  defaultCase: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/defaultCase/defaultCase', p),
  /** 疑似违约 — pagesOperate/suspectedDefault/suspectedDefault */
  suspectedDefault: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/suspectedDefault/suspectedDefault', p),
  /** 合同违约 — pagesOperate/contractDefault/contractDefault */
  contractDefault: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/contractDefault/contractDefault', p),
  /** 违约详情 — pagesOperate/disputeDetails/disputeDetails */
  disputeDetails: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesOperate/disputeDetails/disputeDetails', p),
  /** 起诉他人 — pagesOperate/sueOther/sueOther */
  sueOther: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/sueOther/sueOther', p),
  /** 起诉他人详情 — pagesOperate/sueOtherInfo/sueOtherInfo */
  sueOtherInfo: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesOperate/sueOtherInfo/sueOtherInfo', p),
  /** 被他人起诉 — pagesOperate/quiltSueOther/quiltSueOther */
  quiltSueOther: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/quiltSueOther/quiltSueOther', p),
  /** 被他人起诉详情 — pagesOperate/quiltSueOtherInfo/quiltSueOtherInfo */
  quiltSueOtherInfo: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesOperate/quiltSueOtherInfo/quiltSueOtherInfo', p),
  /** 合作伙伴 — pagesOperate/partner/partner */
  partner: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/partner/partner', p),
  /** 合作伙伴详情 — pagesOperate/partnerDetails/partnerDetails */
  partnerDetails: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesOperate/partnerDetails/partnerDetails', p),
  /** 供应商 — pagesOperate/cooperate/supplier */
  supplier: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/cooperate/supplier', p),
  /** 历史供应商 — pagesOperate/cooperate/quitSupplier */
  quitSupplier: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/cooperate/quitSupplier', p),
  /** 客户 — pagesOperate/cooperate/custom */
  customer: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/cooperate/custom', p),
  /** 历史客户 — pagesOperate/cooperate/quitCustom */
  quitCustomer: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/cooperate/quitCustom', p),
  /** 合作详情 — pagesOperate/cooperate/cooperateDetails */
  cooperateDetails: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesOperate/cooperate/cooperateDetails', p),
  /** 行政处罚 — pagesOperate/punishDetails/punishDetails */
  punishDetails: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/punishDetails/punishDetails', p),
  /** 税收违法 — pagesOperate/taxationDetails/taxationDetails */
  taxationDetails: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/taxationDetails/taxationDetails', p),
  /** 欠税公告 — pagesOperate/taxArrearsDetilas/taxArrearsDetilas */
  taxArrearsDetilas: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/taxArrearsDetilas/taxArrearsDetilas', p),
  /** 动产抵押 — pagesOperate/movablesDetails/movablesDetails */
  movablesDetails: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/movablesDetails/movablesDetails', p),
  /** 股权出质详情 — pagesOperate/stockDetails/stockDetails */
  stockDetails: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesOperate/stockDetails/stockDetails', p),
  /** 简易注销 — pagesOperate/simpleDetails/simpleDetails */
  simpleDetails: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesOperate/simpleDetails/simpleDetails', p),
  /** 严重违法 — pagesScan/past/seriousLllegality */
  pastSeriousIllegality: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesScan/past/seriousLllegality', p),
  /** 经营异常 — pagesScan/past/businessAnomaly */
  pastBusinessAnomaly: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesScan/past/businessAnomaly', p),
  /** 招聘 — pagesBasic/recruititDetail/recruititDetail */
  recruititDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBasic/recruititDetail/recruititDetail', p),
  /** 移动应用 — pagesIntelle/eltappsd/eltappsd */
  eltappsd: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/eltappsd/eltappsd', p),
  /** 小程序 — pagesIntelle/applist/applist */
  applist: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/applist/applist', p),
  /** 应用详情 — pagesIntelle/appput/details */
  appDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesIntelle/appput/details', p),
  /** 专利 — pagesIntelle/apppatent/apppatent */
  apppatent: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/apppatent/apppatent', p),
  /** 专利详情 — pagesIntelle/patentdetail/detail */
  patentDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesIntelle/patentdetail/detail', p),
  /** 专利详情 — pagesIntelle/apppatentdetail/apppatentdetail */
  apppatentdetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesIntelle/apppatentdetail/apppatentdetail', p),
  /** 商标 — pagesIntelle/appmessa/appmessa */
  appmessa: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/appmessa/appmessa', p),
  /** 商标详情 — pagesIntelle/appbrand/detail */
  trademarkDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesIntelle/appbrand/detail', p),
  /** 商标详情 — pagesIntelle/appmessagedetail/appmessagedetail */
  appmessagedetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesIntelle/appmessagedetail/appmessagedetail', p),
  /** 微博 — pagesIntelle/wblog/wblog */
  wblog: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/wblog/wblog', p),
  /** 公众号 — pagesIntelle/wechatAccount/wechatAccount */
  wechatAccount: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/wechatAccount/wechatAccount', p),
  /** 软件著作权 — pagesIntelle/rjCopyright/rjCopyright */
  rjCopyright: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/rjCopyright/rjCopyright', p),
  /** 作品著作权 — pagesIntelle/zpCopyright/zpCopyright */
  zpCopyright: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/zpCopyright/zpCopyright', p),
  /** 网站备案 — pagesIntelle/fileview/fileview */
  fileview: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesIntelle/fileview/fileview', p),
  /** 进出口信用 — pagesBussiness/bussinessInfo/bussinessInfo */
  bussinessInfo: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/bussinessInfo/bussinessInfo', p),
  /** 债券信息 — pagesBussiness/bondInfo/bondInfo */
  bondInfo: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/bondInfo/bondInfo', p),
  /** 竞品信息 — pagesBussiness/competitor/competitor */
  competitor: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/competitor/competitor', p),
  /** 行政许可 — pagesBussiness/administratelicense/administratelicense */
  administratelicense: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/administratelicense/administratelicense', p),
  /** 电信许可 — pagesBussiness/telLicense/telLicense */
  telLicense: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/telLicense/telLicense', p),
  /** 抽查检查 — pagesBussiness/spotCheck/spotCheck */
  spotCheck: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/spotCheck/spotCheck', p),
  /** 资质证书 — pagesBussiness/qualificateCertificate/qualificateCertificate */
  qualificateCertificate: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/qualificateCertificate/qualificateCertificate', p),
  /** 招投标 — pagesBussiness/tenderBidd/tenderBidd */
  tenderBidd: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/tenderBidd/tenderBidd', p),
  /** 采购信息 — pagesBussiness/allProcure/allProcure */
  allProcure: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/allProcure/allProcure', p),
  /** 交易信息 — pagesBussiness/allTransaction/allTransaction */
  allTransaction: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesBussiness/allTransaction/allTransaction', p),
  /** 企业发展 — pagesDevelop/developInfo/developInfo */
  developInfo: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDevelop/developInfo/developInfo', p),
  /** 融资与业务详情 — pagesDevelop/business/detail */
  developDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesDevelop/business/detail', p),
  /** 新闻舆情 — pagesDevelop/news/news */
  news: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDevelop/news/news', p),
  /** 上榜榜单 — pagesDevelop/billboard/billboard */
  billboard: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDevelop/billboard/billboard', p),
  /** 网络推广 — pagesNewDimension/onlinePromotion/onlinePromotion */
  onlinePromotion: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/onlinePromotion/onlinePromotion', p),
  /** 创始团队 — pagesNewDimension/foundTeam/foundTeam */
  foundTeam: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/foundTeam/foundTeam', p),
  /** 网店信息 — pagesNewDimension/OnlineStoreInfor/OnlineStoreInfor */
  onlineStoreInfor: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/OnlineStoreInfor/OnlineStoreInfor', p),
  /** 网店详情 — pagesNewDimension/OnlineStoreInfor/detail */
  onlineStoreDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/OnlineStoreInfor/detail', p),
  /** 展会信息 — pagesNewDimension/exhibitionInfo/exhibitionInfo */
  exhibitionInfo: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/exhibitionInfo/exhibitionInfo', p),
  /** 参展详情 — pagesNewDimension/exhibitionInfo/qyDetail */
  exhibitorDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/exhibitionInfo/qyDetail', p),
  /** 展会详情 — pagesNewDimension/exhibitionInfo/exhibitionDetail */
  exhibitionDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/exhibitionInfo/exhibitionDetail', p),
  /** 破产重整 — pagesNewDimension/bankReorganization/bankReorganization */
  bankReorganization: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/bankReorganization/bankReorganization', p),
  /** 破产重整详情 — pagesNewDimension/bankReorganization/detail */
  bankReorganizationDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/bankReorganization/detail', p),
  /** 劳动仲裁 — pagesNewDimension/laborArbitration/laborArbitration */
  laborArbitration: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/laborArbitration/laborArbitration', p),
  /** 股权出质 — pagesNewDimension/equityPledge/equityPledge */
  equityPledge: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/equityPledge/equityPledge', p),
  /** 股权出质详情 — pagesNewDimension/equityPledge/detail */
  equityPledgeDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/equityPledge/detail', p),
  /** 土地信息 — pagesNewDimension/landInformation/landInformation */
  landInformation: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/landInformation/landInformation', p),
  /** 土地详情 — pagesNewDimension/landInformation/detail */
  landDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/landInformation/detail', p),
  /** 门店信息 — pagesNewDimension/storeInformation/storeInformation */
  storeInformation: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/storeInformation/storeInformation', p),
  /** 门店详情 — pagesNewDimension/storeInformation/detail */
  storeDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/storeInformation/detail', p),
  /** 建筑资质 — pagesNewDimension/buildInfor/buildInfor */
  buildInfor: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/buildInfor/buildInfor', p),
  /** 建筑资质详情 — pagesNewDimension/buildInfor/detail */
  buildInforDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/buildInfor/detail', p),
  /** 建筑诚信 — pagesNewDimension/buildCredit/buildCredit */
  buildCredit: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/buildCredit/buildCredit', p),
  /** 企业员工 — pagesNewDimension/employees/employeeAll */
  employees: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/employees/employeeAll', p),
  /** 员工证书详情 — pagesNewDimension/employees/detail */
  employeeDetail: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesNewDimension/employees/detail', p),
  /** 人员证书 — pagesNewDimension/employees/personInfo */
  personCertificates: (p: { pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesNewDimension/employees/personInfo', p),
  /** 财产线索 — pagesClues/propertyClue/propertyClue */
  propertyClue: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesClues/propertyClue/propertyClue', p),
  /** 股东变更 — pagesClues/shareholderChange/shareholderChange */
  shareholderChange: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesClues/shareholderChange/shareholderChange', p),
  /** 股权变动 — pagesClues/shareChange/shareChange */
  shareChange: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesClues/shareChange/shareChange', p),
  /** 注册资本变更 — pagesClues/capitalChange/capitalChange */
  capitalChange: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesClues/capitalChange/capitalChange', p),
  /** 经营状态变更 — pagesClues/businessStatusChange/businessStatusChange */
  businessStatusChange: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesClues/businessStatusChange/businessStatusChange', p),
  /** 可申领补贴 — pagesDetail/claimableSubsidy/claimableSubsidy */
  claimableSubsidy: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDetail/claimableSubsidy/claimableSubsidy', p),
  /** 已获补贴 — pagesDetail/obtainedSubsidy/obtainedSubsidy */
  obtainedSubsidy: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDetail/obtainedSubsidy/obtainedSubsidy', p),
  /** 企业电话 — pagesDetail/morePhone/morePhone */
  morePhone: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDetail/morePhone/morePhone', p),
  /** 疑似电话 — pagesDetail/suspectedPhone/suspectedPhone */
  suspectedPhone: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDetail/suspectedPhone/suspectedPhone', p),
  /** 号码来源 — pagesDetail/sourcePhone/sourcePhone */
  sourcePhone: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param } = {}) => pageLink('pagesDetail/sourcePhone/sourcePhone', p),
  /** 企业邮箱 — pagesDetail/scourMailbox/scourMailbox */
  scourMailbox: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDetail/scourMailbox/scourMailbox', p),
  /** 疑似邮箱 — pagesDetail/suspectedMailbox/suspectedMailbox */
  suspectedMailbox: (p: { id?: Param; projectId?: Param; certNo?: Param; key?: Param; pid?: Param; personId?: Param; dimension?: Param } = {}) => pageLink('pagesDetail/suspectedMailbox/suspectedMailbox', p),
  /** 添加监控 — pagesTrends/addmonitor/addmonitor */
  addMonitor: (p: { pid?: Param; personId?: Param; name?: Param } = {}) => pageLink('pagesTrends/addmonitor/addmonitor', p),
  /** 批量添加监控 — pagesTrends/addmonitorNew/addmonitorNew */
  addMonitors: () => pageLink('pagesTrends/addmonitorNew/addmonitorNew'),
  /** 动态详情 — pagesTrends/businessDetail/businessDetail */
  dynamicDetail: (p: { id: Param }) => pageLink('pagesTrends/businessDetail/businessDetail', p),
  /** 分享动态 — pagesTrends/share/share */
  shareDynamic: (p: { id: Param }) => pageLink('pagesTrends/share/share', p),
  /** 企业监控 — pagesMonitore/monitoreIndex/monitoreIndex */
  monitorHome: () => pageLink('pagesMonitore/monitoreIndex/monitoreIndex'),
  /** 添加监控 — pagesMonitore/monitoreAdd/monitoreAdd */
  monitorAdd: (p: { pid?: Param; personId?: Param; name?: Param } = {}) => pageLink('pagesMonitore/monitoreAdd/monitoreAdd', p),
  /** 监控列表 — pagesMonitore/monitoreList/monitoreList */
  monitorList: (p: { groupId?: Param } = {}) => pageLink('pagesMonitore/monitoreList/monitoreList', p),
  /** 监控详情 — pagesMonitore/monitoreDetail/monitoreDetail */
  monitorDetail: (p: { id?: Param; kind?: Param; targetId?: Param } = {}) => pageLink('pagesMonitore/monitoreDetail/monitoreDetail', p),
  /** 监控分组 — pagesMonitore/monitoreGroup/monitoreGroup */
  monitorGroups: () => pageLink('pagesMonitore/monitoreGroup/monitoreGroup'),
  /** 监控设置 — pagesMonitore/seting/seting */
  monitorSettings: (p: { id?: Param } = {}) => pageLink('pagesMonitore/seting/seting', p),
  /** 监控消息 — pagesMonitore/message/message */
  monitorMessages: () => pageLink('pagesMonitore/message/message'),
  /** 动态趋势 — pagesMonitore/messageTrend/messageTrend */
  messageTrend: () => pageLink('pagesMonitore/messageTrend/messageTrend'),
  /** 我的监控 — pagesMonitore/mine/mine */
  companyMonitors: () => pageLink('pagesMonitore/mine/mine'),
  /** 人员监控 — pagesMonitore/collect/collect */
  personMonitors: () => pageLink('pagesMonitore/collect/collect'),
  /** 分组动态 — pagesMonitore/trends/trends */
  groupTrends: (p: { groupId: Param; name?: Param }) => pageLink('pagesMonitore/trends/trends', p),
  /** 监控维度设置 — pagesUser/monitorSet/monitorSet */
  monitorDefaults: () => pageLink('pagesUser/monitorSet/monitorSet'),
  /** 消息通知 — pagesUser/notify/notify */
  notifications: () => pageLink('pagesUser/notify/notify'),
  /** 推送设置 — pagesUser/notifySet/notifySet */
  pushSettings: () => pageLink('pagesUser/notifySet/notifySet'),
  /** 风险扫描 — pagesScan/scan/scan */
  riskScan: (p: { pid?: Param } = {}) => pageLink('pagesScan/scan/scan', p),
  /** 风险项 — pagesScan/scanListMore/scanListMore */
  riskItems: (p: { pid?: Param; personId?: Param; personName?: Param; group?: Param; level?: Param } = {}) => pageLink('pagesScan/scanListMore/scanListMore', p),
  /** 风险详情 — pagesScan/scanListPage/scanListPage */
  riskItemRecords: (p: { pid?: Param; personId?: Param; personName?: Param; key: Param }) => pageLink('pagesScan/scanListPage/scanListPage', p),
  /** 全部风险 — pagesScan/whole/whole */
  allRisks: (p: { pid?: Param; personId?: Param; personName?: Param; group?: Param; level?: Param } = {}) => pageLink('pagesScan/whole/whole', p),
  /** 历史股权冻结 — pagesScan/past/equityfreeze */
  pastEquityFreeze: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/past/equityfreeze', p),
  /** 历史行政处罚 — pagesScan/past/administrativePenalty */
  pastAdministrativePenalty: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/past/administrativePenalty', p),
  /** 自查风险 — pagesScan/oneself/person */
  ownRisk: () => pageLink('pagesScan/oneself/person'),
  /** 认领我的企业 — pagesScan/oneself/onselflist */
  claimCompany: () => pageLink('pagesScan/oneself/onselflist'),
  /** 主要人员变更 — pagesScan/changeDetail/keyPerson/keyPerson */
  changeDetailKeyPerson: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/keyPerson/keyPerson', p),
  /** 企业名称变更 — pagesScan/changeDetail/enterpriseName/enterpriseName */
  changeDetailEnterpriseName: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/enterpriseName/enterpriseName', p),
  /** 企业地址变更 — pagesScan/changeDetail/address/address */
  changeDetailAddress: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/address/address', p),
  /** 企业类型变更 — pagesScan/changeDetail/enterpriseType/enterpriseType */
  changeDetailEnterpriseType: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/enterpriseType/enterpriseType', p),
  /** 实际控制人变更 — pagesScan/changeDetail/actualController/actualController */
  changeDetailActualController: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/actualController/actualController', p),
  /** 对外投资（新增投资） — pagesScan/changeDetail/investment/investment */
  changeDetailInvestment: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/investment/investment', p),
  /** 对外投资（减少投资） — pagesScan/changeDetail/investmentReduction/investmentReduction */
  changeDetailInvestmentReduction: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/investmentReduction/investmentReduction', p),
  /** 对外投资（退出投资） — pagesScan/changeDetail/investmentWithdrawal/investmentWithdrawal */
  changeDetailInvestmentWithdrawal: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/investmentWithdrawal/investmentWithdrawal', p),
  /** 最终受益人变更 — pagesScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary */
  changeDetailUltimateBeneficiary: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary', p),
  /** 法定代表人变更 — pagesScan/changeDetail/legalPerson/legalPerson */
  changeDetailLegalPerson: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/legalPerson/legalPerson', p),
  /** 经营范围变更 — pagesScan/changeDetail/businessScope/businessScope */
  changeDetailBusinessScope: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/businessScope/businessScope', p),
  /** 股东变更 — pagesScan/changeDetail/shareholder/shareholder */
  changeDetailShareholder: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/shareholder/shareholder', p),
  /** 经营状态变更 — pagesScan/changeDetail/businessStatus/businessStatus */
  changeDetailBusinessStatus: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesScan/changeDetail/businessStatus/businessStatus', p),
  /** 失信被执行人 — pagesScan/changeList/dishonestExecutor/dishonestExecutor */
  changeListDishonestExecutor: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/dishonestExecutor/dishonestExecutor', p),
  /** 限制高消费 — pagesScan/changeList/restrictHighConsumption/restrictHighConsumption */
  changeListRestrictHighConsumption: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/restrictHighConsumption/restrictHighConsumption', p),
  /** 被执行人 — pagesScan/changeList/executor/executor */
  changeListExecutor: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/executor/executor', p),
  /** 终本案件 — pagesScan/changeList/finalCase/finalCase */
  changeListFinalCase: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/finalCase/finalCase', p),
  /** 股权冻结 — pagesScan/changeList/equityFreeze/equityFreeze */
  changeListEquityFreeze: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/equityFreeze/equityFreeze', p),
  /** 司法拍卖 — pagesScan/changeList/judicialAuction/judicialAuction */
  changeListJudicialAuction: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/judicialAuction/judicialAuction', p),
  /** 司法案件 — pagesScan/changeList/judicialCase/judicialCase */
  changeListJudicialCase: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/judicialCase/judicialCase', p),
  /** 严重违法 — pagesScan/changeList/seriousIllegality/seriousIllegality */
  changeListSeriousIllegality: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/seriousIllegality/seriousIllegality', p),
  /** 经营异常 — pagesScan/changeList/businessAnomaly/businessAnomaly */
  changeListBusinessAnomaly: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/businessAnomaly/businessAnomaly', p),
  /** 行政处罚 — pagesScan/changeList/administrativePenalty/administrativePenalty */
  changeListAdministrativePenalty: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/administrativePenalty/administrativePenalty', p),
  /** 税收违法 — pagesScan/changeList/taxViolation/taxViolation */
  changeListTaxViolation: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/taxViolation/taxViolation', p),
  /** 欠税公告 — pagesScan/changeList/taxArrears/taxArrears */
  changeListTaxArrears: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/taxArrears/taxArrears', p),
  /** 简易注销公告 — pagesScan/changeList/simpleCancellation/simpleCancellation */
  changeListSimpleCancellation: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/simpleCancellation/simpleCancellation', p),
  /** 动产抵押 — pagesScan/changeList/chattelMortgage/chattelMortgage */
  changeListChattelMortgage: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/chattelMortgage/chattelMortgage', p),
  /** 股权出质 — pagesScan/changeList/equityPledge/equityPledge */
  changeListEquityPledge: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/equityPledge/equityPledge', p),
  /** 股权融资 — pagesScan/changeList/equityFinancing/equityFinancing */
  changeListEquityFinancing: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/equityFinancing/equityFinancing', p),
  /** 破产重整 — pagesScan/changeList/bankruptcyReorganization/bankruptcyReorganization */
  changeListBankruptcyReorganization: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesScan/changeList/bankruptcyReorganization/bankruptcyReorganization', p),
  /** 人员风险扫描 — pagesCheckPersonnel/riskScan/index */
  personRiskScan: (p: { personId?: Param; personName?: Param } = {}) => pageLink('pagesCheckPersonnel/riskScan/index', p),
  /** 商业履历 — pagesCheckPersonnel/resume/resume */
  resume: (p: { personId: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/resume/resume', p),
  /** 任职分析 — pagesCheckPersonnel/resume/jobAnalysis */
  jobAnalysis: (p: { personId: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/resume/jobAnalysis', p),
  /** 基本信息 — pagesCheckPersonnel/pagesBasic/basicInfo/basicInfo */
  personBasicInfo: (p: { personId: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesBasic/basicInfo/basicInfo', p),
  /** 合作详情 — pagesCheckPersonnel/pagesBasic/detail/detail */
  personCooperation: (p: { personId: Param; otherPersonId: Param }) => pageLink('pagesCheckPersonnel/pagesBasic/detail/detail', p),
  /** 风险信息 — pagesCheckPersonnel/pagesRiskInfo/riskInfo/riskInfo */
  personRiskInfo: (p: { personId: Param }) => pageLink('pagesCheckPersonnel/pagesRiskInfo/riskInfo/riskInfo', p),
  /** 任职企业风险 — pagesCheckPersonnel/pagesRiskScan/scanInfo/scanInfo */
  personCompanyRisk: (p: { pid: Param; personId: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/scanInfo/scanInfo', p),
  /** 风险项 — pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore */
  personRiskItems: (p: { pid?: Param; personId?: Param; personName?: Param; group?: Param; level?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/scanListMore/scanListMore', p),
  /** 风险详情 — pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage */
  personRiskItemRecords: (p: { pid?: Param; personId?: Param; personName?: Param; key: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/scanListPage/scanListPage', p),
  /** 财产线索 — pagesCheckPersonnel/propertyClue/propertyClue */
  personPropertyClue: (p: { personId: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/propertyClue/propertyClue', p),
  /** 主要人员变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/keyPerson/keyPerson */
  personChangeDetailKeyPerson: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/keyPerson/keyPerson', p),
  /** 企业名称变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseName/enterpriseName */
  personChangeDetailEnterpriseName: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseName/enterpriseName', p),
  /** 企业地址变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/address/address */
  personChangeDetailAddress: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/address/address', p),
  /** 企业类型变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseType/enterpriseType */
  personChangeDetailEnterpriseType: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/enterpriseType/enterpriseType', p),
  /** 实际控制人变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/actualController/actualController */
  personChangeDetailActualController: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/actualController/actualController', p),
  /** 对外投资（新增投资） — pagesCheckPersonnel/pagesRiskScan/changeDetail/investment/investment */
  personChangeDetailInvestment: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/investment/investment', p),
  /** 对外投资（减少投资） — pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentReduction/investmentReduction */
  personChangeDetailInvestmentReduction: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentReduction/investmentReduction', p),
  /** 对外投资（退出投资） — pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentWithdrawal/investmentWithdrawal */
  personChangeDetailInvestmentWithdrawal: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/investmentWithdrawal/investmentWithdrawal', p),
  /** 最终受益人变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary */
  personChangeDetailUltimateBeneficiary: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/ultimateBeneficiary/ultimateBeneficiary', p),
  /** 法定代表人变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/legalPerson/legalPerson */
  personChangeDetailLegalPerson: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/legalPerson/legalPerson', p),
  /** 经营范围变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/businessScope/businessScope */
  personChangeDetailBusinessScope: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/businessScope/businessScope', p),
  /** 股东变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/shareholder/shareholder */
  personChangeDetailShareholder: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/shareholder/shareholder', p),
  /** 经营状态变更 — pagesCheckPersonnel/pagesRiskScan/changeDetail/businessStatus/businessStatus */
  personChangeDetailBusinessStatus: (p: { pid: Param; personId?: Param; personName?: Param }) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeDetail/businessStatus/businessStatus', p),
  /** 失信被执行人 — pagesCheckPersonnel/pagesRiskScan/changeList/dishonestExecutor/dishonestExecutor */
  personChangeListDishonestExecutor: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/dishonestExecutor/dishonestExecutor', p),
  /** 限制高消费 — pagesCheckPersonnel/pagesRiskScan/changeList/restrictHighConsumption/restrictHighConsumption */
  personChangeListRestrictHighConsumption: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/restrictHighConsumption/restrictHighConsumption', p),
  /** 被执行人 — pagesCheckPersonnel/pagesRiskScan/changeList/executor/executor */
  personChangeListExecutor: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/executor/executor', p),
  /** 终本案件 — pagesCheckPersonnel/pagesRiskScan/changeList/finalCase/finalCase */
  personChangeListFinalCase: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/finalCase/finalCase', p),
  /** 股权冻结 — pagesCheckPersonnel/pagesRiskScan/changeList/equityFreeze/equityFreeze */
  personChangeListEquityFreeze: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/equityFreeze/equityFreeze', p),
  /** 司法拍卖 — pagesCheckPersonnel/pagesRiskScan/changeList/judicialAuction/judicialAuction */
  personChangeListJudicialAuction: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/judicialAuction/judicialAuction', p),
  /** 司法案件 — pagesCheckPersonnel/pagesRiskScan/changeList/judicialCase/judicialCase */
  personChangeListJudicialCase: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/judicialCase/judicialCase', p),
  /** 严重违法 — pagesCheckPersonnel/pagesRiskScan/changeList/seriousIllegality/seriousIllegality */
  personChangeListSeriousIllegality: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/seriousIllegality/seriousIllegality', p),
  /** 经营异常 — pagesCheckPersonnel/pagesRiskScan/changeList/businessAnomaly/businessAnomaly */
  personChangeListBusinessAnomaly: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/businessAnomaly/businessAnomaly', p),
  /** 行政处罚 — pagesCheckPersonnel/pagesRiskScan/changeList/administrativePenalty/administrativePenalty */
  personChangeListAdministrativePenalty: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/administrativePenalty/administrativePenalty', p),
  /** 税收违法 — pagesCheckPersonnel/pagesRiskScan/changeList/taxViolation/taxViolation */
  personChangeListTaxViolation: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/taxViolation/taxViolation', p),
  /** 欠税公告 — pagesCheckPersonnel/pagesRiskScan/changeList/taxArrears/taxArrears */
  personChangeListTaxArrears: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/taxArrears/taxArrears', p),
  /** 简易注销公告 — pagesCheckPersonnel/pagesRiskScan/changeList/simpleCancellation/simpleCancellation */
  personChangeListSimpleCancellation: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/simpleCancellation/simpleCancellation', p),
  /** 动产抵押 — pagesCheckPersonnel/pagesRiskScan/changeList/chattelMortgage/chattelMortgage */
  personChangeListChattelMortgage: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/chattelMortgage/chattelMortgage', p),
  /** 股权出质 — pagesCheckPersonnel/pagesRiskScan/changeList/equityPledge/equityPledge */
  personChangeListEquityPledge: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/equityPledge/equityPledge', p),
  /** 股权融资 — pagesCheckPersonnel/pagesRiskScan/changeList/equityFinancing/equityFinancing */
  personChangeListEquityFinancing: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/equityFinancing/equityFinancing', p),
  /** 破产重整 — pagesCheckPersonnel/pagesRiskScan/changeList/bankruptcyReorganization/bankruptcyReorganization */
  personChangeListBankruptcyReorganization: (p: { pid?: Param; personId?: Param; personName?: Param; period?: Param; scope?: Param; current?: Param } = {}) => pageLink('pagesCheckPersonnel/pagesRiskScan/changeList/bankruptcyReorganization/bankruptcyReorganization', p),
  /** 会员中心 — pagesUser/memberCenter/memberCenter */
  memberCenter: (p: { level?: Param } = {}) => pageLink('pagesUser/memberCenter/memberCenter', p),
  /** 会员权益 — pagesUser/memberBenefit/memberBenefit */
  memberBenefit: (p: { key: Param; level?: Param }) => pageLink('pagesUser/memberBenefit/memberBenefit', p),
  /** 我的订单 — pagesUser/myOrder/myOrder/myOrder */
  myOrders: (p: { orderNo?: Param } = {}) => pageLink('pagesUser/myOrder/myOrder/myOrder', p),
  /** 开具发票 — pagesUser/myOrder/invoicing/invoicing */
  invoicing: () => pageLink('pagesUser/myOrder/invoicing/invoicing'),
  /** 填写开票信息 — pagesUser/myOrder/fillInfo/fillInfo */
  invoiceFill: (p: { orderNo: Param }) => pageLink('pagesUser/myOrder/fillInfo/fillInfo', p),
  /** 确认开票信息 — pagesUser/myOrder/confirmInfo/confirmInfo */
  invoiceConfirm: (p: { orderNo: Param; headId: Param; email: Param }) => pageLink('pagesUser/myOrder/confirmInfo/confirmInfo', p),
  /** 发票抬头 — pagesUser/invoiceHead/invoiceHead/invoiceHead */
  invoiceHeads: () => pageLink('pagesUser/invoiceHead/invoiceHead/invoiceHead'),
  /** 编辑发票抬头 — pagesUser/invoiceHead/invoiceAdd/invoiceAdd */
  invoiceHeadEdit: (p: { id?: Param } = {}) => pageLink('pagesUser/invoiceHead/invoiceAdd/invoiceAdd', p),
  /** 我的下载 — pagesUser/myDownload/myDownload/myDownload */
  myDownloads: () => pageLink('pagesUser/myDownload/myDownload/myDownload'),
  /** 导出次数 — pagesUser/myDownload/frequency/frequency */
  exportFrequency: () => pageLink('pagesUser/myDownload/frequency/frequency'),
  /** 导出数据 — pagesDetail/exportData/exportData */
  exportData: (p: { kind: Param; title?: Param; keyword?: Param; regionCode?: Param; industry?: Param; capitalMin?: Param; capitalMax?: Param; estStart?: Param; estEnd?: Param; status?: Param; companyType?: Param; pid?: Param; dimension?: Param }) => pageLink('pagesDetail/exportData/exportData', p),
  /** 导出企业电话 — pagesDetail/exportPhoneData/exportPhoneData */
  exportPhoneData: (p: { kind: Param; title?: Param; keyword?: Param; regionCode?: Param; industry?: Param; capitalMin?: Param; capitalMax?: Param; estStart?: Param; estEnd?: Param; status?: Param; companyType?: Param }) => pageLink('pagesDetail/exportPhoneData/exportPhoneData', p),
  /** 确认支付 — pagesDetail/exportPhoneData/pay */
  exportPhonePay: (p: { kind: Param; title?: Param; keyword?: Param; regionCode?: Param; industry?: Param; capitalMin?: Param; capitalMax?: Param; estStart?: Param; estEnd?: Param; status?: Param; companyType?: Param; rows: Param; orderNo?: Param }) => pageLink('pagesDetail/exportPhoneData/pay', p),
  /** 导出企业档案 — pagesDetail/exportDataDetail/exportDataDetail */
  exportProfile: (p: { pid: Param; name?: Param }) => pageLink('pagesDetail/exportDataDetail/exportDataDetail', p),
  /** 优惠券 — pagesUser/coupon/coupon */
  coupons: () => pageLink('pagesUser/coupon/coupon'),
  /** 个人资料 — pagesUser/userInfo/userInfo */
  userInfo: () => pageLink('pagesUser/userInfo/userInfo'),
  /** 编辑资料 — pagesUser/userInfoEdit/userInfoEdit */
  userInfoEdit: () => pageLink('pagesUser/userInfoEdit/userInfoEdit'),
  /** 修改昵称 — pagesUser/nicknameSet/nicknameSet */
  nicknameSet: () => pageLink('pagesUser/nicknameSet/nicknameSet'),
  /** 浏览足迹 — pagesUser/myFooter/myFooter */
  myFootprints: () => pageLink('pagesUser/myFooter/myFooter'),
  /** 设置 — pagesUser/setting/setting */
  settings: () => pageLink('pagesUser/setting/setting'),
  /** 个性化推荐 — pagesUser/personalitySet/personalitySet */
  personalise: () => pageLink('pagesUser/personalitySet/personalitySet'),
  /** 关于我们 — pagesUser/about/about */
  aboutUs: () => pageLink('pagesUser/about/about'),
  /** 开源许可 — pagesUser/about/licences */
  openSourceLicences: () => pageLink('pagesUser/about/licences'),
  /** 版本说明 — pagesUser/updateDescription/updateDescription */
  releaseNotes: () => pageLink('pagesUser/updateDescription/updateDescription'),
  /** 联系我们 — pagesUser/contactUs/contactUs */
  contactUs: () => pageLink('pagesUser/contactUs/contactUs'),
  /** 详情 — pagesUser/richTextView/richTextView */
  richText: (p: { key: Param }) => pageLink('pagesUser/richTextView/richTextView', p),
  /** 网络未连接 — pagesUser/noNetwork/noNetwork */
  noNetwork: () => pageLink('pagesUser/noNetwork/noNetwork'),
  /** 服务暂不可用 — pagesUser/netError/netError */
  netError: () => pageLink('pagesUser/netError/netError'),
  /** 我的收藏 — pagesUser/myCollect/myCollect */
  myCollect: () => pageLink('pagesUser/myCollect/myCollect'),
  /** 我的关注 — pagesUser/attention/attention */
  myAttention: () => pageLink('pagesUser/attention/attention'),
  /** 订阅消息 — pagesUser/subscribe/subscribe */
  subscribeNotices: () => pageLink('pagesUser/subscribe/subscribe'),
  /** 我的订阅 — pagesUser/mySubscribe/mySubscribe */
  mySubscriptions: () => pageLink('pagesUser/mySubscribe/mySubscribe'),
  /** 隐私管理 — pagesUser/privacyManage/privacyManage/privacyManage */
  privacyManage: () => pageLink('pagesUser/privacyManage/privacyManage/privacyManage'),
  /** 权限管理 — pagesUser/privacyManage/privacyPower/privacyPower */
  privacyPermissions: () => pageLink('pagesUser/privacyManage/privacyPower/privacyPower'),
  /** 隐私政策 — pagesUser/privacyManage/privacyPolicy/privacyPolicy */
  privacyPolicyContents: () => pageLink('pagesUser/privacyManage/privacyPolicy/privacyPolicy'),
  /** 第三方信息共享清单 — pagesUser/dataSharing/dataSharing */
  dataSharing: () => pageLink('pagesUser/dataSharing/dataSharing'),
  /** 个人信息收集清单 — pagesUser/userCollect/userCollect */
  userCollect: () => pageLink('pagesUser/userCollect/userCollect'),
  /** 基本信息 — pagesUser/userCollect/basicInfo/basicInfo */
  userCollectBasic: () => pageLink('pagesUser/userCollect/basicInfo/basicInfo'),
  /** 身份信息 — pagesUser/userCollect/identityInfo/identityInfo */
  userCollectIdentity: () => pageLink('pagesUser/userCollect/identityInfo/identityInfo'),
  /** 使用记录 — pagesUser/userCollect/operateInfo/operateInfo */
  userCollectOperate: () => pageLink('pagesUser/userCollect/operateInfo/operateInfo'),
  /** 设备信息 — pagesUser/userCollect/deviceInfo/deviceInfo */
  userCollectDevice: () => pageLink('pagesUser/userCollect/deviceInfo/deviceInfo'),
  /** 注销须知 — pagesUser/accountCancel/accountCancelTip/accountCancelTip */
  accountCancelTip: () => pageLink('pagesUser/accountCancel/accountCancelTip/accountCancelTip'),
  /** 注销账号 — pagesUser/accountCancel/accountCancel/accountCancel */
  accountCancel: (p: { agreed?: Param } = {}) => pageLink('pagesUser/accountCancel/accountCancel/accountCancel', p),
  /** 名片夹 — pagesUser/cardHolder/list/list */
  cardHolder: () => pageLink('pagesUser/cardHolder/list/list'),
  /** 添加名片 — pagesUser/cardHolder/cardAdd/cardAdd */
  cardAdd: () => pageLink('pagesUser/cardHolder/cardAdd/cardAdd'),
  /** 编辑名片 — pagesUser/cardHolder/cardEdit/cardEdit */
  cardEdit: (p: { id: Param }) => pageLink('pagesUser/cardHolder/cardEdit/cardEdit', p),
  /** 名片详情 — pagesUser/cardHolder/cardDetails/cardDetails */
  cardDetails: (p: { id: Param }) => pageLink('pagesUser/cardHolder/cardDetails/cardDetails', p),
  /** 保存成功 — pagesUser/cardHolder/cardSuc/cardSuc */
  cardSuc: (p: { id: Param }) => pageLink('pagesUser/cardHolder/cardSuc/cardSuc', p),
  /** 创建我的名片 — pagesUser/cardHolder/myCardAdd/myCardAdd */
  myCardAdd: () => pageLink('pagesUser/cardHolder/myCardAdd/myCardAdd'),
  /** 我的名片 — pagesUser/cardHolder/myCardEdit/myCardEdit */
  myCardEdit: () => pageLink('pagesUser/cardHolder/myCardEdit/myCardEdit'),
  /** 名片 — pagesUser/cardHolder/cardShared/cardShared */
  sharedCard: (p: { token: Param }) => pageLink('pagesUser/cardHolder/cardShared/cardShared', p),
  /** 意见反馈 — pagesUser/feedback/feedback/feedback */
  feedback: () => pageLink('pagesUser/feedback/feedback/feedback'),
  /** 意见建议 — pagesUser/feedback/submitFree/submitFree */
  feedbackSuggestion: () => pageLink('pagesUser/feedback/submitFree/submitFree'),
  /** 数据纠错 — pagesUser/feedback/dataRelated/dataRelated */
  feedbackCorrection: (p: { pid?: Param } = {}) => pageLink('pagesUser/feedback/dataRelated/dataRelated', p),
  /** 功能异常 — pagesUser/feedback/dysfunction/dysfunction */
  feedbackFault: () => pageLink('pagesUser/feedback/dysfunction/dysfunction'),
  /** 我的反馈 — pagesUser/feedback/myFeedback/myFeedback */
  myFeedback: () => pageLink('pagesUser/feedback/myFeedback/myFeedback'),
  /** 邀请好友 — pagesUser/publicize/publicize */
  invite: () => pageLink('pagesUser/publicize/publicize'),
  /** 邀请记录 — pagesUser/publicize/publicizeRecord */
  inviteRecords: () => pageLink('pagesUser/publicize/publicizeRecord'),
  /** 奖励记录 — pagesUser/publicize/rewardRecord */
  inviteRewards: () => pageLink('pagesUser/publicize/rewardRecord'),
  /** 奖励明细 — pagesUser/publicize/detailed */
  inviteReward: (p: { id: Param }) => pageLink('pagesUser/publicize/detailed', p),
  /** 奖励流水 — pagesUser/publicize/flow */
  rewardFlow: () => pageLink('pagesUser/publicize/flow'),
  /** 我的组织 — pagesUser/publicize/organizationManage/organizationManage */
  organizations: () => pageLink('pagesUser/publicize/organizationManage/organizationManage'),
  /** 加入组织 — pagesUser/publicize/joinOrganization/joinOrganization */
  joinOrganization: () => pageLink('pagesUser/publicize/joinOrganization/joinOrganization'),
  /** 组织详情 — pagesUser/publicize/organizationDetail/organizationDetail */
  organizationDetail: (p: { id: Param }) => pageLink('pagesUser/publicize/organizationDetail/organizationDetail', p),
  /** 反馈详情 — pagesUser/feedback/feedbackDetails/feedbackDetails */
  feedbackDetail: (p: { id: Param }) => pageLink('pagesUser/feedback/feedbackDetails/feedbackDetails', p),
  /** 提交成功 — pagesUser/feedback/feedbackSuc/feedbackSuc */
  feedbackSuccess: (p: { kind?: Param } = {}) => pageLink('pagesUser/feedback/feedbackSuc/feedbackSuc', p),
  /** 人脉雷达 — pagesUser/connections/radar/radar */
  connections: () => pageLink('pagesUser/connections/radar/radar'),
  /** 老板详情 — pagesUser/connections/bossDetails/bossDetails */
  bossDetails: (p: { personId: Param }) => pageLink('pagesUser/connections/bossDetails/bossDetails', p),
  /** 联系人详情 — pagesUser/connections/contactsDetails/contactsDetails */
  contactsDetails: (p: { id: Param }) => pageLink('pagesUser/connections/contactsDetails/contactsDetails', p),
  /** 新增联系人 — pagesUser/connections/contactsAdd/contactsAdd */
  contactsAdd: () => pageLink('pagesUser/connections/contactsAdd/contactsAdd'),
  /** 编辑联系人 — pagesUser/connections/contactsedit/contactsedit */
  contactsEdit: (p: { id: Param }) => pageLink('pagesUser/connections/contactsedit/contactsedit', p),
  /** 添加企业 — pagesUser/connections/enterpriseAdd/enterpriseAdd */
  enterpriseAdd: () => pageLink('pagesUser/connections/enterpriseAdd/enterpriseAdd'),
  /** 云企查 — pagesIndex/entry/entry */
  entry: (p: { q?: Param; scene?: Param } = {}) => pageLink('pagesIndex/entry/entry', p),
  /** 新增企业 — pagesScenario/newlyEnterprise/regionSelection */
  newCompanies: () => pageLink('pagesScenario/newlyEnterprise/regionSelection'),
  /** 选择城市 — pagesScenario/newlyEnterprise/citySelection */
  newCompaniesCities: (p: { provinceCode: Param }) => pageLink('pagesScenario/newlyEnterprise/citySelection', p),
  /** 新增企业列表 — pagesScenario/newlyEnterprise/cityNewlyList */
  newCompaniesList: (p: { regionCode: Param; range?: Param }) => pageLink('pagesScenario/newlyEnterprise/cityNewlyList', p),
  /** 附近企业 — pagesScenario/vicinityEnterprise/vicinityEnterprise */
  nearbyCompanies: (p: { lng?: Param; lat?: Param; regionCode?: Param; pid?: Param; label?: Param; radius?: Param } = {}) => pageLink('pagesScenario/vicinityEnterprise/vicinityEnterprise', p),
  /** 附近企业地图 — pagesScenario/vicinityEnterprise/vicinityEnterpriseApp */
  nearbyMap: (p: { lng?: Param; lat?: Param; regionCode?: Param; pid?: Param; label?: Param; radius?: Param; industry?: Param; status?: Param } = {}) => pageLink('pagesScenario/vicinityEnterprise/vicinityEnterpriseApp', p),
  /** 搜索附近企业 — pagesScenario/vicinityEnterprise/search */
  nearbySearch: (p: { lng?: Param; lat?: Param; regionCode?: Param; pid?: Param; label?: Param; radius?: Param } = {}) => pageLink('pagesScenario/vicinityEnterprise/search', p),
  /** 财产线索 — pagesScenario/propertyClues/home/index */
  propertyClues: () => pageLink('pagesScenario/propertyClues/home/index'),
  /** 查财产线索 — pagesScenario/propertyClues/home/search */
  propertyCluesSearch: () => pageLink('pagesScenario/propertyClues/home/search'),
  /** 财产线索详情 — pagesScenario/propertyClues/home/result */
  propertyCluesResult: (p: { debtorKind: Param; debtorId: Param; kind?: Param }) => pageLink('pagesScenario/propertyClues/home/result', p),
  /** 我的财产线索 — pagesScenario/propertyClues/mine/index */
  propertyCluesMine: () => pageLink('pagesScenario/propertyClues/mine/index'),
  /** 收藏的债务人 — pagesScenario/propertyClues/mine/collect */
  propertyCluesCollect: () => pageLink('pagesScenario/propertyClues/mine/collect'),
  /** 线索设置 — pagesScenario/propertyClues/mine/setting */
  propertyCluesSetting: () => pageLink('pagesScenario/propertyClues/mine/setting'),
  /** 监控的债务人 — pagesScenario/propertyClues/monitorlist/index */
  propertyCluesMonitorList: () => pageLink('pagesScenario/propertyClues/monitorlist/index'),
  /** 添加监控 — pagesScenario/propertyClues/monitorlist/addMonitor */
  propertyCluesAddMonitor: () => pageLink('pagesScenario/propertyClues/monitorlist/addMonitor'),
  /** 关联我的案件 — pagesScenario/propertyClues/monitorlist/addPropertyRelate */
  propertyCluesRelate: (p: { id: Param }) => pageLink('pagesScenario/propertyClues/monitorlist/addPropertyRelate', p),
  /** 线索监控 — pagesScenario/propertyClues/clueMonitor/index */
  propertyCluesMonitor: (p: { debtorRowId?: Param } = {}) => pageLink('pagesScenario/propertyClues/clueMonitor/index', p),
  /** 查电话 — pagesScenario/findPhone/findPhone */
  findPhone: () => pageLink('pagesScenario/findPhone/findPhone'),
  /** 查电话 — pagesScenario/findPhone/query */
  findPhoneQuery: (p: { industry?: Param; regionCode?: Param; status?: Param; phoneKind?: Param } = {}) => pageLink('pagesScenario/findPhone/query', p),
  /** 查老赖 — pagesJudicial/dishonestDebtor/dishonestDebtor */
  dishonestDebtors: () => pageLink('pagesJudicial/dishonestDebtor/dishonestDebtor'),
  /** 失信被执行人查询 — pagesJudicial/dishonestDebtor/query */
  dishonestDebtorQuery: (p: { keyword?: Param } = {}) => pageLink('pagesJudicial/dishonestDebtor/query', p),
  /** 查询结果 — pagesJudicial/dishonestDebtor/results */
  debtorResults: (p: { kind: Param; keyword?: Param; province?: Param; provinceName?: Param; start?: Param; end?: Param }) => pageLink('pagesJudicial/dishonestDebtor/results', p),
  /** 详情 — pagesJudicial/dishonestDebtor/detail */
  debtorDetail: (p: { id: Param }) => pageLink('pagesJudicial/dishonestDebtor/detail', p),
  /** 查被执行人 — pagesJudicial/executedPerson/executedPerson */
  executedPersons: () => pageLink('pagesJudicial/executedPerson/executedPerson'),
  /** 被执行人查询 — pagesJudicial/executedPerson/query */
  executedPersonQuery: (p: { keyword?: Param } = {}) => pageLink('pagesJudicial/executedPerson/query', p),
  /** 司法案件 — pagesJudicial/judicialData/index */
  judicialData: () => pageLink('pagesJudicial/judicialData/index'),
  /** 案件搜索 — pagesJudicial/judicialData/search */
  caseSearch: (p: { party?: Param } = {}) => pageLink('pagesJudicial/judicialData/search', p),
  /** 案件列表 — pagesJudicial/judicialData/list/index */
  caseResults: (p: { party?: Param; court?: Param; cause?: Param; kind?: Param; start?: Param; end?: Param } = {}) => pageLink('pagesJudicial/judicialData/list/index', p),
  /** 我的监控 — pagesJudicial/judicialData/mine/index */
  caseWatch: () => pageLink('pagesJudicial/judicialData/mine/index'),
  /** 推送设置 — pagesJudicial/judicialData/mine/pushSet */
  caseWatchPush: () => pageLink('pagesJudicial/judicialData/mine/pushSet'),
  /** 监控规则 — pagesJudicial/judicialData/mine/monitorRules */
  caseWatchRules: () => pageLink('pagesJudicial/judicialData/mine/monitorRules'),
  /** 微信提醒 — pagesJudicial/judicialData/mine/bindwx */
  caseWatchWechat: () => pageLink('pagesJudicial/judicialData/mine/bindwx'),
  /** 案件监控 — pagesJudicial/judicialData/monitor/index */
  caseMonitor: (p: { partyId?: Param } = {}) => pageLink('pagesJudicial/judicialData/monitor/index', p),
  /** 信用挖掘 — pagesJudicial/creditDigData/index */
  creditDig: () => pageLink('pagesJudicial/creditDigData/index'),
  /** 信用挖掘筛选 — pagesJudicial/creditDigData/search */
  creditDigSearch: () => pageLink('pagesJudicial/creditDigData/search'),
  /** 风险企业 — pagesJudicial/creditDigData/list/list */
  creditDigList: (p: { province?: Param; provinceName?: Param; industry?: Param; industryName?: Param; kind?: Param; start?: Param; end?: Param } = {}) => pageLink('pagesJudicial/creditDigData/list/list', p),
  /** 企业集团 — enterpriseGroup/enterpriseGroup/enterpriseGroup */
  enterpriseGroups: (p: { groupId?: Param } = {}) => pageLink('enterpriseGroup/enterpriseGroup/enterpriseGroup', p),
  /** 集团信息 — enterpriseGroup/enterpriseGroup/groupInfo */
  groupInfo: (p: { groupId: Param }) => pageLink('enterpriseGroup/enterpriseGroup/groupInfo', p),
  /** 财产线索 — enterpriseGroup/enterpriseGroup/propertyClues */
  groupPropertyClues: (p: { groupId: Param }) => pageLink('enterpriseGroup/enterpriseGroup/propertyClues', p),
  /** 产品服务 — enterpriseGroup/enterpriseGroup/productServices */
  groupProducts: (p: { groupId: Param }) => pageLink('enterpriseGroup/enterpriseGroup/productServices', p),
  /** 集团风险扫描 — enterpriseGroup/pageScan/scan/scan */
  groupScan: (p: { groupId: Param }) => pageLink('enterpriseGroup/pageScan/scan/scan', p),
  /** 司法案件 — enterpriseGroup/judicialCases/judicialCases */
  groupJudicialCases: (p: { groupId: Param }) => pageLink('enterpriseGroup/judicialCases/judicialCases', p),
  /** 法律诉讼 — enterpriseGroup/judicialCases/legalcommonTab */
  groupLegal: (p: { groupId: Param }) => pageLink('enterpriseGroup/judicialCases/legalcommonTab', p),
  /** 分支机构 — enterpriseGroup/baseInfo/branch */
  groupBranches: (p: { groupId: Param }) => pageLink('enterpriseGroup/baseInfo/branch', p),
  /** 对外投资 — enterpriseGroup/baseInfo/overseaInveste */
  groupInvestments: (p: { groupId: Param }) => pageLink('enterpriseGroup/baseInfo/overseaInveste', p),
  /** 成员企业 — enterpriseGroup/baseInfo/memberEnterprise */
  groupMembers: (p: { groupId: Param }) => pageLink('enterpriseGroup/baseInfo/memberEnterprise', p),
  /** 集团股东 — enterpriseGroup/baseInfo/investor */
  groupInvestors: (p: { groupId: Param }) => pageLink('enterpriseGroup/baseInfo/investor', p),
  /** 主要人员 — enterpriseGroup/baseInfo/groupPerson */
  groupPersons: (p: { groupId: Param }) => pageLink('enterpriseGroup/baseInfo/groupPerson', p),
}

export type RouteName = keyof typeof to

/** Links to the planned pages (src/manifest/planned.ts): named by menus, not built, hidden until they are. */
export const planned: Record<string, string> = {
} as const
