/**
 * The searches that SQLite answers from FTS5 trigram tables and R*Trees answer the same on PostgreSQL, from its GIN
 * and GiST expression indexes (migration-pg 003): 查老赖, 司法案件, 机关单位, the copyright search and 附近企业 run a fixed
 * query set through their repositories on both stores, filled from one seed, and every answer (order, totals, paging,
 * distances) must be equal. The keywords are taken from the data (1 to 8 characters of names, credit codes, case
 * numbers) and made up (punctuation, quotes, letters in several cases and scripts, nonsense). Also: PostgreSQL's
 * fts_fold folds every character as FTS5's trigram tokenizer does.
 * Uses the machine's PostgreSQL (TEST_DATABASE_URL) in a schema of its own, dropped afterwards.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb, type DB } from '../../src/store/db'
import { seedDemo } from '../../src/data/generate'
import { SqliteSql } from '../../src/store/sqlite-sql'
import type { Sql } from '../../src/store/sql'
import { SqlJudicialRepo, type JudicialFilter } from '../../src/store/judicial'
import { SqlCaseRepo, type CaseFilter } from '../../src/store/judicial-cases'
import { SqlPublicUnitRepo, type PublicUnitFilter } from '../../src/store/public-units'
import { SqlRecordRepo } from '../../src/store/records'
import { SqlNearbyRepo, type NearbyFilter } from '../../src/store/nearby'
import { pgStore, type PgStore } from '../api/pg-store'

let dir: string
let db: DB
let lite: Sql
let pg: PgStore

/** letters FTS5 folds and plain lower() does not, punctuation and spaces, in names, titles, codes and case numbers */
const ODD = ['ＡＢＣ Ｄｅｆ', 'Straße ÄÖÜ', 'ΣΊΣΥΦΟΣ', 'İstanbul µ', 'X-Ray (v2.0) "Pro"', "O'Neil & Co.", '100%_done']

function addOddRows(db: DB): void {
  const companies = db.prepare('SELECT id, name FROM companies WHERE id % 53 = 0 ORDER BY id LIMIT 14').all() as Array<{
    id: number
    name: string
  }>
  const rename = db.prepare('UPDATE companies SET name = ? WHERE id = ?')
  const rec = db.prepare(
    `INSERT INTO records (dimension, company_id, date, title, ref_no, parties, detail, captured_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, '2026-01-01 08:00:00')`,
  )
  companies.forEach((c, i) => {
    const odd = ODD[i % ODD.length]
    const name = i % 2 ? `${odd}${c.name}` : `${c.name}${odd}`
    rename.run(name, c.id)
    const date = `202${i % 6}-0${1 + (i % 9)}-1${i % 10}`
    rec.run('dishonestExecutor', c.id, date, name, `（202${i % 6}）京0105执${700 + i}号`, '[]', '{}')
    rec.run('executor', c.id, date, name, `(2025)沪0101执${800 + i}号`, '[]', '{}')
    const parties = JSON.stringify([
      { name, role: '原告' },
      { name: i % 3 ? '李雷' : 'Ｍｅｉ Ｍｅｉ', role: '被告' },
    ])
    rec.run(
      'caseFiling',
      c.id,
      date,
      `${name}合同纠纷`,
      `（2024）苏0213民初${900 + i}号`,
      parties,
      JSON.stringify({ court: `${odd}人民法院`, cause: '买卖合同纠纷' }),
    )
    rec.run(i % 2 ? 'softwareCopyright' : 'workCopyright', c.id, date, `${odd}管理系统V${i}.0`, `2024SR${1000 + i}`, '[]', '{}')
  })
  const units = db.prepare('SELECT id, name FROM public_units WHERE id % 331 = 0 ORDER BY id LIMIT 7').all() as Array<{
    id: number
    name: string
  }>
  const renameUnit = db.prepare('UPDATE public_units SET name = ? WHERE id = ?')
  units.forEach((u, i) => renameUnit.run(`${u.name}${ODD[i]}`, u.id))
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-pg-text-'))
  db = openDb(path.join(dir, 'app.db'))
  seedDemo(db, { companies: 1500, seed: 23 })
  addOddRows(db)
  lite = new SqliteSql(db)
  pg = await pgStore(db)
}, 180_000)

