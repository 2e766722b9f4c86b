/**
 * 司法案件 and 信用挖掘: the case kinds searched, the credit-risk signals counted, and the monitoring rules of a
 * monitored party in plain words, shared by the app and the server.
 */

/** the court records searched as cases, each a data dimension */
export const CASE_KINDS = ['caseFiling', 'courtSession', 'courtAnnouncement', 'judgmentDocument'] as const
export type CaseKind = (typeof CASE_KINDS)[number]
export const CASE_KIND_LABEL: Record<CaseKind, string> = {
  caseFiling: '立案信息',
  courtSession: '开庭公告',
  courtAnnouncement: '法院公告',
  judgmentDocument: '裁判文书',
}

/** party, court and cause: 2 to 50 characters each */
export const CASE_TEXT_MIN = 2
export const CASE_TEXT_MAX = 50
/** newest cases the landing page shows */
export const CASE_RECENT = 8

/** the credit-risk signals of 信用挖掘, each a data dimension */
export const SIGNAL_KINDS = [
  'dishonestExecutor',
  'executor',
  'restrictHighConsumption',
  'taxArrears',
  'businessAnomaly',
  'adminPenalty',
] as const
export type SignalKind = (typeof SIGNAL_KINDS)[number]
export const SIGNAL_LABEL: Record<SignalKind, string> = {
  dishonestExecutor: '失信被执行',
  executor: '被执行',
  restrictHighConsumption: '限制高消费',
  taxArrears: '欠税',
  businessAnomaly: '经营异常',
  adminPenalty: '行政处罚',
}

/** monitored parties one user may keep */
export const WATCH_PARTIES_MAX = 50
export const WATCH_FREQUENCIES = ['instant', 'daily'] as const
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number]
export const WATCH_FREQUENCY_LABEL: Record<WatchFrequency, string> = { instant: '实时推送', daily: '每日汇总' }
export const WATCH_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$'

/** A party name as it is stored and matched: trimmed, inner spaces removed, half-width brackets made full-width. */
export function partyName(raw: string): string {
  return String(raw ?? '')
    .trim()
    .replace(/\s+/g, '')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
}

/** '' when the text can be used as a party, court or cause condition, else the reason in Chinese. */
export function caseTextProblem(label: string, raw: string): string {
  const k = partyName(raw)
  if (!k) return `请输入${label}`
  if (Array.from(k).length < CASE_TEXT_MIN) return `${label}不能少于${CASE_TEXT_MIN}个字`
  if (Array.from(k).length > CASE_TEXT_MAX) return `${label}不能超过${CASE_TEXT_MAX}个字`
  // eslint-disable-next-line no-control-regex
  if (/["*^():\u0000-\u001f\u007f]/.test(k)) return `${label}不能包含特殊符号`
  return ''
}

/** The monitoring rules, as 监控规则 shows them. */
export const WATCH_RULES: Array<{ title: string; lines: string[] }> = [
  {
    title: '什么算新案件',
    lines: [
      '监控对象以名称监控：立案信息、开庭公告、法院公告、裁判文书中，当事人名称与监控名称完全一致，即视为该对象的案件。',
      '同一案号只提醒一次：同一案件后续的开庭、公告或判决不再重复提醒，可在案件详情中查看全部进展。',
      '只提醒添加监控之后新收录的案件；添加之前已有的案件可在司法案件搜索中查看。',
    ],
  },
  {
    title: '何时推送、多久一次',
    lines: [
      '实时推送：新案件收录后 1 分钟内发送提醒。',
      '每日汇总：每天在设定的时间把前一次推送以来的新案件汇总成一条提醒。',
      '开启消息通知中的免打扰时段时，该时段内不推送，结束后补发。',
    ],
  },
  {
    title: '通过什么方式推送',
    lines: [
      '应用内：新案件出现在「案件监控」中，未读的带红点。',
      '微信：开启微信提醒后，通过小程序订阅消息发送；按微信规定，每订阅一次可发送一条，用完后需再次订阅。',
    ],
  },
]
