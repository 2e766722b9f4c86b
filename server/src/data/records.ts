import { Rng } from './random'
import { GenCompany } from './companies'
import { GenPerson } from './people'
import { DIMENSIONS, Dimension, getDimension } from '../../../contract/domain/dimensions'
import { PROVINCE_ABBR, shortPlace } from './names'
import { fromDay, toDay, recentDay, capturedAt, REF_DAY, addDays } from './dates'
import { initials } from '../search/tokens'

export interface Party {
  name: string
  role: string
  pid?: string
  personId?: string
}
export interface GenRecord {
  dimension: string
  companyId: number | null
  personId: string | null
  date: string | null
  amount: number | null
  title: string
  refNo: string | null
  parties: Party[]
  status: string
  detail: Record<string, unknown>
  source: string
  capturedAt: string
  isCurrent: number
}

export interface RecordCtx {
  rng: Rng
  companies: GenCompany[]
  persons: GenPerson[]
  emit: (r: GenRecord) => void
  companyByPid: Map<string, GenCompany>
  personById: Map<string, GenPerson>
}

const CAUSES = [
  '买卖合同纠纷',
  '借款合同纠纷',
  '劳动争议',
  '建设工程施工合同纠纷',
  '租赁合同纠纷',
  '服务合同纠纷',
  '金融借款合同纠纷',
  '承揽合同纠纷',
  '侵害商标权纠纷',
  '股权转让纠纷',
  '民间借贷纠纷',
  '运输合同纠纷',
  '房屋租赁合同纠纷',
  '追索劳动报酬纠纷',
  '不当得利纠纷',
]
const AUTH_SUFFIX = ['市场监督管理局', '税务局', '生态环境局', '应急管理局', '人力资源和社会保障局', '住房和城乡建设局']
const JOBS = [
  '销售经理',
  'Java开发工程师',
  '财务专员',
  '行政助理',
  '前端开发工程师',
  '市场专员',
  '客服专员',
  '产品经理',
  '项目经理',
  '会计',
  '仓库管理员',
  '电气工程师',
  '人事专员',
  '运营专员',
  '机械工程师',
]
const PATENT_WORDS = ['一种', '基于', '用于']
const PATENT_OBJ = [
  '数据处理方法及系统',
  '智能控制装置',
  '节能型散热结构',
  '图像识别方法',
  '物料输送设备',
  '检测电路',
  '防水连接器',
  '自动化生产线',
  '电池管理系统',
  '环保净化装置',
  '多功能支架',
  '信号传输方法',
]

const pad = (n: number, w: number) => String(n).padStart(w, '0')
const year = (date: string) => date.slice(0, 4)
const round2 = (x: number) => Math.round(x * 100) / 100

export class RecordMaker {
  private pool: number
  constructor(private ctx: RecordCtx) {
    this.pool = Math.min(ctx.companies.length, 50000)
  }

  get rng() {
    return this.ctx.rng
  }

  otherCompany(not: GenCompany): GenCompany {
    let o = this.ctx.companies[this.rng.int(0, this.pool - 1)]
    if (o.id === not.id) o = this.ctx.companies[o.id % this.ctx.companies.length]
    return o
  }
  ctxCompanyByPid(pid: string): GenCompany | undefined {
    return this.ctx.companyByPid.get(pid)
  }
  ctxPerson(personId: string): GenPerson | undefined {
    return this.ctx.personById.get(personId)
  }
  otherPerson(): GenPerson {
    return this.ctx.persons[this.rng.int(0, this.ctx.persons.length - 1)]
  }
  cp(c: GenCompany, role: string): Party {
    return { name: c.name, role, pid: c.pid }
  }
  pp(p: GenPerson, role: string): Party {
    return { name: p.name, role, personId: p.personId }
  }
  /** the other side: a company (70%) or a natural person */
  counterpart(c: GenCompany, role: string): Party {
    return this.rng.chance(0.7) ? this.cp(this.otherCompany(c), role) : this.pp(this.otherPerson(), role)
  }

  court(c: GenCompany, level: 'basic' | 'mid' = 'basic'): { name: string; code: string } {
    const p = c.place
    const city = p.cityName.includes('直辖县级') ? '' : p.cityName === p.provinceName ? p.provinceName : p.cityName
    const abbr = PROVINCE_ABBR[p.provinceCode.slice(0, 2)] ?? '京'
    if (level === 'mid' || p.code === p.cityCode)
      return { name: `${city || p.provinceName}中级人民法院`, code: `${abbr}${p.cityCode.slice(2, 4)}` }
    return { name: `${city}${p.name}人民法院`, code: `${abbr}${p.code.slice(2)}` }
  }
  caseNo(court: { code: string }, date: string, kind: string): string {
    return `（${year(date)}）${court.code}${kind}${this.rng.int(100, 39999)}号`
  }
  authority(c: GenCompany, suffix?: string): string {
    const p = c.place
    const dist = p.code === p.cityCode ? '' : p.name
    const city = p.cityName === p.provinceName || p.cityName.includes('直辖县级') ? p.provinceName : p.cityName
    return `${city}${dist}${suffix ?? this.rng.pick(AUTH_SUFFIX)}`
  }
  date(c: GenCompany, power = 1.8): string {
    return fromDay(recentDay(this.rng.next(), Math.max(toDay(c.established), REF_DAY - 15 * 365), power))
  }
  amount(min: number, max: number): number {
    // log-uniform between min and max (万元)
    return round2(Math.exp(Math.log(min) + this.rng.next() * (Math.log(max) - Math.log(min))))
  }

  emit(dimKey: string, c: GenCompany | null, r: Partial<GenRecord> & { date: string | null }): void {
    const dim = getDimension(dimKey) as Dimension
    const rec: GenRecord = {
      dimension: dimKey,
      companyId: c ? c.id : null,
      personId: r.personId ?? null,
      date: r.date,
      amount: r.amount ?? null,
      title: r.title ?? '',
      refNo: r.refNo ?? null,
      parties: r.parties ?? [],
      status: r.status ?? '',
      detail: r.detail ?? {},
      source: dim.source,
      capturedAt: capturedAt(REF_DAY - this.rng.int(1, 90), this.rng.int(0, 86399)),
      isCurrent: r.isCurrent ?? 1,
    }
    // every detail field that is not a record column must be present in `detail`
    for (const f of dim.detailFields) {
      if (f.key in COLUMN_OF) continue
      if (!(f.key in rec.detail)) throw new Error(`generator: ${dimKey}.${f.key} missing`)
    }
    this.ctx.emit(rec)
  }
}

