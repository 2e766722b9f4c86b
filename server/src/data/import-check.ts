/**
 * The checks of one JSONL import line, in Chinese, against the companies and persons that exist: those stored and
 * those of earlier lines of the same file.
 */
import { getDimension } from '../../../contract/domain/dimensions'
import { regionLevel, allPlaces } from './regions'
import { COMPANY_STATUSES, INDUSTRIES } from './constants'

export type Obj = Record<string, unknown>

export interface Known {
  hasPid(pid: string): boolean
  hasPerson(personId: string): boolean
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
export const str = (o: Obj, k: string) => (typeof o[k] === 'string' ? (o[k] as string).trim() : '')
export const num = (o: Obj, k: string) => (typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : undefined)
export const TYPES = ['company', 'person', 'role', 'ownership', 'record', 'change']
const ROLES = ['legal', 'shareholder', 'executive']
export const INDUSTRY = new Map(INDUSTRIES.map((i) => [i.code, i.name]))

/** The company pids and person ids a line refers to or defines, to look them up before the lines are checked. */
export function referencesOf(o: Obj): { pids: string[]; personIds: string[] } {
  return {
    pids: [str(o, 'pid'), str(o, 'investorPid'), str(o, 'investeePid')].filter(Boolean),
    personIds: [str(o, 'personId')].filter(Boolean),
  }
}

/** What is wrong with one line, or undefined. */
export function checkLine(o: Obj, known: Known): string | undefined {
  const type = str(o, 'type')
  if (!TYPES.includes(type)) return `type 须为 ${TYPES.join('/')} 之一`
  const date = (k: string, required: boolean) => {
    const v = str(o, k)
    if (!v) return required ? `缺少 ${k}` : undefined
    return DATE.test(v) ? undefined : `${k} 须为 yyyy-mm-dd 日期`
  }
  switch (type) {
    case 'company': {
      if (!/^[0-9A-Za-z_-]{4,40}$/.test(str(o, 'pid'))) return 'pid 须为 4-40 位字母数字'
      if (!str(o, 'name') || str(o, 'name').length > 100) return 'name 不能为空且不超过 100 字'
      if (!COMPANY_STATUSES.includes(str(o, 'status') as never)) return `status 须为 ${COMPANY_STATUSES.join('/')} 之一`
      if (regionLevel(str(o, 'regionCode')) !== 'district' && !allPlaces().some((p) => p.code === str(o, 'regionCode')))
        return 'regionCode 须为区县级行政区划代码'
      if (!INDUSTRY.has(str(o, 'industryCode'))) return 'industryCode 须为国民经济行业门类字母（A-T）'
      if (o.regCapital !== undefined && (num(o, 'regCapital') === undefined || (num(o, 'regCapital') as number) < 0))
        return 'regCapital 须为非负数（万元）'
      return date('established', true)
    }
    case 'person':
      if (!/^[0-9A-Za-z_-]{4,40}$/.test(str(o, 'personId'))) return 'personId 须为 4-40 位字母数字'
      return str(o, 'name') ? undefined : 'name 不能为空'
    case 'role':
      if (!known.hasPid(str(o, 'pid'))) return `企业 ${str(o, 'pid')} 不存在`
      if (!known.hasPerson(str(o, 'personId'))) return `人员 ${str(o, 'personId')} 不存在`
      if (!ROLES.includes(str(o, 'role'))) return 'role 须为 legal/shareholder/executive 之一'
      if (o.share !== undefined && (num(o, 'share') === undefined || (num(o, 'share') as number) < 0 || (num(o, 'share') as number) > 100))
        return 'share 须为 0-100'
      return date('fromDate', false) ?? date('toDate', false)
    case 'ownership':
      if (!known.hasPid(str(o, 'investorPid')) || !known.hasPid(str(o, 'investeePid'))) return 'investorPid / investeePid 须为已有企业'
      if (num(o, 'share') === undefined || (num(o, 'share') as number) <= 0 || (num(o, 'share') as number) > 100) return 'share 须为 0-100'
      return date('fromDate', false)
    case 'record':
      if (!getDimension(str(o, 'dimension'))) return `未知的数据维度 ${str(o, 'dimension')}`
      if (!str(o, 'pid') && !str(o, 'personId')) return '记录须关联 pid 或 personId'
      if (str(o, 'pid') && !known.hasPid(str(o, 'pid'))) return `企业 ${str(o, 'pid')} 不存在`
      if (str(o, 'personId') && !known.hasPerson(str(o, 'personId'))) return `人员 ${str(o, 'personId')} 不存在`
      if (o.parties !== undefined && !Array.isArray(o.parties)) return 'parties 须为数组'
      if (o.detail !== undefined && (typeof o.detail !== 'object' || o.detail === null || Array.isArray(o.detail))) return 'detail 须为对象'
      if (o.amount !== undefined && num(o, 'amount') === undefined) return 'amount 须为数字'
      return date('date', false)
    case 'change':
      if (!known.hasPid(str(o, 'pid'))) return `企业 ${str(o, 'pid')} 不存在`
      if (!str(o, 'field')) return '缺少 field'
      return date('date', true)
  }
  return undefined
}
