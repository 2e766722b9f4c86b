#!/usr/bin/env node
// Runs the browser journeys against the built H5 (dist/h5) served by a real server on a fresh database.
const fs = require('node:fs')
const path = require('node:path')
const { startServer, openPhone } = require('./lib')
// every e2e/journeys*.js file exports [name, fn] pairs
const journeys = fs
  .readdirSync(__dirname)
  .filter((f) => /^journeys.*\.js$/.test(f))
  .sort()
  .flatMap((f) => require(path.join(__dirname, f)))

async function main() {
  if (!fs.existsSync(path.join(__dirname, '..', 'dist', 'h5', 'index.html'))) {
    console.error('dist/h5 is missing: run `npm run build:h5` first')
    process.exit(2)
  }
  const only = process.argv[2]
  const server = await startServer()
  let passed = 0
  let failed = 0
  try {
    for (const [name, fn] of journeys) {
      if (only && !name.includes(only)) continue
      const { context, page } = await openPhone()
      const errors = []
      page.on('pageerror', (e) => errors.push(e.message))
      const t0 = Date.now()
      try {
        await fn({ page, context, server })
        passed++
        console.log(`✓ ${name} (${Date.now() - t0} ms)`)
      } catch (e) {
        failed++
        console.log(
          `✗ ${name}\n  ${String((e && e.stack) || e)
            .split('\n')
            .slice(0, 6)
            .join('\n  ')}`,
        )
        if (errors.length) console.log(`  page errors: ${errors.join(' | ')}`)
        await page
          .screenshot({ path: path.join(__dirname, 'screens', `FAILED-${name.slice(0, 20).replace(/\W+/g, '_')}.png`) })
          .catch(() => undefined)
      } finally {
        await context.close()
      }
    }
  } finally {
    await server.stop()
  }
  console.log(`${passed} passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