const COLUMN_OF: Record<string, true> = { title: true, date: true, amount: true, refNo: true, status: true, parties: true }

/** One lawsuit through its stages, sharing one case-number family: filing → session → judgment → execution → final case. */
export function lawsuit(m: RecordMaker, c: GenCompany): void {
  const rng = m.rng
  const court = m.court(c)
  const plaintiff = m.counterpart(c, '原告')
  const defendant = m.cp(c, '被告')
  const parties = [plaintiff, defendant]
  if (rng.chance(0.2)) parties.push(m.counterpart(c, '第三人'))
  const cause = rng.pick(CAUSES)
  const filed = m.date(c)
  const ref = m.caseNo(court, filed, '民初')
  const amount = m.amount(2, 3000)
  const judge = m.otherPerson().name
  const session = addDays(filed, rng.int(25, 90))
  const judged = addDays(session, rng.int(15, 120))
  const title = `${plaintiff.name}与${defendant.name}${cause}`
  const lost = rng.chance(0.7)
  const executed = lost && rng.chance(0.55) && judged < fromDay(REF_DAY - 40)
  const execDate = addDays(judged, rng.int(30, 150))
  const execRef = m.caseNo(court, execDate, '执')
  const related = executed ? [ref, execRef] : [ref]
  const progress = judged >= fromDay(REF_DAY) ? '审理中' : executed ? '执行中' : '已结案'
  // every record of the case names the family root (the first-instance number) in detail.caseRefNo
  const emit = (k: string, co: GenCompany, r: Partial<GenRecord> & { date: string | null }) =>
    m.emit(k, co, { ...r, detail: { ...(r.detail ?? {}), caseRefNo: ref } })
  // the plaintiff company's own copies of the court-stage records (a case shows on both parties' pages)
  const pc = plaintiff.pid ? m.ctxCompanyByPid(plaintiff.pid) : undefined
  const both = (k: string, r: Partial<GenRecord> & { date: string | null }) => {
    emit(k, c, r)
    if (pc) emit(k, pc, r)
  }

  both('caseFiling', {
    date: filed,
    refNo: ref,
    parties,
    title,
    detail: { cause, court: court.name, judge, caseStatus: judged >= fromDay(REF_DAY - 1) ? '审理中' : '已结案' },
  })
  both('courtSession', {
    date: session,
    refNo: ref,
    parties,
    title,
    detail: { cause, court: court.name, courtroom: `第${rng.int(1, 30)}法庭`, judge },
  })
  if (rng.chance(0.4)) {
    emit('deliveryAnnouncement', c, {
      date: addDays(filed, rng.int(5, 20)),
      refNo: ref,
      parties,
      title: `${court.name}关于${ref}的送达公告`,
      detail: {
        court: court.name,
        content: `${defendant.name}：本院受理原告${plaintiff.name}诉你方${cause}一案，因无法直接送达，依法向你方公告送达起诉状副本、应诉通知书、举证通知书及开庭传票。自公告之日起经过三十日即视为送达。`,
      },
    })
  }
  if (judged < fromDay(REF_DAY)) {
    const docType = lost ? '民事判决书' : rng.pick(['民事裁定书', '民事调解书'])
    const result = lost
      ? `被告${defendant.name}于本判决生效之日起十日内向原告${plaintiff.name}支付款项${amount}万元及相应利息；案件受理费由被告负担。`
      : `准许原告${plaintiff.name}撤回起诉。`
    both('judgmentDocument', {
      date: judged,
      refNo: ref,
      parties,
      amount,
      title: `${title}一审${docType.slice(2)}`,
      detail: { cause, court: court.name, docType, result, publishDate: addDays(judged, rng.int(10, 60)) },
    })
    emit('courtAnnouncement', c, {
      date: addDays(judged, rng.int(3, 15)),
      refNo: ref,
      parties,
      title: rng.pick(['裁判文书', '起诉状副本及开庭传票', '判决书']),
      detail: {
        court: court.name,
        content: `${defendant.name}：本院受理${plaintiff.name}诉你方${cause}一案已审理终结，现依法向你方公告送达${docType}。`,
      },
    })
  }
  both('judicialCase', {
    date: executed ? execDate : judged < fromDay(REF_DAY) ? judged : session,
    refNo: ref,
    parties,
    amount,
    title,
    status: progress,
    detail: { cause, court: court.name, relatedRefNos: related.join('；') },
  })
  emit('quiltSueOther', c, {
    date: filed,
    refNo: ref,
    parties: [plaintiff],
    amount,
    title: cause,
    status: progress,
    detail: { cause, court: court.name },
  })
  if (pc)
    emit('sueOther', pc, {
      date: filed,
      refNo: ref,
      parties: [defendant],
      amount,
      title: cause,
      status: progress,
      detail: { cause, court: court.name },
    })
  if (rng.chance(0.3))
    emit('contractDefault', c, {
      date: judged < fromDay(REF_DAY) ? judged : filed,
      refNo: ref,
      amount,
      parties: [{ ...plaintiff, role: '守约方' }],
      title: `${cause.replace('纠纷', '')}`,
      detail: { cause, result: lost ? '判决违约方承担违约责任' : '双方达成调解' },
    })

  if (!executed) return
  const applicant = { ...plaintiff, role: '申请执行人' }
  const debtor = { ...defendant, role: '被执行人' }
  const eparties = [applicant, debtor]
  const finished = rng.chance(0.4)
  emit('executor', c, {
    date: execDate,
    refNo: execRef,
    amount,
    parties: eparties,
    title: debtor.name,
    detail: { court: court.name, caseStatus: finished ? '已结案' : '执行中' },
    isCurrent: finished ? 0 : 1,
  })
  if (rng.chance(0.5)) {
    const endDay = addDays(execDate, rng.int(90, 300))
    emit('finalCase', c, {
      date: endDay,
      refNo: execRef,
      amount,
      parties: eparties,
      title: debtor.name,
      detail: { court: court.name, filingDate: execDate, unperformed: round2(amount * (0.3 + rng.next() * 0.7)) },
    })
  }
  if (rng.chance(0.35)) {
    emit('dishonestExecutor', c, {
      date: execDate,
      refNo: execRef,
      amount,
      parties: eparties,
      title: debtor.name,
      status: rng.pick(['全部未履行', '部分履行']),
      detail: {
        court: court.name,
        basisNo: ref,
        basisUnit: court.name,
        duty: `被执行人${debtor.name}向申请执行人${applicant.name}支付${amount}万元及利息`,
        behavior: rng.pick(['有履行能力而拒不履行生效法律文书确定义务', '违反财产报告制度', '以伪造证据、暴力、威胁等方法妨碍、抗拒执行']),
        publishDate: addDays(execDate, rng.int(30, 120)),
      },
    })
  }
  if (rng.chance(0.4)) {
    const lp = m.ctxPerson(c.legalPersonId)
    emit('restrictHighConsumption', c, {
      date: execDate,
      refNo: execRef,
      personId: c.legalPersonId,
      title: c.legalPerson,
      parties: [{ ...debtor, role: '被限制人' }, ...(lp ? [m.pp(lp, '关联对象')] : [])],
      detail: {
        court: court.name,
        applicant: applicant.name,
        publishDate: addDays(execDate, rng.int(10, 60)),
        content: `限制${debtor.name}及其法定代表人${c.legalPerson}乘坐飞机、列车软卧、G字头动车组列车全部座位；在星级以上宾馆、酒店消费；购买不动产等高消费行为。`,
      },
    })
  }
  if (rng.chance(0.25)) {
    const target = m.otherCompany(c)
    emit('equityFreeze', c, {
      date: addDays(execDate, rng.int(5, 60)),
      refNo: `${execRef}之一`,
      amount: round2(Math.min(c.regCapital || 100, amount)),
      title: debtor.name,
      status: rng.pick(['冻结', '冻结', '解除冻结', '失效']),
      parties: [debtor, m.cp(target, '标的企业')],
      detail: {
        court: court.name,
        targetCompany: target.name,
        freezeFrom: execDate,
        freezeTo: addDays(execDate, 3 * 365),
        matter: '公示冻结股权、其他投资权益',
      },
    })
  }
}

