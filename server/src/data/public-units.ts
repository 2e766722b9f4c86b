/**
 * Demo 机关单位: for every province, city and district the bodies of its government, the institutions they run and
 * the social organisations registered there, each with a valid credit code of its kind, its sponsor, registrar,
 * funds and certificate dates. Deterministic: the same seed gives the same rows.
 */
import type { DB } from '../store/db'
import { PUBLIC_UNIT_CODE_PREFIX, type PublicUnitKind } from '../../../contract/domain/publicUnits'
import { allPlaces, type Place } from './regions'
import { areaCodeOf, creditCodeOf } from './companies'
import { brandName, personName, ROADS } from './names'
import { capturedAt, fromDay, toDay, REF_DAY } from './dates'
import { Rng } from './random'

export interface GenPublicUnit {
  id: number
  name: string
  kind: PublicUnitKind
  creditCode: string
  level: 1 | 2 | 3
  leader: string
  status: string
  established: string
  validFrom: string
  validTo: string
  funds: number | null
  funding: string
  sponsorId: number | null
  sponsorName: string
  registrar: string
  provinceCode: string
  cityCode: string
  regionCode: string
  regionName: string
  address: string
  phone: string
  scope: string
  source: string
  capturedAt: string
}

/** One unit a government level has: its name after the level's prefix, and who sponsors it (by key). */
interface Template {
  key: string
  suffix: string
  kind: PublicUnitKind
  /** the key of the sponsoring unit of the same level, or '^key' for that of the level above */
  sponsor?: string
  /** a sponsor not in the data: its name after the level's prefix */
  sponsorText?: string
  scope: string
  funds?: [number, number]
  /** the share of places of this level that have it */
  share?: number
  /** the year bodies of this kind were formed (a reorganisation), when later than 1950 */
  since?: number
}

