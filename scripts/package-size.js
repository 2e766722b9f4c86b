#!/usr/bin/env node
// Prints the size of the WeChat main package and of each subpackage (dist/weapp) and fails above
// WeChat's limits: main ≤ 2 MB, each subpackage ≤ 2 MB, a page's preloaded packages ≤ 2 MB together, all ≤ 20 MB.
const fs = require('node:fs')
const path = require('node:path')

const dist = path.join(__dirname, '..', 'dist', 'weapp')
const LIMIT = 2 * 1024 * 1024
const TOTAL_LIMIT = 20 * 1024 * 1024
if (!fs.existsSync(path.join(dist, 'app.json'))) {
  console.error('dist/weapp/app.json 不存在：先运行 npm run build:weapp')
  process.exit(2)
}
const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
const roots = (app.subPackages || app.subpackages || []).map((p) => p.root.replace(/\/$/, ''))

function sizeOf(dir, skip = []) {
  let total = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    const rel = path.relative(dist, p)
    if (skip.includes(rel)) continue
    if (e.name.endsWith('.map') || e.name.endsWith('.LICENSE.txt')) continue
    total += e.isDirectory() ? sizeOf(p, skip) : fs.statSync(p).size
  }
  return total
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const rows = [['主包 (main)', sizeOf(dist, roots)]]
for (const r of roots) rows.push([r, sizeOf(path.join(dist, r))])
let failed = false
console.log('package                        size')
for (const [name, size] of rows) {
  const over = size > LIMIT
  failed ||= over
  console.log(`${name.padEnd(30)} ${kb(size).padStart(10)}${over ? '  超过 2 MB 限制' : ''}`)
}
for (const [page, rule] of Object.entries(app.preloadRule || {})) {
  const pkgs = rule.packages || []
  const sum = rows.filter(([n]) => pkgs.includes(n)).reduce((s, [, v]) => s + v, 0)
  const over = sum > LIMIT
  failed ||= over
  console.log(`preload of ${page}: ${pkgs.join(', ')} = ${kb(sum)}${over ? '  超过 2 MB 限制' : ''}`)
}
const total = rows.reduce((s, [, v]) => s + v, 0)
failed ||= total > TOTAL_LIMIT
console.log(`total ${kb(total)}`)
if (failed) {
  console.error('包体积超过微信限制')
  process.exit(1)
}
