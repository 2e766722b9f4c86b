/**
 * The one registry of data dimensions. Framework-free: imported by the app and the server.
 * Each entry owns every rule about its dimension: fields and pages, monitoring default, the legal-case
 * stage it stands for, how the risk scan reads it, and how often the demo generator produces it.
 * Field keys refer to record columns (title, date, amount, refNo, status, parties) or to keys
 * inside the record's `detail` JSON.
 */

export type DimensionCategory = 'basic' | 'judicial' | 'operating' | 'business' | 'ip' | 'develop' | 'newDimension' | 'clue'

export type FieldKind = 'text' | 'date' | 'amount' | 'party' | 'longtext' | 'status' | 'link'

export interface FieldDef {
  key: string
  label: string
  kind?: FieldKind
}

/** Monitoring: 'on' = watched by default, 'optIn' = offered but off until chosen, 'off' = not news (static or derived data). */
export type MonitorPolicy = 'on' | 'optIn' | 'off'

/** The stages of a legal case in the order it goes through them. */
export const CASE_STAGE_ORDER = ['立案', '公告', '开庭', '裁判', '执行', '失信', '限高', '终本', '其他'] as const
export type CaseStageName = (typeof CASE_STAGE_ORDER)[number]

/**
 * One way the risk scan reads a dimension's records: which records count, how grave they are, and the
 * Chinese sentence that explains a hit. Template syntax: {name} placeholders; a [bracketed part] is dropped
 * when any placeholder inside it is empty.
 */
export interface RiskReading {
  id: string
  title: string
  level: 'high' | 'warn' | 'info'
  /** where hits concerning the scanned company / person itself go: 自身风险, 历史风险 or 提示信息 */
  group: 'self' | 'history' | 'notice'
  /** true = current records only, false = historical only, undefined = both */
  current?: boolean
  /** amount ≥ this (万元) */
  minAmount?: number
  /** status must be one of these */
  statusIn?: string[]
  /** status value → wording in the explanation */
  statusText?: Record<string, string>
  /** a person's own record counts (person scans and related persons) */
  person?: boolean
  /** records of related companies count (关联风险) */
  related?: boolean
  /** conditions in plain Chinese, shown with the rule */
  conditions: string[]
  template: string
}

/** Demo data: the probability that a company has records of the dimension, and the most one company gets. */
export interface DemoPresence {
  presence: number
  max?: number
}

export interface Dimension {
  key: string
  label: string
  category: DimensionCategory
  entity: 'company' | 'person' | 'both'
  listFields: FieldDef[]
  detailFields: FieldDef[]
  level?: 'high' | 'warn' | 'info'
  hasDate: boolean
  hasAmount: boolean
  /** party roles, e.g. ['原告','被告','第三人'] */
  roles?: string[]
  /** clue type codes (财产线索 types) that jump to this dimension */
  clueTypes?: string[]
  listRoute?: string
  detailRoute?: string
  /** the public source the records come from */
  source: string
  monitor: MonitorPolicy
  caseStage?: CaseStageName
  risk?: RiskReading[]
  /** absent for dimensions produced with others (a lawsuit's stages, registration-change clues) */
  demo?: DemoPresence
}

/** Columns of the records table that field keys may name directly. */
export const RECORD_COLUMNS = ['title', 'date', 'amount', 'refNo', 'status', 'parties'] as const

export const CATEGORY_LABELS: Record<DimensionCategory, string> = {
  basic: '基本信息',
  judicial: '司法风险',
  operating: '经营风险',
  business: '经营信息',
  ip: '知识产权',
  develop: '企业发展',
  newDimension: '新兴维度',
  clue: '财产线索',
}

type F = [string, string, FieldKind?]
const fields = (list: F[]): FieldDef[] => list.map(([key, label, kind]) => (kind ? { key, label, kind } : { key, label }))

interface Def {
  key: string
  label: string
  category: DimensionCategory
  entity?: Dimension['entity']
  list: F[]
  /** detail fields beyond the list fields */
  more: F[]
  level?: Dimension['level']
  roles?: string[]
  clueTypes?: string[]
  listRoute?: string
  detailRoute?: string
  source: string
  /** default: 'on' for high and warn levels, 'optIn' for info */
  monitor?: MonitorPolicy
  caseStage?: CaseStageName
  risk?: RiskReading[]
  demo?: DemoPresence
}

function dim(d: Def): Dimension {
  const listFields = fields(d.list)
  const detailFields = fields([...d.list, ...d.more.filter(([k]) => !d.list.some(([l]) => l === k))])
  const all = [...listFields, ...detailFields]
  return {
    key: d.key,
    label: d.label,
    category: d.category,
    entity: d.entity ?? 'company',
    listFields,
    detailFields,
    level: d.level ?? 'info',
    hasDate: all.some((f) => f.key === 'date'),
    hasAmount: all.some((f) => f.key === 'amount'),
    ...(d.roles ? { roles: d.roles } : {}),
    ...(d.clueTypes ? { clueTypes: d.clueTypes } : {}),
    ...(d.listRoute ? { listRoute: d.listRoute } : {}),
    ...(d.detailRoute ? { detailRoute: d.detailRoute } : {}),
    source: d.source,
    monitor: d.monitor ?? ((d.level ?? 'info') === 'info' ? 'optIn' : 'on'),
    ...(d.caseStage ? { caseStage: d.caseStage } : {}),
    ...(d.risk ? { risk: d.risk } : {}),
    ...(d.demo ? { demo: d.demo } : {}),
  }
}

const page = (pkg: string, name: string) => `${pkg}/${name}/${name}`

const LITIGANTS = ['原告', '被告', '第三人']
const EXECUTION = ['申请执行人', '被执行人']
const S_EXEC = '中国执行信息公开网'
const S_DOCS = '中国裁判文书网'
const S_COURT = '人民法院公告网'
const S_GSXT = '国家企业信用信息公示系统'
const S_TAX = '国家税务总局'
const S_CNIPA = '国家知识产权局'
const S_CPCC = '中国版权保护中心'
const UNPAID = { 全部未履行: '至今未履行', 部分履行: '仅部分履行' }

