/** Crafted data for risk tests: a migrated temp database and direct row inserts. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb, type DB } from '../../src/store/db'

export function tempDb(): { db: DB; close: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-risk-'))
  const db = openDb(path.join(dir, 'app.db'))
  return {
    db,
    close: () => {
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export function addCompany(
  db: DB,
  pid: string,
  name: string,
  extra: { legalPersonId?: string; legalPerson?: string; status?: string } = {},
): number {
  const r = db
    .prepare(
      `INSERT INTO companies (pid, name, credit_code, legal_person_id, legal_person, established, status, company_type, industry_code, industry,
    province_code, city_code, region_code, region_name, captured_at) VALUES (?, ?, ?, ?, ?, '2015-01-01', ?, '有限责任公司', 'I', '信息传输、软件和信息技术服务业',
    '440000', '440300', '440305', '广东省 深圳市 南山区', '2026-10-01 00:00:00')`,
    )
    .run(pid, name, `91${pid}`.slice(0, 18), extra.legalPersonId ?? null, extra.legalPerson ?? '', extra.status ?? '存续')
  return Number(r.lastInsertRowid)
}

export function addPerson(db: DB, personId: string, name: string): void {
  db.prepare('INSERT INTO persons (person_id, name) VALUES (?, ?)').run(personId, name)
}

export function addRole(
  db: DB,
  companyId: number,
  personId: string,
  role: 'legal' | 'shareholder' | 'executive',
  o: { share?: number; position?: string; from?: string; to?: string; amount?: number } = {},
): void {
  db.prepare(
    'INSERT INTO roles (company_id, person_id, role, position, share, amount, from_date, to_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    companyId,
    personId,
    role,
    o.position ?? (role === 'legal' ? '法定代表人' : ''),
    o.share ?? null,
    o.amount ?? null,
    o.from ?? '2015-01-01',
    o.to ?? null,
  )
}

export function addOwnership(db: DB, investorId: number, investeeId: number, share: number, from = '2016-01-01'): void {
  db.prepare('INSERT INTO ownership (investor_id, investee_id, share, from_date) VALUES (?, ?, ?, ?)').run(
    investorId,
    investeeId,
    share,
    from,
  )
}

export interface Rec {
  dimension: string
  companyId?: number | null
  personId?: string | null
  date?: string
  amount?: number | null
  title?: string
  refNo?: string
  status?: string
  detail?: object
  isCurrent?: 0 | 1
}

export function addRecord(db: DB, r: Rec): number {
  const res = db
    .prepare(
      `INSERT INTO records (dimension, company_id, person_id, date, amount, title, ref_no, parties, status, detail, source, captured_at, is_current)
    VALUES (?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, '测试来源', '2026-10-01 00:00:00', ?)`,
    )
    .run(
      r.dimension,
      r.companyId ?? null,
      r.personId ?? null,
      r.date ?? '2025-03-12',
      r.amount === undefined ? 12.3 : r.amount,
      r.title ?? '',
      r.refNo ?? '',
      r.status ?? '',
      JSON.stringify(r.detail ?? {}),
      r.isCurrent ?? 1,
    )
  return Number(res.lastInsertRowid)
}

export function addChange(db: DB, companyId: number, field: string, before: string, after: string, date = '2024-06-01'): number {
  return Number(
    db
      .prepare('INSERT INTO changes (company_id, field, before, after, date) VALUES (?, ?, ?, ?, ?)')
      .run(companyId, field, before, after, date).lastInsertRowid,
  )
}
