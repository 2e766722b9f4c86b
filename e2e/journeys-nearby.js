// 附近企业 in a browser: with the position granted (the browser's WGS-84 point converted to GCJ-02) the companies
// around it nearest first, the radius, the search by name and a company; with it refused, a district picked instead.
const { current, expect, hashHas, shot, openService, withDb } = require('./lib')

const coords = () => require('tsx/cjs/api').require('../src/domain/coords.ts', __filename)
const PAGE = 'pagesScenario/vicinityEnterprise/vicinityEnterprise'

/** the company standing where the most others stand within 3 km, and its point */
function busyCompany(dir) {
  return withDb(dir, (db) => {
    return db
      .prepare(
        `SELECT c.pid, c.name, c.lng, c.lat, c.region_code,
           (SELECT count(*) FROM companies o WHERE o.lat BETWEEN c.lat - 0.027 AND c.lat + 0.027 AND o.lng BETWEEN c.lng - 0.03 AND c.lng + 0.03) AS n
         FROM companies c WHERE c.id <= 300 ORDER BY n DESC, c.id LIMIT 1`,
      )
      .get()
  })
}

async function grantedPosition({ page, context, server }) {
  const c = busyCompany(server.dir)
  const wgs = coords().gcj02ToWgs84(c.lng, c.lat)
  await context.grantPermissions(['geolocation'], { origin: server.base })
  await context.setGeolocation({ longitude: wgs.lng, latitude: wgs.lat, accuracy: 10 })
  const asked = []
  page.on('request', (r) => r.url().includes('/scenario/nearby') && asked.push(new URL(r.url()).searchParams))

  await openService(page, server.base, '附近企业', PAGE)
  const list = current(page)
  const rows = list.locator('[data-testid=nearby-company]')
  await rows.first().waitFor()
  // the app sent the GCJ-02 point: the company standing there is the nearest, at (almost) no distance
  const q = asked[0]
  expect(
    Math.abs(Number(q.get('lng')) - c.lng) < 2e-5 && Math.abs(Number(q.get('lat')) - c.lat) < 2e-5,
    `asked around ${q}, not ${c.lng},${c.lat}`,
  )
  expect((await rows.first().getAttribute('data-pid')) === c.pid, 'the company at the position is not first')
  expect((await list.locator('[data-testid=nearby-origin]').innerText()).includes('我的位置'), 'the origin is not 我的位置')
  const total = Number((await list.locator('[data-testid=nearby-total] .vc-em').innerText()).trim())
  expect(total >= 2, `only ${total} companies within 3 km`)
  expect((await list.locator('[data-testid=nearby-radar-dot]').count()) === Math.min(20, total), 'the radar does not show the page')
  const metres = await list.locator('[data-testid=nearby-distance]').evaluateAll((els) =>
    els.map((e) => {
      const t = e.textContent.trim()
      return t.endsWith('公里') ? parseFloat(t) * 1000 : parseFloat(t)
    }),
  )
  expect(
    metres.every((m, i) => i === 0 || m >= metres[i - 1] - 50),
    `not nearest first: ${metres}`,
  )
  await shot(page, 'nearby-list')

  // 20 km holds at least as many
  await list.locator('[data-testid=radius-20]').click()
  await page.waitForFunction(() =>
    /20km内共/.test(document.querySelector('.taro_page:not(.taro_page_shade) [data-testid=nearby-total]')?.textContent ?? ''),
  )
  const wide = Number((await list.locator('[data-testid=nearby-total] .vc-em').innerText()).trim())
  expect(wide >= total, `20 km holds ${wide}, 3 km ${total}`)

  // the search by name within the area
  await list.locator('[data-testid=nearby-search-entry]').click()
  await hashHas(page, 'pagesScenario/vicinityEnterprise/search')
  const search = current(page)
  await search.locator('input').fill(c.name.slice(2, 6))
  const hits = search.locator('[data-testid=nearby-company]')
  await hits.first().waitFor()
  expect((await hits.evaluateAll((els) => els.map((e) => e.getAttribute('data-pid')))).includes(c.pid), 'the search misses the company')
  await shot(page, 'nearby-search')
  await search.locator(`[data-testid=nearby-company][data-pid="${c.pid}"]`).click()
  await hashHas(page, `pagesFilter/detail/detail?pid=${c.pid}`)
}

async function refusedPosition({ page, context, server }) {
  await context.clearPermissions()
  await page.goto(`${server.base}/#/${PAGE}`)
  const view = current(page)
  await view.locator('[data-testid=nearby-refused]').waitFor()
  expect((await view.locator('[data-testid=nearby-refused]').innerText()).includes('未获得定位权限'), 'the refusal is not said')
  await view.locator('[data-testid=nearby-region]').first().waitFor()
  await shot(page, 'nearby-refused')

  await view.locator('[data-testid=nearby-region]', { hasText: '广东省' }).click()
  await view.locator('[data-testid=nearby-region]', { hasText: '深圳市' }).click()
  await view.locator('[data-testid=nearby-region]', { hasText: '南山区' }).click()
  const rows = view.locator('[data-testid=nearby-company]')
  await rows.first().waitFor()
  expect((await view.locator('[data-testid=nearby-origin]').innerText()).includes('南山区'), 'the origin is not 南山区')
  const addresses = await view.locator('.vc-co__addr').allInnerTexts()
  expect(
    addresses.some((a) => a.includes('南山区')),
    'no company of 南山区 around its centre',
  )
  await shot(page, 'nearby-district')
}

module.exports = [
  ['nearby: 附近企业 with the position granted — nearest first, radius, search, a company', grantedPosition],
  ['nearby: 附近企业 with the position refused — a district picked instead', refusedPosition],
]
