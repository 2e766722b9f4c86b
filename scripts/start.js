#!/usr/bin/env node
// `npm start`: builds the H5 app when its sources changed since the last build, then runs the
// API server, which seeds the demo data on first start and serves the H5 at / and the API at /api.
const { spawnSync, spawn } = require('node:child_process')
const fs = require('node:fs')
const path = require('node:path')

const root = path.join(__dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const builtAt = (() => {
  try {
    return fs.statSync(path.join(root, 'dist', 'h5', 'index.html')).mtimeMs
  } catch {
    return 0
  }
})()

function newestMtime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)
  }
  return newest
}

const sourcesAt = Math.max(...['src', 'contract', 'config', 'types'].map((d) => newestMtime(path.join(root, d))))
// The build compiles the signing secret and the API root into the app: a build made with other values cannot talk to
// this server (every call would fail the signature), so a change of either rebuilds.
const { buildStamp, STAMP_FILE } = require('./h5-build-stamp')
const stamp = buildStamp(process.env)
const stampAt = path.join(root, STAMP_FILE)
const builtStamp = fs.existsSync(stampAt) ? fs.readFileSync(stampAt, 'utf8') : ''
if (!builtAt || sourcesAt > builtAt || builtStamp !== stamp || process.env.FORCE_BUILD) {
  console.log('[start] 正在构建 H5 应用（首次约 30–60 秒）...')
  const r = spawnSync('npm', ['run', 'build:h5'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (r.status !== 0) {
    console.error('[start] H5 构建失败')
    process.exit(r.status || 1)
  }
  fs.writeFileSync(stampAt, stamp)
  console.log('[start] H5 构建完成')
}

const server = spawn(bin('tsx'), [path.join(root, 'server', 'src', 'main.ts')], { cwd: root, stdio: 'inherit', env: process.env })
const stop = (sig) => server.kill(sig)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))