afterAll(async () => {
  await pg?.close()
  db?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const chars = (s: string) => [...s]
/** pieces of a text: its start, middle and end of each length */
function pieces(text: string, lengths: number[]): string[] {
  const c = chars(text)
  const out: string[] = []
  for (const n of lengths)
    if (c.length >= n) {
      out.push(c.slice(0, n).join(''), c.slice(c.length - n).join(''))
      const mid = Math.floor((c.length - n) / 2)
      out.push(c.slice(mid, mid + n).join(''))
    }
  return out
}

const MADE_UP = [
  '',
  'a',
  'A',
  '公',
  '有限',
  '有限公司',
  '科技有限公司',
  '!!!',
  '%_',
  "'",
  "a'b",
  '"x"',
  '""',
  '（',
  '（）',
  '()',
  '*',
  'AND',
  'OR NOT',
  'abc',
  'ABC',
  'ＡＢＣ',
  'ａｂｃ',
  'ｄｅｆ',
  'strasse',
  'STRASSE',
  'straße',
  'äöü',
  'ÄÖÜ',
  'σίσ',
  'ΣΊΣ',
  'ς',
  'istanbul',
  'i̇stanbul',
  'x-ray',
  'X-RAY (V2',
  "o'neil",
  '100%',
  '% &',
  'v2.0) "pro"',
  '京0105执',
  '执70',
  '（2024）',
  '(2025)沪',
  '沪0101执80',
  '91',
  '不存在的公司名称啊',
  '💡💡💡',
  '\t公司',
  'SR100',
  '2024SR1',
  '   ',
  '李雷',
  '雷',
  'ｍｅｉ ｍｅｉ',
  'mei mei',
]

function keywords(texts: string[]): string[] {
  const out = new Set(MADE_UP)
  for (const t of texts) for (const p of pieces(t, [1, 2, 3, 4, 6, 8])) out.add(p)
  return [...out]
}

const strip = <T extends { tookMs?: number }>(r: T) => ({ ...r, tookMs: 0 })

/** runs `query` on both stores and requires the same answers; returns how many answers were non-empty */
async function same<Q, A>(queries: Q[], run: (sql: Sql, q: Q) => Promise<A>, size: (a: A) => number): Promise<number> {
  let hits = 0
  for (const q of queries) {
    const a = await run(lite, q)
    const b = await run(pg.sql, q)
    expect({ q, answer: b }).toEqual({ q, answer: a })
    if (size(a) > 0) hits++
  }
  return hits
}

test('fts_fold folds every character as FTS5 trigram tokens are folded', async () => {
  db.exec("CREATE VIRTUAL TABLE temp.fold_probe USING fts5(x, tokenize = 'trigram')")
  db.exec("CREATE VIRTUAL TABLE temp.fold_vocab USING fts5vocab(temp, fold_probe, 'instance')")
  const codes: number[] = []
  for (let c = 0x20; c < 0x30000; c++) if (c < 0xd800 || c >= 0xe000) if (c !== 0x7f) codes.push(c)
  const ins = db.prepare('INSERT INTO temp.fold_probe (rowid, x) VALUES (?, ?)')
  db.transaction(() => {
    for (const c of codes) ins.run(c, String.fromCodePoint(c).repeat(3))
  })()
  const fts = new Map<number, string>()
  for (const r of db.prepare('SELECT doc, term FROM temp.fold_vocab').iterate() as Iterable<{ doc: number; term: string }>)
    fts.set(Number(r.doc), chars(r.term)[0])
  db.exec('DROP TABLE temp.fold_vocab; DROP TABLE temp.fold_probe')
  const texts = codes.map((c) => String.fromCodePoint(c))
  const folded = (
    (await pg.sql
      .prepare('SELECT array_agg(fts_fold(x) ORDER BY o) AS a FROM json_array_elements_text(CAST(? AS json)) WITH ORDINALITY AS u(x, o)')
      .get(JSON.stringify(texts))) as { a: string[] }
  ).a
  const differ = codes.filter((c, i) => fts.has(c) && fts.get(c) !== folded[i])
  expect(fts.size).toBeGreaterThan(60000)
  expect(differ.map((c) => c.toString(16))).toEqual([])
  expect(folded.filter((f, i) => f !== texts[i]).length).toBeGreaterThan(1000)
}, 60_000)

test('查老赖: the same entries, totals and pages for names, credit codes, case numbers and made-up keywords', async () => {
  const entries = db.prepare('SELECT name, ref_no, code, province FROM judicial_entries WHERE record_id % 7 = 0 LIMIT 60').all() as Array<{
    name: string
    ref_no: string
    code: string
    province: string
  }>
  const words = keywords(entries.flatMap((e) => [e.name, e.ref_no, e.code])).filter((k) => chars(k).length >= 2)
  const queries: Array<{ f: JudicialFilter; page: number; size: number }> = []
  words.forEach((keyword, i) => {
    const kind = i % 2 ? 'dishonest' : 'executed'
    queries.push({ f: { kind, keyword, province: '' }, page: 1, size: 20 })
    if (i % 3 === 0) queries.push({ f: { kind, keyword, province: entries[i % entries.length].province }, page: 1, size: 10 })
    if (i % 4 === 0) queries.push({ f: { kind, keyword, province: '', start: '2022-01-01', end: '2025-12-31' }, page: 2, size: 5 })
  })
  queries.push({ f: { kind: 'dishonest', keyword: '', province: '11' }, page: 3, size: 7 })
  queries.push({ f: { kind: 'executed', keyword: '有限公司', province: '' }, page: 40, size: 20 })
  const run = (sql: Sql, q: (typeof queries)[number]) =>
    new SqlJudicialRepo(sql, new SqlRecordRepo(sql)).search(q.f, q.page, q.size).then(strip)
  expect(await same(queries, run, (a) => a.total)).toBeGreaterThan(queries.length / 3)
}, 120_000)

test('司法案件: the same cases by party, court and cause, alone and together, with kinds and dates', async () => {
  const cases = db.prepare('SELECT parties, court, cause FROM case_index WHERE record_id % 5 = 0 LIMIT 40').all() as Array<{
    parties: string
    court: string
    cause: string
  }>
  const words = keywords(cases.flatMap((c) => [...c.parties.split('；'), c.court, c.cause])).filter((k) => chars(k).length >= 2)
  const queries: Array<{ f: CaseFilter; page: number }> = []
  words.forEach((w, i) => {
    queries.push({ f: { party: w, court: '', cause: '' }, page: 1 })
    if (i % 3 === 0) queries.push({ f: { party: '', court: w, cause: '' }, page: 1 })
    if (i % 3 === 1) queries.push({ f: { party: '', court: '', cause: w, kind: 'caseFiling' }, page: 1 })
    if (i % 5 === 0)
      queries.push({
        f: {
          party: w,
          court: chars(cases[i % cases.length].court)
            .slice(0, 3)
            .join(''),
          cause: '',
          start: '2023-01-01',
        },
        page: 1,
      })
  })
  queries.push({ f: { party: '有限公司', court: '', cause: '' }, page: 3 })
  queries.push({ f: { party: '', court: '人民法院', cause: '纠纷', end: '2025-06-30' }, page: 2 })
  const run = (sql: Sql, q: (typeof queries)[number]) => new SqlCaseRepo(sql).search(q.f, q.page, 10).then(strip)
  expect(await same(queries, run, (a) => a.total)).toBeGreaterThan(queries.length / 3)
}, 120_000)

test('机关单位: the same ranked units for names and credit codes of every length, with kinds and regions', async () => {
  const units = db
    .prepare('SELECT name, credit_code, province_code, city_code FROM public_units WHERE id % 97 = 0 LIMIT 40')
    .all() as Array<{
    name: string
    credit_code: string
    province_code: string
    city_code: string
  }>
  const queries: Array<{ f: PublicUnitFilter; offset: number }> = []
  keywords(units.flatMap((u) => [u.name, u.credit_code])).forEach((keyword, i) => {
    queries.push({ f: { keyword, kinds: [] }, offset: 0 })
    if (i % 3 === 0) queries.push({ f: { keyword, kinds: ['institution', 'agency'] }, offset: 0 })
    if (i % 4 === 0)
      queries.push({ f: { keyword, kinds: [], region: { level: 'province', code: units[i % units.length].province_code } }, offset: 10 })
  })
  queries.push({ f: { keyword: '', kinds: [], region: { level: 'city', code: units[0].city_code } }, offset: 20 })
  const run = (sql: Sql, q: (typeof queries)[number]) => new SqlPublicUnitRepo(sql).search(q.f, q.offset, 10)
  expect(await same(queries, run, (a) => a.total)).toBeGreaterThan(queries.length / 3)
}, 120_000)

test('copyright search: the same titles, totals and pages for keywords of every length, by type', async () => {
  const titles = (
    db
      .prepare("SELECT title FROM records WHERE dimension IN ('softwareCopyright', 'workCopyright') AND id % 11 = 0 LIMIT 40")
      .all() as Array<{
      title: string
    }>
  ).map((r) => r.title)
  const queries: Array<{ keyword: string; type?: 'rj' | 'zp'; page: number }> = []
  keywords(titles)
    .filter((k) => k.trim())
    .forEach((keyword, i) => {
      queries.push({ keyword, page: 1 })
      if (i % 3 === 0) queries.push({ keyword, type: i % 2 ? 'rj' : 'zp', page: 2 })
    })
  const run = (sql: Sql, q: (typeof queries)[number]) => new SqlRecordRepo(sql).copyrightSearch(q.keyword, q.type, q.page, 10)
  expect(await same(queries, run, (a) => a.total)).toBeGreaterThan(queries.length / 3)
}, 120_000)

test('附近企业: the same nearest companies, distances, totals and pages, with industry, status and name filters', async () => {
  const centres = db
    .prepare('SELECT lng, lat, industry_code, status, name FROM companies WHERE lng IS NOT NULL AND id % 61 = 0 LIMIT 18')
    .all() as Array<{ lng: number; lat: number; industry_code: string; status: string; name: string }>
  const queries: Array<{ f: NearbyFilter; offset: number; limit: number; cap?: number }> = []
  centres.forEach((c, i) => {
    for (const radiusKm of [0.5, 3, 20]) {
      queries.push({ f: { lng: c.lng, lat: c.lat, radiusKm }, offset: 0, limit: 20 })
      queries.push({ f: { lng: c.lng + 0.01, lat: c.lat - 0.01, radiusKm }, offset: 5, limit: 5, cap: 12 })
    }
    queries.push({ f: { lng: c.lng, lat: c.lat, radiusKm: 20, industry: c.industry_code }, offset: 0, limit: 10 })
    queries.push({ f: { lng: c.lng, lat: c.lat, radiusKm: 20, industry: c.industry_code }, offset: 3, limit: 4, cap: 8 })
    queries.push({ f: { lng: c.lng, lat: c.lat, radiusKm: 20, status: i % 2 ? c.status : '注销' }, offset: 0, limit: 10 })
    queries.push({ f: { lng: c.lng, lat: c.lat, radiusKm: 20, status: '吊销', industry: c.industry_code }, offset: 0, limit: 10 })
    queries.push({ f: { lng: c.lng, lat: c.lat, radiusKm: 20, keyword: chars(c.name).slice(2, 4).join('') }, offset: 0, limit: 10 })
  })
  const run = (sql: Sql, q: (typeof queries)[number]) => new SqlNearbyRepo(sql, q.cap, q.cap ? 0 : undefined).search(q.f, q.offset, q.limit)
  expect(await same(queries, run, (a) => a.rows.length)).toBeGreaterThan(queries.length / 2)
}, 120_000)
