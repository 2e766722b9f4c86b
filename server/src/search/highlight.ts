/**
 * Where a keyword shows in a company name, and why a company matched when its name does not show it: pure functions
 * of a row and the sanitized keyword, shared by the SQLite and PostgreSQL name searches.
 */
import type { CompanyRow } from './hits'
import { spansOf } from './hits'
import { initialsPerChar } from './tokens'

/** The spans of `clean` in `name`; for a latin keyword not in the name, the run of characters its initials spell. */
export function highlightOf(name: string, clean: string, latin: boolean): Array<[number, number]> {
  if (!latin) return spansOf(name, clean)
  const direct = spansOf(name, clean)
  if (direct.length) return direct
  // initials: find the run of characters whose initials spell the keyword
  const chars = [...name]
  const per = initialsPerChar(name)
  const offsets: number[] = []
  let o = 0
  for (const ch of chars) {
    offsets.push(o)
    o += ch.length
  }
  for (let i = 0; i < chars.length; i++) {
    let acc = ''
    let j = i
    while (j < chars.length && acc.length < clean.length) {
      if (!per[j]) break
      acc += per[j]
      j++
    }
    if (acc === clean) return [[offsets[i], offsets[j - 1] + chars[j - 1].length]]
  }
  return []
}

const holds = (text: string, clean: string) => text.toLowerCase().includes(clean)

/** The reason the legal representative gives (its name holds the keyword, or its initials are a latin keyword). */
export function legalReason(row: CompanyRow, clean: string, latin: boolean): string | undefined {
  if ((!latin && holds(row.legal_person, clean)) || (latin && initialsPerChar(row.legal_person, true).join('') === clean))
    return `法定代表人：${row.legal_person}`
  return undefined
}

/** Whether the reason of a row without highlight needs its current shareholders: only CJK keywords look at them. */
export const reasonNeedsHolders = (row: CompanyRow, clean: string, latin: boolean) => !latin && legalReason(row, clean, latin) === undefined

/**
 * Why a row matched when its name does not hold the keyword: the legal representative, then a current shareholder
 * (`holders` in share order, asked only when needed), then a former name.
 */
export function reasonOf(row: CompanyRow, clean: string, latin: boolean, holders: () => readonly string[]): string | undefined {
  const legal = legalReason(row, clean, latin)
  if (legal || latin) return legal
  for (const h of holders()) if (holds(h, clean)) return `股东：${h}`
  let former: unknown = []
  try {
    former = JSON.parse(row.former_names)
  } catch {
    former = []
  }
  const f = Array.isArray(former) ? former.find((n): n is string => typeof n === 'string' && holds(n, clean)) : undefined
  return f ? `曾用名：${f}` : undefined
}
