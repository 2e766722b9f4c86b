/**
 * A company's tax id (纳税人识别号) as the unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of
 * 0-9 and A-H J-N P-R T-U W-Y (no I, O, Z, S, V):
 *   1     registration authority (登记管理部门代码)
 *   2     organisation type within that authority (机构类别代码)
 *   3-8   region code of the registering office (登记管理机关行政区划码), digits
 *   9-17  the organisation's own code (主体标识码)
 *   18    check character over the first 17
 * Shared by the app and the server: no Node APIs.
 */

export const TAX_ID_LENGTH = 18
/** the code's 31 characters; a character's value is its index */
export const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** Registration authority → its organisation type codes (GB 32100-2015, appendix A). */
export const USCC_TYPES: Readonly<Record<string, string>> = {
  '1': '1239', // 机构编制：机关、事业单位、群众团体、其他
  '2': '19', // 外交
  '3': '123459', // 司法行政：律师执业机构、公证处、基层法律服务所、司法鉴定机构、仲裁委员会、其他
  '4': '19', // 文化
  '5': '1239', // 民政：社会团体、民办非企业单位、基金会、其他
  '6': '129', // 旅游
  '7': '129', // 宗教
  '8': '19', // 工会
  '9': '123', // 市场监管（工商）：企业、个体工商户、农民专业合作社
  A: '19', // 中央军委改革和编制办公室
  N: '1239', // 农业：组级、村级、乡镇级集体经济组织、其他
  Y: '1', // 其他
}

export type TaxIdProblem = 'empty' | 'length' | 'chars' | 'authority' | 'type' | 'region' | 'check'
export type TaxIdCheck = { ok: true; value: string } | { ok: false; problem: TaxIdProblem; reason: string }

/** What a person typed, as the code is written: spaces removed, letters upper-case. */
export const normalizeTaxId = (input: string): string => input.replace(/\s+/g, '').toUpperCase()

/** The check character of the first 17 characters, or null when they are not 17 characters of the code's set. */
export function usccCheckChar(body: string): string | null {
  if (body.length !== 17) return null
  let sum = 0
  for (let i = 0; i < 17; i++) {
    const v = USCC_CHARS.indexOf(body[i])
    if (v < 0) return null
    sum += v * WEIGHTS[i]
  }
  return USCC_CHARS[(31 - (sum % 31)) % 31]
}

const bad = (problem: TaxIdProblem, reason: string): TaxIdCheck => ({ ok: false, problem, reason })

/** Checks a tax id after normalising it; the reason names what is wrong, in Chinese. */
export function checkTaxId(input: string): TaxIdCheck {
  const v = normalizeTaxId(input)
  if (!v) return bad('empty', '请输入纳税人识别号')
  if (v.length !== TAX_ID_LENGTH) return bad('length', `纳税人识别号长度应为18位（当前${[...v].length}位）`)
  const at = [...v].findIndex((c) => !USCC_CHARS.includes(c))
  if (at >= 0) return bad('chars', `纳税人识别号第${at + 1}位“${[...v][at]}”不是有效字符：只能是数字和大写字母，且不含I、O、Z、S、V`)
  const types = USCC_TYPES[v[0]]
  if (!types) return bad('authority', '纳税人识别号第1位（登记管理部门代码）不正确')
  if (!types.includes(v[1])) return bad('type', '纳税人识别号第2位（机构类别代码）不正确')
  if (!/^\d{6}$/.test(v.slice(2, 8))) return bad('region', '纳税人识别号第3-8位（行政区划码）应为6位数字')
  if (usccCheckChar(v.slice(0, 17)) !== v[17]) return bad('check', '纳税人识别号校验位不正确，请核对后重新输入')
  return { ok: true, value: v }
}

/** null when the tax id is valid, else the reason. */
export const taxIdError = (input: string): string | null => {
  const r = checkTaxId(input)
  return r.ok ? null : r.reason
}
