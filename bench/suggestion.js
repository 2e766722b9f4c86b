/*
 * 搜索详情 latency at scale: npx tsx bench/suggestion.js [--db bench/out/bench-1m.db] [--n 300]
 * Opens a seeded database (applying pending migrations) and times the suggestion of n words drawn in turn from the
 * hot searches (brands and full names), brands of companies spread over the id range, persons' names and 2-character
 * keywords cut from company names. Prints p50/p95/p99/max in ms per kind of word.
 */
const path = require('node:path')
const { openDb, companyCount } = require('../server/src/store/db')
const { suggestionOf } = require('../server/src/search/suggestion')

function arg(name, dflt) {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : dflt
}

const file = path.resolve(arg('db', 'bench/out/bench-1m.db'))
const n = Number(arg('n', '300'))
const db = openDb(file)
const total = companyCount(db)
if (total === 0) throw new Error(`${file} holds no companies: seed it with another bench first`)

const hot = db.prepare('SELECT keyword, pid FROM hot_keywords ORDER BY weight DESC').all()
const step = Math.max(1, Math.floor(total / n))
const brandAt = db.prepare('SELECT brand FROM companies WHERE id = ?')
const nameAt = db.prepare('SELECT name FROM companies WHERE id = ?')
const personAt = db.prepare('SELECT name FROM persons WHERE id = ?')
const words = { hot: [], brand: [], person: [], keyword: [] }
for (let i = 0; i < n; i++) {
  const id = 1 + ((i * step) % total)
  const h = hot[i % hot.length]
  words.hot.push([h.keyword, h.pid ?? undefined])
  words.brand.push([brandAt.get(id)?.brand ?? '科技'])
  words.person.push([personAt.get(id)?.name ?? '王伟'])
  const name = nameAt.get(id)?.name ?? '科技有限公司'
  const at = 3 + (i % Math.max(1, name.length - 6))
  words.keyword.push([name.slice(at, at + 2)])
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
console.log(`${file}: ${total} companies, ${n} words of each kind`)
for (const [kind, list] of Object.entries(words)) {
  const ms = []
  const kinds = {}
  for (const [kw, pid] of list) {
    const t = process.hrtime.bigint()
    const r = suggestionOf(db, kw, pid)
    ms.push(Number(process.hrtime.bigint() - t) / 1e6)
    kinds[r.kind] = (kinds[r.kind] ?? 0) + 1
  }
  ms.sort((a, b) => a - b)
  const f = (x) => x.toFixed(1)
  console.log(
    `${kind.padEnd(8)} p50 ${f(pct(ms, 50))} ms  p95 ${f(pct(ms, 95))} ms  p99 ${f(pct(ms, 99))} ms  max ${f(ms[ms.length - 1])} ms  (${Object.entries(
      kinds,
    )
      .map(([k, c]) => `${k} ${c}`)
      .join(', ')})`,
  )
}
db.close()
