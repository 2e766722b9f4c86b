import type { RouteDef } from '../routes'

/**
 * The data-dimension pages (issue 3): every list and record-detail page over the shared
 * DimensionPage component. One row per page:
 *   dims   registry keys the page hosts (several → tabs on a list, any of them on a detail)
 *   kind   'list' (needs pid or personId), 'detail' (needs id), 'both' (detail when an id is given)
 *   current '0' = the page lists historical records only (quitSupplier, quitCustom), '1' current only
 *   owner  'person' when the list is a person's (personId) rather than a company's
 * Kept free of the registry so the main package stays small; test/app/dimensions checks it
 * covers every registry route of these packages.
 */
export interface DimensionPageDef {
  path: string
  title: string
  dims: string[]
  kind: 'list' | 'detail' | 'both'
  current?: '0' | '1'
  owner?: 'person'
}

const p = (pkg: string, name: string) => `${pkg}/${name}/${name}`

export const DIMENSION_PAGES: DimensionPageDef[] = [
  // pagesLaw
  { path: p('pagesLaw', 'dishonestExecutor'), title: '失信被执行人', dims: ['dishonestExecutor'], kind: 'both' },
  { path: p('pagesLaw', 'executor'), title: '被执行人', dims: ['executor'], kind: 'both' },
  { path: p('pagesLaw', 'restrictHighconsumption'), title: '限制高消费', dims: ['restrictHighConsumption'], kind: 'both' },
  { path: p('pagesLaw', 'finalCase'), title: '终本案件', dims: ['finalCase'], kind: 'both' },
  { path: p('pagesLaw', 'equityfreeze'), title: '股权冻结', dims: ['equityFreeze'], kind: 'both' },
  { path: p('pagesLaw', 'judicialAuction'), title: '司法拍卖', dims: ['judicialAuction'], kind: 'both' },
  { path: p('pagesLaw', 'filingInformation'), title: '立案信息', dims: ['caseFiling'], kind: 'both' },
  { path: p('pagesLaw', 'opencourt'), title: '开庭公告', dims: ['courtSession'], kind: 'both' },
  { path: p('pagesLaw', 'courtAnnouncement'), title: '法院公告', dims: ['courtAnnouncement'], kind: 'both' },
  { path: p('pagesLaw', 'deliveryAnnouncement'), title: '送达公告', dims: ['deliveryAnnouncement'], kind: 'both' },
  { path: p('pagesLaw', 'judgmentDocuments'), title: '裁判文书', dims: ['judgmentDocument'], kind: 'both' },
  // pagesOperate
  { path: p('pagesOperate', 'operateRisk'), title: '经营风险', dims: ['taxCredit', 'liquidation'], kind: 'both' },
  { path: p('pagesOperate', 'defaultCase'), title: '违约记录', dims: ['defaultCase'], kind: 'both' },
  { path: p('pagesOperate', 'suspectedDefault'), title: '疑似违约', dims: ['suspectedDefault'], kind: 'both' },
  { path: p('pagesOperate', 'contractDefault'), title: '合同违约', dims: ['contractDefault'], kind: 'both' },
  { path: p('pagesOperate', 'disputeDetails'), title: '违约详情', dims: ['defaultCase', 'suspectedDefault', 'contractDefault'], kind: 'detail' },
  { path: p('pagesOperate', 'sueOther'), title: '起诉他人', dims: ['sueOther'], kind: 'both' },
  { path: p('pagesOperate', 'sueOtherInfo'), title: '起诉他人详情', dims: ['sueOther'], kind: 'detail' },
  { path: p('pagesOperate', 'quiltSueOther'), title: '被他人起诉', dims: ['quiltSueOther'], kind: 'both' },
  { path: p('pagesOperate', 'quiltSueOtherInfo'), title: '被他人起诉详情', dims: ['quiltSueOther'], kind: 'detail' },
  { path: p('pagesOperate', 'partner'), title: '合作伙伴', dims: ['partner'], kind: 'both' },
  { path: p('pagesOperate', 'partnerDetails'), title: '合作伙伴详情', dims: ['partner'], kind: 'detail' },
  { path: 'pagesOperate/cooperate/supplier', title: '供应商', dims: ['supplier'], kind: 'both', current: '1' },
  { path: 'pagesOperate/cooperate/quitSupplier', title: '历史供应商', dims: ['supplier'], kind: 'both', current: '0' },
  { path: 'pagesOperate/cooperate/custom', title: '客户', dims: ['customer'], kind: 'both', current: '1' },
  { path: 'pagesOperate/cooperate/quitCustom', title: '历史客户', dims: ['customer'], kind: 'both', current: '0' },
  { path: 'pagesOperate/cooperate/cooperateDetails', title: '合作详情', dims: ['supplier', 'customer'], kind: 'detail' },
  { path: p('pagesOperate', 'punishDetails'), title: '行政处罚', dims: ['adminPenalty'], kind: 'both' },
  { path: p('pagesOperate', 'taxationDetails'), title: '税收违法', dims: ['taxViolation', 'taxCredit'], kind: 'both' },
  { path: p('pagesOperate', 'taxArrearsDetilas'), title: '欠税公告', dims: ['taxArrears'], kind: 'both' },
  { path: p('pagesOperate', 'movablesDetails'), title: '动产抵押', dims: ['chattelMortgage'], kind: 'both' },
  { path: p('pagesOperate', 'stockDetails'), title: '股权出质详情', dims: ['equityPledge'], kind: 'detail' },
  { path: p('pagesOperate', 'simpleDetails'), title: '简易注销', dims: ['simpleCancellation'], kind: 'both' },
  // pagesScan/past
  { path: 'pagesScan/past/seriousLllegality', title: '严重违法', dims: ['seriousIllegality'], kind: 'both' },
  { path: 'pagesScan/past/businessAnomaly', title: '经营异常', dims: ['businessAnomaly'], kind: 'both' },
  // pagesBasic
  { path: p('pagesBasic', 'recruititDetail'), title: '招聘', dims: ['recruitment'], kind: 'both' },
  // pagesIntelle
  { path: p('pagesIntelle', 'eltappsd'), title: '移动应用', dims: ['app', 'miniProgram'], kind: 'both' },
  { path: p('pagesIntelle', 'applist'), title: '小程序', dims: ['miniProgram'], kind: 'both' },
  { path: 'pagesIntelle/appput/details', title: '应用详情', dims: ['app', 'miniProgram'], kind: 'detail' },
  { path: p('pagesIntelle', 'apppatent'), title: '专利', dims: ['patent'], kind: 'both' },
  { path: 'pagesIntelle/patentdetail/detail', title: '专利详情', dims: ['patent'], kind: 'detail' },
  { path: p('pagesIntelle', 'apppatentdetail'), title: '专利详情', dims: ['patent'], kind: 'detail' },
  { path: p('pagesIntelle', 'appmessa'), title: '商标', dims: ['trademark'], kind: 'both' },
  { path: 'pagesIntelle/appbrand/detail', title: '商标详情', dims: ['trademark'], kind: 'detail' },
  { path: p('pagesIntelle', 'appmessagedetail'), title: '商标详情', dims: ['trademark'], kind: 'detail' },
  { path: p('pagesIntelle', 'wblog'), title: '微博', dims: ['microblog'], kind: 'both' },
  { path: p('pagesIntelle', 'wechatAccount'), title: '公众号', dims: ['wechatAccount'], kind: 'both' },
  { path: p('pagesIntelle', 'rjCopyright'), title: '软件著作权', dims: ['softwareCopyright'], kind: 'both' },
  { path: p('pagesIntelle', 'zpCopyright'), title: '作品著作权', dims: ['workCopyright'], kind: 'both' },
  { path: p('pagesIntelle', 'fileview'), title: '网站备案', dims: ['websiteFiling'], kind: 'both' },
  // pagesBussiness
  { path: p('pagesBussiness', 'bussinessInfo'), title: '进出口信用', dims: ['importExport'], kind: 'both' },
  { path: p('pagesBussiness', 'bondInfo'), title: '债券信息', dims: ['bond'], kind: 'both' },
  { path: p('pagesBussiness', 'competitor'), title: '竞品信息', dims: ['competitor'], kind: 'both' },
  { path: p('pagesBussiness', 'administratelicense'), title: '行政许可', dims: ['adminLicense'], kind: 'both' },
  { path: p('pagesBussiness', 'telLicense'), title: '电信许可', dims: ['telLicense'], kind: 'both' },
  { path: p('pagesBussiness', 'spotCheck'), title: '抽查检查', dims: ['spotCheck'], kind: 'both' },
  { path: p('pagesBussiness', 'qualificateCertificate'), title: '资质证书', dims: ['qualification'], kind: 'both' },
  { path: p('pagesBussiness', 'tenderBidd'), title: '招投标', dims: ['tender'], kind: 'both' },
  { path: p('pagesBussiness', 'allProcure'), title: '采购信息', dims: ['purchase'], kind: 'both' },
  { path: p('pagesBussiness', 'allTransaction'), title: '交易信息', dims: ['transaction'], kind: 'both' },
  // pagesDevelop
  { path: p('pagesDevelop', 'developInfo'), title: '企业发展', dims: ['financing', 'project'], kind: 'both' },
  { path: 'pagesDevelop/business/detail', title: '融资与业务详情', dims: ['financing', 'project'], kind: 'detail' },
  { path: p('pagesDevelop', 'news'), title: '新闻舆情', dims: ['news'], kind: 'both' },
  { path: p('pagesDevelop', 'billboard'), title: '上榜榜单', dims: ['billboard'], kind: 'both' },
  // pagesNewDimension
  { path: p('pagesNewDimension', 'onlinePromotion'), title: '网络推广', dims: ['onlinePromotion'], kind: 'both' },
  { path: p('pagesNewDimension', 'foundTeam'), title: '创始团队', dims: ['foundTeam'], kind: 'both' },
  { path: p('pagesNewDimension', 'OnlineStoreInfor'), title: '网店信息', dims: ['onlineStore'], kind: 'list' },
  { path: 'pagesNewDimension/OnlineStoreInfor/detail', title: '网店详情', dims: ['onlineStore'], kind: 'detail' },
  { path: p('pagesNewDimension', 'exhibitionInfo'), title: '展会信息', dims: ['exhibition'], kind: 'list' },
  { path: 'pagesNewDimension/exhibitionInfo/qyDetail', title: '参展详情', dims: ['exhibition'], kind: 'detail' },
  { path: 'pagesNewDimension/exhibitionInfo/exhibitionDetail', title: '展会详情', dims: ['exhibition'], kind: 'detail' },
  { path: p('pagesNewDimension', 'bankReorganization'), title: '破产重整', dims: ['bankReorganization'], kind: 'list' },
  { path: 'pagesNewDimension/bankReorganization/detail', title: '破产重整详情', dims: ['bankReorganization'], kind: 'detail' },
  { path: p('pagesNewDimension', 'laborArbitration'), title: '劳动仲裁', dims: ['laborArbitration'], kind: 'both' },
  { path: p('pagesNewDimension', 'equityPledge'), title: '股权出质', dims: ['equityPledge'], kind: 'list' },
  { path: 'pagesNewDimension/equityPledge/detail', title: '股权出质详情', dims: ['equityPledge'], kind: 'detail' },
  { path: p('pagesNewDimension', 'landInformation'), title: '土地信息', dims: ['land', 'landMortgage'], kind: 'list' },
  { path: 'pagesNewDimension/landInformation/detail', title: '土地详情', dims: ['land', 'landMortgage'], kind: 'detail' },
  { path: p('pagesNewDimension', 'storeInformation'), title: '门店信息', dims: ['store'], kind: 'list' },
  { path: 'pagesNewDimension/storeInformation/detail', title: '门店详情', dims: ['store'], kind: 'detail' },
  { path: p('pagesNewDimension', 'buildInfor'), title: '建筑资质', dims: ['buildCertificate'], kind: 'list' },
  { path: 'pagesNewDimension/buildInfor/detail', title: '建筑资质详情', dims: ['buildCertificate'], kind: 'detail' },
  { path: p('pagesNewDimension', 'buildCredit'), title: '建筑诚信', dims: ['buildCredit'], kind: 'both' },
  { path: 'pagesNewDimension/employees/employeeAll', title: '企业员工', dims: ['employee'], kind: 'list' },
  { path: 'pagesNewDimension/employees/detail', title: '员工证书详情', dims: ['employee'], kind: 'detail' },
  { path: 'pagesNewDimension/employees/personInfo', title: '人员证书', dims: ['employee'], kind: 'list', owner: 'person' },
  // pagesClues
  { path: p('pagesClues', 'propertyClue'), title: '财产线索', dims: ['propertyClue'], kind: 'both' },
  { path: p('pagesClues', 'shareholderChange'), title: '股东变更', dims: ['shareholderChange'], kind: 'both' },
  { path: p('pagesClues', 'shareChange'), title: '股权变动', dims: ['shareChange'], kind: 'both' },
  { path: p('pagesClues', 'capitalChange'), title: '注册资本变更', dims: ['capitalChange'], kind: 'both' },
  { path: p('pagesClues', 'businessStatusChange'), title: '经营状态变更', dims: ['businessStatusChange'], kind: 'both' },
  // pagesDetail
  { path: p('pagesDetail', 'claimableSubsidy'), title: '可申领补贴', dims: ['claimableSubsidy'], kind: 'both' },
  { path: p('pagesDetail', 'obtainedSubsidy'), title: '已获补贴', dims: ['obtainedSubsidy'], kind: 'both' },
  { path: p('pagesDetail', 'morePhone'), title: '企业电话', dims: ['phone'], kind: 'both' },
  { path: p('pagesDetail', 'suspectedPhone'), title: '疑似电话', dims: ['suspectedPhone'], kind: 'both' },
  { path: p('pagesDetail', 'sourcePhone'), title: '号码来源', dims: ['phone', 'suspectedPhone'], kind: 'detail' },
  { path: p('pagesDetail', 'scourMailbox'), title: '企业邮箱', dims: ['mailbox'], kind: 'both' },
  { path: p('pagesDetail', 'suspectedMailbox'), title: '疑似邮箱', dims: ['suspectedMailbox'], kind: 'both' },
]

export const findDimensionPage = (path: string) => DIMENSION_PAGES.find((d) => d.path === path.replace(/^\//, '').split('?')[0])

export const DIMENSION_ROUTES: RouteDef[] = DIMENSION_PAGES.map((d) => ({ path: d.path, title: d.title, pkg: d.path.split('/')[0] }))
