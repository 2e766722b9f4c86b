#!/usr/bin/env node
// What a phone downloads, measured in a real browser against the production build: the home page's script on a cold
// visit, and the new script a first visit to a company profile and to a data-dimension (registry) page adds.
// Bytes are as sent over the wire (compressed). Fails above the budgets. Needs dist/h5 (npm run build:h5) and Chromium.
const { startServer, openPhone, firstCompany } = require('../e2e/lib')

const BUDGET_HOME_KB = 160
const BUDGET_REGISTRY_PAGE_KB = 50

async function main() {
  const server = await startServer()
  const { context, page } = await openPhone()
  const seen = new Map()
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return
    const sizes = await req.sizes().catch(() => null)
    if (sizes && !seen.has(req.url())) seen.set(req.url(), sizes.responseBodySize + sizes.responseHeadersSize)
  })
  const total = () => [...seen.values()].reduce((a, b) => a + b, 0)
  const settle = async () => {
    await page.waitForLoadState('networkidle')
    await new Promise((r) => setTimeout(r, 1200))
  }
  let failed = false
  try {
    await page.goto(`${server.base}/#/pages/index/index`)
    await settle()
    const home = total()
    const { pid } = firstCompany(server.dir)
    const before = total()
    await page.evaluate((p) => (location.hash = `#/pagesFilter/detail/detail?pid=${p}`), pid)
    await settle()
    const profile = total() - before
    const beforeList = total()
    await page.evaluate((p) => (location.hash = `#/pagesLaw/dishonestExecutor/dishonestExecutor?pid=${p}`), pid)
    await settle()
    const registry = total() - beforeList
    const kb = (n) => (n / 1024).toFixed(1)
    console.log(`home, cold visit: ${kb(home)} KB of script (budget ${BUDGET_HOME_KB} KB)`)
    console.log(`company profile, first visit after home: +${kb(profile)} KB`)
    console.log(`registry page (失信被执行人), first visit after the profile: +${kb(registry)} KB (budget ${BUDGET_REGISTRY_PAGE_KB} KB)`)
    if (home > BUDGET_HOME_KB * 1024) {
      console.error(`home script over budget: ${kb(home)} KB > ${BUDGET_HOME_KB} KB`)
      failed = true
    }
    if (registry > BUDGET_REGISTRY_PAGE_KB * 1024) {
      console.error(`registry page script over budget: ${kb(registry)} KB > ${BUDGET_REGISTRY_PAGE_KB} KB`)
      failed = true
    }
  } finally {
    await context.close()
    await server.stop()
  }
  process.exit(failed ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
