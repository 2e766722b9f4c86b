import {
  DIMENSIONS,
  CATEGORY_LABELS,
  getDimension,
  dimensionForClueType,
  RECORD_COLUMNS,
  DimensionCategory,
} from '../../contract/domain/dimensions'

const CJK = /[\u4e00-\u9fff]/

describe('dimension registry', () => {
  it('declares about eighty dimensions with unique keys', () => {
    expect(DIMENSIONS.length).toBeGreaterThanOrEqual(75)
    const keys = DIMENSIONS.map((d) => d.key)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('labels every category in Chinese and uses every category', () => {
    for (const d of DIMENSIONS) expect(CATEGORY_LABELS[d.category]).toMatch(CJK)
    const used = new Set(DIMENSIONS.map((d) => d.category))
    for (const c of Object.keys(CATEGORY_LABELS) as DimensionCategory[]) expect(used.has(c)).toBe(true)
  })

  it('gives every dimension Chinese labels, list fields and detail fields', () => {
    for (const d of DIMENSIONS) {
      expect(d.label).toMatch(CJK)
      expect(d.listFields.length).toBeGreaterThan(0)
      expect(d.detailFields.length).toBeGreaterThanOrEqual(d.listFields.length)
      for (const f of [...d.listFields, ...d.detailFields]) expect(f.label).toMatch(CJK)
      // every list field is shown on the detail page too, and field keys are unique per dimension
      for (const f of d.listFields) expect(d.detailFields.some((x) => x.key === f.key)).toBe(true)
      expect(new Set(d.detailFields.map((f) => f.key)).size).toBe(d.detailFields.length)
      expect(d.source).toMatch(CJK)
    }
  })

  it('derives hasDate and hasAmount from the fields', () => {
    for (const d of DIMENSIONS) {
      expect(d.hasDate).toBe(d.detailFields.some((f) => f.key === 'date'))
      expect(d.hasAmount).toBe(d.detailFields.some((f) => f.key === 'amount'))
    }
    expect(getDimension('executor')!.hasAmount).toBe(true)
    expect(getDimension('trademark')!.hasAmount).toBe(false)
  })

  it("routes to the product's page names", () => {
    const pkgs = [
      'pagesLaw',
      'pagesOperate',
      'pagesBasic',
      'pagesIntelle',
      'pagesBussiness',
      'pagesDevelop',
      'pagesNewDimension',
      'pagesClues',
      'pagesDetail',
      'pagesScan',
    ]
    for (const d of DIMENSIONS) {
      for (const r of [d.listRoute, d.detailRoute]) if (r) expect(pkgs).toContain(r.split('/')[0])
    }
    expect(getDimension('dishonestExecutor')!.listRoute).toBe('pagesLaw/dishonestExecutor/dishonestExecutor')
    expect(getDimension('courtSession')!.listRoute).toBe('pagesLaw/opencourt/opencourt')
    expect(getDimension('patent')!.detailRoute).toBe('pagesIntelle/patentdetail/detail')
  })

  it('maps the clue type codes to their dimension', () => {
    expect(dimensionForClueType('110402')!.key).toBe('restrictHighConsumption')
    expect(dimensionForClueType('120502')!.key).toBe('patent')
    expect(dimensionForClueType('110405')!.key).toBe('taxArrears')
    expect(dimensionForClueType('100401')!.key).toBe('judicialAuction')
    expect(dimensionForClueType('999999')).toBeUndefined()
  })

  it('covers the named dimensions of the product', () => {
    for (const k of [
      'dishonestExecutor',
      'executor',
      'restrictHighConsumption',
      'finalCase',
      'equityFreeze',
      'judicialAuction',
      'caseFiling',
      'courtSession',
      'courtAnnouncement',
      'deliveryAnnouncement',
      'judgmentDocument',
      'sueOther',
      'quiltSueOther',
      'adminPenalty',
      'taxArrears',
      'chattelMortgage',
      'equityPledge',
      'insured',
      'recruitment',
      'patent',
      'trademark',
      'softwareCopyright',
      'workCopyright',
      'bond',
      'tender',
      'news',
      'land',
      'laborArbitration',
      'propertyClue',
      'claimableSubsidy',
      'obtainedSubsidy',
    ]) {
      expect(getDimension(k)).toBeDefined()
    }
    expect(RECORD_COLUMNS).toContain('refNo')
  })
})