const GOV_SCOPE = '贯彻执行上级机关的决定和命令，管理本行政区域内的经济、教育、科学、文化、卫生、体育事业和财政、民政、公安等行政工作'
const AGENCIES: Template[] = [
  { key: 'gov', suffix: '人民政府', kind: 'agency', sponsor: '^gov', scope: GOV_SCOPE },
  {
    key: 'amr',
    suffix: '市场监督管理局',
    kind: 'agency',
    sponsor: 'gov',
    since: 2018,
    scope: '负责市场综合监督管理，统一登记市场主体并建立信息公示和共享机制，组织市场监管综合执法，承担反垄断统一执法',
  },
  {
    key: 'edu',
    suffix: '教育局',
    kind: 'agency',
    sponsor: 'gov',
    scope: '贯彻执行教育方针政策，统筹管理本行政区域内各级各类教育，负责教师队伍建设和教育经费统筹',
  },
  {
    key: 'health',
    suffix: '卫生健康委员会',
    kind: 'agency',
    sponsor: 'gov',
    since: 2018,
    scope: '组织拟订卫生健康事业发展规划，协调推进医药卫生体制改革，负责疾病预防控制和医疗机构监督管理',
  },
  {
    key: 'civil',
    suffix: '民政局',
    kind: 'agency',
    sponsor: 'gov',
    scope: '负责社会组织登记和监督管理，统筹推进社会救助体系建设，负责养老服务、儿童福利和婚姻登记管理',
  },
  {
    key: 'hr',
    suffix: '人力资源和社会保障局',
    kind: 'agency',
    sponsor: 'gov',
    since: 2009,
    scope: '负责促进就业、社会保险、职业能力建设和劳动关系协调，组织实施劳动保障监察',
    share: 0.8,
  },
  {
    key: 'finance',
    suffix: '财政局',
    kind: 'agency',
    sponsor: 'gov',
    scope: '负责本级财政收支、财政政策和国有资本经营预算的编制与执行，管理政府采购和政府债务',
    share: 0.7,
  },
]
const INSTITUTIONS: Template[] = [
  {
    key: 'hospital',
    suffix: '人民医院',
    kind: 'institution',
    sponsor: 'health',
    scope: '开展医疗与护理、保健与康复服务，承担医学教学与科研、急危重症救治和公共卫生任务',
    funds: [3000, 60000],
  },
  {
    key: 'cdc',
    suffix: '疾病预防控制中心',
    kind: 'institution',
    sponsor: 'health',
    scope: '开展传染病、慢性病预防控制，突发公共卫生事件处置，卫生检验检测与健康教育',
    funds: [300, 3000],
    share: 0.8,
  },
  {
    key: 'school',
    suffix: '实验小学',
    kind: 'institution',
    sponsor: 'edu',
    scope: '实施小学义务教育，促进基础教育发展，开展小学学历教育与教学研究',
    funds: [200, 3000],
  },
  {
    key: 'middle',
    suffix: '第一中学',
    kind: 'institution',
    sponsor: 'edu',
    scope: '实施初中、高中学历教育，开展教学研究与教师培训，促进基础教育发展',
    funds: [500, 8000],
    share: 0.7,
  },
  {
    key: 'trade',
    suffix: '公共资源交易中心',
    kind: 'institution',
    sponsor: 'gov',
    scope: '为工程建设招标投标、政府采购、国有产权交易等公共资源交易提供场所、信息和见证服务',
    funds: [100, 1000],
    share: 0.6,
  },
  {
    key: 'estate',
    suffix: '不动产登记中心',
    kind: 'institution',
    sponsorText: '自然资源局',
    scope: '承担不动产登记、不动产登记资料查询和不动产登记信息平台的建设与管理',
    funds: [50, 800],
    share: 0.5,
  },
]
const ORGANISATIONS: Template[] = [
  {
    key: 'charity',
    suffix: '慈善总会',
    kind: 'association',
    sponsor: 'civil',
    scope: '募集慈善款物，开展扶贫济困、安老助孤、助学助医等慈善活动，弘扬慈善文化',
    funds: [10, 200],
    share: 0.8,
  },
  {
    key: 'lawyers',
    suffix: '律师协会',
    kind: 'association',
    sponsorText: '司法局',
    scope: '保障律师依法执业，维护律师合法权益，组织律师业务培训，对律师执业活动进行考核和行业惩戒',
    funds: [10, 100],
    share: 0.8,
  },
  {
    key: 'elderly',
    suffix: '养老服务中心',
    kind: 'nonprofit',
    sponsor: 'civil',
    scope: '为老年人提供生活照料、康复护理、精神慰藉、文化娱乐等养老服务',
    funds: [3, 100],
    share: 0.5,
  },
  {
    key: 'training',
    suffix: '职业技能培训学校',
    kind: 'nonprofit',
    sponsor: 'hr',
    scope: '开展职业技能培训、创业培训和职业技能等级认定相关服务',
    funds: [3, 50],
    share: 0.5,
  },
  {
    key: 'foundation',
    suffix: '教育发展基金会',
    kind: 'foundation',
    sponsor: 'edu',
    scope: '接受社会捐赠，资助家庭经济困难学生，奖励优秀教师，支持本地教育事业发展',
    funds: [200, 2000],
    share: 0.4,
  },
]

const TRADE_ASSOCIATIONS = ['软件行业协会', '餐饮行业协会', '建筑业协会', '物流协会', '电子商务协会', '中小企业协会', '个体劳动者协会']
const FUNDINGS = ['财政补助', '财政补助', '差额拨款', '自收自支', '全额拨款']

/** the templates each level has: districts keep the nearest services, cities and provinces the whole set */
const LEVEL_TEMPLATES: Record<1 | 2 | 3, Template[]> = {
  1: [...AGENCIES, ...INSTITUTIONS.filter((t) => t.key !== 'school'), ...ORGANISATIONS.filter((t) => t.key !== 'elderly')],
  2: [...AGENCIES, ...INSTITUTIONS, ...ORGANISATIONS],
  3: [
    ...AGENCIES.filter((t) => ['gov', 'amr', 'edu', 'health'].includes(t.key)),
    ...INSTITUTIONS.filter((t) => ['hospital', 'school', 'cdc'].includes(t.key)),
    ...ORGANISATIONS.filter((t) => t.key === 'elderly'),
  ],
}

interface Seat {
  level: 1 | 2 | 3
  /** the name every unit of the seat starts with: 广东省, 广东省深圳市 → 深圳市, 深圳市南山区 */
  prefix: string
  place: Place
  regionName: string
  /** the seat's code: province, city or district */
  code: string
  parent?: Seat
}

