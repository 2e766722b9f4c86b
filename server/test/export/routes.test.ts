/**
 * Exports over real HTTP: each kind written, downloaded and read back with exceljs (headers, rows against the
 * database, the watermark), the row cap and the daily count per level, ownership, bad input, re-export and expiry.
 * The limits are set small (EXPORT_LIMITS style) so that 200 demo companies reach the caps.
 */
import fs from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { startServer, count, expectChinese, type TestServer } from '../api/helpers'
import { signedInUser, type SignedIn } from '../signin/helpers'
import { seedDemo } from '../../src/data/generate'
import { DEFAULT_MEMBERSHIP, parseExportLimits } from '../../src/money/plans'
import { sweepExports } from '../../src/export/service'
import { CATEGORY_LABELS, getDimension } from '../../../contract/domain/dimensions'

const P = {
  create: '/member/entOrPhoneExport/entExport',
  profile: '/member/entOrPhoneExport/profileExport',
  list: '/member/entOrPhoneExport/myDownload',
  download: '/member/entOrPhoneExport/download',
  again: '/member/entOrPhoneExport/reEntExport',
  frequency: '/member/entOrPhoneExport/frequency',
}
const LIMITS = parseExportLimits('0:2:40:0,1:6:150:1,2:50:10000:1')

let s: TestServer
const free = { token: '', userId: '' }
const other = { token: '', userId: '' }
const vip = { token: '', userId: '' }

async function user(into: SignedIn, level = 0) {
  Object.assign(into, await signedInUser(s, level))
}

beforeAll(async () => {
  s = await startServer({
    seed: (db) => seedDemo(db, { companies: 200, seed: 9 }),
    config: { membership: { ...DEFAULT_MEMBERSHIP, exports: LIMITS } },
  })
  await user(free)
  await user(other)
  await user(vip, 1)
}, 60_000)
afterAll(async () => s.close())

const dir = () => path.join(s.dir, 'exports')
const files = () => (fs.existsSync(dir()) ? fs.readdirSync(dir()).sort() : [])
const exportsCount = async () => await count(s.sql, 'exports')
const create = (t: string, body: Record<string, unknown>) => s.post(P.create, body, { token: t })

async function download(t: string, id: number) {
  const q = `id=${id}`
  const res = await fetch(`${s.url}/api${P.download}?${q}`, { headers: { sign: s.sign('GET', P.download, q), token: t } })
  const body = Buffer.from(await res.arrayBuffer())
  return { status: res.status, headers: res.headers, body }
}

