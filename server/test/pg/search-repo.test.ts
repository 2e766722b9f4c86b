/**
 * The PostgreSQL search repository answers exactly what the SQLite one answers, from the same seed: for a fixed, varied
 * set of keywords (CJK fragments of 1–4 characters, full names, brands, legal representatives, shareholders, former
 * names, pinyin initials, latin words, digits, mixed text, punctuation only, unknown words), pages deep and shallow,
 * advanced filters with and without a keyword (unknown and malformed values too), suggestions and the hot keywords —
 * the same companies in the same order, totals, persons, highlights and reasons; only tookMs differs. Then the upkeep:
 * reindexCompanies on both stores after a rename, a new company, a new shareholder and a deletion, and the bulk build
 * of an empty index.
 * Uses the machine's PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) in a schema of
 * its own, dropped afterwards.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb, type DB } from '../../src/store/db'
import { seedDemo } from '../../src/data/generate'
import { indexCompanies } from '../../src/search'
import { initials } from '../../src/search/tokens'
import { SqliteSql } from '../../src/store/sqlite-sql'
import { searchRepoFor, type SearchRepo } from '../../src/store/search'
import { PgSearchRepo } from '../../src/pg/search-repo'
import { buildPgSearchIndex, ensurePgSearchIndex } from '../../src/pg/search-index'
import { reindexCompanies } from '../../src/search/reindex'
import type { AdvancedFilter } from '../../../contract/schemas/search'
import { pgStore, type PgStore } from '../api/pg-store'

let dir: string
let db: DB
let pg: PgStore
let lite: SearchRepo
let onPg: SearchRepo

/** companies with latin words and digits in their names (the generator makes none) */
const LATIN_NAMES = [
  'ABC Holdings 北京云启科技有限公司',
  'Tencent 深圳市腾云数据有限公司',
  '2024新材料科技（上海）有限公司',
  'abc咨询服务有限公司',
]

function addCompany(target: DB, id: number, name: string, extra: { brand?: string; former?: string[]; legal?: string } = {}) {
  target
    .prepare(
      `INSERT INTO companies (id, pid, name, former_names, brand, credit_code, legal_person, established, status, company_type, industry_code,
         industry, province_code, city_code, region_code, region_name, captured_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, '2020-01-01', '存续', '有限责任公司', 'I', '信息传输、软件和信息技术服务业', '110000', '110100', '110105', '朝阳区', '2026-01-01')`,
    )
    .run(id, `T${id}`, name, JSON.stringify(extra.former ?? []), extra.brand ?? '', `9111${id}`, extra.legal ?? '')
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-pg-search-repo-'))
  db = openDb(path.join(dir, 'app.db'))
  seedDemo(db, { companies: 2500, seed: 11 })
  const max = (db.prepare('SELECT MAX(id) AS m FROM companies').get() as { m: number }).m
  LATIN_NAMES.forEach((name, i) => addCompany(db, max + 1 + i, name, { legal: i === 0 ? '欧阳测试' : '' }))
  indexCompanies(db, max)
  pg = await pgStore(db)
  lite = searchRepoFor(new SqliteSql(db))
  onPg = searchRepoFor(pg.sql)
}, 180_000)

