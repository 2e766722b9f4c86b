/** What a company's and a person's posters show, from the data their profile pages already hold. */
import type { CompanyHeader, PersonDetail } from '../../../contract/api/api'
import { statusKind } from '@/components/StatusTag'
import type { PosterSpec } from './poster'

const TAG = {
  good: { color: '#19be6b', background: '#e8f8f0' },
  bad: { color: '#fa3534', background: '#feecec' },
  neutral: { color: '#ff9900', background: '#fff5e6' },
} as const

export function companyPoster(h: CompanyHeader): PosterSpec {
  return {
    kind: 'company',
    id: h.pid,
    name: h.name,
    tag: h.status ? { text: h.status, ...TAG[statusKind(h.status)] } : undefined,
    facts: [
      { label: '法定代表人', value: h.legalPerson },
      { label: '注册资本', value: h.regCapitalText },
      { label: '成立日期', value: h.established },
      { label: '统一社会信用代码', value: h.creditCode },
    ],
  }
}

/** A person's main roles: where they are the legal representative first, at most three. */
export function personPoster(d: PersonDetail): PosterSpec {
  const main = [...d.roles].sort((a, b) => Number(b.roles.includes('法定代表人')) - Number(a.roles.includes('法定代表人'))).slice(0, 3)
  return {
    kind: 'person',
    id: d.personId,
    name: d.name,
    facts: [
      { label: '关联企业', value: `${d.companyCount} 家` },
      { label: '担任法定代表人', value: `${d.legalCount} 家` },
      { label: '担任股东', value: `${d.shareholderCount} 家` },
      { label: '担任高管', value: `${d.executiveCount} 家` },
    ],
    lines: main.map((r) => `${r.companyName} · ${r.roles.join('、')}`),
  }
}
