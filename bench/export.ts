/*
 * Excel export at scale: npx tsx bench/export.ts [--rows 100000] [--keep]
 * Fills a temp SQLite database with company-like rows, streams them through writeWorkbook from stmt.iterate() on a
 * read-only connection of its own, and prints the time, the file size and the peak RSS (sampled every 50 ms, and
 * the kernel's high-water mark VmHWM). Target: under 30 s and under 200 MB peak RSS for 100,000 rows.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import ExcelJS from 'exceljs'
import { Rng } from '../server/src/data/random'
import { writeWorkbook, type ExportColumn, type ExportRow } from '../server/src/export/xlsx-writer'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}
const rows = Number(arg('rows', '100000'))
const keep = process.argv.includes('--keep')
const MB = 1024 * 1024
const mb = (n: number) => `${(n / MB).toFixed(1)} MB`
const vmHwm = () => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-export-bench-'))
const dbFile = path.join(dir, 'companies.db')
const out = path.join(dir, 'companies.xlsx')

let t = Date.now()
const w = new Database(dbFile)
w.pragma('journal_mode = WAL')
w.exec(`CREATE TABLE companies (id INTEGER PRIMARY KEY, name TEXT NOT NULL, credit_code TEXT NOT NULL, legal_person TEXT,
  capital REAL, established TEXT, province TEXT, industry TEXT, phone TEXT, status TEXT)`)
const rng = new Rng(11)
const pick = <T>(a: readonly T[]) => a[rng.int(0, a.length - 1)]
const cities = ['深圳市', '广州市', '杭州市', '上海', '北京', '成都市', '武汉市', '南京市', '苏州市', '西安市']
const provinces = ['广东省', '浙江省', '上海市', '北京市', '四川省', '湖北省', '江苏省', '陕西省']
const words = ['腾', '华', '鑫', '创', '远', '达', '科', '信', '恒', '瑞', '博', '安', '宏', '泰', '云', '智']
const trades = ['科技', '贸易', '网络科技', '建筑工程', '医药', '新材料', '餐饮管理', '物流', '教育咨询', '电子商务']
const industries = ['软件和信息技术服务业', '批发业', '零售业', '土木工程建筑业', '医药制造业', '商务服务业', '道路运输业']
const surnames = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '欧阳']
const given = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛']
const statuses = ['存续', '在业', '注销', '吊销', '迁出']
const insert = w.prepare(
  'INSERT INTO companies (name, credit_code, legal_person, capital, established, province, industry, phone, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
)
w.transaction(() => {
  for (let i = 1; i <= rows; i++) {
    const y = rng.int(1995, 2025)
    insert.run(
      `${pick(cities)}${pick(words)}${pick(words)}${pick(trades)}有限公司`,
      `91${String(rng.int(110000, 659999))}MA${i.toString(36).toUpperCase().padStart(8, '0')}`,
      pick(surnames) + pick(given) + (rng.int(0, 1) ? pick(given) : ''),
      rng.int(1, 100000) / 10,
      `${y}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      pick(provinces),
      pick(industries),
      rng.int(0, 3) ? `1${rng.int(3, 9)}${String(rng.int(0, 999999999)).padStart(9, '0')}` : null,
      pick(statuses),
    )
  }
})()
w.close()
console.log(`seed ${rows} rows: ${((Date.now() - t) / 1000).toFixed(1)} s, database ${mb(fs.statSync(dbFile).size)}`)

const columns: ExportColumn[] = [
  { key: 'name', header: '企业名称', width: 36 },
  { key: 'credit_code', header: '统一社会信用代码', width: 22 },
  { key: 'legal_person', header: '法定代表人' },
  { key: 'capital', header: '注册资本（万元）' },
  { key: 'established', header: '成立日期' },
  { key: 'province', header: '所属省份' },
  { key: 'industry', header: '所属行业', width: 24 },
  { key: 'phone', header: '电话', width: 14 },
  { key: 'status', header: '登记状态' },
]

async function main() {
  global.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const db = new Database(dbFile, { readonly: true })
  t = Date.now()
  const r = await writeWorkbook(
    out,
    [{ name: '企业列表', columns, rows: db.prepare('SELECT * FROM companies ORDER BY id').iterate() as IterableIterator<ExportRow> }],
    { userId: 'bench' },
  )
  const s = (Date.now() - t) / 1000
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage().rss)
  db.close()

  console.log(`export ${r.rows} rows × ${columns.length} columns: ${s.toFixed(1)} s (${Math.round(r.rows / s)} rows/s)`)
  console.log(`file: ${mb(r.bytes)}`)
  console.log(`RSS before export ${mb(before)}, peak sampled every 50 ms ${mb(peak)}, VmHWM ${mb(vmHwm())}`)
  const ok = s < 30 && vmHwm() < 200 * MB
  console.log(`target: under 30 s and under 200 MB peak RSS ${ok ? 'OK' : 'ABOVE TARGET'}`)

  // read it back with the streaming reader, after the figures above so it does not count in them
  const read: number[] = []
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(out, { worksheets: 'emit', sharedStrings: 'ignore' })
  for await (const sheet of reader) {
    read.push(0)
    for await (const _row of sheet) read[read.length - 1]++
  }
  console.log(`read back: ${read[0]} rows in the first sheet (${r.rows} data rows + 2 heading rows expected), ${read.length} sheets`)

  if (keep) console.log(`kept ${out}`)
  else fs.rmSync(dir, { recursive: true, force: true })
  if (!ok) process.exitCode = 1
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
