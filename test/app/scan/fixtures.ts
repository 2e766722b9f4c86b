import type {
  BeneficialOwners,
  CompanyScan,
  EffectiveOwner,
  QuotaState,
  RiskGroupResult,
  RiskItem,
  RiskTotals,
} from '../../../contract/api/api-risk'

export const totals = (high: number, warn: number, info: number): RiskTotals => ({ high, warn, info, total: high + warn + info })

export const quotaState: QuotaState = {
  kind: 'company',
  subject: 'visitor',
  memberLevel: 0,
  limit: 5,
  used: 1,
  remaining: 4,
  consumed: true,
  day: '2026-11-21',
}

export function item(over: Partial<RiskItem> = {}): RiskItem {
  return {
    key: 'R-DISHONEST|company:P1',
    ruleId: 'R-DISHONEST',
    title: '失信被执行人',
    level: 'high',
    group: 'self',
    dimension: 'dishonestExecutor',
    count: 2,
    explanation: '2025-03-12 被列为失信被执行人，涉案金额 12.3 万元，至今未履行，共 2 条',
    subject: { kind: 'company', pid: 'P1', name: '深圳市甲科技有限公司', relation: '本企业' },
    latestDate: '2025-03-12',
    recordIds: [11, 12],
    changeIds: [],
    ...over,
  }
}

export const legalItem = item({
  key: 'R-HIGHCONS|person:X1',
  ruleId: 'R-HIGHCONS',
  title: '限制高消费',
  level: 'high',
  group: 'related',
  dimension: 'restrictHighConsumption',
  count: 1,
  explanation: '2024-06-01 被限制高消费，案号 (2024)粤03执123号',
  subject: { kind: 'person', personId: 'X1', name: '张三', relation: '法定代表人' },
  latestDate: '2024-06-01',
  recordIds: [21],
})
export const holderItem = item({
  key: 'R-PENALTY|company:P9',
  ruleId: 'R-PENALTY',
  title: '行政处罚',
  level: 'warn',
  group: 'related',
  dimension: 'adminPenalty',
  count: 3,
  explanation: '2023-02-02 受到行政处罚，罚款 5 万元，共 3 条',
  subject: { kind: 'company', pid: 'P9', name: '乙投资有限公司', relation: '持股5%以上股东', share: 30 },
  latestDate: '2023-02-02',
  recordIds: [31, 32, 33],
})
export const changeItem = item({
  key: 'N-LEGAL|company:P1',
  ruleId: 'N-LEGAL',
  title: '法定代表人变更',
  level: 'info',
  group: 'notice',
  dimension: undefined,
  changeField: '法定代表人',
  count: 1,
  explanation: '2025-01-05 法定代表人由 李四 变更为 张三',
  latestDate: '2025-01-05',
  recordIds: [],
  changeIds: [5],
})

const group = (g: RiskGroupResult['group'], label: string, items: RiskItem[], itemTotal = items.length): RiskGroupResult => ({
  group: g,
  label,
  items,
  itemTotal,
  totals: totals(
    items.filter((i) => i.level === 'high').length,
    items.filter((i) => i.level === 'warn').length,
    items.filter((i) => i.level === 'info').length,
  ),
})

export const owner = (name: string, personId: string, share: number, paths: EffectiveOwner['paths'], direct = 0): EffectiveOwner => ({
  kind: 'person',
  personId,
  name,
  effectiveShare: share,
  directShare: direct,
  paths,
})

/** A → B (60%) → C (50%) = 30%, plus a direct 10%: 40% in all */
export const zhang = owner(
  '张三',
  'X1',
  40,
  [
    {
      steps: [
        { kind: 'person', personId: 'X1', name: '张三', share: 60 },
        { kind: 'company', pid: 'P9', name: '乙投资有限公司', share: 50 },
        { kind: 'company', pid: 'P1', name: '深圳市甲科技有限公司', share: 0 },
      ],
      share: 30,
    },
    {
      steps: [
        { kind: 'person', personId: 'X1', name: '张三', share: 10 },
        { kind: 'company', pid: 'P1', name: '深圳市甲科技有限公司', share: 0 },
      ],
      share: 10,
    },
  ],
  10,
)

export const owners: BeneficialOwners = {
  pid: 'P1',
  name: '深圳市甲科技有限公司',
  threshold: 25,
  beneficiaries: [zhang],
  actualController: zhang,
  owners: [zhang],
}

export const scan: CompanyScan = {
  pid: 'P1',
  name: '深圳市甲科技有限公司',
  status: '存续',
  legalPerson: '张三',
  legalPersonId: 'X1',
  scannedAt: '2026-11-21T02:00:00.000Z',
  totals: totals(2, 1, 1),
  groups: [
    group('self', '自身风险', [item()]),
    group('related', '关联风险', [legalItem, holderItem]),
    group('history', '历史风险', []),
    group('notice', '提示信息', [changeItem]),
  ],
  monthly: Array.from({ length: 12 }, (_, i) => ({
    month: `2026-${String(i + 1).padStart(2, '0')}`,
    count: i === 2 ? 4 : i === 10 ? 1 : 0,
    high: 0,
    warn: 0,
    info: 0,
  })),
  owners,
  quota: quotaState,
}

export { header, profile } from '../fixtures/company'
