import type { CaseDetail, CaseRelationship, LawSummary, OwnershipNode, RecordItem } from '../../../contract/api/api-dimensions'

export const record = (over: Partial<RecordItem> & { dimension: string }): RecordItem => ({
  id: 1,
  pid: 'P1',
  companyName: '深圳市腾飞科技有限公司',
  date: '2024-01-02',
  amount: null,
  title: '',
  refNo: '',
  status: '',
  parties: [],
  fields: {},
  source: '中国裁判文书网',
  capturedAt: '2026-10-01',
  isCurrent: true,
  ...over,
})

export const summary: LawSummary = {
  pid: 'P1',
  total: 12,
  dimensions: [
    { key: 'dishonestExecutor', label: '失信被执行人', count: 2 },
    { key: 'judgmentDocument', label: '裁判文书', count: 10 },
    { key: 'finalCase', label: '终本案件', count: 0 },
  ],
  byYear: [
    { year: 2023, count: 8 },
    { year: 2021, count: 2 },
    { year: 2022, count: 4 },
  ],
  byRole: [
    { role: '被告', count: 6 },
    { role: '原告', count: 3 },
    { role: '被执行人', count: 3 },
  ],
  amountTotal: 1234.5,
}

const REF = '(2023)粤0305民初1234号'
export const caseDetail: CaseDetail = {
  referenceNo: REF,
  caseName: '腾飞科技与乙公司买卖合同纠纷',
  court: '深圳市南山区人民法院',
  cause: '买卖合同纠纷',
  amount: 88.5,
  latestStatus: '终结本次执行',
  parties: [
    { name: '乙贸易有限公司', role: '原告', pid: 'P2' },
    { name: '深圳市腾飞科技有限公司', role: '被告', pid: 'P1' },
    { name: '王伟', role: '第三人', personId: 'X1' },
  ],
  // deliberately out of order: the page orders them
  stages: [
    {
      stage: '终本',
      dimension: 'finalCase',
      record: record({
        id: 5,
        dimension: 'finalCase',
        date: '2024-06-01',
        refNo: '(2024)粤0305执恢1号',
        amount: 88.5,
        fields: { court: '深圳市南山区人民法院', unperformed: 80 },
      }),
    },
    {
      stage: '立案',
      dimension: 'caseFiling',
      record: record({
        id: 1,
        dimension: 'caseFiling',
        date: '2023-02-01',
        refNo: REF,
        fields: { cause: '买卖合同纠纷', judge: '李法官' },
        source: '中国审判流程信息公开网',
      }),
    },
    {
      stage: '裁判',
      dimension: 'judgmentDocument',
      record: record({
        id: 3,
        dimension: 'judgmentDocument',
        date: '2023-08-01',
        title: '民事判决书',
        refNo: REF,
        fields: { docType: '判决书', result: '被告支付货款88.5万元' },
      }),
    },
    {
      stage: '开庭',
      dimension: 'courtSession',
      record: record({ id: 2, dimension: 'courtSession', date: '2023-05-01', refNo: REF, fields: { courtroom: '第三法庭' } }),
    },
    {
      stage: '执行',
      dimension: 'executor',
      record: record({
        id: 4,
        dimension: 'executor',
        date: '2023-11-01',
        refNo: '(2023)粤0305执999号',
        amount: 88.5,
        parties: [{ name: '深圳市腾飞科技有限公司', role: '被执行人', pid: 'P1' }],
      }),
    },
  ],
}

export const relationship: CaseRelationship = {
  referenceNo: REF,
  nodes: [
    { id: 'n1', name: '乙贸易有限公司', kind: 'company', pid: 'P2', role: '原告' },
    { id: 'n2', name: '深圳市腾飞科技有限公司', kind: 'company', pid: 'P1', role: '被告' },
    { id: 'n3', name: '王伟', kind: 'person', personId: 'X1', role: '被告' },
    { id: 'n4', name: '丙担保公司', kind: 'company', pid: 'P3', role: '第三人' },
  ],
  edges: [
    { from: 'n1', to: 'n2', relation: '诉讼' },
    { from: 'n2', to: 'n3', relation: '共同' },
    { from: 'n3', to: 'n2', relation: '法定代表人' },
  ],
}

const node = (over: Partial<OwnershipNode> & { key: string; name: string }): OwnershipNode => ({
  kind: 'company',
  share: 50,
  hasMore: false,
  children: [],
  ...over,
})

/** P1 ← (A 60% company with more levels, 王伟 40% person); A ← 李四 100% */
export const equityTree = {
  root: node({
    key: 'P1',
    pid: 'P1',
    name: '深圳市腾飞科技有限公司',
    share: 100,
    status: '存续',
    children: [
      node({
        key: 'PA',
        pid: 'PA',
        name: '甲投资有限公司',
        share: 60,
        status: '存续',
        children: [node({ key: 'XL', personId: 'XL', name: '李四', kind: 'person', share: 100 })],
      }),
      node({ key: 'X1', personId: 'X1', name: '王伟', kind: 'person', share: 40 }),
      node({ key: 'PB', pid: 'PB', name: '乙控股有限公司', share: 0.5, hasMore: true }),
    ],
  }),
}

/** the deeper level of PB (loaded with PB's own pid): PB ← 丙 (a company on the path: P1 → cycle) */
export const pbTree = {
  root: node({
    key: 'PB',
    pid: 'PB',
    name: '乙控股有限公司',
    share: 100,
    children: [
      node({ key: 'PC', pid: 'PC', name: '丙实业有限公司', share: 70 }),
      node({ key: 'P1', pid: 'P1', name: '深圳市腾飞科技有限公司', share: 30, hasMore: true }),
    ],
  }),
}
