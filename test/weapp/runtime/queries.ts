import { ROUTES } from '../../../src/routes'
import type { Facts } from './harness'

/** a value for each required query parameter of the route manifest, from the seeded database where it names one */
export function queryValues(f: Facts): Record<string, string> {
  return {
    pid: f.company.pid,
    id: f.company.pid,
    debtorId: f.company.pid,
    personId: f.person.personId,
    otherPersonId: f.person.personId,
    personName: f.person.name,
    keyword: f.company.brand,
    name: f.company.name,
    kind: 'company',
    debtorKind: 'company',
    dimension: 'shareholder',
    key: 'about',
    rows: '10',
    headId: '1',
    email: 'finance@example.com',
    phone: '13900001234',
    ticket: 'headless-ticket-0000000000',
    token: 'headless-token',
    orderNo: 'YQC-HEADLESS',
    referenceNo: 'REF-HEADLESS',
    regionCode: '310000',
    provinceCode: '310000',
    groupId: '1',
  }
}

export function queryFor(route: string, values: Record<string, string>): Record<string, string> {
  const def = ROUTES.find((r) => r.path === route)
  const q: Record<string, string> = {}
  for (const p of def?.params ?? []) if (!p.endsWith('?') && values[p] !== undefined) q[p] = values[p]
  return q
}