async function workbook(t: string, id: number): Promise<ExcelJS.Workbook> {
  const r = await download(t, id)
  expect(r.status).toBe(200)
  expect(r.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(r.body as unknown as ArrayBuffer)
  return wb
}

const values = (ws: ExcelJS.Worksheet, row: number) => (ws.getRow(row).values as unknown[]).slice(1)
/** data rows of a sheet: all but the watermark, the header and (when capped) the note */
const dataRows = (ws: ExcelJS.Worksheet, capped = false) => ws.rowCount - 2 - (capped ? 1 : 0)
const column = (ws: ExcelJS.Worksheet, n: number, rows: number) => Array.from({ length: rows }, (_, i) => ws.getCell(3 + i, n).value)

function expectWatermark(ws: ExcelJS.Worksheet, userId: string) {
  expect(String(ws.getCell('A1').value)).toMatch(new RegExp(`^云企查导出 · 用户 ${userId} · \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`))
}

const COMPANY_HEADERS = [
  '企业名称',
  '统一社会信用代码',
  '经营状态',
  '法定代表人',
  '注册资本',
  '成立日期',
  '所属地区',
  '所属行业',
  '企业类型',
  '注册地址',
]

describe('frequency', () => {
  test('the level in force, today’s count and every level’s limits from the configuration', async () => {
    const r = await s.get(P.frequency, undefined, { token: free.token })
    expect(r.body.code).toBe('0000')
    expect(r.body.data).toMatchObject({
      level: 0,
      levelName: '免费用户',
      perDay: 2,
      used: 0,
      remaining: 2,
      rowsPerExport: 40,
      ttlHours: 72,
    })
    expect(r.body.data.levels.map((l: { perDay: number; rowsPerExport: number }) => [l.perDay, l.rowsPerExport])).toEqual(
      LIMITS.map((l) => [l.perDay, l.rows]),
    )
    expect((await s.get(P.frequency, undefined, { token: vip.token })).body.data).toMatchObject({ level: 1, perDay: 6, rowsPerExport: 150 })
    expect((await s.get(P.frequency)).body.code).toBe('4030')
  })
})

describe('a free user', () => {
  test('exports an advanced filter: every matching company, with headers, watermark and an audit row', async () => {
    const r = await create(free.token, { kind: 'advanced', regionCode: '440000' })
    expect(r.body.code).toBe('0000')
    const { item, frequency } = r.body.data
    const names = (
      (await s.sql.prepare(`SELECT name FROM companies WHERE province_code = '440000' ORDER BY id`).all()) as Array<{ name: string }>
    ).map((c) => c.name)
    expect(item).toMatchObject({ kind: 'advanced', kindLabel: '高级搜索', rows: names.length, capped: false, state: 'ready' })
    expect(item.title).toBe('高级搜索-广东省')
    expect(item.expiresAt - item.createdAt).toBe(72 * 3_600_000)
    expect(frequency).toMatchObject({ used: 1, remaining: 1 })

    const wb = await workbook(free.token, item.id)
    const ws = wb.getWorksheet('高级搜索')!
    expectWatermark(ws, free.userId)
    expect(values(ws, 2)).toEqual(COMPANY_HEADERS)
    expect(dataRows(ws)).toBe(names.length)
    expect(column(ws, 1, names.length)).toEqual(names)

    const audit = (await s.sql.prepare('SELECT * FROM exports WHERE id = ?').get(item.id)) as Record<string, any>
    expect(audit).toMatchObject({ user_id: free.userId, kind: 'advanced', rows: names.length, capped: 0, level: 0, max_rows: 40 })
    expect(JSON.parse(audit.params)).toEqual({ kind: 'advanced', filter: { regionCode: '440000' } })
    expect(audit.bytes).toBe(fs.statSync(path.join(dir(), audit.file)).size)
    expect(audit.file).toMatch(/^[0-9a-f-]{36}\.xlsx$/)
  })

  test('is capped at the level’s rows per export, and the export is marked capped', async () => {
    const r = await create(free.token, { kind: 'advanced' })
    expect(r.body.data.item).toMatchObject({ rows: 40, capped: true })
    const ws = (await workbook(free.token, r.body.data.item.id)).getWorksheet('高级搜索')!
    expect(dataRows(ws, true)).toBe(40)
    expect(ws.getCell(43, 1).value).toBe('已达导出上限 40 行，其余数据未导出')
  })

  test('is refused with 4291 once today’s exports are used up, and nothing is written', async () => {
    const before = { rows: await exportsCount(), files: files() }
    const r = await create(free.token, { kind: 'advanced', regionCode: '440000' })
    expect({ status: r.status, code: r.body.code }).toEqual({ status: 429, code: '4291' })
    expect(r.body.msg).toBe('今日导出次数已用完（免费用户每日2次），升级会员可导出更多')
    expect(r.body.data).toMatchObject({ used: 2, remaining: 0 })
    const profile = await s.post(
      P.profile,
      { pid: ((await s.sql.prepare('SELECT pid FROM companies LIMIT 1').get()) as { pid: string }).pid },
      { token: free.token },
    )
    expect(profile.body.code).toBe('4291')
    expect({ rows: await exportsCount(), files: files() }).toEqual(before)
  })
})

describe('a VIP member', () => {
  test('has the VIP cap', async () => {
    const r = await create(vip.token, { kind: 'advanced' })
    expect(r.body.data.item).toMatchObject({ rows: 150, capped: true })
    expect(dataRows((await workbook(vip.token, r.body.data.item.id)).getWorksheet('高级搜索')!, true)).toBe(150)
  })

  test('exports a keyword search in the search’s own order', async () => {
    const search = await s.get('/search/api/v1/middle/entPersonSearch', { keyword: '科技', pageSize: 50 })
    const { total } = search.body.data
    expect(total).toBeGreaterThan(20)
    const r = await create(vip.token, { kind: 'search', keyword: ' 科技 ' })
    const { item } = r.body.data
    expect(item).toMatchObject({ kind: 'search', title: '企业搜索-科技', rows: Math.min(total, 150), capped: total > 150 })
    const ws = (await workbook(vip.token, item.id)).getWorksheet('企业搜索')!
    expect(values(ws, 2)).toEqual([...COMPANY_HEADERS, '匹配原因'])
    expect(dataRows(ws, item.capped)).toBe(item.rows)
    const firstPage = search.body.data.list.map((h: { name: string }) => h.name)
    expect(column(ws, 1, firstPage.length)).toEqual(firstPage)
    const pid = search.body.data.list[0].pid
    expect(ws.getCell(3, 2).value).toBe(
      ((await s.sql.prepare('SELECT credit_code FROM companies WHERE pid = ?').get(pid)) as { credit_code: string }).credit_code,
    )
  })

  let dimensionExport = 0
  test('exports one dimension of a company with the registry’s list fields as headers', async () => {
    const top = (await s.sql
      .prepare(
        `SELECT c.pid, c.name, r.dimension, COUNT(*) AS n FROM records r JOIN companies c ON c.id = r.company_id
         WHERE r.dimension NOT IN ('phone', 'suspectedPhone') GROUP BY c.id, r.dimension ORDER BY n DESC, c.id LIMIT 1`,
      )
      .get()) as { pid: string; name: string; dimension: string; n: number }
    const dim = getDimension(top.dimension)!
    const r = await create(vip.token, { kind: 'dimension', pid: top.pid, dimension: top.dimension })
    const { item } = r.body.data
    expect(item).toMatchObject({ kind: 'dimension', title: `${top.name}-${dim.label}`, rows: top.n, capped: false })
    const ws = (await workbook(vip.token, item.id)).getWorksheet(dim.label)!
    expectWatermark(ws, vip.userId)
    expect(values(ws, 2)).toEqual(dim.listFields.map((f) => f.label))
    expect(dataRows(ws)).toBe(top.n)
    dimensionExport = item.id
  })

  test('exports a company’s whole profile: base information, then a sheet per dimension with its records', async () => {
    const c = (await s.sql
      .prepare(
        `SELECT c.id, c.pid, c.name, c.credit_code FROM companies c JOIN records r ON r.company_id = c.id GROUP BY c.id ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get()) as { id: number; pid: string; name: string; credit_code: string }
    const r = await s.post(P.profile, { pid: c.pid }, { token: vip.token })
    const { item } = r.body.data
    expect(item).toMatchObject({ kind: 'profile', kindLabel: '企业信息', title: `${c.name}-企业信息`, capped: false })
    const wb = await workbook(vip.token, item.id)
    const base = wb.getWorksheet('基本信息')!
    expectWatermark(base, vip.userId)
    expect(values(base, 2)).toEqual(['项目', '内容'])
    expect(values(base, 3)).toEqual(['企业名称', c.name])
    expect(values(base, 4)).toEqual(['统一社会信用代码', c.credit_code])

    const counts = (await s.sql
      .prepare('SELECT dimension, COUNT(*) AS n FROM records WHERE company_id = ? GROUP BY dimension')
      .all(c.id)) as Array<{
      dimension: string
      n: number
    }>
    expect(counts.length).toBeGreaterThan(3)
    for (const { dimension, n } of counts) {
      const dim = getDimension(dimension)!
      const ws = wb.getWorksheet(`${CATEGORY_LABELS[dim.category]}-${dim.label}`)!
      expect(values(ws, 2)).toEqual(dim.listFields.map((f) => f.label))
      expect({ dimension, rows: dataRows(ws) }).toEqual({ dimension, rows: n })
    }
    const visible = wb.worksheets.filter((ws) => ws.state === 'visible')
    expect(item.rows).toBe(visible.reduce((sum, ws) => sum + dataRows(ws), 0))
  })

  test('re-exports with today’s data: a new file, counted against today', async () => {
    const before = (await s.sql.prepare('SELECT * FROM exports WHERE id = ?').get(dimensionExport)) as Record<string, any>
    const p = JSON.parse(before.params)
    const companyId = ((await s.sql.prepare('SELECT id FROM companies WHERE pid = ?').get(p.pid)) as { id: number }).id
    await s.sql
      .prepare(
        `INSERT INTO records (dimension, company_id, date, title, parties, status, detail, source, captured_at, is_current)
        VALUES (?, ?, '2026-10-30', '重新导出新增', '[]', '', '{}', '', '2026-10-30', 1)`,
      )
      .run(p.dimension, companyId)
    const used = (await s.get(P.frequency, undefined, { token: vip.token })).body.data.used

    const r = await s.post(P.again, { id: dimensionExport }, { token: vip.token })
    expect(r.body.code).toBe('0000')
    const { item, frequency } = r.body.data
    expect(item.id).not.toBe(dimensionExport)
    expect(item).toMatchObject({ kind: 'dimension', title: before.title, rows: before.rows + 1 })
    expect(frequency.used).toBe(used + 1)
    const again = (await s.sql.prepare('SELECT * FROM exports WHERE id = ?').get(item.id)) as Record<string, any>
    expect(again).toMatchObject({ params: before.params, source_id: dimensionExport })
    expect(again.file).not.toBe(before.file)
    const ws = (await workbook(vip.token, item.id)).worksheets[0]
    expect(dataRows(ws)).toBe(before.rows + 1)
  })

  test('lists its exports newest first, paged', async () => {
    const r = await s.get(P.list, { pageSize: 2 }, { token: vip.token })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.total).toBe(await count(s.sql, 'exports', 'user_id = ?', vip.userId))
    expect(r.body.data.list).toHaveLength(2)
    expect(Object.keys(r.body.data.list[0]).sort()).toEqual(
      ['capped', 'createdAt', 'expiresAt', 'fileName', 'id', 'kind', 'kindLabel', 'rows', 'size', 'state', 'title'].sort(),
    )
    expect(r.body.data.list[0].id).toBeGreaterThan(r.body.data.list[1].id)
    expect(r.body.data.list[0].fileName).toMatch(/-20261101\.xlsx$/)
  })

  test('downloads under its Chinese file name (RFC 5987)', async () => {
    const item = (await s.get(P.list, undefined, { token: vip.token })).body.data.list[0]
    const r = await download(vip.token, item.id)
    const cd = r.headers.get('content-disposition')!
    expect(cd).toContain(`filename="yqc-export-${item.id}.xlsx"`)
    const m = /filename\*=UTF-8''([^;]+)$/.exec(cd)!
    expect(m[1]).toMatch(/^[A-Za-z0-9%!#$&+.^_`|~-]+$/)
    expect(decodeURIComponent(m[1])).toBe(item.fileName)
    expect(r.headers.get('content-length')).toBe(String(item.size))
  })
})

describe('what is refused', () => {
  test('another user’s file and another user’s re-export → 4040', async () => {
    const [mine] = (await s.get(P.list, undefined, { token: vip.token })).body.data.list
    const r = await download(other.token, mine.id)
    expect(r.status).toBe(404)
    expect(JSON.parse(r.body.toString()).code).toBe('4040')
    const again = await s.post(P.again, { id: mine.id }, { token: other.token })
    expect(again.body.code).toBe('4040')
    expect((await s.get(P.download, { id: 999999 }, { token: other.token })).body.code).toBe('4040')
    expect((await s.get(P.list, undefined, { token: other.token })).body.data.total).toBe(0)
  })

  test('bad input → 4000 in Chinese, nothing written, nothing counted', async () => {
    const before = { rows: await exportsCount(), files: files() }
    const pid = ((await s.sql.prepare('SELECT pid FROM companies LIMIT 1').get()) as { pid: string }).pid
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ kind: 'nope' }, /导出类型/],
      [{}, /导出类型/],
      [{ kind: 'search' }, /请输入搜索关键词/],
      [{ kind: 'search', keyword: '  ' }, /请输入搜索关键词/],
      [{ kind: 'search', keyword: '科技"' }, /特殊符号/],
      [{ kind: 'advanced', regionCode: '999999' }, /地区编码不存在/],
      [{ kind: 'advanced', capitalMin: 500, capitalMax: 100 }, /注册资本/],
      [{ kind: 'dimension', pid: 'bad pid!', dimension: 'patent' }, /企业编号/],
      [{ kind: 'dimension', pid }, /数据维度/],
      [{ kind: 'dimension', pid, dimension: 'noSuchDimension' }, /未知的数据维度/],
    ]
    for (const [body, msg] of bad) {
      const r = await create(other.token, body)
      expect({ body, status: r.status, code: r.body.code }).toEqual({ body, status: 400, code: '4000' })
      expectChinese(r.body.msg)
      expect(r.body.msg).toMatch(msg)
    }
    const profile = await s.post(P.profile, { pid: 'bad pid!' }, { token: other.token })
    expect(profile.body.code).toBe('4000')
    expect((await s.post(P.again, { id: 0 }, { token: other.token })).body.code).toBe('4000')
    const unknown = await create(other.token, { kind: 'dimension', pid: 'NoSuchCompany1', dimension: 'patent' })
    expect({ code: unknown.body.code, msg: unknown.body.msg }).toEqual({ code: '4040', msg: '企业不存在' })
    expect({ rows: await exportsCount(), files: files() }).toEqual(before)
    expect((await s.get(P.frequency, undefined, { token: other.token })).body.data.used).toBe(0)
  })

  test('phone numbers only at a level with phone export', async () => {
    const c = (await s.sql
      .prepare(`SELECT c.pid, c.id FROM records r JOIN companies c ON c.id = r.company_id WHERE r.dimension = 'phone' LIMIT 1`)
      .get()) as {
      pid: string
      id: number
    }
    const r = await create(other.token, { kind: 'dimension', pid: c.pid, dimension: 'phone' })
    expect(r.body.code).toBe('4291')
    expect(r.body.msg).toBe('导出电话号码需开通VIP会员，升级会员即可导出')

    const profile = await s.post(P.profile, { pid: c.pid }, { token: other.token })
    expect(profile.body.code).toBe('0000')
    const wb = await workbook(other.token, profile.body.data.item.id)
    expect(wb.getWorksheet('财产线索-企业电话')).toBeUndefined()
    const base = wb.getWorksheet('基本信息')!
    expect(column(base, 1, dataRows(base))).not.toContain('电话')

    const asVip = await create(vip.token, { kind: 'dimension', pid: c.pid, dimension: 'phone' })
    expect(asVip.body.data.item.rows).toBe(await count(s.sql, 'records', `dimension = 'phone' AND company_id = ?`, c.id))
  })
})

