import type { Benefits } from '../../contract/schemas/member'
import { perCompany } from './payMethod'

export type BenefitKey = keyof Benefits

/** The benefits a level unlocks, in the order the member centre compares them, and what each one means. */
export const BENEFITS: Array<{ key: BenefitKey; title: string; unit: string; desc: string }> = [
  {
    key: 'companyScansPerDay',
    title: '企业风险扫描',
    unit: '次/日',
    desc: '一键扫描企业的司法、经营、行政处罚等风险，并给出每项风险的依据。同一家企业当天重复扫描不再计次，次日零点恢复次数。',
  },
  {
    key: 'personChecksPerDay',
    title: '人员风险核查',
    unit: '次/日',
    desc: '核查一个人担任法定代表人、股东、高管的企业及其风险，适合尽调与合作前的背景了解。同一人当天重复核查不再计次。',
  },
  {
    key: 'monitorTargets',
    title: '企业监控',
    unit: '家',
    desc: '可同时监控的企业与人员数量。被监控对象发生工商变更、诉讼、失信、处罚等变化时，第一时间推送到消息中心和微信。',
  },
  {
    key: 'exportsPerDay',
    title: '数据导出',
    unit: '次/日',
    desc: '把搜索结果、筛选结果、维度列表或整份企业档案导出为 Excel，文件保存在“我的下载”中，可随时再次下载。',
  },
  {
    key: 'rowsPerExport',
    title: '单次导出条数',
    unit: '条',
    desc: '一次导出最多包含的数据条数，超出部分不会导出，文件中会注明已达上限。',
  },
  {
    key: 'phoneExport',
    title: '联系电话导出',
    unit: '',
    desc: '把企业搜索或高级搜索结果中企业公开的联系电话导出为 Excel，按家计费：只对有联系电话的企业收费（每家单价见各等级额度），无号码的企业不收费；每个号码注明来源，便于销售线索跟进。',
  },
]

export const benefitOf = (key: string) => BENEFITS.find((b) => b.key === key)

/** 20 → '20次/日', true → '可用', false → '—'; the phone export: its price per company, '¥0.10/家' */
export function benefitValue(key: BenefitKey, b: Benefits): string {
  if (key === 'phoneExport') return b.phoneExport ? (b.phoneRowFen > 0 ? perCompany(b.phoneRowFen) : '可用') : '—'
  const v = b[key]
  if (typeof v === 'boolean') return v ? '可用' : '—'
  const info = benefitOf(key)
  return `${v}${info?.unit ?? ''}`
}
