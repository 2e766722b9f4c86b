/**
 * 机关单位: government bodies, public institutions and social organisations. They carry a unified social credit code
 * like companies but are registered elsewhere (机构编制 and 民政, not 市场监管), so they are searched apart from
 * companies. The code's first two characters tell the kind.
 * Shared by the app and the server: no Node APIs.
 */

export const PUBLIC_UNIT_KINDS = ['agency', 'institution', 'association', 'nonprofit', 'foundation'] as const
export type PublicUnitKind = (typeof PUBLIC_UNIT_KINDS)[number]

export const PUBLIC_UNIT_KIND_NAMES: Readonly<Record<PublicUnitKind, string>> = {
  agency: '机关',
  institution: '事业单位',
  association: '社会团体',
  nonprofit: '民办非企业单位',
  foundation: '基金会',
}

/** the first two characters of the credit code of each kind (登记管理部门代码 + 机构类别代码) */
export const PUBLIC_UNIT_CODE_PREFIX: Readonly<Record<PublicUnitKind, string>> = {
  agency: '11',
  institution: '12',
  association: '51',
  nonprofit: '52',
  foundation: '53',
}

/** The tabs a search is narrowed by: 社会组织 joins the three kinds 民政 registers. */
export const PUBLIC_UNIT_CATEGORIES = ['agency', 'institution', 'social'] as const
export type PublicUnitCategory = (typeof PUBLIC_UNIT_CATEGORIES)[number]

export const PUBLIC_UNIT_CATEGORY_NAMES: Readonly<Record<PublicUnitCategory, string>> = {
  agency: '机关单位',
  institution: '事业单位',
  social: '社会组织',
}

export const PUBLIC_UNIT_CATEGORY_KINDS: Readonly<Record<PublicUnitCategory, readonly PublicUnitKind[]>> = {
  agency: ['agency'],
  institution: ['institution'],
  social: ['association', 'nonprofit', 'foundation'],
}

/** The kind a credit code names, or undefined when it is a company's or another registrar's code. */
export function publicUnitKindOf(creditCode: string): PublicUnitKind | undefined {
  const prefix = creditCode.slice(0, 2).toUpperCase()
  return PUBLIC_UNIT_KINDS.find((k) => PUBLIC_UNIT_CODE_PREFIX[k] === prefix)
}

/** How the unit's registered funds read: 开办资金 of an institution, 注册资金 of an organisation; 万元 */
export function fundsText(funds: number | null): string {
  if (funds === null || funds === undefined) return '-'
  return `${Number.isInteger(funds) ? funds : funds.toFixed(2)}万元`
}

/** what the unit above it is called: 上级机关 of a body, 举办单位 of an institution, 业务主管单位 of an organisation */
export function sponsorLabel(kind: PublicUnitKind): string {
  return kind === 'agency' ? '上级机关' : kind === 'institution' ? '举办单位' : '业务主管单位'
}

/** 负责人 of a body; 法定代表人 of an institution or organisation */
export const leaderLabel = (kind: PublicUnitKind): string => (kind === 'agency' ? '负责人' : '法定代表人')

/** 开办资金 of an institution; 注册资金 of an organisation */
export const fundsLabel = (kind: PublicUnitKind): string => (kind === 'institution' ? '开办资金' : '注册资金')
