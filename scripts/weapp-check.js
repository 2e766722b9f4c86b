#!/usr/bin/env node
// `npm run check:weapp [dir]`: WeChat's own tools on the mini-program build (dist/weapp), offline, then a summary.
// Faults planted in a copy of the build, and the check that fails on each (the others pass them):
//   a broken .wxml tag                          wcc
//   a JS syntax error in a page script          the syntax check (WeChat's tools load such a file without a word)
//   a page's .json that is not JSON             the syntax check (and wcc, which reads usingComponents)
//   a page in app.json without its .js / .wxml  analyseCode (a dependency it cannot resolve)
//   an <import> of a missing .wxml              analyseCode (wcc compiles it)
//   a require() of a missing .js                analyseCode
//   a package over its size limit               checkCodeQuality (PACKAGE_SIZE_LIMIT; npm run size too)
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const vm = require('node:vm')
const { compileWxml, listFiles } = require('./wcc')

const dist = path.resolve(process.argv[2] || path.join(__dirname, '..', 'dist', 'weapp'))
// Settings for WeChat's own upload step (project.config.json), not faults of the build: reported, never failed on.
const ADVICE = new Set(['JS_COMPRESS_OPEN', 'WXML_COMPRESS_OPEN', 'WXSS_COMPRESS_OPEN'])

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const failures = []
const fail = (check, message) => {
  failures.push(`${check}: ${message}`)
  console.error(`✗ ${check}: ${message}`)
}

function wcc() {
  try {
    const { files, wxs, ms } = compileWxml(dist)
    console.log(`wcc: ${files.length} .wxml and ${wxs.length} .wxs compiled in ${ms} ms`)
  } catch (e) {
    fail('wcc', e.message)
  }
}

function syntax() {
  const started = Date.now()
  const js = listFiles(dist, '.js')
  const json = listFiles(dist, '.json')
  for (const file of [...js, ...json]) {
    const text = fs.readFileSync(path.join(dist, file), 'utf8')
    try {
      if (file.endsWith('.json')) JSON.parse(text)
      else new vm.Script(text, { filename: file })
    } catch (e) {
      fail('syntax', `${file}: ${e.message}`)
    }
  }
  console.log(`syntax: ${js.length} .js and ${json.length} .json parsed in ${Date.now() - started} ms`)
}

async function wechatCi() {
  const ci = require('miniprogram-ci')
  // Neither check sends anything: the key only has to be a well-formed one, and touristappid is WeChat's appid for
  // projects without one.
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const project = new ci.Project({
    appid: 'touristappid',
    type: 'miniProgram',
    projectPath: dist,
    privateKey: privateKey.export({ type: 'pkcs1', format: 'pem' }),
  })

  let started = Date.now()
  const quality = await ci.checkCodeQuality(project)
  console.log(`checkCodeQuality: ${quality.length} items in ${Date.now() - started} ms`)
  for (const item of quality) {
    if (item.success) continue
    if (ADVICE.has(item.name)) {
      console.log(`  advice ${item.name}: ${item.text}`)
      continue
    }
    let detail = ''
    if (item.name === 'PACKAGE_SIZE_LIMIT' && item.detail) {
      const largest = Object.entries(item.detail).sort((a, b) => b[1] - a[1])
      detail = ` (largest: ${largest
        .slice(0, 3)
        .map(([pkg, size]) => `${pkg === '__APP__' ? 'main' : pkg.replace(/\/$/, '')} ${kb(size)}`)
        .join(', ')})`
    } else if (item.detail && Object.keys(item.detail).length) detail = ` ${JSON.stringify(item.detail).slice(0, 500)}`
    fail(`checkCodeQuality ${item.name}`, `${item.text}${detail}`)
  }

  started = Date.now()
  const analysed = await ci.analyseCode(project, { silent: true })
  if (!analysed) return fail('analyseCode', 'no result')
  const types = {}
  for (const m of analysed.modules) types[m.type] = (types[m.type] || 0) + 1
  const packages = {}
  for (const f of analysed.files) packages[f.subPackage || 'main'] = (packages[f.subPackage || 'main'] || 0) + f.size
  console.log(
    `analyseCode: ${analysed.files.length} files, ${analysed.modules.length} modules ` +
      `(${Object.entries(types)
        .map(([t, n]) => `${n} ${t}`)
        .join(', ')}) in ${Date.now() - started} ms`,
  )
  const biggest = Object.entries(packages).sort((a, b) => b[1] - a[1])
  console.log(`  packages: ${biggest.map(([p, s]) => `${p.replace(/\/$/, '')} ${kb(s)}`).join(', ')}`)
  for (const m of analysed.modules) for (const d of m.deps || []) if (d.error) fail('analyseCode', `${m.path}: ${d.error}`)
}

async function main() {
  if (!fs.existsSync(path.join(dist, 'app.json'))) {
    console.error(`${dist}/app.json 不存在：先运行 npm run build:weapp`)
    process.exit(2)
  }
  const started = Date.now()
  wcc()
  syntax()
  try {
    await wechatCi()
  } catch (e) {
    fail('miniprogram-ci', e && e.stack ? e.stack : String(e))
  }
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`
  if (failures.length) {
    console.error(`\n${failures.length} problem(s) in ${dist} (${took}):\n${failures.map((f) => `  ${f}`).join('\n')}`)
    process.exit(1)
  }
  console.log(`\nweapp check passed in ${took}`)
  // miniprogram-ci leaves a file watcher open
  process.exit(0)
}

main()
