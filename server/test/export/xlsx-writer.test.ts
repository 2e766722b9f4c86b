import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import ExcelJS from 'exceljs'
import { INFO_SHEET, writeWorkbook, type ExportColumn, type ExportRow } from '../../src/export/xlsx-writer'
import { sanitizeSheetName } from '../../src/export/cells'

let dir: string
let db: Database.Database
const NOW = Date.UTC(2026, 10, 23, 2, 0) // 2026-11-23 10:00 in China
const LONG = '经营范围：'.repeat(1000)

const columns: ExportColumn[] = [
  { key: 'name', header: '企业名称', width: 30 },
  { key: 'credit_code', header: '统一社会信用代码' },
  { key: 'capital', header: '注册资本（万元）' },
  { key: 'established', header: '成立日期' },
  { key: 'scope', header: '经营范围' },
  { key: 'phone', header: '电话' },
]

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-xlsx-'))
  db = new Database(path.join(dir, 'data.db'))
  db.exec(`CREATE TABLE companies (id INTEGER PRIMARY KEY, name TEXT, credit_code TEXT, capital REAL,
    established TEXT, scope TEXT, phone TEXT, province TEXT)`)
  const insert = db.prepare(
    'INSERT INTO companies (name, credit_code, capital, established, scope, phone, province) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  db.transaction(() => {
    for (let i = 1; i <= 50; i++)
      insert.run(
        `深圳市测鑫${i}号科技有限公司`,
        `91440300MA5${String(i).padStart(6, '0')}X`,
        i * 100.5,
        `2020-01-${String((i % 28) + 1).padStart(2, '0')}`,
        i === 1 ? LONG : `软件开发${i}`,
        i % 2 ? null : `0755-${80000000 + i}`,
        i <= 30 ? '广东省' : '浙江省',
      )
  })()
})
afterAll(() => {
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const byProvince = (province: string) =>
  db.prepare('SELECT * FROM companies WHERE province = ? ORDER BY id').iterate(province) as IterableIterator<ExportRow>

async function open(file: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.readFile(file)
  return wb
}

const values = (ws: ExcelJS.Worksheet, row: number) => (ws.getRow(row).values as unknown[]).slice(1)

describe('writeWorkbook', () => {
  it('streams SQLite rows into sheets that carry the watermark, headers and typed values', async () => {
    const file = path.join(dir, 'companies.xlsx')
    const r = await writeWorkbook(
      file,
      [
        { name: '广东省', columns, rows: byProvince('广东省') },
        { name: '浙江省', columns, rows: byProvince('浙江省') },
      ],
      { userId: 'u1024', now: NOW, exportId: 'exp-1' },
    )
    expect(r).toEqual({
      sheets: [
        { name: '广东省', rows: 30 },
        { name: '浙江省', rows: 20 },
      ],
      rows: 50,
      bytes: fs.statSync(file).size,
      capped: false,
      exportId: 'exp-1',
    })

    const wb = await open(file)
    expect(wb.worksheets.map((w) => [w.name, w.state])).toEqual([
      ['广东省', 'visible'],
      ['浙江省', 'visible'],
      [INFO_SHEET, 'veryHidden'],
    ])
    expect(wb.creator).toBe('云企查')
    expect(wb.description).toContain('用户 u1024')
    expect(wb.keywords).toContain('exp-1')

    for (const ws of wb.worksheets.slice(0, 2)) {
      expect(ws.getCell('A1').value).toBe('云企查导出 · 用户 u1024 · 2026-11-23 10:00')
      expect(values(ws, 2)).toEqual(columns.map((c) => c.header))
      expect(ws.headerFooter.oddHeader).toBe('&C云企查 · 用户 u1024 · 2026-11-23 10:00')
      expect(ws.headerFooter.oddFooter).toContain('导出编号 exp-1')
    }
    const gd = wb.getWorksheet('广东省')!
    expect(gd.rowCount).toBe(2 + 30)
    expect(values(gd, 3)).toEqual([
      '深圳市测鑫1号科技有限公司',
      '91440300MA5000001X',
      100.5,
      '2020-01-02',
      LONG,
      undefined, // NULL phone: no cell at all
    ])
    expect(typeof gd.getCell('C3').value).toBe('number')
    expect(gd.getCell('F4').value).toBe('0755-80000002')
    expect(gd.getColumn(1).width).toBe(30)
    const zj = wb.getWorksheet('浙江省')!
    expect(zj.rowCount).toBe(2 + 20)
    expect(zj.getCell('A22').value).toBe('深圳市测鑫50号科技有限公司')
    expect(zj.getCell('C22').value).toBe(5025)

    const info = wb.getWorksheet(INFO_SHEET)!
    const infoRows = Object.fromEntries(Array.from({ length: info.rowCount }, (_, i) => values(info, i + 1) as [string, unknown]))
    expect(infoRows).toMatchObject({ 用户: 'u1024', 导出编号: 'exp-1', 总行数: 50, 已截断: '否', '表：浙江省': 20 })
  })

  it('stops reading at maxRows, says so in the sheet and the result, and frees the SQLite connection', async () => {
    const file = path.join(dir, 'capped.xlsx')
    const sheets = [
      { name: '广东省', columns, rows: byProvince('广东省') },
      { name: '浙江省', columns, rows: byProvince('浙江省') },
      { name: '全部', columns, rows: db.prepare('SELECT * FROM companies').iterate() as IterableIterator<ExportRow> },
    ]
    const r = await writeWorkbook(file, sheets, { userId: 7, maxRows: 12, now: NOW })
    expect(r.capped).toBe(true)
    expect(r.rows).toBe(12)
    expect(r.sheets).toEqual([{ name: '广东省', rows: 12 }])
    // an unfinished stmt.iterate() (of either sheet) would leave the connection busy and this would throw
    expect(db.prepare('UPDATE companies SET phone = phone WHERE id = 1').run().changes).toBe(1)

    const wb = await open(file)
    const ws = wb.getWorksheet('广东省')!
    expect(ws.getCell('A14').value).toBe('深圳市测鑫12号科技有限公司')
    expect(ws.getCell('A15').value).toBe('已达导出上限 12 行，其余数据未导出')
    expect(wb.worksheets.map((w) => w.name)).toEqual(['广东省', INFO_SHEET])
  })

  it('reports no cap when the rows end exactly at maxRows', async () => {
    const r = await writeWorkbook(path.join(dir, 'exact.xlsx'), [{ name: 'a', columns, rows: byProvince('浙江省') }], {
      userId: 1,
      maxRows: 20,
    })
    expect(r).toMatchObject({ rows: 20, capped: false })
  })

  it('makes sheet names Excel accepts: short, without []:*?/\\, unique', async () => {
    const file = path.join(dir, 'names.xlsx')
    const names = [
      '工商/变更:记录[2024]?*\\',
      '对外投资企业及其分支机构与历史股东出资信息汇总表格（含已注销及吊销企业）',
      '公司',
      '公司',
      'History',
      INFO_SHEET,
      "'引号'",
      '',
    ]
    const r = await writeWorkbook(
      file,
      (async function* () {
        for (const name of names) yield { name, columns: [{ key: 'v', header: '值' }], rows: [{ v: name }] }
      })(),
      { userId: 'u1' },
    )
    const expected = [
      '工商_变更_记录_2024____',
      '对外投资企业及其分支机构与历史股东出资信息汇总表格（含已注销及',
      '公司',
      '公司 (2)',
      'History_',
      `${INFO_SHEET} (2)`,
      '引号',
      'Sheet',
    ]
    expect(r.sheets.map((s) => s.name)).toEqual(expected)
    const wb = await open(file)
    expect(wb.worksheets.map((w) => w.name)).toEqual([...expected, INFO_SHEET])
    expect(wb.getWorksheet('公司 (2)')!.getCell('A3').value).toBe('公司')
  })

  it('turns dates into China-time text, keeps numbers, empties what has no value', async () => {
    const file = path.join(dir, 'values.xlsx')
    const HUGE = '1180591620717411303424' // 2^70, past what a double holds exactly
    const rows = async function* () {
      yield {
        at: new Date('2024-03-01T20:00:00Z'),
        ms: Date.UTC(2024, 2, 1, 17),
        big: BigInt(12345678901),
        huge: BigInt(HUGE),
        flag: true,
        nan: NaN,
        obj: { a: 1 },
      }
    }
    const cols = ['at', 'ms', 'big', 'huge', 'flag', 'nan', 'obj'].map((key) => ({
      key,
      header: key,
      type: key === 'ms' ? ('date' as const) : undefined,
    }))
    await writeWorkbook(file, [{ name: 'v', columns: cols, rows: rows() }], { userId: 'u1' })
    const ws = (await open(file)).getWorksheet('v')!
    expect(values(ws, 3)).toEqual(['2024-03-02', '2024-03-02', 12345678901, HUGE, '是', undefined, '{"a":1}'])
  })

  it('writes one watermarked sheet when given none, and removes the file when writing fails', async () => {
    const file = path.join(dir, 'empty.xlsx')
    const r = await writeWorkbook(file, [], { userId: 'u9', now: NOW })
    expect(r.sheets).toEqual([{ name: '导出', rows: 0 }])
    expect((await open(file)).getWorksheet('导出')!.getCell('A1').value).toBe('云企查导出 · 用户 u9 · 2026-11-23 10:00')

    const bad = path.join(dir, 'missing-dir', 'x.xlsx')
    await expect(writeWorkbook(bad, [{ name: 'a', columns, rows: byProvince('广东省') }], { userId: 1 })).rejects.toThrow(/ENOENT/)
    const broken = path.join(dir, 'broken.xlsx')
    const failing = (function* () {
      yield { name: 'x' }
      throw new Error('读取失败')
    })()
    const later = { name: 'b', columns, rows: byProvince('浙江省') }
    await expect(writeWorkbook(broken, [{ name: 'a', columns, rows: failing }, later], { userId: 1 })).rejects.toThrow('读取失败')
    expect(fs.existsSync(broken)).toBe(false)
    expect(db.prepare('SELECT COUNT(*) AS n FROM companies').get()).toEqual({ n: 50 })
  })
})

describe('sanitizeSheetName', () => {
  it('never splits a surrogate pair at 31 characters', () => {
    const name = sanitizeSheetName('a'.repeat(30) + '𠮷𠮷', new Set())
    expect(name).toBe('a'.repeat(30))
  })
})
