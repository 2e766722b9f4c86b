// Several API instances on one machine behind nginx, with PostgreSQL and Redis for what they share: what
// `npm run cluster` starts and what the load-balancer tests drive. Everything lives in a throwaway folder (and a
// throwaway database) on loopback.
const { spawn, spawnSync } = require('node:child_process')
const fs = require('node:fs')
const net = require('node:net')
const os = require('node:os')
const path = require('node:path')

const root = path.join(__dirname, '..')

function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' })
  return r.status === 0 ? r.stdout.trim() : ''
}

/** nginx from the Debian package, installed when absent and this process may install packages. */
function ensureNginx(log) {
  let bin = which('nginx') || (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : '')
  if (bin) return bin
  if (process.getuid?.() !== 0) throw new Error('需要 nginx：请先运行 sudo apt-get install -y nginx-light')
  log('正在安装 nginx（Debian 软件包）…')
  const r = spawnSync(
    'sh',
    [
      '-c',
      'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light)',
    ],
    {
      stdio: 'inherit',
    },
  )
  bin = which('nginx') || (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : '')
  if (r.status !== 0 || !bin) throw new Error('nginx 安装失败')
  return bin
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

function portOpen(port) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1')
    s.once('connect', () => (s.destroy(), resolve(true)))
    s.once('error', () => resolve(false))
  })
}

