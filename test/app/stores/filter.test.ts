import { FilterStore, filterResultsUrl, paramsToFilter } from '../../../src/stores/filter'

const options = {
  industries: [{ code: 'I', name: '信息传输、软件和信息技术服务业' }],
  statuses: ['存续', '注销'],
  companyTypes: ['有限责任公司', '股份有限公司'],
  capitalRanges: [
    { name: '100万以内', max: 100 },
    { name: '100-500万', min: 100, max: 500 },
    { name: '5000万以上', min: 5000 },
  ],
}
const now = new Date(2026, 10, 21)

describe('FilterStore', () => {
  it('builds the query from the deepest region, ranges, time filter and lists', () => {
    const s = new FilterStore(now)
    s.setOptions(options)
    s.pickRegion(0, { code: '440000', name: '广东省' })
    s.pickRegion(1, { code: '440300', name: '深圳市' })
    s.setIndustry(options.industries[0])
    s.setCapitalIndex(1)
    s.setEstablishedIndex(3) // 1-3年
    s.toggle('statuses', '存续')
    s.toggle('companyTypes', '股份有限公司')
    expect(s.query).toEqual({
      regionCode: '440300',
      industry: 'I',
      capitalMin: 100,
      capitalMax: 500,
      estStart: '2023-11-21',
      estEnd: '2025-11-21',
      status: '存续',
      companyType: '股份有限公司',
    })
    expect(s.summary).toEqual(['广东省 深圳市', '信息传输、软件和信息技术服务业', '注册资本100-500万', '成立1-3年', '存续', '股份有限公司'])
  })

  it('picking a province again drops the city; tapping a chosen chip clears it', () => {
    const s = new FilterStore(now)
    s.setOptions(options)
    s.pickRegion(0, { code: '440000', name: '广东省' })
    s.pickRegion(1, { code: '440300', name: '深圳市' })
    s.pickRegion(0, { code: '330000', name: '浙江省' })
    expect(s.region).toEqual([{ code: '330000', name: '浙江省' }])
    s.pickRegion(0, null)
    expect(s.query.regionCode).toBeUndefined()
    s.setCapitalIndex(2)
    s.setCapitalIndex(2)
    s.toggle('statuses', '存续')
    s.toggle('statuses', '存续')
    s.setEstablishedIndex(6)
    expect(s.query).toEqual({ estEnd: '2016-11-21' })
  })

  it('a custom capital range with min above max is refused and left out of the query', () => {
    const s = new FilterStore(now)
    s.setOptions(options)
    s.setCapitalCustom('500', '100')
    expect(s.capitalError).toBe('最低注册资本不能高于最高注册资本')
    expect(s.query.capitalMin).toBeUndefined()
    s.setCapitalCustom('1a00', '2000')
    expect(s.capitalError).toBe('')
    expect(s.query).toMatchObject({ capitalMin: 100, capitalMax: 2000 })
    s.reset()
    expect(s.query).toEqual({})
  })

  it('round-trips through the results page URL', () => {
    const q = { regionCode: '440300', capitalMin: 100, status: '存续,注销', keyword: '科技' }
    const url = filterResultsUrl(q, ['广东省 深圳市', '存续'])
    expect(url.startsWith('/pagesFilter/filterpage/filterpage?')).toBe(true)
    const params = Object.fromEntries(
      url
        .split('?')[1]
        .split('&')
        .map((p) => p.split('=')),
    )
    expect(paramsToFilter(params)).toEqual({ filter: q, summary: ['广东省 深圳市', '存续'] })
  })
})
