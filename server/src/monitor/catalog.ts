/**
 * The monitorable dimensions: every record dimension the registry does not mark monitor 'off', the registration-change keys
 * (reg*) and a person's role changes (roleStart / roleEnd), each with its level and group heading.
 */
import { CATEGORY_LABELS, DIMENSIONS } from '../../../contract/domain/dimensions'
import type { DynamicLevel, MonitorDimension } from '../../../contract/api/api-monitor'

/** Registration field (as in the changes table and the JSONL `change` line) → monitor key. */
export const REG_FIELDS: Record<string, string> = {
  法定代表人: 'regLegalPerson',
  注册资本: 'regCapital',
  企业名称: 'regName',
  经营范围: 'regScope',
  住所: 'regAddress',
  股东: 'regShareholder',
  企业类型: 'regCompanyType',
  经营状态: 'regStatus',
  高管: 'regExecutive',
}
const REG_LEVEL: Record<string, DynamicLevel> = {
  regLegalPerson: 'warn',
  regCapital: 'warn',
  regName: 'warn',
  regScope: 'info',
  regAddress: 'info',
  regShareholder: 'warn',
  regCompanyType: 'info',
  regStatus: 'warn',
  regExecutive: 'info',
}
/** statuses whose arrival is a high-level dynamic */
export const BAD_STATUSES = new Set(['注销', '吊销', '清算', '停业', '迁出'])

function build(): MonitorDimension[] {
  const list: MonitorDimension[] = []
  for (const [field, key] of Object.entries(REG_FIELDS)) {
    list.push({
      key,
      label: `${field}变更`,
      group: '工商变更',
      level: REG_LEVEL[key],
      entity: 'company',
      defaultOn: REG_LEVEL[key] !== 'info' || key === 'regAddress',
    })
  }
  list.push({ key: 'roleStart', label: '新任职', group: '任职变化', level: 'info', entity: 'person', defaultOn: true })
  list.push({ key: 'roleEnd', label: '卸任', group: '任职变化', level: 'info', entity: 'person', defaultOn: true })
  for (const d of DIMENSIONS) {
    if (d.monitor === 'off') continue
    const level = d.level ?? 'info'
    list.push({
      key: d.key,
      label: d.label,
      group: CATEGORY_LABELS[d.category],
      level,
      entity: d.entity,
      defaultOn: d.monitor === 'on',
    })
  }
  return list
}

export const MONITOR_DIMENSIONS: MonitorDimension[] = build()
export const MONITOR_DIMENSION_MAP = new Map(MONITOR_DIMENSIONS.map((d) => [d.key, d]))
export const DEFAULT_DIMENSIONS: string[] = MONITOR_DIMENSIONS.filter((d) => d.defaultOn).map((d) => d.key)
export const ALL_LEVELS: DynamicLevel[] = ['high', 'warn', 'info']