afterAll(async () => {
  await pg?.close()
  db?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T
const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[]
const withoutTime = <T extends { tookMs?: number }>(r: T) => ({ ...r, tookMs: 0 })

function keywords(): string[] {
  const out = new Set<string>()
  const companies = all<{ id: number; name: string; brand: string; legal_person: string; former_names: string }>(
    'SELECT id, name, brand, legal_person, former_names FROM companies WHERE id % 101 = 3 ORDER BY id LIMIT 20',
  )
  for (const c of companies) {
    const cjk = c.name.replace(/[^\u4e00-\u9fff]/g, '')
    out.add(c.name)
    for (const len of [1, 2, 3, 4]) out.add(cjk.slice(3, 3 + len))
    out.add(cjk.slice(0, 4))
    out.add(c.brand)
    out.add(c.brand.slice(0, 2))
    out.add(c.legal_person)
    out.add(initials(c.name))
    out.add(initials(c.brand))
    out.add(initials(c.brand).slice(0, 2).toUpperCase())
    out.add(initials(c.legal_person, true))
  }
  // shareholders whose names are in no company name: found with the reason 股东
  for (const h of all<{ name: string }>(
    `SELECT DISTINCT p.name FROM roles r JOIN persons p ON p.person_id = r.person_id
     WHERE r.role = 'shareholder' AND r.to_date IS NULL AND length(p.name) >= 2 ORDER BY p.id LIMIT 8`,
  ))
    out.add(h.name)
  // former names: found with the reason 曾用名
  for (const f of all<{ former_names: string }>(`SELECT former_names FROM companies WHERE former_names != '[]' ORDER BY id LIMIT 6`)) {
    const first = (JSON.parse(f.former_names) as string[])[0]
    out.add(first)
    out.add(first.replace(/[^\u4e00-\u9fff]/g, '').slice(2, 5))
  }
  for (const k of [
    '王伟',
    '张伟',
    '科技',
    '北京',
    '有限公司',
    '公司',
    '科',
    'abc',
    'ABC',
    'a',
    'abc holdings',
    'tencent',
    'ten',
    '2024',
    '20',
    'a科技',
    '科技2',
    'abc咨询',
    '“北京 科技”',
    '北京-科技（有限）',
    '"',
    '*',
    '()',
    '   ',
    '',
    '😀😀',
    '；，。',
    'NEAR(a b)',
    "'; DROP TABLE companies; --",
    '不存在的企业名称',
    '镟镟镟',
    'zzzzqx',
    '欧阳测试',
    'oyc',
    'x'.repeat(80),
  ])
    out.add(k)
  return [...out]
}

test('entPerson answers alike on both stores: ids in order, totals, persons, highlights and reasons', async () => {
  const list = keywords()
  expect(list.length).toBeGreaterThan(150)
  const pages: Array<[number, number]> = [
    [1, 20],
    [2, 20],
    [1, 50],
  ]
  const differ: string[] = []
  const seen = { reasons: new Set<string>(), persons: 0, latinHighlights: 0, hits: 0 }
  for (const k of list) {
    for (const [page, size] of pages) {
      const [a, b] = [withoutTime(await lite.entPerson(k, page, size)), withoutTime(await onPg.entPerson(k, page, size))]
      if (JSON.stringify(a) !== JSON.stringify(b))
        differ.push(`${k} p${page}×${size}:\n  sqlite ${JSON.stringify(a).slice(0, 400)}\n  pg     ${JSON.stringify(b).slice(0, 400)}`)
      if (page === 1 && size === 20) {
        if (a.list.length) seen.hits++
        seen.persons += a.persons.length
        for (const h of a.list) {
          if (h.matchReason) seen.reasons.add(h.matchReason.split('：')[0])
          if (/^[a-z0-9]+$/i.test(k) && h.highlight.length) seen.latinHighlights++
        }
      }
    }
  }
  expect(differ).toEqual([])
  // the set is not trivially alike: it finds companies, persons, every kind of reason and initials highlights
  expect(seen.hits).toBeGreaterThan(list.length * 0.6)
  expect(seen.persons).toBeGreaterThan(5)
  expect([...seen.reasons].sort()).toEqual(['曾用名', '法定代表人', '股东'].sort())
  expect(seen.latinHighlights).toBeGreaterThan(10)
}, 180_000)

test('deep pages, odd page numbers and sizes answer alike', async () => {
  const differ: string[] = []
  for (const k of ['科技', '公司', 'bj', '北京', '王伟'])
    for (const [page, size] of [
      [5, 20],
      [40, 50],
      [41, 50],
      [101, 20],
      [3, 7],
      [Number.NaN, -5],
      [0, 0],
      [1, 500],
      [2.7, 19.5],
    ]) {
      const [a, b] = [withoutTime(await lite.entPerson(k, page, size)), withoutTime(await onPg.entPerson(k, page, size))]
      if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(`${k} p${page}×${size}`)
    }
  expect(differ).toEqual([])
  // beyond the depth the list is empty but the total is told
  const deep = await onPg.entPerson('公司', 101, 20)
  expect(deep.list).toEqual([])
  expect(deep.total).toBeGreaterThan(0)
}, 60_000)

test('the advanced filter answers alike, with and without a keyword, for unknown and malformed values too', async () => {
  const c = one<{ province_code: string; city_code: string; region_code: string; company_type: string; industry_code: string }>(
    'SELECT province_code, city_code, region_code, company_type, industry_code FROM companies WHERE id = 7',
  )
  const brand = one<{ brand: string }>('SELECT brand FROM companies WHERE id = 21').brand
  const filters: AdvancedFilter[] = [
    {},
    { regionCode: c.province_code },
    { regionCode: c.city_code, status: '存续,在业' },
    { regionCode: c.region_code },
    { industry: c.industry_code.toLowerCase() },
    { capitalMin: 100, capitalMax: 1000, estStart: '2015-01-01', estEnd: '2022-12-31', status: '存续,在业', industry: 'I' },
    { companyType: c.company_type },
    { keyword: '科技' },
    { keyword: '科技', status: '存续' },
    { keyword: '科', regionCode: c.province_code },
    { keyword: brand },
    { keyword: initials(brand) },
    { keyword: 'abc' },
    { keyword: '2024' },
    { keyword: '“北京 科技”', capitalMin: 50 },
    { keyword: '王伟' },
    { keyword: '镟镟镟' },
    { keyword: '"*)' },
    { keyword: '   ' },
    { regionCode: '999999' },
    { regionCode: 'abc' },
    { estStart: '2020/01/01' },
    { estEnd: 'yesterday' },
    { status: '不存在的状态' },
    { capitalMin: Number.NaN as unknown as number, capitalMax: 'x' as unknown as number },
  ]
  const differ: string[] = []
  let nonEmpty = 0
  for (const f of filters)
    for (const [page, size, countOnly] of [
      [1, 20, false],
      [2, 20, false],
      [1, 50, true],
      [7, 10, false],
    ] as Array<[number, number, boolean]>) {
      const [a, b] = [await lite.advanced(f, page, size, countOnly), await onPg.advanced(f, page, size, countOnly)]
      if (JSON.stringify(a) !== JSON.stringify(b)) differ.push(`${JSON.stringify(f)} p${page}×${size}${countOnly ? ' count' : ''}`)
      if (page === 1 && a.list.length) nonEmpty++
    }
  // a known total is not counted again
  const first = await lite.advanced({ keyword: '科技' }, 1, 20, false)
  expect(await onPg.advanced({ keyword: '科技' }, 3, 20, false, first.total)).toEqual(
    await lite.advanced({ keyword: '科技' }, 3, 20, false, first.total),
  )
  expect(differ).toEqual([])
  expect(nonEmpty).toBeGreaterThan(8)
}, 120_000)

test('suggestions and the hot keywords answer alike', async () => {
  const hot = await lite.hot()
  expect(await onPg.hot()).toEqual(hot)
  expect(hot.list.length).toBeGreaterThan(5)
  const person = one<{ name: string }>(
    `SELECT p.name FROM persons p JOIN roles r ON r.person_id = p.person_id
     WHERE length(p.name) >= 2 AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.brand = p.name OR c.name = p.name) ORDER BY p.id LIMIT 1`,
  ).name
  const asks: Array<[string, string | undefined]> = [
    ...hot.list.map((h): [string, string | undefined] => [h.keyword, h.pid]),
    [person, undefined],
    ['科技', undefined],
    ['镟镟镟', undefined],
    ['hwjs', undefined],
    [LATIN_NAMES[0], undefined],
    [one<{ brand: string }>('SELECT brand FROM companies WHERE id = 40').brand, undefined],
    [one<{ name: string }>('SELECT name FROM companies WHERE id = 41').name, 'no-such-pid'],
  ]
  const kinds = new Set<string>()
  const differ: string[] = []
  for (const [k, pid] of asks) {
    const [a, b] = [await lite.suggestion(k, pid), await onPg.suggestion(k, pid)]
    if (JSON.stringify(a) !== JSON.stringify(b))
      differ.push(`${k} ${pid ?? ''}:\n  sqlite ${JSON.stringify(a).slice(0, 300)}\n  pg     ${JSON.stringify(b).slice(0, 300)}`)
    kinds.add(a.kind)
  }
  expect(differ).toEqual([])
  expect([...kinds].sort()).toEqual(['brand', 'company', 'keyword', 'person'])
}, 60_000)

describe('upkeep: reindexCompanies on both stores', () => {
  const both = async (statement: string, ...args: unknown[]) => {
    db.prepare(statement).run(...args)
    await pg.sql.prepare(statement).run(...args)
  }
  const reindexBoth = async (ids: number[]) => {
    await reindexCompanies(new SqliteSql(db), ids)
    await pg.sql.atomically(() => reindexCompanies(pg.sql, ids))
  }
  const alike = async (k: string) => {
    const [a, b] = [withoutTime(await lite.entPerson(k, 1, 20)), withoutTime(await onPg.entPerson(k, 1, 20))]
    expect(b).toEqual(a)
    return b
  }

  let oldName = ''

  test('a renamed company is found by its new name and not by its old one', async () => {
    const c = one<{ id: number; name: string; pid: string }>('SELECT id, name, pid FROM companies WHERE id = 333')
    oldName = c.name
    const old = c.name.replace(/[^\u4e00-\u9fff]/g, '').slice(2, 6)
    expect((await onPg.entPerson(old, 1, 50)).list.some((h) => h.pid === c.pid)).toBe(true)
    await both(
      `UPDATE companies SET name = '测鑫改名后的数据有限公司', brand = '测鑫', former_names = ? WHERE id = ?`,
      JSON.stringify([c.name]),
      c.id,
    )
    await reindexBoth([c.id])
    const renamed = await alike('测鑫改名')
    expect(renamed.list[0]).toMatchObject({ pid: c.pid, name: '测鑫改名后的数据有限公司', highlight: [[0, 4]] })
    expect((await alike('测鑫改名后的数据有限公司')).list[0].pid).toBe(c.pid)
    expect((await alike(initials('测鑫改名'))).list.some((h) => h.pid === c.pid)).toBe(true)
    // the old name is a former name now: still found, by its reason, never by its highlight
    const byOld = await alike(c.name)
    expect(byOld.list.find((h) => h.pid === c.pid)?.matchReason).toBe(`曾用名：${c.name}`)
  })

  test('the old name is not found once it is no former name either; a new shareholder is', async () => {
    const c = one<{ id: number; pid: string }>('SELECT id, pid FROM companies WHERE id = 333')
    await both(`UPDATE companies SET former_names = '[]' WHERE id = ?`, c.id)
    const person = 'tp-search-reindex'
    await both(`INSERT INTO persons (id, person_id, name) VALUES (990001, ?, '司马测股')`, person)
    await both(`INSERT INTO roles (id, company_id, person_id, role, share) VALUES (990001, ?, ?, 'shareholder', 12.5)`, c.id, person)
    const before = await onPg.entPerson('司马测股', 1, 20)
    expect(before.list.some((h) => h.pid === c.pid)).toBe(false)
    await reindexBoth([c.id])
    expect((await alike(oldName)).list.some((h) => h.pid === c.pid)).toBe(false)
    const holder = await alike('司马测股')
    expect(holder.list.find((h) => h.pid === c.pid)?.matchReason).toBe('股东：司马测股')
    expect(holder.persons.map((p) => p.personId)).toEqual([person])
  })

  test('a new company is found once reindexed, and gone once deleted and reindexed', async () => {
    const id = 980001
    addCompany(db, id, '测新增导入科技有限公司', { brand: '测新增' })
    await pg.sql
      .prepare(
        `INSERT INTO companies (id, pid, name, former_names, brand, credit_code, legal_person, established, status, company_type, industry_code,
           industry, province_code, city_code, region_code, region_name, captured_at)
         VALUES (?, ?, '测新增导入科技有限公司', '[]', '测新增', ?, '', '2020-01-01', '存续', '有限责任公司', 'I', '信息传输、软件和信息技术服务业',
           '110000', '110100', '110105', '朝阳区', '2026-01-01')`,
      )
      .run(id, `T${id}`, `9111${id}`)
    expect((await onPg.entPerson('测新增导入', 1, 20)).list).toEqual([])
    await reindexBoth([id])
    expect((await alike('测新增导入')).list.map((h) => h.pid)).toEqual([`T${id}`])
    expect((await onPg.advanced({ keyword: '测新增' }, 1, 20, false)).list.map((h) => h.pid)).toEqual([`T${id}`])
    await both('DELETE FROM companies WHERE id = ?', id)
    await reindexBoth([id, 123456789])
    expect((await alike('测新增导入')).list).toEqual([])
    expect((await onPg.advanced({ keyword: '测新增' }, 1, 20, true)).total).toBe(0)
    expect(Number((await pg.sql.prepare('SELECT COUNT(*) AS n FROM search_companies WHERE id = ?').get<{ n: number }>(id))?.n)).toBe(0)
  })

  test('reindexing outside a transaction works, and many ids at once', async () => {
    const ids = all<{ id: number }>('SELECT id FROM companies ORDER BY id LIMIT 2600').map((r) => r.id)
    await reindexCompanies(pg.sql, ids)
    expect(withoutTime(await onPg.entPerson('科技', 3, 20))).toEqual(withoutTime(await lite.entPerson('科技', 3, 20)))
  })
})

describe('the bulk build', () => {
  test('an empty index is built once by ensurePgSearchIndex; a full one is left alone', async () => {
    const count = async () => Number((await pg.sql.prepare('SELECT COUNT(*) AS n FROM search_companies').get<{ n: number }>())?.n)
    const companies = Number((await pg.sql.prepare('SELECT COUNT(*) AS n FROM companies').get<{ n: number }>())?.n)
    expect(await count()).toBe(companies)
    expect(await ensurePgSearchIndex(pg.sql)).toBe(0)
    await pg.sql.exec('TRUNCATE search_companies')
    expect((await onPg.entPerson('科技', 1, 20)).list).toEqual([])
    // two servers starting at once: one builds, the other finds it built
    const built = await Promise.all([ensurePgSearchIndex(pg.sql), ensurePgSearchIndex(pg.sql)])
    expect(built.sort((a, b) => a - b)).toEqual([0, companies])
    expect(await count()).toBe(companies)
    expect(withoutTime(await onPg.entPerson('科技', 1, 20))).toEqual(withoutTime(await lite.entPerson('科技', 1, 20)))
    // the rebuilt table has the migration's indexes under their own names
    const ix = await pg.sql
      .prepare(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'search_companies' ORDER BY 1`)
      .all<{ indexname: string }>()
    expect(ix.map((r) => r.indexname)).toEqual([
      'search_companies_brand',
      'search_companies_legal',
      'search_companies_name',
      'search_companies_pkey',
      'search_companies_tags',
    ])
  }, 60_000)

  test('a rebuild while searches run never leaves them without an index', async () => {
    const want = withoutTime(await lite.entPerson('北京', 1, 20))
    let stop = false
    const searching = (async () => {
      let n = 0
      while (!stop) {
        expect(withoutTime(await new PgSearchRepo(pg.sql).entPerson('北京', 1, 20))).toEqual(want)
        n++
      }
      return n
    })()
    await buildPgSearchIndex(pg.sql)
    stop = true
    expect(await searching).toBeGreaterThan(0)
  }, 60_000)
})
