import { CLUE_ROUTES, CLUE_TYPE_CODES, clueTarget, type Clue } from '../../src/domain/clueRoutes'
import { findRoute } from '../../src/routes'
import { to } from '../../src/links.gen'

const jp = { id: 42, pid: 'C100', projectId: 'PRJ7', associatedNo: '（2023）粤0305民初123号', certNo: 'B2-20230001' }
const clue = (clueType: string): Clue => ({ clueType, jumpParams: { ...jp } })

/** code → exact target with its named parameters */
const EXPECTED: Record<string, string> = {
  '120505': '/pagesBussiness/qualificateCertificate/qualificateCertificate?id=42',
  '110501': '/pagesBussiness/administratelicense/administratelicense?id=42',
  '100501': '/pagesBussiness/administratelicense/administratelicense?id=42',
  '120401': '/pagesClues/businessStatusChange/businessStatusChange?pid=C100',
  '120205': '/pagesOperate/stockDetails/stockDetails?id=42',
  '100204': '/pagesOperate/stockDetails/stockDetails?id=42',
  '120204': '/pagesOperate/stockDetails/stockDetails?id=42',
  '120203': '/pagesOperate/stockDetails/stockDetails?id=42',
  '100203': '/pagesLaw/equityfreeze/equityfreeze?id=42&pid=C100',
  '100206': '/pagesLaw/equityfreeze/equityfreeze?id=42&pid=C100',
  '120202': '/pagesLaw/equityfreeze/equityfreeze?id=42&pid=C100',
  '110402': '/pagesLaw/restrictHighconsumption/restrictHighconsumption?id=42&pid=C100&isCompany=1',
  '120502': '/pagesIntelle/patentdetail/detail?id=42',
  '120501': '/pagesIntelle/appbrand/detail?id=42',
  '100103': '/pagesDevelop/business/detail?projectId=PRJ7&pid=C100',
  '120101': '/pagesDevelop/business/detail?projectId=PRJ7&pid=C100',
  '110405': '/pagesOperate/taxArrearsDetilas/taxArrearsDetilas?id=42',
  '120404': '/pagesLaw/executor/executor?id=42&pid=C100',
  '110404': '/pagesLaw/executor/executor?id=42&pid=C100',
  '100101': '/pagesBussiness/bondInfo/bondInfo?id=42&pid=C100',
  '120402': '/pagesLaw/dishonestExecutor/dishonestExecutor?id=42&pid=C100',
  '110401': '/pagesLaw/dishonestExecutor/dishonestExecutor?id=42&pid=C100',
  '100301': '/pagesBussiness/tenderBidd/tenderBidd?id=42&projectId=PRJ7',
  '110301': '/pagesBussiness/tenderBidd/tenderBidd?id=42&projectId=PRJ7',
  '100401': '/pagesLaw/judicialAuction/judicialAuction?id=42',
  '120301': `/pagesLaw/caseDetail/caseDetail?pid=C100&referenceNo=${encodeURIComponent(jp.associatedNo)}`,
  '120403': `/pagesLaw/caseDetail/caseDetail?pid=C100&referenceNo=${encodeURIComponent(jp.associatedNo)}`,
  '100502': '/pagesBussiness/telLicense/telLicense?certNo=B2-20230001&pid=C100',
  '110403': '/pagesOperate/punishDetails/punishDetails?id=42',
}

it('has exactly the codes of the clue-type table', () => {
  expect([...CLUE_TYPE_CODES].sort()).toEqual([...Object.keys(EXPECTED), '100205', '120201'].sort())
})

it.each(Object.entries(EXPECTED))('code %s opens %s with its named parameters', (code, url) => {
  expect(clueTarget(clue(code))).toBe(url)
})

it('shareholderChange takes key = the whole clue as JSON', () => {
  for (const code of ['100205', '120201']) {
    const c = { ...clue(code), title: '股东变更：张三 → 李四' }
    const url = clueTarget(c)
    expect(url.startsWith('/pagesClues/shareholderChange/shareholderChange?key=')).toBe(true)
    const key = decodeURIComponent(url.split('?key=')[1])
    expect(JSON.parse(key)).toEqual(c)
  }
})

it('caseDetail takes referenceNo from associatedNo, not from id', () => {
  const url = clueTarget({ clueType: '120301', jumpParams: { id: 9, pid: 'C1', associatedNo: 'A-1' } })
  expect(url).toBe('/pagesLaw/caseDetail/caseDetail?pid=C1&referenceNo=A-1')
})

it('leaves out parameters the clue does not carry; unknown codes give no target', () => {
  expect(clueTarget({ clueType: '120404', jumpParams: { id: 5 } })).toBe('/pagesLaw/executor/executor?id=5')
  expect(clueTarget({ clueType: '999999', jumpParams: { id: 5 } })).toBe('')
  expect(clueTarget({ clueType: '', jumpParams: {} })).toBe('')
  // the project detail falls back to the clue id when no projectId is given
  expect(clueTarget({ clueType: '100103', jumpParams: { id: 8, pid: 'C2' } })).toBe('/pagesDevelop/business/detail?projectId=8&pid=C2')
})

it('every route is a page of the manifest, in a subpackage', () => {
  for (const r of Object.values(CLUE_ROUTES)) {
    const url = (to[r.name] as (query: object) => string)({})
    expect(url).toMatch(/^\/pages[A-Z][A-Za-z]+\/[A-Za-z]+\/[A-Za-z]+$/)
    expect(findRoute(url)?.pkg).toBeTruthy()
  }
})