// ---------- 司法风险 ----------
const judicial: Def[] = [
  {
    key: 'dishonestExecutor',
    label: '失信被执行人',
    category: 'judicial',
    entity: 'both',
    level: 'high',
    list: [
      ['refNo', '案号'],
      ['court', '执行法院'],
      ['amount', '涉案金额', 'amount'],
      ['date', '立案日期', 'date'],
      ['status', '履行情况', 'status'],
    ],
    more: [
      ['parties', '当事人', 'party'],
      ['basisNo', '执行依据文号'],
      ['basisUnit', '作出执行依据单位'],
      ['duty', '生效法律文书确定的义务', 'longtext'],
      ['behavior', '失信被执行人行为具体情形', 'longtext'],
      ['publishDate', '发布日期', 'date'],
    ],
    roles: EXECUTION,
    clueTypes: ['120402', '110401'],
    listRoute: page('pagesLaw', 'dishonestExecutor'),
    detailRoute: page('pagesLaw', 'dishonestExecutor'),
    source: S_EXEC,
    caseStage: '失信',
    risk: [
      {
        id: 'R-DISHONEST',
        title: '失信被执行人',
        level: 'high',
        group: 'self',
        current: true,
        person: true,
        related: true,
        statusText: UNPAID,
        conditions: ['当前有效的失信被执行人记录'],
        template: '{date} 被列为失信被执行人[，涉案金额 {amount} 万元][，{statusText}][（{court}）]',
      },
      {
        id: 'H-DISHONEST',
        title: '历史失信被执行人',
        level: 'info',
        group: 'history',
        current: false,
        person: true,
        conditions: ['已失效的失信被执行人记录'],
        template: '{date} 曾被列为失信被执行人[，涉案金额 {amount} 万元]，现已移除',
      },
    ],
  },
  {
    key: 'executor',
    label: '被执行人',
    category: 'judicial',
    entity: 'both',
    level: 'high',
    list: [
      ['refNo', '案号'],
      ['court', '执行法院'],
      ['amount', '执行标的', 'amount'],
      ['date', '立案日期', 'date'],
    ],
    more: [
      ['parties', '当事人', 'party'],
      ['caseStatus', '案件状态', 'status'],
    ],
    roles: EXECUTION,
    clueTypes: ['120404', '110404'],
    listRoute: page('pagesLaw', 'executor'),
    detailRoute: page('pagesLaw', 'executor'),
    source: S_EXEC,
    caseStage: '执行',
    risk: [
      {
        id: 'R-EXECUTOR',
        title: '被执行人',
        level: 'high',
        group: 'self',
        current: true,
        person: true,
        related: true,
        conditions: ['当前未结案的被执行记录'],
        template: '{date} 被立为被执行人[，执行标的 {amount} 万元][，案号 {refNo}][（{court}）]',
      },
      {
        id: 'H-EXECUTOR',
        title: '历史被执行人',
        level: 'info',
        group: 'history',
        current: false,
        person: true,
        conditions: ['已结案的被执行记录'],
        template: '{date} 曾为被执行人[，执行标的 {amount} 万元]，现已结案',
      },
    ],
  },
  {
    key: 'restrictHighConsumption',
    label: '限制高消费',
    category: 'judicial',
    entity: 'both',
    level: 'high',
    list: [
      ['refNo', '案号'],
      ['title', '限消令对象'],
      ['court', '执行法院'],
      ['date', '立案日期', 'date'],
    ],
    more: [
      ['parties', '当事人', 'party'],
      ['applicant', '申请人', 'party'],
      ['publishDate', '发布日期', 'date'],
      ['content', '限制内容', 'longtext'],
    ],
    roles: ['申请人', '被限制人', '关联对象'],
    clueTypes: ['110402'],
    listRoute: page('pagesLaw', 'restrictHighconsumption'),
    detailRoute: page('pagesLaw', 'restrictHighconsumption'),
    source: S_EXEC,
    caseStage: '限高',
    risk: [
      {
        id: 'R-HIGHCONS',
        title: '限制高消费',
        level: 'high',
        group: 'self',
        current: true,
        person: true,
        related: true,
        conditions: ['当前有效的限制高消费令'],
        template: '{date} 被法院发布限制消费令[（{court}）]，限制乘坐飞机、高铁及其他高消费行为',
      },
    ],
  },
  {
    key: 'finalCase',
    label: '终本案件',
    category: 'judicial',
    entity: 'both',
    level: 'high',
    list: [
      ['refNo', '案号'],
      ['court', '执行法院'],
      ['amount', '执行标的', 'amount'],
      ['date', '终本日期', 'date'],
    ],
    more: [
      ['parties', '当事人', 'party'],
      ['filingDate', '立案日期', 'date'],
      ['unperformed', '未履行金额（万元）', 'amount'],
    ],
    roles: EXECUTION,
    listRoute: page('pagesLaw', 'finalCase'),
    detailRoute: page('pagesLaw', 'finalCase'),
    source: S_EXEC,
    caseStage: '终本',
    risk: [
      {
        id: 'R-FINALCASE',
        title: '终本案件',
        level: 'high',
        group: 'self',
        current: true,
        person: true,
        related: true,
        conditions: ['终结本次执行程序'],
        template: '{date} 执行案件终结本次执行程序[，执行标的 {amount} 万元]，债务未全部清偿',
      },
    ],
  },
  {
    key: 'equityFreeze',
    label: '股权冻结',
    category: 'judicial',
    entity: 'both',
    level: 'warn',
    list: [
      ['refNo', '执行通知书文号'],
      ['title', '被执行人'],
      ['amount', '股权数额', 'amount'],
      ['status', '冻结状态', 'status'],
      ['date', '冻结日期', 'date'],
    ],
    more: [
      ['court', '执行法院'],
      ['targetCompany', '冻结股权标的企业', 'party'],
      ['freezeFrom', '冻结期限自', 'date'],
      ['freezeTo', '冻结期限至', 'date'],
      ['matter', '执行事项'],
    ],
    roles: ['被执行人', '标的企业'],
    clueTypes: ['100203', '100206', '120202'],
    listRoute: page('pagesLaw', 'equityfreeze'),
    detailRoute: page('pagesLaw', 'equityfreeze'),
    source: S_GSXT,
    caseStage: '执行',
    risk: [
      {
        id: 'R-EQUITYFREEZE',
        title: '股权冻结',
        level: 'warn',
        group: 'self',
        current: true,
        person: true,
        related: true,
        statusIn: ['冻结'],
        conditions: ['状态为冻结的股权冻结记录'],
        template: '{date} 股权被冻结[，冻结金额 {amount} 万元][（{court}）]',
      },
      {
        id: 'H-EQUITYFREEZE',
        title: '历史股权冻结',
        level: 'info',
        group: 'history',
        statusIn: ['解除冻结', '失效'],
        conditions: ['已解除或失效的股权冻结'],
        template: '{date} 曾有股权被冻结[，冻结金额 {amount} 万元][，现{status}]',
      },
    ],
  },
  {
    key: 'judicialAuction',
    label: '司法拍卖',
    category: 'judicial',
    level: 'warn',
    list: [
      ['title', '拍卖标的'],
      ['amount', '起拍价', 'amount'],
      ['date', '拍卖日期', 'date'],
      ['status', '拍卖状态', 'status'],
    ],
    more: [
      ['court', '委托法院'],
      ['assessPrice', '评估价（万元）', 'amount'],
      ['platform', '拍卖平台'],
      ['description', '标的描述', 'longtext'],
    ],
    clueTypes: ['100401'],
    listRoute: page('pagesLaw', 'judicialAuction'),
    detailRoute: page('pagesLaw', 'judicialAuction'),
    source: '人民法院诉讼资产网',
    risk: [
      {
        id: 'R-AUCTION',
        title: '司法拍卖',
        level: 'warn',
        group: 'self',
        current: true,
        conditions: ['名下资产被司法拍卖'],
        template: '{date} 资产被司法拍卖[：{title}][，起拍价 {amount} 万元][，{status}]',
      },
    ],
    demo: { presence: 0.02 },
  },
  {
    key: 'caseFiling',
    label: '立案信息',
    category: 'judicial',
    entity: 'both',
    level: 'warn',
    list: [
      ['refNo', '案号'],
      ['cause', '案由'],
      ['parties', '当事人', 'party'],
      ['date', '立案日期', 'date'],
    ],
    more: [
      ['court', '法院'],
      ['judge', '承办法官'],
      ['caseStatus', '案件进度', 'status'],
    ],
    roles: LITIGANTS,
    listRoute: page('pagesLaw', 'filingInformation'),
    detailRoute: page('pagesLaw', 'caseDetail'),
    source: '中国审判流程信息公开网',
    caseStage: '立案',
  },
  {
    key: 'courtSession',
    label: '开庭公告',
    category: 'judicial',
    entity: 'both',
    level: 'warn',
    list: [
      ['refNo', '案号'],
      ['cause', '案由'],
      ['parties', '当事人', 'party'],
      ['date', '开庭日期', 'date'],
    ],
    more: [
      ['court', '法院'],
      ['courtroom', '法庭'],
      ['judge', '审判长'],
    ],
    roles: LITIGANTS,
    listRoute: page('pagesLaw', 'opencourt'),
    detailRoute: page('pagesLaw', 'caseDetail'),
    source: S_COURT,
    caseStage: '开庭',
  },
  {
    key: 'courtAnnouncement',
    label: '法院公告',
    category: 'judicial',
    entity: 'both',
    level: 'warn',
    list: [
      ['title', '公告类型'],
      ['parties', '当事人', 'party'],
      ['court', '公告法院'],
      ['date', '刊登日期', 'date'],
    ],
    more: [
      ['refNo', '案号'],
      ['content', '公告内容', 'longtext'],
    ],
    roles: LITIGANTS,
    listRoute: page('pagesLaw', 'courtAnnouncement'),
    detailRoute: page('pagesLaw', 'courtAnnouncement'),
    source: S_COURT,
    caseStage: '公告',
  },
  {
    key: 'deliveryAnnouncement',
    label: '送达公告',
    category: 'judicial',
    entity: 'both',
    level: 'warn',
    list: [
      ['title', '公告标题'],
      ['refNo', '案号'],
      ['court', '法院'],
      ['date', '发布日期', 'date'],
    ],
    more: [
      ['parties', '当事人', 'party'],
      ['content', '公告内容', 'longtext'],
    ],
    roles: LITIGANTS,
    listRoute: page('pagesLaw', 'deliveryAnnouncement'),
    detailRoute: page('pagesLaw', 'deliveryAnnouncement'),
    source: S_COURT,
    caseStage: '公告',
  },
  {
    key: 'judgmentDocument',
    label: '裁判文书',
    category: 'judicial',
    entity: 'both',
    level: 'warn',
    list: [
      ['title', '文书标题'],
      ['refNo', '案号'],
      ['cause', '案由'],
      ['date', '裁判日期', 'date'],
    ],
    more: [
      ['parties', '当事人', 'party'],
      ['amount', '涉案金额', 'amount'],
      ['court', '法院'],
      ['docType', '文书类型'],
      ['result', '裁判结果', 'longtext'],
      ['publishDate', '发布日期', 'date'],
    ],
    roles: LITIGANTS,
    listRoute: page('pagesLaw', 'judgmentDocuments'),
    detailRoute: page('pagesLaw', 'caseDetail'),
    source: S_DOCS,
    caseStage: '裁判',
  },
  {
    key: 'judicialCase',
    label: '司法案件',
    category: 'judicial',
    entity: 'both',
    level: 'warn',
    list: [
      ['title', '案件名称'],
      ['refNo', '案号'],
      ['status', '案件进程', 'status'],
      ['date', '最新进展日期', 'date'],
    ],
    more: [
      ['parties', '当事人', 'party'],
      ['cause', '案由'],
      ['court', '法院'],
      ['amount', '涉案金额', 'amount'],
      ['relatedRefNos', '关联案号'],
    ],
    roles: LITIGANTS,
    clueTypes: ['120301', '120403'],
    listRoute: page('pagesLaw', 'allCase'),
    detailRoute: page('pagesLaw', 'caseDetail'),
    source: S_DOCS,
    risk: [
      {
        id: 'R-CASE',
        title: '司法案件',
        level: 'warn',
        group: 'self',
        current: true,
        conditions: ['审理或执行中的司法案件'],
        template: '{date} 涉及司法案件[「{title}」][，涉案金额 {amount} 万元][，{status}]',
      },
    ],
  },
]

