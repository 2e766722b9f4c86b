#!/usr/bin/env node
// Lighthouse (mobile emulation: throttled CPU and network) over the production H5 build served with demo data:
// home, search results and a company profile. Writes HTML and JSON reports into lighthouse/ and fails below the
// budgets: performance ≥ 95, LCP ≤ 2.5 s, TBT ≤ 200 ms. Builds the app first when dist/h5 is missing.
const fs = require('node:fs')
const path = require('node:path')
const { spawnSync } = require('node:child_process')
const Database = require('better-sqlite3')
const { startServer } = require('../e2e/lib')

const root = path.join(__dirname, '..')
const OUT = path.join(root, 'lighthouse')
const BUDGET = { performance: 95, lcpMs: 2500, tbtMs: 200 }
const CHROMIUM = process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p))

async function main() {
  if (!fs.existsSync(path.join(root, 'dist/h5/index.html'))) {
    const r = spawnSync('npm', ['run', 'build:h5'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
    if (r.status !== 0) process.exit(r.status || 1)
  }
  if (!CHROMIUM) throw new Error('Chromium not found: apt-get install -y chromium fonts-noto-cjk')
  const { default: lighthouse } = await import('lighthouse')
  const chromeLauncher = await import('chrome-launcher')
  fs.mkdirSync(OUT, { recursive: true })
  const server = await startServer()
  const db = new Database(path.join(server.dir, 'app.db'), { readonly: true })
  const pid = db.prepare('SELECT pid FROM companies ORDER BY id LIMIT 1').get().pid
  db.close()
  const pages = [
    ['home', `${server.base}/#/pages/index/index`],
    ['search', `${server.base}/#/pagesIndex/search/search?keyword=${encodeURIComponent('科技')}`],
    ['profile', `${server.base}/#/pagesFilter/detail/detail?pid=${pid}`],
  ]
  let failed = false
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    console.log('page       performance   LCP ms   TBT ms   FCP ms   CLS')
    for (const [name, url] of pages) {
      // warm the server's own caches once so the audit measures the page, not the first database read
      await fetch(url.split('#')[0]).catch(() => undefined)
      const result = await lighthouse(url, {
        port: chrome.port,
        output: ['html', 'json'],
        onlyCategories: ['performance'],
        logLevel: 'error',
      })
      const lhr = result.lhr
      fs.writeFileSync(path.join(OUT, `${name}.html`), result.report[0])
      fs.writeFileSync(path.join(OUT, `${name}.json`), result.report[1])
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100)
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN
      const lcp = metric('largest-contentful-paint')
      const tbt = metric('total-blocking-time')
      const fcp = metric('first-contentful-paint')
      const cls = metric('cumulative-layout-shift')
      console.log(
        `${name.padEnd(10)} ${String(score).padStart(11)} ${lcp.toFixed(0).padStart(8)} ${tbt.toFixed(0).padStart(8)} ${fcp.toFixed(0).padStart(8)} ${cls.toFixed(3).padStart(6)}`,
      )
      if (lhr.runtimeError) {
        console.error(`${name}: ${lhr.runtimeError.message}`)
        failed = true
      }
      if (!(score >= BUDGET.performance && lcp <= BUDGET.lcpMs && tbt <= BUDGET.tbtMs)) {
        console.error(`${name}: below budget (performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs} ms, TBT ≤ ${BUDGET.tbtMs} ms)`)
        failed = true
      }
    }
  } finally {
    await chrome.kill()
    await server.stop()
  }
  console.log(`reports: ${path.relative(root, OUT)}/`)
  process.exit(failed ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