/** The governments of the country: every province, every city that is not a municipality, every district. */
function seats(): Seat[] {
  const out: Seat[] = []
  const provinces = new Map<string, Seat>()
  const cities = new Map<string, Seat>()
  const districts = new Set<string>()
  for (const p of allPlaces()) {
    let province = provinces.get(p.provinceCode)
    if (!province) {
      province = { level: 1, prefix: p.provinceName, place: p, regionName: p.provinceName, code: p.provinceCode }
      provinces.set(p.provinceCode, province)
      out.push(province)
    }
    const ownCity = p.cityName !== p.provinceName && !p.cityName.includes('直辖县级')
    let city = ownCity ? cities.get(p.cityCode) : province
    if (!city) {
      city = {
        level: 2,
        prefix: p.cityName,
        place: p,
        regionName: `${p.provinceName} ${p.cityName}`,
        code: p.cityCode,
        parent: province,
      }
      cities.set(p.cityCode, city)
      out.push(city)
    }
    const prefix = ownCity ? `${p.cityName}${p.name}` : `${p.provinceName}${p.name}`
    // a district listed under two codes (a merger the code table keeps both sides of) is one government
    if (p.code === p.cityCode || districts.has(prefix)) continue
    districts.add(prefix)
    out.push({
      level: 3,
      prefix,
      place: p,
      regionName: [p.provinceName, ownCity ? p.cityName : '', p.name].filter(Boolean).join(' '),
      code: p.code,
      parent: city,
    })
  }
  return out
}

const REGISTRAR: Record<'agency' | 'institution' | 'social', (seat: Seat) => string> = {
  agency: (s) => `${s.prefix}机构编制委员会办公室`,
  institution: (s) => (s.level === 3 ? `${s.prefix}机构编制委员会办公室` : `${s.prefix}事业单位登记管理局`),
  social: (s) => `${s.prefix}${s.level === 1 ? '民政厅' : '民政局'}`,
}

/** a province's offices are 厅 where a city's are 局; a district's health office is a 局, not a 委员会 */
const levelSuffix = (suffix: string, level: number) =>
  level === 1
    ? suffix.replace(/^(教育|民政|财政|人力资源和社会保障|自然资源|司法)局$/, '$1厅')
    : level === 3
      ? suffix.replace('卫生健康委员会', '卫生健康局')
      : suffix

