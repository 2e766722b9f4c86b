import type { CompanyStatus, FilterOptions } from '../../../contract/api/api'

/** GB/T 4754-2017 门类 */
export const INDUSTRIES: Array<{ code: string; name: string }> = [
  { code: 'A', name: '农、林、牧、渔业' },
  { code: 'B', name: '采矿业' },
  { code: 'C', name: '制造业' },
  { code: 'D', name: '电力、热力、燃气及水生产和供应业' },
  { code: 'E', name: '建筑业' },
  { code: 'F', name: '批发和零售业' },
  { code: 'G', name: '交通运输、仓储和邮政业' },
  { code: 'H', name: '住宿和餐饮业' },
  { code: 'I', name: '信息传输、软件和信息技术服务业' },
  { code: 'J', name: '金融业' },
  { code: 'K', name: '房地产业' },
  { code: 'L', name: '租赁和商务服务业' },
  { code: 'M', name: '科学研究和技术服务业' },
  { code: 'N', name: '水利、环境和公共设施管理业' },
  { code: 'O', name: '居民服务、修理和其他服务业' },
  { code: 'P', name: '教育' },
  { code: 'Q', name: '卫生和社会工作' },
  { code: 'R', name: '文化、体育和娱乐业' },
  { code: 'S', name: '公共管理、社会保障和社会组织' },
  { code: 'T', name: '国际组织' },
]

export const COMPANY_STATUSES: CompanyStatus[] = ['存续', '在业', '注销', '吊销', '迁出', '停业', '清算']

/** statuses that count as operating for ranking */
export const ACTIVE_STATUSES: CompanyStatus[] = ['存续', '在业']

export const COMPANY_TYPES = [
  '有限责任公司（自然人投资或控股）',
  '有限责任公司（自然人独资）',
  '有限责任公司（法人独资）',
  '其他有限责任公司',
  '股份有限公司（非上市）',
  '股份有限公司（上市）',
  '有限责任公司分公司',
  '个人独资企业',
  '有限合伙企业',
  '国有企业',
  '外商独资企业',
]

export const CAPITAL_RANGES: FilterOptions['capitalRanges'] = [
  { name: '100万以下', max: 100 },
  { name: '100-200万', min: 100, max: 200 },
  { name: '200-500万', min: 200, max: 500 },
  { name: '500-1000万', min: 500, max: 1000 },
  { name: '1000-5000万', min: 1000, max: 5000 },
  { name: '5000万以上', min: 5000 },
]

export function filterOptions(): FilterOptions {
  return {
    industries: INDUSTRIES.map((i) => ({ ...i })),
    statuses: [...COMPANY_STATUSES],
    companyTypes: [...COMPANY_TYPES],
    capitalRanges: CAPITAL_RANGES.map((r) => ({ ...r })),
  }
}

/** The fixed "now" of the demo data, so the same seed gives the same bytes. */
export const REFERENCE_DATE = '2026-11-01'
