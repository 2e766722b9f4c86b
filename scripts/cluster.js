#!/usr/bin/env node
// `npm run cluster`: two API instances on one database behind nginx, sharing nonces, rate limits and pushes through
// Redis, with demo data, in a throwaway folder on loopback. Ctrl-C stops everything and removes the folder.
//   CLUSTER_INSTANCES (2), CLUSTER_PORT (a free one), DEMO_COMPANIES (20000), REDIS_URL (the machine's Redis, or our own)
const fs = require('node:fs')
const path = require('node:path')
const { spawnSync } = require('node:child_process')
const { startCluster } = require('./cluster-lib')

async function main() {
  const root = path.join(__dirname, '..')
  if (!fs.existsSync(path.join(root, 'dist', 'h5', 'index.html'))) {
    console.log('[cluster] 正在构建 H5 应用…')
    const r = spawnSync('npm', ['run', 'build:h5'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (r.status !== 0) process.exit(r.status || 1)
  }
  const cluster = await startCluster({
    instances: Number(process.env.CLUSTER_INSTANCES || 2),
    port: Number(process.env.CLUSTER_PORT || 0) || undefined,
    companies: Number(process.env.DEMO_COMPANIES || 20000),
    env: { H5_DIR: path.join(root, 'dist', 'h5') },
  })
  console.log(`[cluster] ${cluster.instances.length} 个 API 实例：${cluster.instances.map((x) => x.url).join('、')}`)
  console.log(`[cluster] Redis：${cluster.redisUrl}（键前缀 ${cluster.prefix}）`)
  console.log(`[cluster] 数据与日志：${cluster.dir}（退出时删除）`)
  console.log(`[cluster] 负载均衡（nginx）：${cluster.url}  ← 在浏览器中打开；Ctrl-C 停止`)
  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('\n[cluster] 正在停止…')
    await cluster.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  for (const x of cluster.instances)
    x.child.on('exit', (code, signal) => {
      if (!stopping) console.log(`[cluster] API 实例 ${x.url} 已退出（${signal || code}），nginx 将请求转给其余实例`)
    })
}

main().catch((e) => {
  console.error(`[cluster] ${e.message}`)
  process.exit(1)
})
