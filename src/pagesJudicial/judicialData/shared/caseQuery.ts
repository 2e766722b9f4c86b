import { caseTextProblem, partyName } from '../../../../contract/domain/judicialData'

export interface CaseForm {
  party: string
  court: string
  cause: string
  kind: string
  start: string
  end: string
}

/** The problem with a case search's conditions in Chinese, or ''. Texts are checked when given; one condition is needed. */
export function caseFormProblem(f: CaseForm): string {
  for (const [label, v] of [
    ['当事人', f.party],
    ['法院', f.court],
    ['案由', f.cause],
  ] as const) {
    if (v.trim()) {
      const why = caseTextProblem(label, v)
      if (why) return why
    }
  }
  if (!f.party.trim() && !f.court.trim() && !f.cause.trim() && !f.kind && !f.start && !f.end)
    return '请输入当事人、法院或案由，或选择案件类型、日期'
  if (f.start && f.end && f.start > f.end) return '开始日期不能晚于结束日期'
  return ''
}

/** the form's conditions as link parameters (texts normalised, empty ones left out) */
export const caseParams = (f: CaseForm) => ({
  party: partyName(f.party) || undefined,
  court: partyName(f.court) || undefined,
  cause: partyName(f.cause) || undefined,
  kind: f.kind || undefined,
  start: f.start || undefined,
  end: f.end || undefined,
})
