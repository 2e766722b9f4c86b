// The server suites that run on PostgreSQL (server/test/on-postgres.txt), run with TEST_STORE=pg: every server they
// start gets a PostgreSQL schema of its own, filled from the suite's seed.
const fs = require('node:fs')
const path = require('node:path')
const { spawnSync } = require('node:child_process')

const list = fs
  .readFileSync(path.join(__dirname, '..', 'server', 'test', 'on-postgres.txt'), 'utf8')
  .split('\n')
  .map((l) => l.replace(/#.*/, '').trim())
  .filter(Boolean)
const r = spawnSync('npx', ['jest', '--selectProjects', 'server', ...process.argv.slice(2), '--', ...list], {
  stdio: 'inherit',
  env: { ...process.env, TEST_STORE: 'pg' },
})
process.exit(r.status ?? 1)
