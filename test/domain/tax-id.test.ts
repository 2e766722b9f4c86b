import { checkTaxId, normalizeTaxId, taxIdError, usccCheckChar, USCC_CHARS, USCC_TYPES } from '../../contract/domain/tax-id'

/** A code from its first 17 characters and the check character the rule gives them. */
const code = (body: string) => body + usccCheckChar(body)

/** Published codes of well-known companies (their business licences). */
const PUBLISHED = [
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '914403001922038216', // 华为技术有限公司
  '91110108551385082Q', // 小米科技有限责任公司
]

describe('usccCheckChar', () => {
  it('gives the check character of published codes', () => {
    for (const c of PUBLISHED) expect(usccCheckChar(c.slice(0, 17))).toBe(c[17])
  })

  it('maps a remainder of 0 to “0” and covers the whole character set', () => {
    // weight 1 on the first character: its value alone decides the check of a body of zeros after it
    expect(usccCheckChar('0'.repeat(17))).toBe('0')
    expect(usccCheckChar('1' + '0'.repeat(16))).toBe('Y')
    const seen = new Set<string>()
    for (const c of USCC_CHARS) seen.add(usccCheckChar(c + '0'.repeat(16))!)
    expect(seen.size).toBe(31)
  })

  it('is null for a body of the wrong length or with a character outside the set', () => {
    expect(usccCheckChar('9144030070846113')).toBeNull()
    expect(usccCheckChar('9144030070846113IX')).toBeNull()
    expect(usccCheckChar('9144030070846113I')).toBeNull()
  })
})

describe('checkTaxId', () => {
  it('accepts published codes and codes built from valid bodies', () => {
    const built = [
      code('91110105MA01ABCD1'), // 企业
      code('92330102MA2GXY0K0'), // 个体工商户
      code('93510100MA6CQ9HR3'), // 农民专业合作社
      code('12100000400000624'), // 事业单位
      code('51100000500000001'), // 社会团体
      code('31110000E00012345'), // 律师事务所
      code('N2370102MF1234567'), // 村级集体经济组织
      code('Y1110000000000000'),
    ]
    for (const c of [...PUBLISHED, ...built]) expect(checkTaxId(c)).toEqual({ ok: true, value: c })
  })

  it('reads what a person typed: spaces and lower-case letters', () => {
    expect(normalizeTaxId(' 91440300 708461136t ')).toBe('91440300708461136T')
    expect(checkTaxId('91440300 708461136t')).toEqual({ ok: true, value: '91440300708461136T' })
  })

  it('names each failure in Chinese', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['', 'empty', /请输入纳税人识别号/],
      ['9144030070846113', 'length', /长度应为18位（当前16位）/],
      ['91440300708461136T1', 'length', /长度应为18位（当前19位）/],
      ['91440300708461I36T', 'chars', /第15位“I”不是有效字符/],
      ['9144030070846113OT', 'chars', /第17位“O”/],
      ['91440300708461136Z', 'chars', /不含I、O、Z、S、V/],
      ['9144030070846113S6', 'chars', /第17位“S”/],
      ['914403007084611-6T', 'chars', /第16位“-”/],
      ['中国4030070846113统6T', 'chars', /第1位“中”/],
      [code('B1440300708461136'), 'authority', /第1位（登记管理部门代码）/],
      [code('95440300708461136'), 'type', /第2位（机构类别代码）/],
      [code('A2440300708461136'), 'type', /第2位/],
      [code('9144A300708461136'), 'region', /第3-8位（行政区划码）应为6位数字/],
      ['91440300708461136X', 'check', /校验位不正确/],
      ['914403001922038217', 'check', /校验位/],
      // two characters swapped: the weights catch it
      ['91440300708461163T', 'check', /校验位/],
    ]
    for (const [input, problem, reason] of cases) {
      const r = checkTaxId(input)
      expect({ input, ok: r.ok, problem: !r.ok && r.problem }).toEqual({ input, ok: false, problem })
      if (!r.ok) expect(r.reason).toMatch(reason)
      expect(taxIdError(input)).toMatch(/[\u4e00-\u9fa5]/)
    }
  })

  it('refuses any single wrong character of a valid code', () => {
    const [valid] = PUBLISHED
    for (let i = 0; i < 18; i++) {
      const other = USCC_CHARS[(USCC_CHARS.indexOf(valid[i]) + 7) % 31]
      expect(checkTaxId(valid.slice(0, i) + other + valid.slice(i + 1)).ok).toBe(false)
    }
  })

  it('knows the type codes of every registration authority', () => {
    expect(Object.keys(USCC_TYPES).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'N', 'Y'])
    expect(taxIdError(code('91110105MA01ABCD1'))).toBeNull()
  })
})