export function generatePublicUnits(rng: Rng): GenPublicUnit[] {
  const list: GenPublicUnit[] = []
  /** seat code → template key → unit */
  const bySeat = new Map<string, Map<string, GenPublicUnit>>()
  const estFrom = toDay('1950-01-01')
  const socialFrom = toDay('1995-01-01')
  const seatList = seats()
  for (const seat of seatList) {
    const own = new Map<string, GenPublicUnit>()
    bySeat.set(`${seat.level}:${seat.code}`, own)
    const r = rng.fork(list.length + 1)
    const templates = [...LEVEL_TEMPLATES[seat.level]]
    if (seat.level < 3) {
      // the trade associations of a province or city: two of them
      const first = r.int(0, TRADE_ASSOCIATIONS.length - 1)
      for (const at of [first, (first + 1 + r.int(0, TRADE_ASSOCIATIONS.length - 2)) % TRADE_ASSOCIATIONS.length])
        templates.push({
          key: `trade${at}`,
          suffix: TRADE_ASSOCIATIONS[at],
          kind: 'association',
          sponsor: 'amr',
          scope: '开展行业自律、行业调查和标准制定，组织会员交流培训，反映会员诉求，维护会员合法权益',
          funds: [3, 50],
        })
    }
    for (const t of templates) {
      if (t.share !== undefined && !r.chance(t.share)) continue
      const social = t.kind !== 'agency' && t.kind !== 'institution'
      const brand = t.kind === 'nonprofit' || (t.kind === 'foundation' && r.chance(0.3)) ? brandName(r) : ''
      const suffix = levelSuffix(t.suffix, seat.level)
      const name = `${seat.prefix}${brand}${suffix}`
      let sponsor: GenPublicUnit | undefined
      if (t.sponsor?.startsWith('^')) {
        const parent = seat.parent
        sponsor = parent ? bySeat.get(`${parent.level}:${parent.code}`)?.get(t.sponsor.slice(1)) : undefined
      } else if (t.sponsor) sponsor = own.get(t.sponsor)
      const sponsorName = sponsor?.name ?? (t.sponsorText ? `${seat.prefix}${levelSuffix(t.sponsorText, seat.level)}` : '')
      const from = t.since ? toDay(`${t.since}-01-01`) : social ? socialFrom : estFrom
      const established = fromDay(Math.floor(from + r.next() * (REF_DAY - from - 400)))
      // certificates run five years from the latest renewal
      let validFrom = ''
      let validTo = ''
      if (t.kind !== 'agency') {
        const renewed = Math.max(toDay(established), REF_DAY - r.int(30, 5 * 365))
        validFrom = fromDay(renewed)
        validTo = fromDay(renewed + 5 * 365)
      }
      const status = t.kind === 'agency' ? '正常' : r.chance(social ? 0.05 : 0.02) ? (social ? '注销' : '撤销') : '正常'
      const [lo, hi] = t.funds ?? [0, 0]
      const unit: GenPublicUnit = {
        id: list.length + 1,
        name,
        kind: t.kind,
        creditCode: creditCodeOf(r, PUBLIC_UNIT_CODE_PREFIX[t.kind], seat.code),
        level: seat.level,
        leader: personName(r),
        status,
        established,
        validFrom,
        validTo,
        funds: t.funds ? Math.round(lo + Math.pow(r.next(), 2) * (hi - lo)) : null,
        funding: t.kind === 'institution' ? r.pick(FUNDINGS) : '',
        sponsorId: sponsor?.id ?? null,
        sponsorName,
        registrar: REGISTRAR[t.kind === 'agency' ? 'agency' : t.kind === 'institution' ? 'institution' : 'social'](seat),
        provinceCode: seat.place.provinceCode,
        cityCode: seat.level === 1 ? seat.place.provinceCode : seat.place.cityCode,
        regionCode: seat.code,
        regionName: seat.regionName,
        address: `${seat.prefix}${r.pick(ROADS)}${r.int(1, 399)}号`,
        phone: `${areaCodeOf(seat.place, r)}-${r.int(2, 8)}${r.digits(7)}`,
        scope: t.scope,
        source: t.kind === 'agency' ? '全国组织机构统一社会信用代码数据服务中心' : social ? '全国社会组织信用信息公示平台' : '事业单位在线',
        capturedAt: capturedAt(REF_DAY - r.int(1, 90), r.int(0, 86399)),
      }
      own.set(t.key, unit)
      list.push(unit)
    }
  }
  return list
}

/** Writes the demo units into an empty public_units table; returns how many. */
export function seedPublicUnits(db: DB, rng: Rng): number {
  const units = generatePublicUnits(rng)
  const ins = db.prepare(`INSERT INTO public_units (id, name, kind, credit_code, level, leader, status, established, valid_from,
    valid_to, funds, funding, sponsor_id, sponsor_name, registrar, province_code, city_code, region_code, region_name, address,
    phone, scope, source, captured_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`)
  // The trigram index is built once from the filled table ('rebuild') instead of row by row through the insert
  // trigger, which takes three times as long. The trigger is put back as it was written.
  const trigger = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'public_units_ai'").get() as
    { sql: string } | undefined
  db.transaction(() => {
    if (trigger) db.exec('DROP TRIGGER public_units_ai')
    for (const u of units)
      ins.run(
        u.id,
        u.name,
        u.kind,
        u.creditCode,
        u.level,
        u.leader,
        u.status,
        u.established,
        u.validFrom,
        u.validTo,
        u.funds,
        u.funding,
        u.sponsorId,
        u.sponsorName,
        u.registrar,
        u.provinceCode,
        u.cityCode,
        u.regionCode,
        u.regionName,
        u.address,
        u.phone,
        u.scope,
        u.source,
        u.capturedAt,
      )
    if (trigger) {
      db.exec("INSERT INTO public_unit_fts (public_unit_fts) VALUES ('rebuild')")
      db.exec(trigger.sql)
    }
  })()
  return units.length
}
