/**
 * 查老赖: the two lists it searches, what they mean in plain words, and the one rule for a search keyword, shared by
 * the app (checks before sending) and the server.
 */
export const JUDICIAL_KINDS = ['dishonest', 'executed'] as const
export type JudicialKind = (typeof JUDICIAL_KINDS)[number]

/** the data dimension each list is kept in */
export const JUDICIAL_DIMENSION: Record<JudicialKind, 'dishonestExecutor' | 'executor'> = {
  dishonest: 'dishonestExecutor',
  executed: 'executor',
}

export const JUDICIAL_LABEL: Record<JudicialKind, string> = { dishonest: '失信被执行人', executed: '被执行人' }

/** What each list means, for people who never read a court notice. */
export const JUDICIAL_EXPLAIN: Record<JudicialKind, string[]> = {
  dishonest: [
    '失信被执行人俗称“老赖”：法院判决或调解书已经生效，当事人有能力履行却拒不履行，或者隐匿财产、虚假申报、妨碍执行，被法院依法纳入失信名单。',
    '被列入后会被限制乘坐飞机和高铁、高消费、担任企业高管等；履行完毕或名单期满后由法院移除。',
  ],
  executed: [
    '被执行人是指法院判决、裁定或调解书生效后，没有按时履行义务，被对方申请法院强制执行的企业或个人。',
    '被执行不等于失信：只要配合执行、按要求履行，不会被列为失信被执行人；执行完毕后案件结案。',
  ],
}

export const JUDICIAL_KEYWORD_MIN = 2
export const JUDICIAL_KEYWORD_MAX = 50
/** newest entries the landing page shows */
export const JUDICIAL_RECENT = 10

/**
 * A keyword as it is searched: trimmed, inner spaces removed, half-width brackets turned into the full-width ones case
 * numbers are written with (（2024）京0105执123号).
 */
export function judicialKeyword(raw: string): string {
  return String(raw ?? '')
    .trim()
    .replace(/\s+/g, '')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
}

/** '' when the keyword can be searched, else the reason in Chinese. */
export function judicialKeywordProblem(raw: string): string {
  const k = judicialKeyword(raw)
  if (!k) return '请输入企业名称、人名、证件号码或案号'
  if (Array.from(k).length < JUDICIAL_KEYWORD_MIN) return `关键词不能少于${JUDICIAL_KEYWORD_MIN}个字符`
  if (Array.from(k).length > JUDICIAL_KEYWORD_MAX) return `关键词不能超过${JUDICIAL_KEYWORD_MAX}个字符`
  // eslint-disable-next-line no-control-regex
  if (/["*^():\u0000-\u001f\u007f]/.test(k)) return '关键词不能包含特殊符号'
  return ''
}

export const isJudicialKind = (v: unknown): v is JudicialKind => v === 'dishonest' || v === 'executed'
