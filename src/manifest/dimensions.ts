import type { RouteDef } from '../routes'

/**
 * The data-dimension pages: every list and record-detail page over the shared
 * DimensionPage component. One row per page:
 *   name   its link builder's name (`to.<name>`, src/links.gen.ts)
 *   dims   registry keys the page hosts (several → tabs on a list, any of them on a detail)
 *   kind   'list' (needs pid or personId), 'detail' (needs id), 'both' (detail when an id is given)
 *   current '0' = the page lists historical records only (quitSupplier, quitCustom), '1' current only
 *   owner  'person' when the list is a person's (personId) rather than a company's
 *   params query parameters links carry beyond those of its kind (see KIND_PARAMS)
 * Kept free of the registry so the main package stays small; test/app/dimensions checks it
 * covers every registry route of these packages.
 */
export interface DimensionPageDef {
  name: string
  path: string
  title: string
  dims: string[]
  kind: 'list' | 'detail' | 'both'
  current?: '0' | '1'
  owner?: 'person'
  params?: string[]
}

/** The page `<pkg>/<folder>/<folder>`, its builder named after the folder. */
const p = (pkg: string, folder: string) => ({ name: folder[0].toLowerCase() + folder.slice(1), path: `${pkg}/${folder}/${folder}` })

/**
 * What DimensionPage reads: a list takes its owner (pid or personId) and the tab to open (dimension);
 * a record page takes the record (id, or projectId, or certNo with its owner, or a clue as JSON in key).
 */
const LIST_PARAMS = ['pid?', 'personId?', 'dimension?']
const DETAIL_PARAMS = ['id?', 'projectId?', 'certNo?', 'key?', 'pid?', 'personId?']
const KIND_PARAMS: Record<DimensionPageDef['kind'], string[]> = {
  list: LIST_PARAMS,
  detail: DETAIL_PARAMS,
  both: [...DETAIL_PARAMS, 'dimension?'],
}