// ---------- 经营风险 ----------
const operating: Def[] = [
  {
    key: 'defaultCase',
    label: '违约记录',
    category: 'operating',
    level: 'warn',
    list: [
      ['title', '违约事项'],
      ['parties', '相对方', 'party'],
      ['amount', '违约金额', 'amount'],
      ['date', '发生日期', 'date'],
    ],
    more: [
      ['refNo', '关联案号'],
      ['description', '违约情况', 'longtext'],
    ],
    roles: ['违约方', '守约方'],
    listRoute: page('pagesOperate', 'defaultCase'),
    detailRoute: page('pagesOperate', 'disputeDetails'),
    source: S_DOCS,
    demo: { presence: 0.04 },
  },
  {
    key: 'suspectedDefault',
    label: '疑似违约',
    category: 'operating',
    level: 'warn',
    list: [
      ['title', '疑似违约事项'],
      ['amount', '涉及金额', 'amount'],
      ['date', '发现日期', 'date'],
    ],
    more: [
      ['parties', '相关方', 'party'],
      ['basis', '判定依据', 'longtext'],
    ],
    roles: ['违约方', '相对方'],
    listRoute: page('pagesOperate', 'suspectedDefault'),
    detailRoute: page('pagesOperate', 'disputeDetails'),
    source: S_EXEC,
    demo: { presence: 0.02 },
  },
  {
    key: 'contractDefault',
    label: '合同违约',
    category: 'operating',
    level: 'warn',
    list: [
      ['title', '合同名称'],
      ['parties', '合同相对方', 'party'],
      ['amount', '合同金额', 'amount'],
      ['date', '判决日期', 'date'],
    ],
    more: [
      ['refNo', '案号'],
      ['cause', '案由'],
      ['result', '判决结果', 'longtext'],
    ],
    roles: ['违约方', '守约方'],
    listRoute: page('pagesOperate', 'contractDefault'),
    detailRoute: page('pagesOperate', 'disputeDetails'),
    source: S_DOCS,
  },
  {
    key: 'sueOther',
    label: '起诉他人',
    category: 'operating',
    level: 'info',
    list: [
      ['cause', '案由'],
      ['parties', '被告', 'party'],
      ['amount', '诉讼金额', 'amount'],
      ['date', '起诉日期', 'date'],
    ],
    more: [
      ['refNo', '案号'],
      ['court', '法院'],
      ['status', '案件进程', 'status'],
    ],
    roles: LITIGANTS,
    listRoute: page('pagesOperate', 'sueOther'),
    detailRoute: page('pagesOperate', 'sueOtherInfo'),
    source: S_DOCS,
  },
  {
    key: 'quiltSueOther',
    label: '被他人起诉',
    category: 'operating',
    level: 'warn',
    list: [
      ['cause', '案由'],
      ['parties', '原告', 'party'],
      ['amount', '诉讼金额', 'amount'],
      ['date', '被诉日期', 'date'],
    ],
    more: [
      ['refNo', '案号'],
      ['court', '法院'],
      ['status', '案件进程', 'status'],
    ],
    roles: LITIGANTS,
    listRoute: page('pagesOperate', 'quiltSueOther'),
    detailRoute: page('pagesOperate', 'quiltSueOtherInfo'),
    source: S_DOCS,
    risk: [
      {
        id: 'R-SUED',
        title: '被他人起诉',
        level: 'warn',
        group: 'self',
        current: true,
        minAmount: 100,
        conditions: ['被起诉且涉案金额 ≥ 100 万元'],
        template: '{date} 被他人起诉[（{title}）][，涉案金额 {amount} 万元]',
      },
    ],
  },
  {
    key: 'partner',
    label: '合作伙伴',
    category: 'operating',
    list: [
      ['title', '合作伙伴'],
      ['relation', '合作关系'],
      ['amount', '合作金额', 'amount'],
      ['date', '最近合作日期', 'date'],
    ],
    more: [
      ['parties', '合作方', 'party'],
      ['times', '合作次数'],
      ['evidence', '数据来源说明', 'longtext'],
    ],
    roles: ['合作方'],
    listRoute: page('pagesOperate', 'partner'),
    detailRoute: page('pagesOperate', 'partnerDetails'),
    source: '企业公开年报',
    monitor: 'off',
    demo: { presence: 0.12, max: 4 },
  },
  {
    key: 'supplier',
    label: '供应商',
    category: 'operating',
    list: [
      ['title', '供应商'],
      ['ratio', '采购占比'],
      ['amount', '采购金额', 'amount'],
      ['date', '报告期', 'date'],
    ],
    more: [
      ['parties', '供应商', 'party'],
      ['relation', '关联关系'],
      ['reportSource', '数据来源'],
    ],
    roles: ['供应商'],
    listRoute: 'pagesOperate/cooperate/supplier',
    detailRoute: 'pagesOperate/cooperate/cooperateDetails',
    source: '上市公司公告',
    monitor: 'off',
    demo: { presence: 0.08, max: 4 },
  },
  {
    key: 'customer',
    label: '客户',
    category: 'operating',
    list: [
      ['title', '客户'],
      ['ratio', '销售占比'],
      ['amount', '销售金额', 'amount'],
      ['date', '报告期', 'date'],
    ],
    more: [
      ['parties', '客户', 'party'],
      ['relation', '关联关系'],
      ['reportSource', '数据来源'],
    ],
    roles: ['客户'],
    listRoute: 'pagesOperate/cooperate/custom',
    detailRoute: 'pagesOperate/cooperate/cooperateDetails',
    source: '上市公司公告',
    monitor: 'off',
    demo: { presence: 0.08, max: 4 },
  },
  {
    key: 'adminPenalty',
    label: '行政处罚',
    category: 'operating',
    entity: 'both',
    level: 'warn',
    list: [
      ['refNo', '决定文书号'],
      ['title', '违法行为类型'],
      ['amount', '罚款金额', 'amount'],
      ['date', '处罚日期', 'date'],
    ],
    more: [
      ['authority', '处罚机关'],
      ['content', '处罚内容', 'longtext'],
      ['basis', '处罚依据', 'longtext'],
      ['publishDate', '公示日期', 'date'],
    ],
    clueTypes: ['110403'],
    listRoute: page('pagesOperate', 'punishDetails'),
    detailRoute: page('pagesOperate', 'punishDetails'),
    source: '信用中国',
    risk: [
      {
        id: 'R-PENALTY',
        title: '行政处罚',
        level: 'warn',
        group: 'self',
        current: true,
        person: true,
        conditions: ['行政处罚记录'],
        template: '{date} 受到行政处罚[：{title}][，罚没金额 {amount} 万元][（{refNo}）]',
      },
      {
        id: 'H-PENALTY',
        title: '历史行政处罚',
        level: 'info',
        group: 'history',
        current: false,
        conditions: ['已失效的行政处罚记录'],
        template: '{date} 曾受到行政处罚[：{title}][，罚没金额 {amount} 万元]',
      },
    ],
    demo: { presence: 0.08, max: 3 },
  },
  {
    key: 'taxViolation',
    label: '税收违法',
    category: 'operating',
    level: 'high',
    list: [
      ['title', '案件性质'],
      ['amount', '涉案金额', 'amount'],
      ['date', '发布日期', 'date'],
    ],
    more: [
      ['authority', '所属税务机关'],
      ['facts', '主要违法事实', 'longtext'],
      ['punishment', '处罚情况', 'longtext'],
      ['legalPerson', '法定代表人'],
    ],
    listRoute: page('pagesOperate', 'taxationDetails'),
    detailRoute: page('pagesOperate', 'taxationDetails'),
    source: S_TAX,
    risk: [
      {
        id: 'R-TAXVIOLATION',
        title: '税收违法',
        level: 'high',
        group: 'self',
        current: true,
        related: true,
        conditions: ['重大税收违法案件'],
        template: '{date} 被公布为重大税收违法案件[：{title}][，涉及金额 {amount} 万元]',
      },
    ],
    demo: { presence: 0.01 },
  },
  {
    key: 'taxArrears',
    label: '欠税公告',
    category: 'operating',
    level: 'warn',
    list: [
      ['title', '欠税税种'],
      ['amount', '欠税余额', 'amount'],
      ['date', '发布日期', 'date'],
    ],
    more: [
      ['authority', '发布单位'],
      ['newArrears', '当前新发生欠税（万元）', 'amount'],
      ['taxpayerType', '纳税人类型'],
    ],
    clueTypes: ['110405'],
    listRoute: page('pagesOperate', 'taxArrearsDetilas'),
    detailRoute: page('pagesOperate', 'taxArrearsDetilas'),
    source: S_TAX,
    risk: [
      {
        id: 'R-TAXARREARS',
        title: '欠税公告',
        level: 'warn',
        group: 'self',
        current: true,
        conditions: ['欠税公告'],
        template: '{date} 被公告欠缴税款[（{title}）][，欠税金额 {amount} 万元]',
      },
    ],
    demo: { presence: 0.03 },
  },
  {
    key: 'taxCredit',
    label: '纳税信用',
    category: 'operating',
    list: [
      ['title', '纳税信用等级'],
      ['year', '评价年度'],
      ['date', '发布日期', 'date'],
    ],
    more: [
      ['authority', '评价单位'],
      ['taxpayerNo', '纳税人识别号'],
    ],
    listRoute: page('pagesOperate', 'operateRisk'),
    detailRoute: page('pagesOperate', 'taxationDetails'),
    source: S_TAX,
    monitor: 'off',
    demo: { presence: 0.3 },
  },
  {
    key: 'chattelMortgage',
    label: '动产抵押',
    category: 'operating',
    level: 'warn',
    list: [
      ['refNo', '登记编号'],
      ['amount', '被担保债权数额', 'amount'],
      ['status', '状态', 'status'],
      ['date', '登记日期', 'date'],
    ],
    more: [
      ['authority', '登记机关'],
      ['mortgagee', '抵押权人', 'party'],
      ['collateral', '抵押物', 'longtext'],
      ['term', '债务履行期限'],
    ],
    listRoute: page('pagesOperate', 'movablesDetails'),
    detailRoute: page('pagesOperate', 'movablesDetails'),
    source: S_GSXT,
    risk: [
      {
        id: 'R-CHATTEL',
        title: '动产抵押',
        level: 'warn',
        group: 'self',
        current: true,
        statusIn: ['有效'],
        conditions: ['状态为有效的动产抵押'],
        template: '{date} 办理动产抵押[，被担保债权 {amount} 万元][，登记编号 {refNo}]',
      },
    ],
    demo: { presence: 0.04, max: 2 },
  },
  {
    key: 'equityPledge',
    label: '股权出质',
    category: 'operating',
    entity: 'both',
    level: 'warn',
    list: [
      ['refNo', '登记编号'],
      ['title', '出质人'],
      ['pledgee', '质权人', 'party'],
      ['amount', '出质股权数额', 'amount'],
      ['status', '状态', 'status'],
      ['date', '登记日期', 'date'],
    ],
    more: [
      ['parties', '相关方', 'party'],
      ['targetCompany', '标的企业', 'party'],
      ['publishDate', '公示日期', 'date'],
    ],
    roles: ['出质人', '质权人', '标的企业'],
    clueTypes: ['120205', '100204', '120204', '120203'],
    listRoute: page('pagesNewDimension', 'equityPledge'),
    detailRoute: page('pagesOperate', 'stockDetails'),
    source: S_GSXT,
    risk: [
      {
        id: 'R-PLEDGE',
        title: '股权出质',
        level: 'warn',
        group: 'self',
        current: true,
        person: true,
        statusIn: ['有效'],
        conditions: ['状态为有效的股权出质'],
        template: '{date} 股权出质[，出质股权数额 {amount} 万元][，登记编号 {refNo}]',
      },
    ],
    demo: { presence: 0.05, max: 2 },
  },
  {
    key: 'seriousIllegality',
    label: '严重违法',
    category: 'operating',
    level: 'high',
    list: [
      ['title', '列入原因'],
      ['date', '列入日期', 'date'],
      ['status', '状态', 'status'],
    ],
    more: [
      ['authority', '作出决定机关'],
      ['removeReason', '移出原因'],
      ['removeDate', '移出日期', 'date'],
    ],
    listRoute: 'pagesScan/past/seriousLllegality',
    detailRoute: 'pagesScan/past/seriousLllegality',
    source: S_GSXT,
    risk: [
      {
        id: 'R-SERIOUS',
        title: '严重违法',
        level: 'high',
        group: 'self',
        current: true,
        related: true,
        conditions: ['当前列入严重违法失信名单'],
        template: '{date} 被列入严重违法失信名单[，原因：{title}]',
      },
      {
        id: 'H-SERIOUS',
        title: '历史严重违法',
        level: 'info',
        group: 'history',
        current: false,
        conditions: ['已移出的严重违法失信记录'],
        template: '{date} 曾被列入严重违法失信名单[，原因：{title}]，现已移出',
      },
    ],
    demo: { presence: 0.01 },
  },
  {
    key: 'businessAnomaly',
    label: '经营异常',
    category: 'operating',
    level: 'warn',
    list: [
      ['title', '列入原因'],
      ['date', '列入日期', 'date'],
      ['status', '状态', 'status'],
    ],
    more: [
      ['authority', '作出决定机关'],
      ['removeReason', '移出原因'],
      ['removeDate', '移出日期', 'date'],
    ],
    listRoute: 'pagesScan/past/businessAnomaly',
    detailRoute: 'pagesScan/past/businessAnomaly',
    source: S_GSXT,
    risk: [
      {
        id: 'R-ANOMALY',
        title: '经营异常',
        level: 'warn',
        group: 'self',
        current: true,
        related: true,
        conditions: ['当前列入经营异常名录（未移出）'],
        template: '{date} 被列入经营异常名录[，原因：{title}]，至今未移出',
      },
      {
        id: 'H-ANOMALY',
        title: '历史经营异常',
        level: 'info',
        group: 'history',
        current: false,
        conditions: ['已移出的经营异常记录'],
        template: '{date} 曾被列入经营异常名录[，原因：{title}]，现已移出',
      },
    ],
    demo: { presence: 0.06 },
  },
  {
    key: 'simpleCancellation',
    label: '简易注销',
    category: 'operating',
    level: 'warn',
    list: [
      ['title', '公告名称'],
      ['date', '公告期', 'date'],
      ['status', '注销结果', 'status'],
    ],
    more: [
      ['authority', '登记机关'],
      ['objection', '异议信息', 'longtext'],
      ['endDate', '公告结束日期', 'date'],
    ],
    listRoute: page('pagesOperate', 'simpleDetails'),
    detailRoute: page('pagesOperate', 'simpleDetails'),
    source: S_GSXT,
    risk: [
      {
        id: 'R-SIMPLECANCEL',
        title: '简易注销',
        level: 'warn',
        group: 'self',
        current: true,
        conditions: ['简易注销公告'],
        template: '{date} 发布简易注销公告[，{status}]',
      },
    ],
    demo: { presence: 0.02 },
  },
  {
    key: 'liquidation',
    label: '清算信息',
    category: 'operating',
    level: 'warn',
    list: [
      ['title', '清算组负责人'],
      ['members', '清算组成员'],
      ['date', '备案日期', 'date'],
    ],
    more: [
      ['authority', '登记机关'],
      ['address', '清算组地址'],
    ],
    listRoute: page('pagesOperate', 'operateRisk'),
    source: S_GSXT,
    demo: { presence: 0.02 },
  },
]