describe('a write that fails', () => {
  test('answers 5000, leaves a failed row that does not count, and no file', async () => {
    const used = (await s.get(P.frequency, undefined, { token: other.token })).body.data.used
    const before = files()
    s.config.exportDir = path.join(s.dir, 'app.db') // a file, not a folder
    try {
      const r = await create(other.token, { kind: 'advanced' })
      expect({ status: r.status, code: r.body.code }).toEqual({ status: 500, code: '5000' })
    } finally {
      s.config.exportDir = undefined
    }
    expect(files()).toEqual(before)
    expect((await s.get(P.frequency, undefined, { token: other.token })).body.data.used).toBe(used)
    const [failed] = (await s.get(P.list, undefined, { token: other.token })).body.data.list
    expect(failed).toMatchObject({ state: 'failed', rows: 0 })
    expect((await download(other.token, failed.id)).status).toBe(404)
  })
})

describe('expiry', () => {
  test('after the time to live the sweep deletes the files; the list says expired and the download is 4040', async () => {
    const [latest] = (await s.get(P.list, undefined, { token: vip.token })).body.data.list
    expect(latest.state).toBe('ready')
    const ready = await count(s.sql, 'exports', `state = 'ready'`)
    expect(ready).toBeGreaterThan(3)

    s.clock.advance(72 * 3600 + 60)
    expect((await s.get(P.list, undefined, { token: vip.token })).body.data.list[0].state).toBe('expired')
    expect(await sweepExports(s.app)).toBe(ready)
    expect(files()).toEqual([])
    expect(await count(s.sql, 'exports', `state = 'expired'`)).toBe(ready)
    expect(await sweepExports(s.app)).toBe(0)

    const r = await download(vip.token, latest.id)
    expect({ status: r.status, code: JSON.parse(r.body.toString()).code }).toEqual({ status: 404, code: '4040' })
    const list = (await s.get(P.list, undefined, { token: vip.token })).body.data.list
    expect(list.every((x: { state: string }) => x.state === 'expired')).toBe(true)

    // a new China-time day: the free user may export again, and an expired export can be run again
    expect((await s.get(P.frequency, undefined, { token: free.token })).body.data).toMatchObject({ used: 0, remaining: 2 })
    const first = (await s.get(P.list, undefined, { token: free.token })).body.data.list.at(-1)
    const again = await s.post(P.again, { id: first.id }, { token: free.token })
    expect(again.body.data.item).toMatchObject({ state: 'ready', rows: first.rows, title: first.title })
    expect((await download(free.token, again.body.data.item.id)).status).toBe(200)
  })
})