export const DIMENSION_PAGES: DimensionPageDef[] = [
  // pagesLaw
  { ...p('pagesLaw', 'dishonestExecutor'), title: '失信被执行人', dims: ['dishonestExecutor'], kind: 'both' },
  { ...p('pagesLaw', 'executor'), title: '被执行人', dims: ['executor'], kind: 'both' },
  // isCompany=1 comes with the clue of a company's restriction; the page shows the record all the same
  {
    ...p('pagesLaw', 'restrictHighconsumption'),
    title: '限制高消费',
    dims: ['restrictHighConsumption'],
    kind: 'both',
    params: ['isCompany?'],
  },
  { ...p('pagesLaw', 'finalCase'), title: '终本案件', dims: ['finalCase'], kind: 'both' },
  { ...p('pagesLaw', 'equityfreeze'), title: '股权冻结', dims: ['equityFreeze'], kind: 'both' },
  { ...p('pagesLaw', 'judicialAuction'), title: '司法拍卖', dims: ['judicialAuction'], kind: 'both' },
  { ...p('pagesLaw', 'filingInformation'), title: '立案信息', dims: ['caseFiling'], kind: 'both' },
  { ...p('pagesLaw', 'opencourt'), title: '开庭公告', dims: ['courtSession'], kind: 'both' },
  { ...p('pagesLaw', 'courtAnnouncement'), title: '法院公告', dims: ['courtAnnouncement'], kind: 'both' },
  { ...p('pagesLaw', 'deliveryAnnouncement'), title: '送达公告', dims: ['deliveryAnnouncement'], kind: 'both' },
  { ...p('pagesLaw', 'judgmentDocuments'), title: '裁判文书', dims: ['judgmentDocument'], kind: 'both' },
  // pagesOperate
  { ...p('pagesOperate', 'operateRisk'), title: '经营风险', dims: ['taxCredit', 'liquidation'], kind: 'both' },
  { ...p('pagesOperate', 'defaultCase'), title: '违约记录', dims: ['defaultCase'], kind: 'both' },
  { ...p('pagesOperate', 'suspectedDefault'), title: '疑似违约', dims: ['suspectedDefault'], kind: 'both' },
  { ...p('pagesOperate', 'contractDefault'), title: '合同违约', dims: ['contractDefault'], kind: 'both' },
  {
    ...p('pagesOperate', 'disputeDetails'),
    title: '违约详情',
    dims: ['defaultCase', 'suspectedDefault', 'contractDefault'],
    kind: 'detail',
  },
  { ...p('pagesOperate', 'sueOther'), title: '起诉他人', dims: ['sueOther'], kind: 'both' },
  { ...p('pagesOperate', 'sueOtherInfo'), title: '起诉他人详情', dims: ['sueOther'], kind: 'detail' },
  { ...p('pagesOperate', 'quiltSueOther'), title: '被他人起诉', dims: ['quiltSueOther'], kind: 'both' },
  { ...p('pagesOperate', 'quiltSueOtherInfo'), title: '被他人起诉详情', dims: ['quiltSueOther'], kind: 'detail' },
  { ...p('pagesOperate', 'partner'), title: '合作伙伴', dims: ['partner'], kind: 'both' },
  { ...p('pagesOperate', 'partnerDetails'), title: '合作伙伴详情', dims: ['partner'], kind: 'detail' },
  { name: 'supplier', path: 'pagesOperate/cooperate/supplier', title: '供应商', dims: ['supplier'], kind: 'both', current: '1' },
  {
    name: 'quitSupplier',
    path: 'pagesOperate/cooperate/quitSupplier',
    title: '历史供应商',
    dims: ['supplier'],
    kind: 'both',
    current: '0',
  },
  { name: 'customer', path: 'pagesOperate/cooperate/custom', title: '客户', dims: ['customer'], kind: 'both', current: '1' },
  { name: 'quitCustomer', path: 'pagesOperate/cooperate/quitCustom', title: '历史客户', dims: ['customer'], kind: 'both', current: '0' },
  {
    name: 'cooperateDetails',
    path: 'pagesOperate/cooperate/cooperateDetails',
    title: '合作详情',
    dims: ['supplier', 'customer'],
    kind: 'detail',
  },
  { ...p('pagesOperate', 'punishDetails'), title: '行政处罚', dims: ['adminPenalty'], kind: 'both' },
  { ...p('pagesOperate', 'taxationDetails'), title: '税收违法', dims: ['taxViolation', 'taxCredit'], kind: 'both' },
  { ...p('pagesOperate', 'taxArrearsDetilas'), title: '欠税公告', dims: ['taxArrears'], kind: 'both' },
  { ...p('pagesOperate', 'movablesDetails'), title: '动产抵押', dims: ['chattelMortgage'], kind: 'both' },
  { ...p('pagesOperate', 'stockDetails'), title: '股权出质详情', dims: ['equityPledge'], kind: 'detail' },
  { ...p('pagesOperate', 'simpleDetails'), title: '简易注销', dims: ['simpleCancellation'], kind: 'both' },
  // pagesScan/past
  { name: 'pastSeriousIllegality', path: 'pagesScan/past/seriousLllegality', title: '严重违法', dims: ['seriousIllegality'], kind: 'both' },
  { name: 'pastBusinessAnomaly', path: 'pagesScan/past/businessAnomaly', title: '经营异常', dims: ['businessAnomaly'], kind: 'both' },
  // pagesBasic
  { ...p('pagesBasic', 'recruititDetail'), title: '招聘', dims: ['recruitment'], kind: 'both' },
  // pagesIntelle
  { ...p('pagesIntelle', 'eltappsd'), title: '移动应用', dims: ['app', 'miniProgram'], kind: 'both' },
  { ...p('pagesIntelle', 'applist'), title: '小程序', dims: ['miniProgram'], kind: 'both' },
  { name: 'appDetail', path: 'pagesIntelle/appput/details', title: '应用详情', dims: ['app', 'miniProgram'], kind: 'detail' },
  { ...p('pagesIntelle', 'apppatent'), title: '专利', dims: ['patent'], kind: 'both' },
  { name: 'patentDetail', path: 'pagesIntelle/patentdetail/detail', title: '专利详情', dims: ['patent'], kind: 'detail' },
  { ...p('pagesIntelle', 'apppatentdetail'), title: '专利详情', dims: ['patent'], kind: 'detail' },
  { ...p('pagesIntelle', 'appmessa'), title: '商标', dims: ['trademark'], kind: 'both' },
  { name: 'trademarkDetail', path: 'pagesIntelle/appbrand/detail', title: '商标详情', dims: ['trademark'], kind: 'detail' },
  { ...p('pagesIntelle', 'appmessagedetail'), title: '商标详情', dims: ['trademark'], kind: 'detail' },
  { ...p('pagesIntelle', 'wblog'), title: '微博', dims: ['microblog'], kind: 'both' },
  { ...p('pagesIntelle', 'wechatAccount'), title: '公众号', dims: ['wechatAccount'], kind: 'both' },
  { ...p('pagesIntelle', 'rjCopyright'), title: '软件著作权', dims: ['softwareCopyright'], kind: 'both' },
  { ...p('pagesIntelle', 'zpCopyright'), title: '作品著作权', dims: ['workCopyright'], kind: 'both' },
  { ...p('pagesIntelle', 'fileview'), title: '网站备案', dims: ['websiteFiling'], kind: 'both' },
  // pagesBussiness
  { ...p('pagesBussiness', 'bussinessInfo'), title: '进出口信用', dims: ['importExport'], kind: 'both' },
  { ...p('pagesBussiness', 'bondInfo'), title: '债券信息', dims: ['bond'], kind: 'both' },
  { ...p('pagesBussiness', 'competitor'), title: '竞品信息', dims: ['competitor'], kind: 'both' },
  { ...p('pagesBussiness', 'administratelicense'), title: '行政许可', dims: ['adminLicense'], kind: 'both' },
  { ...p('pagesBussiness', 'telLicense'), title: '电信许可', dims: ['telLicense'], kind: 'both' },
  { ...p('pagesBussiness', 'spotCheck'), title: '抽查检查', dims: ['spotCheck'], kind: 'both' },
  { ...p('pagesBussiness', 'qualificateCertificate'), title: '资质证书', dims: ['qualification'], kind: 'both' },
  { ...p('pagesBussiness', 'tenderBidd'), title: '招投标', dims: ['tender'], kind: 'both' },
  { ...p('pagesBussiness', 'allProcure'), title: '采购信息', dims: ['purchase'], kind: 'both' },
  { ...p('pagesBussiness', 'allTransaction'), title: '交易信息', dims: ['transaction'], kind: 'both' },
  // pagesDevelop
  { ...p('pagesDevelop', 'developInfo'), title: '企业发展', dims: ['financing', 'project'], kind: 'both' },
  { name: 'developDetail', path: 'pagesDevelop/business/detail', title: '融资与业务详情', dims: ['financing', 'project'], kind: 'detail' },
  { ...p('pagesDevelop', 'news'), title: '新闻舆情', dims: ['news'], kind: 'both' },
  { ...p('pagesDevelop', 'billboard'), title: '上榜榜单', dims: ['billboard'], kind: 'both' },
  // pagesNewDimension
  { ...p('pagesNewDimension', 'onlinePromotion'), title: '网络推广', dims: ['onlinePromotion'], kind: 'both' },
  { ...p('pagesNewDimension', 'foundTeam'), title: '创始团队', dims: ['foundTeam'], kind: 'both' },
  { ...p('pagesNewDimension', 'OnlineStoreInfor'), title: '网店信息', dims: ['onlineStore'], kind: 'list' },
  {
    name: 'onlineStoreDetail',
    path: 'pagesNewDimension/OnlineStoreInfor/detail',
    title: '网店详情',
    dims: ['onlineStore'],
    kind: 'detail',
  },
  { ...p('pagesNewDimension', 'exhibitionInfo'), title: '展会信息', dims: ['exhibition'], kind: 'list' },
  { name: 'exhibitorDetail', path: 'pagesNewDimension/exhibitionInfo/qyDetail', title: '参展详情', dims: ['exhibition'], kind: 'detail' },
  {
    name: 'exhibitionDetail',
    path: 'pagesNewDimension/exhibitionInfo/exhibitionDetail',
    title: '展会详情',
    dims: ['exhibition'],
    kind: 'detail',
  },
  { ...p('pagesNewDimension', 'bankReorganization'), title: '破产重整', dims: ['bankReorganization'], kind: 'list' },
  {
    name: 'bankReorganizationDetail',
    path: 'pagesNewDimension/bankReorganization/detail',
    title: '破产重整详情',
    dims: ['bankReorganization'],
    kind: 'detail',
  },
  { ...p('pagesNewDimension', 'laborArbitration'), title: '劳动仲裁', dims: ['laborArbitration'], kind: 'both' },
  { ...p('pagesNewDimension', 'equityPledge'), title: '股权出质', dims: ['equityPledge'], kind: 'list' },
  {
    name: 'equityPledgeDetail',
    path: 'pagesNewDimension/equityPledge/detail',
    title: '股权出质详情',
    dims: ['equityPledge'],
    kind: 'detail',
  },
  { ...p('pagesNewDimension', 'landInformation'), title: '土地信息', dims: ['land', 'landMortgage'], kind: 'list' },
  {
    name: 'landDetail',
    path: 'pagesNewDimension/landInformation/detail',
    title: '土地详情',
    dims: ['land', 'landMortgage'],
    kind: 'detail',
  },
  { ...p('pagesNewDimension', 'storeInformation'), title: '门店信息', dims: ['store'], kind: 'list' },
  { name: 'storeDetail', path: 'pagesNewDimension/storeInformation/detail', title: '门店详情', dims: ['store'], kind: 'detail' },
  { ...p('pagesNewDimension', 'buildInfor'), title: '建筑资质', dims: ['buildCertificate'], kind: 'list' },
  {
    name: 'buildInforDetail',
    path: 'pagesNewDimension/buildInfor/detail',
    title: '建筑资质详情',
    dims: ['buildCertificate'],
    kind: 'detail',
  },
  { ...p('pagesNewDimension', 'buildCredit'), title: '建筑诚信', dims: ['buildCredit'], kind: 'both' },
  { name: 'employees', path: 'pagesNewDimension/employees/employeeAll', title: '企业员工', dims: ['employee'], kind: 'list' },
  { name: 'employeeDetail', path: 'pagesNewDimension/employees/detail', title: '员工证书详情', dims: ['employee'], kind: 'detail' },
  {
    name: 'personCertificates',
    path: 'pagesNewDimension/employees/personInfo',
    title: '人员证书',
    dims: ['employee'],
    kind: 'list',
    owner: 'person',
  },
  // pagesClues
  { ...p('pagesClues', 'propertyClue'), title: '财产线索', dims: ['propertyClue'], kind: 'both' },
  { ...p('pagesClues', 'shareholderChange'), title: '股东变更', dims: ['shareholderChange'], kind: 'both' },
  { ...p('pagesClues', 'shareChange'), title: '股权变动', dims: ['shareChange'], kind: 'both' },
  { ...p('pagesClues', 'capitalChange'), title: '注册资本变更', dims: ['capitalChange'], kind: 'both' },
  { ...p('pagesClues', 'businessStatusChange'), title: '经营状态变更', dims: ['businessStatusChange'], kind: 'both' },
  // pagesDetail
  { ...p('pagesDetail', 'claimableSubsidy'), title: '可申领补贴', dims: ['claimableSubsidy'], kind: 'both' },
  { ...p('pagesDetail', 'obtainedSubsidy'), title: '已获补贴', dims: ['obtainedSubsidy'], kind: 'both' },
  { ...p('pagesDetail', 'morePhone'), title: '企业电话', dims: ['phone'], kind: 'both' },
  { ...p('pagesDetail', 'suspectedPhone'), title: '疑似电话', dims: ['suspectedPhone'], kind: 'both' },
  { ...p('pagesDetail', 'sourcePhone'), title: '号码来源', dims: ['phone', 'suspectedPhone'], kind: 'detail' },
  { ...p('pagesDetail', 'scourMailbox'), title: '企业邮箱', dims: ['mailbox'], kind: 'both' },
  { ...p('pagesDetail', 'suspectedMailbox'), title: '疑似邮箱', dims: ['suspectedMailbox'], kind: 'both' },
]

export const findDimensionPage = (path: string) => DIMENSION_PAGES.find((d) => d.path === path.replace(/^\//, '').split('?')[0])

export const DIMENSION_ROUTES: RouteDef[] = DIMENSION_PAGES.map((d) => ({
  name: d.name,
  path: d.path,
  title: d.title,
  pkg: d.path.split('/')[0],
  params: [...KIND_PARAMS[d.kind], ...(d.params ?? [])],
}))