// ---------- 基本信息 ----------
const basic: Def[] = [
  {
    key: 'insured',
    label: '参保人数',
    category: 'basic',
    list: [
      ['year', '年度'],
      ['title', '参保人数'],
      ['date', '报告日期', 'date'],
    ],
    more: [
      ['pension', '城镇职工基本养老保险'],
      ['medical', '职工基本医疗保险'],
      ['unemployment', '失业保险'],
      ['injury', '工伤保险'],
      ['maternity', '生育保险'],
    ],
    listRoute: page('pagesBasic', 'insured'),
    detailRoute: page('pagesBasic', 'insured'),
    source: '企业公开年报',
    monitor: 'off',
    demo: { presence: 0.25 },
  },
  {
    key: 'recruitment',
    label: '招聘',
    category: 'basic',
    list: [
      ['title', '招聘职位'],
      ['salary', '薪资'],
      ['city', '工作地点'],
      ['date', '发布日期', 'date'],
    ],
    more: [
      ['education', '学历要求'],
      ['experience', '工作经验'],
      ['headcount', '招聘人数'],
      ['description', '职位描述', 'longtext'],
      ['platform', '招聘平台'],
    ],
    listRoute: page('pagesBasic', 'recruititDetail'),
    detailRoute: page('pagesBasic', 'recruititDetail'),
    source: '招聘平台公开信息',
    demo: { presence: 0.15, max: 6 },
  },
  {
    key: 'annualReport',
    label: '企业年报',
    category: 'basic',
    list: [
      ['year', '报送年度'],
      ['title', '年报名称'],
      ['date', '公示日期', 'date'],
    ],
    more: [
      ['staff', '从业人数'],
      ['assetsRange', '资产总额'],
      ['revenueRange', '营业总收入'],
      ['email', '电子邮箱'],
      ['phone', '联系电话'],
    ],
    listRoute: page('pagesBasic', 'basicInfo'),
    source: S_GSXT,
    demo: { presence: 0.3 },
  },
]

