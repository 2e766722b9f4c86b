/** Generic validators. Each returns true when the value passes. */

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))

export const isMobile = (v: unknown) => /^1[2-9]\d{9}$/.test(str(v))

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

/** 18-character resident id card: region, birth date and ISO 7064 check character. */
export function isIdCard(v: unknown): boolean {
  const s = str(v).toUpperCase()
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(s)) return false
  if (!isDate(`${s.slice(6, 10)}-${s.slice(10, 12)}-${s.slice(12, 14)}`)) return false
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(s[i]) * ID_WEIGHTS[i]
  return ID_CHECK[sum % 11] === s[17]
}

const PROVINCE_ABBR = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领'

/** Car plate: 7 characters (ordinary) or 8 (new-energy). */
export function isCarPlate(v: unknown): boolean {
  const s = str(v).toUpperCase()
  const head = `[${PROVINCE_ABBR}][A-Z]`
  const ordinary = new RegExp(`^${head}[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`)
  const newEnergy = new RegExp(`^${head}(([DF][A-HJ-NP-Z0-9]\\d{4})|(\\d{5}[DF]))$`)
  return (s.length === 7 && ordinary.test(s)) || (s.length === 8 && newEnergy.test(s))
}

/** Amount: non-negative, up to 2 decimals. */
export const isAmount = (v: unknown) => /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(str(v))

/** Landline: 3–4 digit area code starting with 0, 7–8 digit number, optional extension. */
export const isLandline = (v: unknown) => /^0\d{2,3}-?[1-9]\d{6,7}(-\d{1,6})?$/.test(str(v))

/** Numeric verification code, 6 digits by default. */
export const isCode = (v: unknown, len = 6) => new RegExp(`^\\d{${len}}$`).test(str(v))

export const isEmail = (v: unknown) => /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(str(v))

export const isUrl = (v: unknown) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(str(v))

/** A real calendar date yyyy-mm-dd or yyyy/mm/dd. */
export function isDate(v: unknown): boolean {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(str(v))
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const dt = new Date(Date.UTC(y, mo - 1, d))
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d
}

/** ISO 8601 date or date-time (yyyy-mm-dd[Thh:mm[:ss[.sss]][Z|±hh:mm]]). */
export function isDateISO(v: unknown): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/.exec(str(v))
  return !!m && isDate(m[1])
}

export const isNumber = (v: unknown) => /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(str(v))
export const isDigits = (v: unknown) => /^\d+$/.test(str(v))
export const isChinese = (v: unknown) => /^[\u4e00-\u9fa5]+$/.test(str(v))
export const isLetters = (v: unknown) => /^[A-Za-z]+$/.test(str(v))
export const isLettersDigits = (v: unknown) => /^[A-Za-z0-9]+$/.test(str(v))

/** Number within [min, max]. */
export const inRange = (v: unknown, min: number, max: number) => isNumber(v) && Number(v) >= min && Number(v) <= max

/** Character count within [min, max]. */
export const lengthInRange = (v: unknown, min: number, max: number) => {
  const n = Array.from(str(v)).length
  return n >= min && n <= max
}

const VIDEO_EXT = ['mp4', 'mpg', 'mpeg', 'dat', 'asf', 'avi', 'rm', 'rmvb', 'mov', 'wmv', 'flv', 'mkv', 'm3u8', '3gp']
const IMAGE_EXT = ['jpeg', 'jpg', 'gif', 'png', 'bmp', 'webp', 'svg', 'ico', 'tif', 'tiff']

const ext = (v: unknown) => {
  const path = str(v).split(/[?#]/)[0]
  const m = /\.([A-Za-z0-9]+)$/.exec(path)
  return m ? m[1].toLowerCase() : ''
}
export const isVideo = (v: unknown) => VIDEO_EXT.includes(ext(v))
export const isImage = (v: unknown) => IMAGE_EXT.includes(ext(v))

/** Password rule: 8–20 characters, letters and digits, at least one of each. */
export const isPassword = (v: unknown) => /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,20}$/.test(str(v))

// ---- form checks: null when fine, else the Chinese message to show ----

export function checkMobile(v: unknown): string | null {
  if (!str(v).trim()) return '请输入手机号'
  return isMobile(str(v).trim()) ? null : '请输入正确的手机号'
}

export function checkCode(v: unknown, len = 6): string | null {
  if (!str(v).trim()) return '请输入验证码'
  return isCode(str(v).trim(), len) ? null : `请输入${len}位数字验证码`
}

export function checkPassword(v: unknown): string | null {
  if (!str(v)) return '请输入密码'
  return isPassword(v) ? null : '密码须为8-20位字母和数字组合'
}