type Maker = (m: RecordMaker, c: GenCompany) => void

/** Generators for the dimensions not produced by the lawsuit chain. */
export const MAKERS: Record<string, Maker> = {
  judicialAuction: (m, c) => {
    const d = m.date(c)
    const start = m.amount(20, 5000)
    m.emit('judicialAuction', c, {
      date: d,
      amount: start,
      title: m.rng.pick([
        `${c.place.cityName}${c.place.name}工业厂房一处`,
        `${c.name}名下车辆一辆`,
        `${c.place.name}商业用房`,
        `${c.name}持有的股权`,
        '机器设备一批',
      ]),
      status: m.rng.pick(['已成交', '流拍', '即将开始', '中止']),
      detail: {
        court: m.court(c).name,
        assessPrice: round2(start / 0.7),
        platform: m.rng.pick(['淘宝司法拍卖', '京东司法拍卖', '人民法院诉讼资产网']),
        description: '标的以现状拍卖，过户所产生的税费按照法律规定各自承担。',
      },
    })
  },
  defaultCase: (m, c) => {
    const d = m.date(c)
    const o = m.counterpart(c, '守约方')
    m.emit('defaultCase', c, {
      date: d,
      amount: m.amount(1, 800),
      parties: [o],
      title: m.rng.pick(['逾期付款', '逾期交货', '未按约定履行合同', '拖欠工程款']),
      detail: { refNo: '', description: `${c.name}与${o.name}签订的合同未能按期履行，${o.name}已主张违约责任。` },
    })
  },
  suspectedDefault: (m, c) => {
    m.emit('suspectedDefault', c, {
      date: m.date(c),
      amount: m.amount(1, 500),
      title: m.rng.pick(['商业汇票逾期未兑付', '票据持续逾期', '融资租赁逾期']),
      parties: [m.counterpart(c, '相对方')],
      detail: { basis: '依据上海票据交易所公布的持续逾期名单' },
    })
  },
  partner: (m, c) => cooperation(m, c, 'partner'),
  supplier: (m, c) => cooperation(m, c, 'supplier'),
  customer: (m, c) => cooperation(m, c, 'customer'),
  adminPenalty: (m, c) => {
    const d = m.date(c)
    const auth = m.authority(c)
    m.emit('adminPenalty', c, {
      date: d,
      refNo: `${shortPlace(c.place.cityName)}${auth.includes('税务') ? '税' : '市监'}罚〔${year(d)}〕${m.rng.int(1, 2999)}号`,
      amount: m.amount(0.1, 200),
      title: m.rng.pick(['虚假宣传', '未按规定公示年度报告', '销售不合格产品', '违反安全生产规定', '未按期申报纳税', '超标排放污染物']),
      detail: {
        authority: auth,
        content: '罚款并责令改正',
        basis: '依据《中华人民共和国行政处罚法》及相关法律法规',
        publishDate: addDays(d, m.rng.int(3, 20)),
      },
    })
  },
  taxViolation: (m, c) => {
    m.emit('taxViolation', c, {
      date: m.date(c),
      amount: m.amount(5, 2000),
      title: m.rng.pick(['虚开增值税专用发票', '偷税', '逃避追缴欠税', '骗取出口退税']),
      detail: {
        authority: m.authority(c, '税务局稽查局'),
        facts: '经检查，该单位在经营期间通过虚构业务少缴税款。',
        punishment: '依法追缴税款、滞纳金并处罚款，移送公安机关。',
        legalPerson: c.legalPerson,
      },
    })
  },
  taxArrears: (m, c) => {
    const a = m.amount(0.5, 300)
    m.emit('taxArrears', c, {
      date: m.date(c),
      amount: a,
      title: m.rng.pick(['增值税', '企业所得税', '城市维护建设税', '房产税', '土地使用税']),
      detail: { authority: m.authority(c, '税务局'), newArrears: round2(a * m.rng.next()), taxpayerType: '企业' },
    })
  },
  taxCredit: (m, c) => {
    const y = Math.min(2025, m.rng.int(Math.max(2015, +year(c.established)), 2025))
    m.emit('taxCredit', c, {
      date: `${y + 1}-0${m.rng.int(4, 7)}-${pad(m.rng.int(1, 28), 2)}`,
      title: m.rng.pick(['A', 'A', 'B', 'M', 'C']),
      detail: { year: String(y), authority: m.authority(c, '税务局'), taxpayerNo: c.creditCode },
    })
  },
  chattelMortgage: (m, c) => {
    const d = m.date(c)
    const bank = m.otherCompany(c)
    m.emit('chattelMortgage', c, {
      date: d,
      refNo: `${shortPlace(c.place.cityName)}${year(d)}${pad(m.rng.int(1, 99999), 6)}`,
      amount: m.amount(10, 20000),
      status: m.rng.pick(['有效', '有效', '注销']),
      parties: [m.cp(bank, '抵押权人')],
      detail: {
        authority: m.authority(c, '市场监督管理局'),
        mortgagee: bank.name,
        collateral: m.rng.pick(['生产设备一批', '车辆5辆', '原材料及产成品', '机器设备24台套']),
        term: `${d}至${addDays(d, 3 * 365)}`,
      },
    })
  },
  equityPledge: (m, c) => {
    const d = m.date(c)
    const pledgor = m.ctxPerson(c.legalPersonId)
    const pledgee = m.otherCompany(c)
    m.emit('equityPledge', c, {
      date: d,
      refNo: `${c.place.code}${year(d)}${pad(m.rng.int(1, 9999), 5)}`,
      amount: round2(Math.max(1, c.regCapital * m.rng.next())),
      title: c.legalPerson,
      status: m.rng.pick(['有效', '有效', '无效']),
      parties: [...(pledgor ? [m.pp(pledgor, '出质人')] : []), m.cp(pledgee, '质权人'), m.cp(c, '标的企业')],
      personId: c.legalPersonId,
      detail: { pledgee: pledgee.name, targetCompany: c.name, publishDate: addDays(d, 3) },
    })
  },
  seriousIllegality: (m, c) =>
    anomaly(m, c, 'seriousIllegality', [
      '被列入经营异常名录届满3年仍未履行相关义务',
      '提交虚假材料或者采取其他欺诈手段隐瞒重要事实，取得公司登记',
    ]),
  businessAnomaly: (m, c) =>
    anomaly(m, c, 'businessAnomaly', [
      '未按照《企业信息公示暂行条例》第八条规定的期限公示年度报告',
      '通过登记的住所或者经营场所无法联系',
      '公示企业信息隐瞒真实情况、弄虚作假',
    ]),
  simpleCancellation: (m, c) => {
    const d = m.date(c, 1)
    m.emit('simpleCancellation', c, {
      date: d,
      title: `${c.name}简易注销公告`,
      status: m.rng.pick(['准予简易注销', '撤销简易注销公告', '公告中']),
      detail: { authority: m.authority(c, '市场监督管理局'), objection: '无', endDate: addDays(d, 20) },
    })
  },
  liquidation: (m, c) => {
    const a = m.otherPerson()
    const b = m.otherPerson()
    m.emit('liquidation', c, {
      date: m.date(c, 1),
      title: c.legalPerson,
      detail: { members: `${c.legalPerson}、${a.name}、${b.name}`, authority: m.authority(c, '市场监督管理局'), address: c.address },
    })
  },
  insured: (m, c) => {
    const start = Math.max(2018, +year(c.established))
    for (let y = start; y <= 2025; y++) {
      const n = Math.max(0, Math.round((c.regCapital >= 1000 ? 80 : 8) * (0.5 + m.rng.next())))
      m.emit('insured', c, {
        date: `${y + 1}-0${m.rng.int(3, 6)}-${pad(m.rng.int(1, 28), 2)}`,
        title: String(n),
        isCurrent: y === 2025 ? 1 : 0,
        detail: { year: String(y), pension: n, medical: n, unemployment: n, injury: n, maternity: Math.max(0, n - m.rng.int(0, 3)) },
      })
    }
  },
  recruitment: (m, c) => {
    const lo = m.rng.int(4, 15)
    m.emit('recruitment', c, {
      date: m.date(c, 3),
      title: m.rng.pick(JOBS),
      detail: {
        salary: `${lo}-${lo + m.rng.int(2, 10)}K`,
        city: c.place.cityName,
        education: m.rng.pick(['大专', '本科', '本科', '硕士', '不限']),
        experience: m.rng.pick(['1-3年', '3-5年', '5-10年', '经验不限']),
        headcount: `${m.rng.int(1, 10)}人`,
        description: '负责岗位相关工作，具备良好的沟通能力与团队协作精神。',
        platform: m.rng.pick(['前程无忧', '智联招聘', 'BOSS直聘', '猎聘']),
      },
    })
  },
  annualReport: (m, c) => {
    const y = Math.min(2025, m.rng.int(Math.max(2014, +year(c.established)), 2025))
    m.emit('annualReport', c, {
      date: `${y + 1}-0${m.rng.int(1, 6)}-${pad(m.rng.int(1, 28), 2)}`,
      title: `${y}年度报告`,
      detail: {
        year: String(y),
        staff: '企业选择不公示',
        assetsRange: '企业选择不公示',
        revenueRange: '企业选择不公示',
        email: c.email,
        phone: c.phone,
      },
    })
  },
  app: (m, c) => {
    m.emit('app', c, {
      date: m.date(c, 3),
      title: `${c.brand.slice(0, 2)}${m.rng.pick(['助手', '生活', '云', '商城', '管家', '健康'])}`,
      detail: {
        category: m.rng.pick(['工具', '购物', '生活', '教育', '商务']),
        version: `${m.rng.int(1, 9)}.${m.rng.int(0, 9)}.${m.rng.int(0, 20)}`,
        description: `${c.brand}官方应用。`,
        downloads: `${m.rng.int(1, 900)}万`,
        store: m.rng.pick(['华为应用市场', '小米应用商店', 'App Store', '应用宝']),
      },
    })
  },
  miniProgram: (m, c) => {
    m.emit('miniProgram', c, {
      date: m.date(c, 3),
      title: `${c.brand.slice(0, 2)}${m.rng.pick(['小店', '服务', '预约', '会员'])}`,
      detail: {
        category: m.rng.pick(['生活服务', '商家自营', '教育服务', '工具']),
        description: `${c.brand}官方小程序。`,
        platform: m.rng.pick(['微信', '支付宝', '抖音']),
      },
    })
  },
  patent: (m, c) => {
    const d = m.date(c)
    const type = m.rng.pick(['发明专利', '实用新型', '外观设计'])
    const no = `CN${year(d)}${m.rng.int(1, 3)}${pad(m.rng.int(0, 9999999), 7)}.${m.rng.int(0, 9)}`
    m.emit('patent', c, {
      date: d,
      refNo: no,
      title: `${m.rng.pick(PATENT_WORDS)}${m.rng.pick(PATENT_OBJ)}`,
      status: m.rng.pick(['授权', '实质审查', '公开', '驳回', '权利终止']),
      detail: {
        patentType: type,
        publicNo: `CN${m.rng.int(100000000, 119999999)}${type === '发明专利' ? 'A' : 'U'}`,
        publicDate: addDays(d, m.rng.int(90, 540)),
        inventors: `${m.otherPerson().name}；${m.otherPerson().name}`,
        agency: `${shortPlace(c.place.cityName)}${m.rng.pick(['智汇', '中创', '华诚'])}专利代理事务所`,
        abstract: '本发明公开了一种结构简单、成本低、可靠性高的技术方案，提高了生产效率。',
      },
    })
  },
  trademark: (m, c) => {
    const d = m.date(c)
    const cls = m.rng.int(1, 45)
    m.emit('trademark', c, {
      date: d,
      refNo: String(m.rng.int(10000000, 79999999)),
      title: c.brand.slice(0, m.rng.int(2, 4)),
      status: m.rng.pick(['注册', '注册', '等待实质审查', '驳回复审', '无效']),
      detail: {
        classNo: `第${cls}类`,
        regDate: addDays(d, m.rng.int(270, 500)),
        validTo: addDays(d, 10 * 365),
        goods: '商品/服务项目详见商标公告',
        agency: m.rng.pick(['自行办理', `${shortPlace(c.place.cityName)}知识产权代理有限公司`]),
      },
    })
  },
  microblog: (m, c) => {
    m.emit('microblog', c, {
      date: m.date(c, 2),
      title: `${c.brand}官方微博`,
      detail: {
        followers: `${m.rng.int(1, 5000)}`,
        description: `${c.name}官方微博`,
        url: `https://weibo.com/u/${m.rng.int(1000000000, 7999999999)}`,
      },
    })
  },
  wechatAccount: (m, c) => {
    m.emit('wechatAccount', c, {
      date: m.date(c, 2),
      title: c.brand,
      detail: {
        account: `${initials(c.brand)}${m.rng.int(10, 999)}`,
        description: `${c.brand}官方公众号，发布企业动态与服务信息。`,
        accountType: m.rng.pick(['服务号', '订阅号']),
      },
    })
  },
  softwareCopyright: (m, c) => {
    const d = m.date(c)
    const name = `${c.brand.slice(0, 2)}${m.rng.pick(['管理系统', '数据平台', '智能调度软件', '客户服务系统', '监控平台'])}`
    m.emit('softwareCopyright', c, {
      date: d,
      refNo: `${year(d)}SR${pad(m.rng.int(1, 1999999), 7)}`,
      title: name,
      detail: {
        shortName: name.slice(0, 6),
        version: `V${m.rng.int(1, 5)}.0`,
        category: '30200-0000',
        firstPublish: addDays(d, -m.rng.int(30, 300)),
        finishDate: addDays(d, -m.rng.int(300, 600)),
      },
    })
  },
  workCopyright: (m, c) => {
    const d = m.date(c)
    m.emit('workCopyright', c, {
      date: d,
      refNo: `国作登字-${year(d)}-${m.rng.pick(['F', 'L', 'A'])}-${pad(m.rng.int(1, 99999999), 8)}`,
      title: `${c.brand.slice(0, 2)}${m.rng.pick(['标志', '吉祥物', '宣传画册', '卡通形象'])}`,
      detail: {
        workType: m.rng.pick(['美术', '文字', '摄影']),
        finishDate: addDays(d, -m.rng.int(30, 400)),
        firstPublish: addDays(d, -m.rng.int(1, 30)),
        author: c.name,
      },
    })
  },
  websiteFiling: (m, c) => {
    const dom = c.website ? c.website.replace('www.', '') : `${initials(c.brand)}${m.rng.int(1, 99)}.cn`
    m.emit('websiteFiling', c, {
      date: m.date(c),
      refNo: `${PROVINCE_ABBR[c.place.provinceCode.slice(0, 2)]}ICP备${m.rng.int(10000000, 29999999)}号-${m.rng.int(1, 3)}`,
      title: `${c.brand}官网`,
      detail: { domain: dom, homepage: `www.${dom}`, nature: '企业' },
    })
  },
  bond: (m, c) => {
    const d = m.date(c)
    const y = m.rng.int(2, 7)
    m.emit('bond', c, {
      date: d,
      amount: m.rng.pick([10000, 20000, 50000, 100000]),
      title: `${year(d).slice(2)}${c.brand.slice(0, 2)}${m.rng.pick(['01', '02', 'MTN001', 'SCP001'])}`,
      refNo: String(m.rng.int(100000, 199999)),
      detail: {
        bondType: m.rng.pick(['公司债', '中期票据', '短期融资券', '企业债']),
        rate: `${(2 + m.rng.next() * 4).toFixed(2)}%`,
        term: `${y}年`,
        maturity: addDays(d, y * 365),
        rating: m.rng.pick(['AAA', 'AA+', 'AA']),
      },
    })
  },
  competitor: (m, c) => {
    const o = m.otherCompany(c)
    m.emit('competitor', c, {
      date: o.established,
      title: o.brand,
      parties: [m.cp(o, '所属公司')],
      detail: {
        round: m.rng.pick(['天使轮', 'A轮', 'B轮', 'C轮', '战略投资', '未融资']),
        regionText: o.regionName,
        product: `${o.brand}提供${o.industry}相关产品与服务。`,
        field: o.industry,
      },
    })
  },
  adminLicense: (m, c) => {
    const d = m.date(c)
    m.emit('adminLicense', c, {
      date: d,
      refNo: `${m.rng.pick(['JY', 'SC', 'XK'])}${c.place.code}${pad(m.rng.int(1, 999999), 7)}`,
      title: m.rng.pick(['食品经营许可证', '道路运输经营许可证', '排污许可证', '危险化学品经营许可证', '医疗器械经营许可证']),
      detail: {
        authority: m.authority(c),
        validTo: addDays(d, 5 * 365),
        content: '按许可范围开展经营活动',
        status: d < fromDay(REF_DAY - 5 * 365) ? '已过期' : '有效',
      },
    })
  },
  telLicense: (m, c) => {
    const d = m.date(c)
    m.emit('telLicense', c, {
      date: d,
      refNo: `${PROVINCE_ABBR[c.place.provinceCode.slice(0, 2)]}B2-${year(d)}${pad(m.rng.int(1, 9999), 4)}`,
      title: m.rng.pick(['第二类增值电信业务中的信息服务业务', '在线数据处理与交易处理业务', '互联网数据中心业务']),
      status: '有效',
      detail: { scope: c.place.provinceName, validTo: addDays(d, 5 * 365) },
    })
  },
  spotCheck: (m, c) => {
    m.emit('spotCheck', c, {
      date: m.date(c),
      title: m.rng.pick(['双随机抽查', '专项检查', '定向抽查']),
      status: m.rng.pick(['未发现问题', '未发现问题', '责令整改', '通过登记的住所无法联系']),
      detail: { authority: m.authority(c, '市场监督管理局'), matter: '企业年度报告公示信息的抽查；登记事项的抽查' },
    })
  },
  qualification: (m, c) => {
    const d = m.date(c)
    m.emit('qualification', c, {
      date: d,
      refNo: `${m.rng.pick(['D', 'A', 'B'])}${c.place.code}${pad(m.rng.int(1, 9999), 4)}`,
      title: m.rng.pick(['建筑业企业资质证书', 'ISO9001质量管理体系认证', '高新技术企业证书', '安全生产许可证']),
      status: '有效',
      detail: { authority: m.authority(c, '住房和城乡建设局'), validTo: addDays(d, 3 * 365), scope: '可承担相应等级的业务' },
    })
  },
  tender: (m, c) => {
    const d = m.date(c)
    const buyer = m.otherCompany(c)
    m.emit('tender', c, {
      date: d,
      amount: m.amount(5, 5000),
      title: `${buyer.place.name}${m.rng.pick(['办公设备采购项目', '道路改造工程', '信息化建设项目', '物业服务项目', '绿化养护项目'])}`,
      refNo: `${m.rng.pick(['ZB', 'CG', 'GC'])}${year(d)}-${pad(m.rng.int(1, 999), 3)}`,
      parties: [m.cp(buyer, '招标人'), m.cp(c, '中标人')],
      detail: {
        noticeType: m.rng.pick(['中标公告', '成交公告', '招标公告']),
        purchaser: buyer.name,
        regionText: buyer.regionName,
        content: `${c.name}为本项目中标（成交）供应商。`,
      },
    })
  },
  purchase: (m, c) => {
    const d = m.date(c)
    const s = m.otherCompany(c)
    m.emit('purchase', c, {
      date: d,
      amount: m.amount(1, 2000),
      title: m.rng.pick(['办公用品采购', '服务器采购', '车辆租赁服务', '年度审计服务']),
      parties: [m.cp(c, '采购人'), m.cp(s, '供应商')],
      detail: {
        method: m.rng.pick(['公开招标', '竞争性谈判', '询价', '单一来源']),
        refNo: `CG${year(d)}${pad(m.rng.int(1, 9999), 4)}`,
        content: '采购需求详见采购文件。',
      },
    })
  },
  transaction: (m, c) => {
    const d = m.date(c)
    const o = m.otherCompany(c)
    m.emit('transaction', c, {
      date: d,
      amount: m.amount(10, 10000),
      title: m.rng.pick(['国有建设用地使用权', '产权转让', '房屋租赁权', '机动车辆']),
      parties: [m.cp(o, '买方')],
      detail: {
        method: m.rng.pick(['挂牌', '拍卖', '协议转让']),
        refNo: `JY${year(d)}${pad(m.rng.int(1, 99999), 5)}`,
        content: '交易已完成。',
      },
    })
  },
  importExport: (m, c) => {
    m.emit('importExport', c, {
      date: m.date(c, 1),
      title: `${c.place.code.slice(0, 4)}${m.rng.int(1, 9)}${pad(m.rng.int(1, 99999), 5)}`,
      detail: {
        creditLevel: m.rng.pick(['一般认证企业', '高级认证企业', '其他注册企业']),
        customs: `${shortPlace(c.place.cityName)}海关`,
        businessType: '进出口货物收发货人',
        industryType: c.industry,
      },
    })
  },
  news: (m, c) => {
    const s = m.rng.pick(['正面', '中性', '负面'])
    m.emit('news', c, {
      date: m.date(c, 3),
      title:
        s === '负面'
          ? `${c.brand}被曝拖欠供应商货款`
          : m.rng.pick([`${c.brand}发布新一代产品`, `${c.brand}入选年度创新企业名单`, `${c.brand}与合作伙伴签署战略协议`]),
      detail: {
        media: m.rng.pick(['新浪财经', '21世纪经济报道', '第一财经', '证券时报', '澎湃新闻']),
        sentiment: s,
        summary: `据报道，${c.name}近期动态引发关注。`,
        url: `https://news.example.cn/${m.rng.int(100000, 999999)}.html`,
      },
    })
  },
  billboard: (m, c) => {
    m.emit('billboard', c, {
      date: m.date(c, 2),
      title: m.rng.pick([`${c.place.provinceName}民营企业100强`, '专精特新“小巨人”企业名单', '高新技术企业名单', '年度独角兽榜单']),
      detail: {
        rank: String(m.rng.int(1, 100)),
        publisher: m.rng.pick(['工业和信息化部', '全国工商联', `${c.place.provinceName}工商业联合会`]),
        description: '依据企业营收、创新能力等指标综合评定。',
      },
    })
  },
  financing: (m, c) => {
    m.emit('financing', c, {
      date: m.date(c, 1.5),
      amount: m.amount(100, 100000),
      title: `${c.brand}`,
      detail: {
        round: m.rng.pick(['天使轮', 'Pre-A轮', 'A轮', 'B轮', 'C轮', '战略投资']),
        investors: `${m.otherCompany(c).brand}资本、${m.otherCompany(c).brand}创投`,
        valuation: m.amount(1000, 1000000),
        newsSource: '公开报道',
      },
    })
  },
  project: (m, c) => {
    m.emit('project', c, {
      date: c.established,
      title: c.brand,
      detail: { field: c.industry, round: m.rng.pick(['未融资', '天使轮', 'A轮']), description: c.scope, regionText: c.regionName },
    })
  },
  onlinePromotion: (m, c) => {
    m.emit('onlinePromotion', c, {
      date: m.date(c, 3),
      title: `${c.brand.slice(0, 2)}${m.rng.pick(['官网', '加盟', '价格', '哪家好'])}`,
      detail: {
        platform: m.rng.pick(['百度推广', '360推广', '搜狗推广']),
        landingPage: `https://www.${initials(c.brand)}.cn`,
        description: `${c.brand}，专业${c.industry}服务商。`,
      },
    })
  },
  foundTeam: (m, c) => {
    m.emit('foundTeam', c, {
      date: c.established,
      title: c.legalPerson,
      personId: c.legalPersonId,
      detail: {
        position: '创始人',
        resume: `${c.legalPerson}，${c.name}创始人，拥有多年行业经验。`,
        education: m.rng.pick(['本科', '硕士', 'MBA', '博士']),
      },
    })
  },
  onlineStore: (m, c) => {
    m.emit('onlineStore', c, {
      date: m.date(c, 2),
      title: `${c.brand.slice(0, 2)}${m.rng.pick(['旗舰店', '官方店', '专营店'])}`,
      detail: {
        platform: m.rng.pick(['天猫', '京东', '拼多多', '抖音小店']),
        category: c.industry,
        rating: (4 + m.rng.next()).toFixed(1),
        url: `https://shop${m.rng.int(10000, 99999)}.example.com`,
        sales: `${m.rng.int(10, 9999)}`,
      },
    })
  },
  exhibition: (m, c) => {
    m.emit('exhibition', c, {
      date: m.date(c, 2),
      title: m.rng.pick(['中国国际进口博览会', '中国进出口商品交易会', '中国国际高新技术成果交易会', '世界人工智能大会']),
      detail: {
        venue: m.rng.pick(['国家会展中心', '广交会展馆', '深圳会展中心']),
        booth: `${m.rng.int(1, 12)}.${m.rng.int(1, 3)}${pad(m.rng.int(1, 99), 2)}`,
        organizer: '商务部',
        products: c.scope.split('；')[0],
        cityText: m.rng.pick(['上海', '广州', '深圳']),
      },
    })
  },
  bankReorganization: (m, c) => {
    const d = m.date(c, 1)
    const court = m.court(c, 'mid')
    const a = m.counterpart(c, '申请人')
    m.emit('bankReorganization', c, {
      date: d,
      refNo: m.caseNo(court, d, '破申'),
      title: m.rng.pick(['破产清算', '破产重整', '强制清算']),
      parties: [a, m.cp(c, '被申请人')],
      detail: {
        court: court.name,
        administrator: `${shortPlace(c.place.cityName)}${m.rng.pick(['金诚', '正信', '华商'])}律师事务所`,
        content: `${a.name}以${c.name}不能清偿到期债务为由向法院提出申请。`,
      },
    })
  },
  laborArbitration: (m, c) => {
    const d = m.date(c)
    const p = m.otherPerson()
    m.emit('laborArbitration', c, {
      date: d,
      refNo: `${shortPlace(c.place.cityName)}劳人仲案字〔${year(d)}〕第${m.rng.int(1, 9999)}号`,
      parties: [m.pp(p, '申请人'), m.cp(c, '被申请人')],
      title: `${p.name}与${c.name}劳动争议`,
      detail: {
        cause: m.rng.pick(['追索劳动报酬', '经济补偿金', '确认劳动关系', '工伤保险待遇']),
        commission: `${shortPlace(c.place.cityName)}劳动人事争议仲裁委员会`,
        result: m.rng.pick(['调解结案', '裁决支持部分请求', '撤回申请']),
      },
    })
  },
  land: (m, c) => {
    const d = m.date(c)
    m.emit('land', c, {
      date: d,
      amount: m.amount(100, 50000),
      title: `${c.place.name}${m.rng.pick(['工业园区', '新城片区', '开发区'])}${m.rng.int(1, 99)}号地块`,
      refNo: `${c.place.code}${year(d)}B${pad(m.rng.int(1, 9999), 5)}`,
      detail: {
        usage: m.rng.pick(['工业用地', '商服用地', '仓储用地', '住宅用地']),
        area: (m.rng.next() * 20 + 0.5).toFixed(4),
        supplyMethod: m.rng.pick(['挂牌出让', '拍卖出让', '协议出让']),
        term: `${m.rng.pick([40, 50, 70])}年`,
        authority: `${c.place.cityName}人民政府`,
      },
    })
  },
  landMortgage: (m, c) => {
    const d = m.date(c)
    const bank = m.otherCompany(c)
    m.emit('landMortgage', c, {
      date: d,
      amount: m.amount(100, 30000),
      title: `${c.place.name}${m.rng.int(1, 99)}号地块`,
      parties: [m.cp(bank, '抵押权人')],
      detail: {
        area: (m.rng.next() * 10 + 0.2).toFixed(4),
        mortgagee: bank.name,
        endDate: addDays(d, 3 * 365),
        usage: m.rng.pick(['工业用地', '商服用地']),
      },
    })
  },
  store: (m, c) => {
    m.emit('store', c, {
      date: m.date(c, 2),
      title: `${c.brand.slice(0, 2)}（${c.place.name}${m.rng.pick(['店', '旗舰店', '体验店'])}）`,
      detail: { address: c.address, phone: c.phone, hours: '09:00-21:00', rating: (3.5 + m.rng.next() * 1.5).toFixed(1) },
    })
  },
  buildCertificate: (m, c) => {
    const d = m.date(c)
    m.emit('buildCertificate', c, {
      date: d,
      refNo: `D${c.place.code}${pad(m.rng.int(1, 9999), 4)}`,
      title: m.rng.pick(['建筑工程施工总承包', '市政公用工程施工总承包', '建筑装修装饰工程专业承包', '环保工程专业承包']),
      detail: {
        authority: `${c.place.provinceName}住房和城乡建设厅`,
        validTo: addDays(d, 5 * 365),
        level: m.rng.pick(['一级', '二级', '三级']),
        status: '有效',
      },
    })
  },
  buildCredit: (m, c) => {
    const d = m.date(c)
    m.emit('buildCredit', c, {
      date: d,
      refNo: `CX${year(d)}${pad(m.rng.int(1, 9999), 4)}`,
      title: m.rng.pick(['不良行为记录', '良好行为记录']),
      detail: {
        authority: `${c.place.cityName}住房和城乡建设局`,
        content: '在建设工程中存在安全文明施工措施不到位等问题，已责令整改。',
        validTo: addDays(d, 365),
      },
    })
  },
  employee: (m, c) => {
    const p = m.otherPerson()
    const d = m.date(c)
    m.emit('employee', c, {
      date: d,
      title: p.name,
      personId: p.personId,
      detail: {
        position: m.rng.pick(['项目经理', '技术负责人', '安全员', '施工员']),
        certificate: m.rng.pick(['一级注册建造师', '二级注册建造师', '注册监理工程师']),
        refNo: `${PROVINCE_ABBR[c.place.provinceCode.slice(0, 2)]}${m.rng.int(1, 2)}${pad(m.rng.int(1, 9999999), 11)}`,
        validTo: addDays(d, 3 * 365),
      },
    })
  },
  propertyClue: (m, c) => {
    const kinds: Array<[string, string]> = [
      ['100401', '司法拍卖'],
      ['120502', '专利'],
      ['120501', '商标'],
      ['100101', '债券'],
      ['100301', '中标项目'],
      ['100203', '股权冻结'],
      ['100502', '电信许可'],
    ]
    const [code, kind] = m.rng.pick(kinds)
    m.emit('propertyClue', c, {
      date: m.date(c),
      amount: m.amount(1, 5000),
      title: `${c.name}名下${kind}线索`,
      detail: {
        clueKind: kind,
        clueType: code,
        associatedNo: `${m.rng.int(10000000, 99999999)}`,
        description: `发现${c.name}${kind}相关财产线索，可作为执行参考。`,
      },
    })
  },
  claimableSubsidy: (m, c) => {
    m.emit('claimableSubsidy', c, {
      date: fromDay(REF_DAY + m.rng.int(10, 180)),
      amount: m.rng.pick([5, 10, 20, 50, 100, 200]),
      title: m.rng.pick(['高新技术企业认定奖励', '专精特新企业奖励', '稳岗补贴', '研发费用补助', '技术改造补助']),
      detail: {
        authority: m.authority(c, '工业和信息化局'),
        conditions: `注册地在${c.place.cityName}，依法纳税，符合相关认定条件。`,
        url: 'https://www.gov.cn/zhengce/',
      },
    })
  },
  obtainedSubsidy: (m, c) => {
    const d = m.date(c)
    m.emit('obtainedSubsidy', c, {
      date: d,
      amount: m.amount(1, 300),
      title: m.rng.pick(['稳岗补贴', '研发投入补助', '高新技术企业奖励', '技术改造补助']),
      detail: { authority: m.authority(c, '科学技术局'), year: year(d), description: '资金已拨付。' },
    })
  },
  phone: (m, c) => {
    m.emit('phone', c, {
      date: m.date(c, 3),
      title: c.phone,
      detail: { phoneType: '固定电话', sourceName: '企业年报', times: String(m.rng.int(1, 8)) },
    })
  },
  suspectedPhone: (m, c) => {
    m.emit('suspectedPhone', c, {
      date: m.date(c, 3),
      title: `1${m.rng.pick(['3', '5', '8', '9'])}${m.rng.int(0, 9)}${m.rng.digits(8)}`,
      detail: {
        phoneType: '手机',
        sourceName: m.rng.pick(['招聘信息', '网店信息', '推广信息']),
        confidence: m.rng.pick(['高', '中', '低']),
      },
    })
  },
  mailbox: (m, c) => {
    m.emit('mailbox', c, {
      date: m.date(c, 3),
      title: c.email || `info@${initials(c.brand)}.com`,
      detail: { sourceName: '企业年报', times: String(m.rng.int(1, 5)) },
    })
  },
  suspectedMailbox: (m, c) => {
    m.emit('suspectedMailbox', c, {
      date: m.date(c, 3),
      title: `${m.rng.pick(['hr', 'sales', 'service'])}@${initials(c.brand)}${m.rng.int(1, 99)}.com`,
      detail: { sourceName: m.rng.pick(['招聘信息', '官网']), confidence: m.rng.pick(['高', '中', '低']) },
    })
  },
}