// ---------- 知识产权 ----------
const ip: Def[] = [
  {
    key: 'app',
    label: '移动应用',
    category: 'ip',
    list: [
      ['title', '应用名称'],
      ['category', '分类'],
      ['version', '当前版本'],
      ['date', '更新日期', 'date'],
    ],
    more: [
      ['description', '应用简介', 'longtext'],
      ['downloads', '下载量'],
      ['store', '应用市场'],
    ],
    listRoute: page('pagesIntelle', 'eltappsd'),
    detailRoute: page('pagesIntelle', 'eltappsd'),
    source: '应用市场公开信息',
    demo: { presence: 0.04 },
  },
  {
    key: 'miniProgram',
    label: '小程序',
    category: 'ip',
    list: [
      ['title', '小程序名称'],
      ['category', '服务类目'],
      ['date', '收录日期', 'date'],
    ],
    more: [
      ['description', '简介', 'longtext'],
      ['platform', '所属平台'],
    ],
    listRoute: page('pagesIntelle', 'applist'),
    detailRoute: page('pagesIntelle', 'eltappsd'),
    source: '小程序平台公开信息',
    demo: { presence: 0.05 },
  },
  {
    key: 'patent',
    label: '专利',
    category: 'ip',
    list: [
      ['title', '专利名称'],
      ['patentType', '专利类型'],
      ['refNo', '申请号'],
      ['status', '法律状态', 'status'],
      ['date', '申请日', 'date'],
    ],
    more: [
      ['publicNo', '公开（公告）号'],
      ['publicDate', '公开（公告）日', 'date'],
      ['inventors', '发明人'],
      ['agency', '代理机构'],
      ['abstract', '摘要', 'longtext'],
    ],
    clueTypes: ['120502'],
    listRoute: page('pagesIntelle', 'apppatent'),
    detailRoute: 'pagesIntelle/patentdetail/detail',
    source: S_CNIPA,
    monitor: 'on',
    demo: { presence: 0.1, max: 8 },
  },
  {
    key: 'trademark',
    label: '商标',
    category: 'ip',
    list: [
      ['title', '商标名称'],
      ['classNo', '国际分类'],
      ['refNo', '注册号'],
      ['status', '商标状态', 'status'],
      ['date', '申请日期', 'date'],
    ],
    more: [
      ['regDate', '注册公告日期', 'date'],
      ['validTo', '专用权期限至', 'date'],
      ['goods', '商品/服务项目', 'longtext'],
      ['agency', '代理机构'],
    ],
    clueTypes: ['120501'],
    listRoute: page('pagesIntelle', 'appmessa'),
    detailRoute: 'pagesIntelle/appbrand/detail',
    source: '国家知识产权局商标局',
    monitor: 'on',
    demo: { presence: 0.15, max: 6 },
  },
  {
    key: 'microblog',
    label: '微博',
    category: 'ip',
    list: [
      ['title', '微博昵称'],
      ['followers', '粉丝数'],
      ['date', '认证日期', 'date'],
    ],
    more: [
      ['description', '简介', 'longtext'],
      ['url', '主页', 'link'],
    ],
    listRoute: page('pagesIntelle', 'wblog'),
    detailRoute: page('pagesIntelle', 'wblog'),
    source: '新浪微博',
    demo: { presence: 0.04 },
  },
  {
    key: 'wechatAccount',
    label: '公众号',
    category: 'ip',
    list: [
      ['title', '公众号名称'],
      ['account', '微信号'],
      ['date', '认证日期', 'date'],
    ],
    more: [
      ['description', '功能介绍', 'longtext'],
      ['accountType', '账号类型'],
    ],
    listRoute: page('pagesIntelle', 'wechatAccount'),
    detailRoute: page('pagesIntelle', 'wechatAccount'),
    source: '微信公众平台',
    demo: { presence: 0.08 },
  },
  {
    key: 'softwareCopyright',
    label: '软件著作权',
    category: 'ip',
    list: [
      ['title', '软件名称'],
      ['shortName', '软件简称'],
      ['refNo', '登记号'],
      ['version', '版本号'],
      ['date', '登记日期', 'date'],
    ],
    more: [
      ['category', '分类号'],
      ['firstPublish', '首次发表日期', 'date'],
      ['finishDate', '开发完成日期', 'date'],
    ],
    listRoute: page('pagesIntelle', 'rjCopyright'),
    detailRoute: page('pagesIntelle', 'rjCopyright'),
    source: S_CPCC,
    monitor: 'on',
    demo: { presence: 0.1, max: 5 },
  },
  {
    key: 'workCopyright',
    label: '作品著作权',
    category: 'ip',
    list: [
      ['title', '作品名称'],
      ['workType', '作品类别'],
      ['refNo', '登记号'],
      ['date', '登记日期', 'date'],
    ],
    more: [
      ['finishDate', '创作完成日期', 'date'],
      ['firstPublish', '首次发表日期', 'date'],
      ['author', '作者'],
    ],
    listRoute: page('pagesIntelle', 'zpCopyright'),
    detailRoute: page('pagesIntelle', 'zpCopyright'),
    source: S_CPCC,
    demo: { presence: 0.04 },
  },
  {
    key: 'websiteFiling',
    label: '网站备案',
    category: 'ip',
    list: [
      ['title', '网站名称'],
      ['domain', '域名', 'link'],
      ['refNo', '备案号'],
      ['date', '审核日期', 'date'],
    ],
    more: [
      ['homepage', '网站首页', 'link'],
      ['nature', '主办单位性质'],
    ],
    listRoute: page('pagesIntelle', 'fileview'),
    detailRoute: page('pagesIntelle', 'fileview'),
    source: '工业和信息化部ICP备案系统',
    demo: { presence: 0.15, max: 2 },
  },
]

