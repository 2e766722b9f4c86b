/**
 * What an operator may change with an accepted correction (the fields a user may point at are in
 * contract/domain/feedback.ts), and the check of the new value.
 */
import { BASIC_TARGET, OTHER_FIELD, correctionFieldsOf, type CorrectionField } from '../../../contract/domain/feedback'
import { checkTaxId } from '../../../contract/domain/tax-id'
import { COMPANY_STATUSES } from '../data/constants'
import { badParam } from '../errors'

/** The fields an operator may write: all but '其他', and a record's parties (a structured list, answered in words). */
export function writableField(target: string, field: string): CorrectionField | undefined {
  if (field === OTHER_FIELD.key || (target !== BASIC_TARGET && field === 'parties')) return undefined
  return correctionFieldsOf(target).find((f) => f.key === field)
}

const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
  const d = new Date(`${v}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
}

/** registration fields that may not be emptied */
const REQUIRED = new Set(['name', 'creditCode', 'legalPerson', 'status', 'regCapital', 'paidCapital', 'established'])

/**
 * The value to store for a field and the text it is shown as; a value the field cannot take is refused in Chinese.
 * An amount is in 万元; an empty amount of a record clears it.
 */
export function checkValue(target: string, f: CorrectionField, raw: string): { value: string | number | null; text: string } {
  const v = raw.trim()
  const basic = target === BASIC_TARGET
  if (!v) {
    if (basic && REQUIRED.has(f.key)) throw badParam(`${f.label}不能为空`)
    return { value: f.kind === 'amount' || (!basic && f.key === 'date') ? null : '', text: '' }
  }
  if (f.kind === 'date' && !isCalendarDay(v)) throw badParam(`${f.label}应为有效日期，格式 yyyy-mm-dd`)
  if (f.kind === 'amount') {
    const n = Number(v)
    if (!Number.isFinite(n) || n < 0) throw badParam(`${f.label}应为不小于 0 的数字（万元）`)
    return { value: n, text: String(n) }
  }
  if (basic && f.key === 'status' && !(COMPANY_STATUSES as string[]).includes(v))
    throw badParam(`经营状态应为${COMPANY_STATUSES.join('、')}之一`)
  if (basic && f.key === 'creditCode') {
    const c = checkTaxId(v)
    if (!c.ok) throw badParam(`统一社会信用代码不正确：${c.reason}`)
    return { value: c.value, text: c.value }
  }
  return { value: v, text: v }
}