function cooperation(m: RecordMaker, c: GenCompany, key: 'partner' | 'supplier' | 'customer'): void {
  const o = m.otherCompany(c)
  const d = m.date(c, 1.5)
  const roleName = key === 'partner' ? '合作方' : key === 'supplier' ? '供应商' : '客户'
  const base = { date: d, amount: m.amount(10, 20000), title: o.name, parties: [m.cp(o, roleName)] }
  if (key === 'partner')
    m.emit(key, c, {
      ...base,
      detail: {
        relation: m.rng.pick(['招投标合作', '共同中标', '供销合作']),
        times: String(m.rng.int(1, 12)),
        evidence: '根据公开招投标与交易信息整理',
      },
    })
  else
    m.emit(key, c, {
      ...base,
      detail: {
        ratio: `${(m.rng.next() * 30 + 1).toFixed(2)}%`,
        relation: m.rng.pick(['非关联方', '非关联方', '关联方']),
        reportSource: `${year(d)}年年度报告`,
      },
    })
}

function anomaly(m: RecordMaker, c: GenCompany, key: string, reasons: string[]): void {
  const d = m.date(c)
  const removed = m.rng.chance(0.5)
  const removeDate = removed ? addDays(d, m.rng.int(60, 700)) : ''
  m.emit(key, c, {
    date: d,
    title: m.rng.pick(reasons),
    status: removed ? '已移出' : '未移出',
    isCurrent: removed ? 0 : 1,
    detail: { authority: m.authority(c, '市场监督管理局'), removeReason: removed ? '依法补报了未报年份的年度报告并公示' : '', removeDate },
  })
}