// ---------- 经营信息 ----------
const business: Def[] = [
  {
    key: 'bond',
    label: '债券信息',
    category: 'business',
    list: [
      ['title', '债券简称'],
      ['bondType', '债券类型'],
      ['amount', '发行规模', 'amount'],
      ['date', '发行日期', 'date'],
    ],
    more: [
      ['refNo', '债券代码'],
      ['rate', '票面利率'],
      ['term', '债券期限'],
      ['maturity', '到期日期', 'date'],
      ['rating', '债项评级'],
    ],
    clueTypes: ['100101'],
    listRoute: page('pagesBussiness', 'bondInfo'),
    detailRoute: page('pagesBussiness', 'bondInfo'),
    source: '中国债券信息网',
    monitor: 'on',
    demo: { presence: 0.01 },
  },
  {
    key: 'competitor',
    label: '竞品信息',
    category: 'business',
    list: [
      ['title', '竞品名称'],
      ['round', '融资轮次'],
      ['regionText', '所属地区'],
      ['date', '成立日期', 'date'],
    ],
    more: [
      ['parties', '所属公司', 'party'],
      ['product', '产品介绍', 'longtext'],
      ['field', '所属领域'],
    ],
    listRoute: page('pagesBussiness', 'competitor'),
    detailRoute: page('pagesBussiness', 'competitor'),
    source: '企业官网及公开报道',
    monitor: 'off',
    demo: { presence: 0.05 },
  },
  {
    key: 'adminLicense',
    label: '行政许可',
    category: 'business',
    entity: 'both',
    list: [
      ['title', '许可文件名称'],
      ['refNo', '许可文件编号'],
      ['authority', '许可机关'],
      ['date', '有效期自', 'date'],
    ],
    more: [
      ['validTo', '有效期至', 'date'],
      ['content', '许可内容', 'longtext'],
      ['status', '状态', 'status'],
    ],
    clueTypes: ['120505', '110501', '100501'],
    listRoute: page('pagesBussiness', 'administratelicense'),
    detailRoute: page('pagesBussiness', 'administratelicense'),
    source: '信用中国',
    monitor: 'on',
    demo: { presence: 0.12, max: 3 },
  },
  {
    key: 'telLicense',
    label: '电信许可',
    category: 'business',
    list: [
      ['refNo', '许可证号'],
      ['title', '业务种类'],
      ['status', '是否有效', 'status'],
      ['date', '发证日期', 'date'],
    ],
    more: [
      ['scope', '业务覆盖范围', 'longtext'],
      ['validTo', '有效期至', 'date'],
    ],
    clueTypes: ['100502'],
    listRoute: page('pagesBussiness', 'telLicense'),
    detailRoute: page('pagesBussiness', 'telLicense'),
    source: '工业和信息化部',
    demo: { presence: 0.02 },
  },
  {
    key: 'spotCheck',
    label: '抽查检查',
    category: 'business',
    list: [
      ['title', '检查类型'],
      ['authority', '检查实施机关'],
      ['status', '检查结果', 'status'],
      ['date', '检查日期', 'date'],
    ],
    more: [['matter', '检查事项', 'longtext']],
    listRoute: page('pagesBussiness', 'spotCheck'),
    detailRoute: page('pagesBussiness', 'spotCheck'),
    source: S_GSXT,
    demo: { presence: 0.12, max: 3 },
  },
  {
    key: 'qualification',
    label: '资质证书',
    category: 'business',
    list: [
      ['title', '证书类型'],
      ['refNo', '证书编号'],
      ['status', '证书状态', 'status'],
      ['date', '发证日期', 'date'],
    ],
    more: [
      ['authority', '发证机关'],
      ['validTo', '截止日期', 'date'],
      ['scope', '资质范围', 'longtext'],
    ],
    clueTypes: ['120505', '110501', '100501'],
    listRoute: page('pagesBussiness', 'qualificateCertificate'),
    detailRoute: page('pagesBussiness', 'qualificateCertificate'),
    source: '住房和城乡建设部',
    demo: { presence: 0.08, max: 3 },
  },
  {
    key: 'tender',
    label: '招投标',
    category: 'business',
    list: [
      ['title', '项目名称'],
      ['noticeType', '公告类型'],
      ['amount', '中标金额', 'amount'],
      ['date', '发布日期', 'date'],
    ],
    more: [
      ['parties', '相关单位', 'party'],
      ['refNo', '项目编号'],
      ['purchaser', '采购单位', 'party'],
      ['regionText', '项目地区'],
      ['content', '公告摘要', 'longtext'],
    ],
    roles: ['招标人', '中标人', '代理机构'],
    clueTypes: ['100301', '110301'],
    listRoute: page('pagesBussiness', 'tenderBidd'),
    detailRoute: page('pagesBussiness', 'tenderBidd'),
    source: '中国政府采购网',
    monitor: 'on',
    demo: { presence: 0.08, max: 5 },
  },
  {
    key: 'purchase',
    label: '采购信息',
    category: 'business',
    list: [
      ['title', '采购项目'],
      ['amount', '采购金额', 'amount'],
      ['method', '采购方式'],
      ['date', '发布日期', 'date'],
    ],
    more: [
      ['parties', '供应商', 'party'],
      ['refNo', '采购编号'],
      ['content', '采购内容', 'longtext'],
    ],
    roles: ['采购人', '供应商'],
    listRoute: page('pagesBussiness', 'allProcure'),
    detailRoute: page('pagesBussiness', 'allProcure'),
    source: '中国政府采购网',
    demo: { presence: 0.04 },
  },
  {
    key: 'transaction',
    label: '交易信息',
    category: 'business',
    list: [
      ['title', '交易标的'],
      ['parties', '交易对方', 'party'],
      ['amount', '交易金额', 'amount'],
      ['date', '交易日期', 'date'],
    ],
    more: [
      ['method', '交易方式'],
      ['refNo', '交易编号'],
      ['content', '交易说明', 'longtext'],
    ],
    roles: ['卖方', '买方'],
    listRoute: page('pagesBussiness', 'allTransaction'),
    detailRoute: page('pagesBussiness', 'allTransaction'),
    source: '公共资源交易平台',
    demo: { presence: 0.03 },
  },
  {
    key: 'importExport',
    label: '进出口信用',
    category: 'business',
    list: [
      ['title', '海关注册编码'],
      ['creditLevel', '信用等级'],
      ['date', '注册日期', 'date'],
    ],
    more: [
      ['customs', '注册海关'],
      ['businessType', '经营类别'],
      ['industryType', '行业种类'],
    ],
    listRoute: page('pagesBussiness', 'bussinessInfo'),
    source: '中国海关企业进出口信用信息公示平台',
    demo: { presence: 0.05 },
  },
]

