#!/usr/bin/env node
// Bundle report from the statistics a build writes with YQC_STATS=file (see config/index.ts):
//   YQC_STATS=/tmp/h5-stats.json npx taro build --type h5 && node scripts/bundle-report.js /tmp/h5-stats.json [chunk-file …]
// Lists, for the named output files (default: the initial chunks), the largest modules and the packages they come from.
const fs = require('node:fs')

const stats = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'))
const wanted = process.argv.slice(3)
const chunks = stats.chunks.filter((c) => (wanted.length ? c.files.some((f) => wanted.some((w) => f.includes(w))) : c.initial))
const ids = new Set(chunks.map((c) => c.id))
const mods = stats.modules.filter((m) => (m.chunks || []).some((id) => ids.has(id)))
const pkgOf = (name) => {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)
  return m
    ? m[1]
    : name.startsWith('./src')
      ? `src/${name.split('/')[2]}`
      : name.startsWith('./contract')
        ? 'contract'
        : name.split('/').slice(0, 3).join('/')
}
const byPkg = new Map()
for (const m of mods) byPkg.set(pkgOf(m.name), (byPkg.get(pkgOf(m.name)) || 0) + m.size)
console.log(`chunks: ${chunks.map((c) => c.files.join(',')).join(' ')}`)
console.log(`modules: ${mods.length}, ${(mods.reduce((a, m) => a + m.size, 0) / 1024).toFixed(0)} KB before minification`)
for (const [p, size] of [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${p}`)
