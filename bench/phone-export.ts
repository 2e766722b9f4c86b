/*
 * Phone exports on the demo data: npx tsx bench/phone-export.ts [--companies 20000]
 * Seeds a temp database, then times the quote (counting the companies with a number among the first 2,000 / 10,000
 * of a broad advanced-filter result, the VIP and SVIP caps) and the paid export's file at each cap, with peak RSS.
 * The quote runs when the export page opens, so it should answer well within a second at the VIP cap.
 */
import { SqliteSql } from '../server/src/store/sqlite-sql'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb } from '../server/src/store/db'
import { seedDemo } from '../server/src/data/generate'
import { SqlExportRepo } from '../server/src/store/exports'
import { countPhones, phoneSheet, type PhoneSource } from '../server/src/export/phones'
import { writeWorkbook } from '../server/src/export/xlsx-writer'

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}
const companies = Number(arg('companies', '20000'))
const MB = 1024 * 1024
const vmHwm = () => Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-phone-bench-'))
  const db = openDb(path.join(dir, 'app.db'))
  let t = Date.now()
  seedDemo(db, { companies, seed: 7 })
  console.log(`seed ${companies} demo companies: ${((Date.now() - t) / 1000).toFixed(1)} s`)
  const repo = new SqlExportRepo(new SqliteSql(db))
  const source: PhoneSource = { kind: 'advanced', filter: { status: '存续' } }

  for (const cap of [2000, 10000]) {
    const times: number[] = []
    let last
    for (let i = 0; i < 5; i++) {
      t = performance.now()
      last = await repo.read((reader) => countPhones(source, reader, cap))
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    console.log(
      `quote at cap ${cap}: median ${times[2].toFixed(0)} ms, max ${times[4].toFixed(0)} ms ` +
        `(result ${last!.total}, looked at ${last!.scanned}, ${last!.rows} companies with ${last!.phones} numbers)`,
    )
    t = performance.now()
    const out = path.join(dir, `phones-${cap}.xlsx`)
    const r = await repo.read((reader) => writeWorkbook(out, [phoneSheet(source, reader, cap)], { userId: 'bench', maxRows: last!.rows }))
    console.log(`file at cap ${cap}: ${r.rows} rows in ${((performance.now() - t) / 1000).toFixed(2)} s, ${(r.bytes / MB).toFixed(2)} MB`)
  }
  console.log(`peak RSS (VmHWM, seeding included): ${(vmHwm() / MB).toFixed(0)} MB`)
  db.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