// ---------- 企业发展 ----------
const develop: Def[] = [
  {
    key: 'news',
    label: '新闻舆情',
    category: 'develop',
    list: [
      ['title', '标题'],
      ['media', '来源媒体'],
      ['sentiment', '情感倾向', 'status'],
      ['date', '发布日期', 'date'],
    ],
    more: [
      ['summary', '摘要', 'longtext'],
      ['url', '原文链接', 'link'],
    ],
    listRoute: page('pagesDevelop', 'news'),
    detailRoute: page('pagesDevelop', 'news'),
    source: '网络公开新闻',
    monitor: 'on',
    demo: { presence: 0.12, max: 5 },
  },
  {
    key: 'billboard',
    label: '上榜榜单',
    category: 'develop',
    list: [
      ['title', '榜单名称'],
      ['rank', '排名'],
      ['publisher', '发布机构'],
      ['date', '发布日期', 'date'],
    ],
    more: [['description', '榜单说明', 'longtext']],
    listRoute: page('pagesDevelop', 'billboard'),
    detailRoute: page('pagesDevelop', 'billboard'),
    source: '榜单发布机构',
    demo: { presence: 0.03 },
  },
  {
    key: 'financing',
    label: '融资信息',
    category: 'develop',
    list: [
      ['round', '融资轮次'],
      ['amount', '融资金额', 'amount'],
      ['investors', '投资方'],
      ['date', '融资日期', 'date'],
    ],
    more: [
      ['title', '项目名称'],
      ['valuation', '估值（万元）', 'amount'],
      ['newsSource', '消息来源'],
    ],
    clueTypes: ['100103', '120101'],
    listRoute: page('pagesDevelop', 'developInfo'),
    detailRoute: 'pagesDevelop/business/detail',
    source: '公开融资报道',
    monitor: 'on',
    risk: [
      {
        id: 'R-FINANCING',
        title: '股权融资',
        level: 'info',
        group: 'self',
        current: true,
        conditions: ['股权融资事件'],
        template: '{date} 发生股权融资[：{title}][，金额 {amount} 万元]',
      },
    ],
    demo: { presence: 0.03 },
  },
  {
    key: 'project',
    label: '企业业务',
    category: 'develop',
    list: [
      ['title', '项目名称'],
      ['field', '业务领域'],
      ['round', '当前轮次'],
      ['date', '成立日期', 'date'],
    ],
    more: [
      ['description', '项目介绍', 'longtext'],
      ['regionText', '所在地区'],
    ],
    listRoute: page('pagesDevelop', 'developInfo'),
    detailRoute: 'pagesDevelop/business/detail',
    source: '企业官网及公开报道',
    demo: { presence: 0.05 },
  },
]

// ---------- 新兴维度 ----------
const nd = (name: string) => page('pagesNewDimension', name)
const newDimension: Def[] = [
  {
    key: 'onlinePromotion',
    label: '网络推广',
    category: 'newDimension',
    list: [
      ['title', '推广关键词'],
      ['platform', '推广平台'],
      ['date', '投放日期', 'date'],
    ],
    more: [
      ['landingPage', '落地页', 'link'],
      ['description', '推广文案', 'longtext'],
    ],
    listRoute: nd('onlinePromotion'),
    source: '搜索引擎公开信息',
    demo: { presence: 0.04 },
  },
  {
    key: 'foundTeam',
    label: '创始团队',
    category: 'newDimension',
    entity: 'both',
    list: [
      ['title', '姓名'],
      ['position', '职务'],
      ['date', '加入日期', 'date'],
    ],
    more: [
      ['resume', '个人简介', 'longtext'],
      ['education', '学历'],
    ],
    listRoute: nd('foundTeam'),
    source: '企业官网及公开报道',
    demo: { presence: 0.05 },
  },
  {
    key: 'onlineStore',
    label: '网店信息',
    category: 'newDimension',
    list: [
      ['title', '店铺名称'],
      ['platform', '所属平台'],
      ['category', '主营类目'],
      ['date', '开店日期', 'date'],
    ],
    more: [
      ['rating', '店铺评分'],
      ['url', '店铺链接', 'link'],
      ['sales', '月销量'],
    ],
    listRoute: nd('OnlineStoreInfor'),
    detailRoute: 'pagesNewDimension/OnlineStoreInfor/detail',
    source: '电商平台公开信息',
    demo: { presence: 0.04 },
  },
  {
    key: 'exhibition',
    label: '展会信息',
    category: 'newDimension',
    list: [
      ['title', '展会名称'],
      ['venue', '展馆'],
      ['booth', '展位号'],
      ['date', '举办日期', 'date'],
    ],
    more: [
      ['organizer', '主办单位'],
      ['products', '参展产品', 'longtext'],
      ['cityText', '举办城市'],
    ],
    listRoute: nd('exhibitionInfo'),
    detailRoute: 'pagesNewDimension/exhibitionInfo/qyDetail',
    source: '展会主办方',
    demo: { presence: 0.03 },
  },
  {
    key: 'bankReorganization',
    label: '破产重整',
    category: 'newDimension',
    level: 'high',
    list: [
      ['refNo', '案号'],
      ['title', '案件类型'],
      ['parties', '申请人', 'party'],
      ['date', '公开日期', 'date'],
    ],
    more: [
      ['court', '经办法院'],
      ['administrator', '管理人'],
      ['content', '公告内容', 'longtext'],
    ],
    roles: ['申请人', '被申请人'],
    listRoute: nd('bankReorganization'),
    detailRoute: 'pagesNewDimension/bankReorganization/detail',
    source: '全国企业破产重整案件信息网',
    caseStage: '其他',
    risk: [
      {
        id: 'R-BANKRUPT',
        title: '破产重整',
        level: 'high',
        group: 'self',
        current: true,
        related: true,
        conditions: ['存在破产重整案件'],
        template: '{date} 涉及破产重整案件[，案号 {refNo}]',
      },
    ],
    demo: { presence: 0.008 },
  },
  {
    key: 'laborArbitration',
    label: '劳动仲裁',
    category: 'newDimension',
    entity: 'both',
    level: 'warn',
    list: [
      ['refNo', '仲裁案号'],
      ['cause', '案由'],
      ['parties', '当事人', 'party'],
      ['date', '开庭日期', 'date'],
    ],
    more: [
      ['commission', '仲裁委员会'],
      ['result', '仲裁结果', 'longtext'],
    ],
    roles: ['申请人', '被申请人'],
    listRoute: nd('laborArbitration'),
    source: '劳动人事争议仲裁委员会公告',
    risk: [
      {
        id: 'R-LABOR',
        title: '劳动仲裁',
        level: 'warn',
        group: 'self',
        current: true,
        conditions: ['劳动仲裁记录'],
        template: '{date} 涉及劳动仲裁[：{title}]',
      },
    ],
    demo: { presence: 0.04 },
  },
  {
    key: 'land',
    label: '土地信息',
    category: 'newDimension',
    list: [
      ['title', '宗地位置'],
      ['usage', '土地用途'],
      ['area', '面积（公顷）'],
      ['amount', '成交价格', 'amount'],
      ['date', '签订日期', 'date'],
    ],
    more: [
      ['refNo', '电子监管号'],
      ['supplyMethod', '供地方式'],
      ['term', '使用年限'],
      ['authority', '批准单位'],
    ],
    listRoute: nd('landInformation'),
    detailRoute: 'pagesNewDimension/landInformation/detail',
    source: '中国土地市场网',
    demo: { presence: 0.03, max: 2 },
  },
  {
    key: 'landMortgage',
    label: '土地抵押',
    category: 'newDimension',
    level: 'warn',
    list: [
      ['title', '宗地位置'],
      ['amount', '抵押金额', 'amount'],
      ['area', '抵押面积（公顷）'],
      ['date', '抵押起始日期', 'date'],
    ],
    more: [
      ['mortgagee', '抵押权人', 'party'],
      ['endDate', '抵押结束日期', 'date'],
      ['usage', '土地用途'],
    ],
    listRoute: nd('landInformation'),
    detailRoute: 'pagesNewDimension/landInformation/detail',
    source: '中国土地市场网',
    demo: { presence: 0.02 },
  },
  {
    key: 'store',
    label: '门店信息',
    category: 'newDimension',
    list: [
      ['title', '门店名称'],
      ['address', '地址'],
      ['phone', '电话'],
      ['date', '开业日期', 'date'],
    ],
    more: [
      ['hours', '营业时间'],
      ['rating', '评分'],
    ],
    listRoute: nd('storeInformation'),
    detailRoute: 'pagesNewDimension/storeInformation/detail',
    source: '地图服务公开信息',
    demo: { presence: 0.05, max: 3 },
  },
  {
    key: 'buildCertificate',
    label: '建筑资质',
    category: 'newDimension',
    list: [
      ['title', '资质名称'],
      ['refNo', '证书编号'],
      ['authority', '发证机关'],
      ['date', '发证日期', 'date'],
    ],
    more: [
      ['validTo', '有效期至', 'date'],
      ['level', '资质等级'],
      ['status', '证书状态', 'status'],
    ],
    listRoute: nd('buildInfor'),
    detailRoute: 'pagesNewDimension/buildInfor/detail',
    source: '全国建筑市场监管公共服务平台',
    demo: { presence: 0.04 },
  },
  {
    key: 'buildCredit',
    label: '建筑诚信',
    category: 'newDimension',
    level: 'warn',
    list: [
      ['title', '诚信记录类型'],
      ['refNo', '记录编号'],
      ['authority', '认定部门'],
      ['date', '认定日期', 'date'],
    ],
    more: [
      ['content', '诚信记录内容', 'longtext'],
      ['validTo', '有效期至', 'date'],
    ],
    listRoute: nd('buildCredit'),
    source: '全国建筑市场监管公共服务平台',
    demo: { presence: 0.02 },
  },
  {
    key: 'employee',
    label: '企业员工',
    category: 'newDimension',
    entity: 'both',
    list: [
      ['title', '姓名'],
      ['position', '岗位'],
      ['certificate', '注册类别'],
      ['date', '注册日期', 'date'],
    ],
    more: [
      ['refNo', '注册证书编号'],
      ['validTo', '有效期至', 'date'],
    ],
    listRoute: 'pagesNewDimension/employees/employeeAll',
    detailRoute: 'pagesNewDimension/employees/detail',
    source: '全国建筑市场监管公共服务平台',
    monitor: 'off',
    demo: { presence: 0.04, max: 4 },
  },
]

