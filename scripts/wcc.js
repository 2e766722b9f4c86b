// WeChat's WXML compiler (wcc, shipped in the miniprogram-compiler package) run on a mini-program build: it
// compiles every .wxml and .wxs together, as the developer tools do, and answers the generated $gwx code.
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')

function walk(dir, ext, base = dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) {
      if (e.name !== 'node_modules') walk(p, ext, base, out)
    } else if (e.name.endsWith(ext)) out.push(path.relative(base, p).split(path.sep).join('/'))
  }
  return out.sort()
}

/** The wcc binary for this platform, made executable. */
function wccBinary() {
  const pkg = path.dirname(require.resolve('miniprogram-compiler/package.json'))
  const rel = { darwin: 'bin/mac/wcc', linux: 'bin/linux/wcc', win32: 'bin/windows/wcc.exe' }[process.platform]
  if (!rel) throw new Error(`wcc: no binary for ${process.platform}`)
  const bin = path.join(pkg, rel)
  if (process.platform === 'win32') return bin
  try {
    fs.accessSync(bin, fs.constants.X_OK)
    return bin
  } catch {}
  // The package ships the Linux binary without its execute bit and chmods it in place; node_modules files may be
  // hard links shared with other checkouts, so an executable copy is made instead.
  const size = fs.statSync(bin).size
  const copy = path.join(os.tmpdir(), `wcc-${process.platform}-${size}`, 'wcc')
  if (!fs.existsSync(copy)) {
    fs.mkdirSync(path.dirname(copy), { recursive: true })
    const tmp = `${copy}.${process.pid}`
    fs.copyFileSync(bin, tmp)
    fs.chmodSync(tmp, 0o755)
    fs.renameSync(tmp, copy)
  }
  return copy
}

/**
 * Compiles the .wxml files of a build (all of them unless `files` lists some, paths relative to dir) with the
 * custom components each page's .json declares. Throws an Error whose message is wcc's when a file does not compile.
 */
function compileWxml(dir, files = walk(dir, '.wxml')) {
  const started = Date.now()
  const wxs = walk(dir, '.wxs')
  const components = []
  let withComponents = 0
  for (const file of files) {
    const json = path.join(dir, file.replace(/\.wxml$/, '.json'))
    if (!fs.existsSync(json)) continue
    let using
    try {
      using = JSON.parse(fs.readFileSync(json, 'utf8')).usingComponents
    } catch (e) {
      throw new Error(`${path.relative(dir, json)}: ${e.message}`)
    }
    if (!using || !Object.keys(using).length) continue
    withComponents++
    components.push(file, Object.keys(using).length, ...Object.keys(using))
  }
  const args = ['-d', '-cc', [withComponents, ...components].join(' '), ...files, ...wxs, '-gn', '$gwx']
  const r = spawnSync(wccBinary(), args, { cwd: dir, maxBuffer: 256 * 1024 * 1024 })
  if (r.error) throw r.error
  if (r.status !== 0) {
    const err = r.stderr.toString().trim() || r.stdout.toString().trim() || `wcc exited with ${r.status ?? r.signal}`
    throw new Error(`wcc: ${err}`)
  }
  return { code: r.stdout.toString(), files, wxs, ms: Date.now() - started }
}

module.exports = { compileWxml, listFiles: walk, wccBinary }
