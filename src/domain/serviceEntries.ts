/**
 * The product's services as shown on the home grid and on 全部服务.
 * An entry appears only when its page is in the route manifest (src/routes.ts); the others link to planned pages.
 */
import { to } from '../links.gen'

export interface ServiceEntry {
  key: string
  title: string
  /** one or two characters drawn on the icon */
  glyph: string
  color: string
  url: string
  group: '查企业' | '查风险' | '查关系' | '找商机' | '工具'
}

export const SERVICE_ENTRIES: ServiceEntry[] = [
  // the home grid shows the first seven built ones
  { key: 'search', title: '查企业', glyph: '企', color: '#2979ff', url: to.search(), group: '查企业' },
  { key: 'boss', title: '查老板', glyph: '人', color: '#7b61ff', url: to.search({ type: 'person' }), group: '查企业' },
  { key: 'filter', title: '高级搜索', glyph: '筛', color: '#0fb5ae', url: to.advancedSearch(), group: '查企业' },
  { key: 'relation', title: '查关系', glyph: '关', color: '#2db7f5', url: to.relation(), group: '查关系' },
  { key: 'scan', title: '风险扫描', glyph: '险', color: '#fa3534', url: to.riskScan(), group: '查风险' },
  { key: 'dishonest', title: '查老赖', glyph: '失', color: '#e0452b', url: to.dishonestDebtors(), group: '查风险' },
  { key: 'newly', title: '新增企业', glyph: '新', color: '#00a0e9', url: to.newCompanies(), group: '找商机' },
  { key: 'personRisk', title: '人员风险', glyph: '查', color: '#ED7455', url: to.personRiskScan(), group: '查风险' },
  { key: 'monitor', title: '企业监控', glyph: '监', color: '#ff9900', url: to.monitorHome(), group: '查风险' },
  { key: 'history', title: '浏览历史', glyph: '史', color: '#8a8f99', url: to.browseHistory(), group: '工具' },
  { key: 'judicial', title: '司法案件', glyph: '法', color: '#5b6cff', url: to.judicialData(), group: '查风险' },
  { key: 'group', title: '企业集团', glyph: '团', color: '#19be6b', url: to.enterpriseGroups(), group: '查关系' },
  { key: 'nearby', title: '附近企业', glyph: '近', color: '#13c2c2', url: to.nearbyCompanies(), group: '找商机' },
  { key: 'phone', title: '查电话', glyph: '话', color: '#52c41a', url: to.findPhone(), group: '找商机' },
  { key: 'clues', title: '财产线索', glyph: '产', color: '#d48806', url: to.propertyClues(), group: '找商机' },
  { key: 'publicUnit', title: '机关单位', glyph: '机', color: '#3c6ff0', url: to.governmentUnit(), group: '查企业' },
  { key: 'copyright', title: '查版权', glyph: '版', color: '#9254de', url: to.copyrightSearch(), group: '工具' },
]
