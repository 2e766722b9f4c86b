// The whole server test suite on PostgreSQL + Redis (npm run test:pg; CI runs it after npm test): every server a suite
// starts gets a PostgreSQL schema of its own filled from the suite's seed (TEST_STORE=pg, TEST_DATABASE_URL), and
// keeps what instances share in Redis (TEST_REDIS_URL, default the machine's on 127.0.0.1:6379).
const { spawnSync } = require('node:child_process')

const r = spawnSync(
  'npx',
  // a PostgreSQL test server first migrates and fills its schema: setup takes longer than on a SQLite file
  ['jest', '--selectProjects', 'server', '--testTimeout', '60000', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TEST_STORE: 'pg', TEST_REDIS_URL: process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379' },
  },
)
process.exit(r.status ?? 1)