// ---------- 财产线索 ----------
const clue: Def[] = [
  {
    key: 'propertyClue',
    label: '财产线索',
    category: 'clue',
    entity: 'both',
    list: [
      ['title', '线索内容'],
      ['clueKind', '线索类型'],
      ['amount', '涉及金额', 'amount'],
      ['date', '线索日期', 'date'],
    ],
    more: [
      ['clueType', '线索类型代码'],
      ['associatedNo', '关联编号'],
      ['description', '线索说明', 'longtext'],
    ],
    listRoute: page('pagesClues', 'propertyClue'),
    source: '多源公开信息整合',
    demo: { presence: 0.05, max: 3 },
  },
  {
    key: 'shareholderChange',
    label: '股东变更',
    category: 'clue',
    list: [
      ['title', '变更股东'],
      ['before', '变更前'],
      ['after', '变更后'],
      ['date', '变更日期', 'date'],
    ],
    more: [
      ['parties', '相关股东', 'party'],
      ['authority', '登记机关'],
    ],
    clueTypes: ['100205', '120201'],
    listRoute: page('pagesClues', 'shareholderChange'),
    detailRoute: page('pagesClues', 'shareholderChange'),
    source: S_GSXT,
    monitor: 'off',
  },
  {
    key: 'shareChange',
    label: '股权变动',
    category: 'clue',
    list: [
      ['title', '股东'],
      ['before', '变动前比例'],
      ['after', '变动后比例'],
      ['date', '变动日期', 'date'],
    ],
    more: [
      ['parties', '相关股东', 'party'],
      ['amount', '变动金额', 'amount'],
    ],
    listRoute: page('pagesClues', 'shareChange'),
    detailRoute: page('pagesClues', 'shareChange'),
    source: S_GSXT,
    monitor: 'off',
  },
  {
    key: 'capitalChange',
    label: '注册资本变更',
    category: 'clue',
    list: [
      ['before', '变更前'],
      ['after', '变更后'],
      ['date', '变更日期', 'date'],
    ],
    more: [
      ['title', '变更类型'],
      ['amount', '变动金额', 'amount'],
    ],
    listRoute: page('pagesClues', 'capitalChange'),
    detailRoute: page('pagesClues', 'capitalChange'),
    source: S_GSXT,
    monitor: 'off',
  },
  {
    key: 'businessStatusChange',
    label: '经营状态变更',
    category: 'clue',
    level: 'warn',
    list: [
      ['before', '变更前'],
      ['after', '变更后'],
      ['date', '变更日期', 'date'],
    ],
    more: [
      ['title', '变更说明'],
      ['authority', '登记机关'],
    ],
    clueTypes: ['120401'],
    listRoute: page('pagesClues', 'businessStatusChange'),
    detailRoute: page('pagesClues', 'businessStatusChange'),
    source: S_GSXT,
    monitor: 'off',
  },
  {
    key: 'claimableSubsidy',
    label: '可申领补贴',
    category: 'clue',
    list: [
      ['title', '补贴政策'],
      ['amount', '最高补贴', 'amount'],
      ['authority', '发布部门'],
      ['date', '申报截止日期', 'date'],
    ],
    more: [
      ['conditions', '申报条件', 'longtext'],
      ['url', '政策原文', 'link'],
    ],
    listRoute: page('pagesDetail', 'claimableSubsidy'),
    source: '政府公开政策',
    monitor: 'off',
    demo: { presence: 0.1, max: 3 },
  },
  {
    key: 'obtainedSubsidy',
    label: '已获补贴',
    category: 'clue',
    list: [
      ['title', '补贴项目'],
      ['amount', '补贴金额', 'amount'],
      ['authority', '发放部门'],
      ['date', '公示日期', 'date'],
    ],
    more: [
      ['year', '年度'],
      ['description', '说明', 'longtext'],
    ],
    listRoute: page('pagesDetail', 'obtainedSubsidy'),
    source: '政府公示信息',
    demo: { presence: 0.05, max: 2 },
  },
  {
    key: 'phone',
    label: '企业电话',
    category: 'clue',
    list: [
      ['title', '电话号码'],
      ['phoneType', '号码类型'],
      ['date', '最近发现日期', 'date'],
    ],
    more: [
      ['sourceName', '号码来源'],
      ['times', '出现次数'],
    ],
    listRoute: page('pagesDetail', 'morePhone'),
    detailRoute: page('pagesDetail', 'sourcePhone'),
    source: '企业公开年报',
    monitor: 'off',
    demo: { presence: 0.5 },
  },
  {
    key: 'suspectedPhone',
    label: '疑似电话',
    category: 'clue',
    list: [
      ['title', '电话号码'],
      ['phoneType', '号码类型'],
      ['date', '最近发现日期', 'date'],
    ],
    more: [
      ['sourceName', '号码来源'],
      ['confidence', '可信度'],
    ],
    listRoute: page('pagesDetail', 'suspectedPhone'),
    detailRoute: page('pagesDetail', 'sourcePhone'),
    source: '网络公开信息',
    demo: { presence: 0.15, max: 2 },
  },
  {
    key: 'mailbox',
    label: '企业邮箱',
    category: 'clue',
    list: [
      ['title', '邮箱地址'],
      ['date', '最近发现日期', 'date'],
    ],
    more: [
      ['sourceName', '邮箱来源'],
      ['times', '出现次数'],
    ],
    listRoute: page('pagesDetail', 'scourMailbox'),
    source: '企业公开年报',
    demo: { presence: 0.3 },
  },
  {
    key: 'suspectedMailbox',
    label: '疑似邮箱',
    category: 'clue',
    list: [
      ['title', '邮箱地址'],
      ['date', '最近发现日期', 'date'],
    ],
    more: [
      ['sourceName', '邮箱来源'],
      ['confidence', '可信度'],
    ],
    listRoute: page('pagesDetail', 'suspectedMailbox'),
    source: '网络公开信息',
    demo: { presence: 0.1 },
  },
]

export const DIMENSIONS: Dimension[] = [...basic, ...judicial, ...operating, ...business, ...ip, ...develop, ...newDimension, ...clue].map(
  dim,
)

const BY_KEY = new Map(DIMENSIONS.map((d) => [d.key, d]))

export function getDimension(key: string): Dimension | undefined {
  return BY_KEY.get(key)
}

export function dimensionsOf(category: DimensionCategory): Dimension[] {
  return DIMENSIONS.filter((d) => d.category === category)
}

/** The dimension a clue type code jumps to, if any. */
export function dimensionForClueType(code: string): Dimension | undefined {
  return DIMENSIONS.find((d) => d.clueTypes?.includes(code))
}
