#!/usr/bin/env node
/*
 * Cold landings on a slow phone, measured in Chromium with the slowdown applied (not simulated as Lighthouse does):
 * 150 ms round trips, 1.6 Mbps down, CPU 4× slower. For home, search results and a shared company profile, prints
 * the largest contentful paint of each run and the median.
 *   npm run bench:landing [-- --runs 7]
 * Needs dist/h5 (NODE_ENV=production npm run build:h5) and Chromium.
 */
const { startServer, firstCompany, openPhone } = require('../e2e/lib')

const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7

const lastLcp = () =>
  new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries()
      resolve(entries[entries.length - 1].startTime)
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })

async function main() {
  const server = await startServer()
  const { pid } = firstCompany(server.dir)
  const pages = [
    ['home', '/#/pages/index/index'],
    ['search', `/#/pagesIndex/search/search?keyword=${encodeURIComponent('科技')}`],
    ['profile', `/#/pagesFilter/detail/detail?pid=${pid}`],
  ]
  try {
    console.log(`largest contentful paint, ms (150 ms RTT, 1.6 Mbps, CPU 4×, cold cache), ${RUNS} runs`)
    for (const [name, address] of pages) {
      const times = []
      for (let i = 0; i < RUNS; i++) {
        // a phone that has never opened the app: a new profile, nothing cached
        const { context, page } = await openPhone()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(`${server.base}${address}`)
        // settled: no request for 500 ms, then a moment for the last paint
        await page.waitForLoadState('networkidle', { timeout: 60_000 })
        await page.waitForTimeout(300)
        times.push(Math.round(await page.evaluate(lastLcp)))
        await context.close()
      }
      const sorted = [...times].sort((a, b) => a - b)
      console.log(`${name.padEnd(8)} median ${String(sorted[Math.floor(RUNS / 2)]).padStart(5)}   runs: ${times.join(' ')}`)
    }
  } finally {
    await server.stop()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