/** Each dimension's demo presence from the registry (the lawsuit chain and change clues are produced apart). */
const DEMO = DIMENSIONS.filter((d) => d.demo).map((d) => ({ key: d.key, risk: d.level !== 'info', ...d.demo! }))

/** records of one company: lawsuits (0..n) and the other dimensions by presence; `scale` thins them out */
export function companyRecords(m: RecordMaker, c: GenCompany, scale: number): void {
  const rng = m.rng
  const bigger = c.regCapital >= 1000 ? 1.6 : 1
  const risky = c.status === '存续' || c.status === '在业' ? 1 : 2
  if (rng.chance(0.15 * risky * scale)) {
    const n = rng.chance(0.3) ? rng.int(2, 5) : 1
    for (let i = 0; i < n; i++) lawsuit(m, c)
  }
  for (const d of DEMO) {
    const p = d.presence * scale * (d.risk ? risky : bigger)
    if (!rng.chance(p)) continue
    const n = d.max ? rng.int(1, d.max) : 1
    for (let i = 0; i < n; i++) MAKERS[d.key](m, c)
  }
}

/** Clue records mirroring registration changes (capital, status, shareholders). */
export function changeClues(
  m: RecordMaker,
  c: GenCompany,
  changes: Array<{ field: string; before: string; after: string; date: string }>,
): void {
  for (const ch of changes) {
    const detail = { before: ch.before, after: ch.after, authority: m.authority(c, '市场监督管理局') }
    if (ch.field === '注册资本') m.emit('capitalChange', c, { date: ch.date, title: '增资', amount: null, detail })
    else if (ch.field === '经营状态')
      m.emit('businessStatusChange', c, { date: ch.date, title: `经营状态由${ch.before}变更为${ch.after}`, detail })
    else if (ch.field === '股东') {
      m.emit('shareholderChange', c, { date: ch.date, title: ch.after === '退出' ? ch.before : ch.after, detail })
      m.emit('shareChange', c, {
        date: ch.date,
        title: (ch.after === '退出' ? ch.before : ch.after).replace(/（.*$/, ''),
        amount: null,
        detail: {
          before: ch.after === '退出' ? ch.before.replace(/^.*（|）$/g, '') : '0%',
          after: ch.after === '退出' ? '0%' : ch.after.replace(/^.*（|）$/g, ''),
        },
      })
    }
  }
}

/** the keys every generated dataset must cover */
export const ALL_KEYS = DIMENSIONS.map((d) => d.key)