async function waitFor(check, ms, what) {
  const end = Date.now() + ms
  for (;;) {
    if (await check()) return
    if (Date.now() > end) throw new Error(`${what}：等待超时`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function healthy(url) {
  try {
    const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
    return r.ok
  } catch {
    return false
  }
}

/**
 * The machine's Redis when REDIS_URL (or 127.0.0.1:6379) answers; otherwise a redis-server of our own on a free port
 * that keeps nothing on disk.
 */
async function ensureRedis(dir, log, children) {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
  const { hostname, port } = new URL(url)
  if (hostname === '127.0.0.1' || hostname === 'localhost') {
    if (await portOpen(Number(port || 6379))) return url
  }
  const bin = which('redis-server')
  if (!bin) throw new Error(`Redis 不可用（${url}），也没有 redis-server：请安装 redis-server 或设置 REDIS_URL`)
  const own = await freePort()
  log(`启动 Redis（127.0.0.1:${own}）`)
  const child = spawn(bin, ['--port', String(own), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: 'ignore',
  })
  children.push({ name: 'redis', child })
  await waitFor(() => portOpen(own), 10_000, 'Redis 启动')
  return `redis://127.0.0.1:${own}`
}

const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * A throwaway PostgreSQL database for the cluster: a new database on the machine's PostgreSQL (CLUSTER_PG_ADMIN_URL,
 * or 127.0.0.1:5432 as postgres), or else a server of our own (the Debian package, installed when absent and this
 * process may install packages) in the cluster's folder on a free port. Answers its URL and how to remove it.
 */
async function ensurePostgres(dir, log, children) {
  const { Client } = require('pg')
  const adminUrl = process.env.CLUSTER_PG_ADMIN_URL || PG_ADMIN_URL
  const name = `yqc_cluster_${process.pid}_${Date.now().toString(36)}`
  const tryAdmin = async (url) => {
    const c = new Client({ connectionString: url, connectionTimeoutMillis: 3000 })
    try {
      await c.connect()
    } catch {
      return null
    }
    return c
  }
  let admin = await tryAdmin(adminUrl)
  let own = null
  if (!admin) {
    own = await startOwnPostgres(dir, log, children)
    admin = await tryAdmin(own.adminUrl)
    if (!admin) throw new Error('PostgreSQL 启动后无法连接')
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const base = new URL(own ? own.adminUrl : adminUrl)
  base.pathname = `/${name}`
  log(`PostgreSQL 数据库 ${name}（${base.host}）`)
  const drop = async () => {
    if (own) return // the server and its folder go with the cluster
    const c = await tryAdmin(adminUrl)
    if (!c) return
    try {
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    } finally {
      await c.end()
    }
  }
  return { url: base.toString(), drop }
}

function postgresBin() {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return ''
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? path.join(root, versions[0], 'bin') : ''
}

async function startOwnPostgres(dir, log, children) {
  let bin = postgresBin()
  if (!bin) {
    if (process.getuid?.() !== 0)
      throw new Error('需要 PostgreSQL：请先运行 sudo apt-get install -y postgresql，或设置 CLUSTER_PG_ADMIN_URL')
    log('正在安装 PostgreSQL（Debian 软件包）…')
    spawnSync(
      'sh',
      [
        '-c',
        'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql)',
      ],
      { stdio: 'inherit' },
    )
    bin = postgresBin()
    if (!bin) throw new Error('PostgreSQL 安装失败')
  }
  const data = path.join(dir, 'pg')
  fs.mkdirSync(data)
  // PostgreSQL refuses to run as root: as root, the server runs as the package's postgres user
  const asRoot = process.getuid?.() === 0
  const runAs = (args) => (asRoot ? ['runuser', ['-u', 'postgres', '--', ...args]] : [args[0], args.slice(1)])
  if (asRoot) {
    fs.chmodSync(dir, 0o755)
    spawnSync('chown', ['postgres:postgres', data])
  }
  const [initCmd, initArgs] = runAs([
    path.join(bin, 'initdb'),
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb 失败：${(init.stderr || '').slice(-500)}`)
  const port = await freePort()
  log(`启动 PostgreSQL（127.0.0.1:${port}）`)
  const [cmd, args] = runAs([
    path.join(bin, 'postgres'),
    '-D',
    data,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `unix_socket_directories=${data}`,
    '-c',
    'max_connections=200',
  ])
  const child = spawn(cmd, args, { stdio: 'ignore' })
  children.push({ name: 'postgres', child })
  await waitFor(() => portOpen(port), 30_000, 'PostgreSQL 启动')
  return { adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres` }
}

function nginxConf(dir, port, upstreams) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream yqc_api {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 8m;
    location / {
      proxy_pass http://yqc_api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
      # a refused or reset connection goes to the other instance; a request the dead one had already taken is not
      # sent twice unless it is idempotent (nginx's rule for POST)
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
}
`
}

/**
 * Starts Redis (or uses the machine's), a throwaway PostgreSQL database (`store: 'pg'`, the default) or one SQLite
 * file (`store: 'sqlite'`), `instances` API processes on it seeded with `companies` demo companies, and nginx in front.
 * The first instance seeds the database alone; the others start once it is healthy. Uploads and exports are kept in
 * the cluster's folder, which every instance shares.
 */
async function startCluster(opts = {}) {
  const log = opts.log || ((line) => console.log(`[cluster] ${line}`))
  const count = opts.instances || 2
  const store = opts.store || 'pg'
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-cluster-'))
  const children = []
  let dropDatabase = async () => undefined
  const stop = async () => {
    const running = () => children.filter(({ child }) => child.exitCode === null && child.signalCode === null)
    // the API instances and nginx first, the databases they use last
    for (const { name, child } of [...children].reverse()) if (name !== 'postgres' && name !== 'redis') child.kill('SIGTERM')
    await waitFor(async () => running().every(({ name }) => name === 'postgres' || name === 'redis'), 5000, '').catch(() => undefined)
    for (const { name, child } of running()) if (name !== 'postgres' && name !== 'redis') child.kill('SIGKILL')
    await dropDatabase().catch(() => undefined)
    for (const { child } of running()) child.kill('SIGTERM')
    await waitFor(async () => running().length === 0, 5000, '').catch(() => undefined)
    for (const { child } of running()) child.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const nginx = ensureNginx(log)
    const redisUrl = await ensureRedis(dir, log, children)
    const pg = store === 'pg' ? await ensurePostgres(dir, log, children) : null
    if (pg) dropDatabase = pg.drop
    const prefix = `yqc-cluster-${process.pid}-${Date.now()}:`
    const env = {
      ...process.env,
      HOST: '127.0.0.1',
      DATABASE: path.join(dir, 'app.db'),
      DATABASE_URL: pg ? pg.url : '',
      DEMO_COMPANIES: String(opts.companies ?? 20000),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      // nginx gives each request the client's address
      TRUST_PROXY: '1',
      ...opts.env,
    }
    const instances = []
    for (let i = 0; i < count; i++) {
      const port = await freePort()
      // each instance logs into its own folder: the log rotates there and current.log names the file being written
      const logDir = path.join(dir, `api-${i + 1}`)
      fs.mkdirSync(logDir)
      // node itself (tsx as its loader, not the tsx wrapper process): a signal to the child reaches the server
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'main.ts')], {
        cwd: root,
        env: { ...env, PORT: String(port), LOG_FILE: path.join(logDir, 'server.log') },
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let err = ''
      child.stderr.on('data', (d) => (err = (err + d).slice(-4000)))
      children.push({ name: `api-${i + 1}`, child })
      const url = `http://127.0.0.1:${port}`
      log(`启动 API 实例 ${i + 1}（${url}）${i === 0 ? '，首次启动会写入演示数据' : ''}`)
      await waitFor(
        async () => {
          if (child.exitCode !== null) throw new Error(`API 实例 ${i + 1} 退出：${err}`)
          return healthy(url)
        },
        opts.startMs ?? 300_000,
        `API 实例 ${i + 1}`,
      )
      instances.push({ port, url, child, logFile: path.join(logDir, 'current.log') })
    }
    const port = opts.port || (await freePort())
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxConf(
        dir,
        port,
        instances.map((x) => x.port),
      ),
    )
    const lb = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
    let lbErr = ''
    lb.stderr.on('data', (d) => (lbErr += d))
    children.push({ name: 'nginx', child: lb })
    const url = `http://127.0.0.1:${port}`
    await waitFor(
      async () => {
        if (lb.exitCode !== null) throw new Error(`nginx 退出：${lbErr}`)
        return healthy(url)
      },
      15_000,
      'nginx',
    )
    return { url, dir, redisUrl, prefix, instances, stop, store, databaseUrl: pg ? pg.url : null }
  } catch (e) {
    await stop()
    throw e
  }
}

module.exports = { startCluster, ensureRedis, healthy }
