// 新增企业 in a browser: from the home page's services to the provinces, one province's cities, a city's new companies
// with their chart, and one of them.
const { current, expect, hashHas, shot, openService, withDb } = require('./lib')

const DAY = 86_400_000
// a municipality has one city of its own: a province with several shows more
const MUNICIPALITIES = "('110000', '120000', '310000', '500000', '810000', '820000')"
const chinaDay = (ms) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

/**
 * Companies registered in the last days arrive in the data: 30 companies of the busiest city of a province, established
 * over the last 20 China days. Mid-ranked companies, so the journeys that open the first companies see no change.
 */
function registrationsArrive(dir) {
  return withDb(
    dir,
    (db) => {
      const top = db
        .prepare(
          `SELECT province_code, city_code, COUNT(*) AS n FROM companies WHERE province_code NOT IN ${MUNICIPALITIES}
         GROUP BY city_code ORDER BY n DESC, city_code LIMIT 1`,
        )
        .get()
      const rows = db.prepare('SELECT id FROM companies WHERE city_code = ? ORDER BY id LIMIT 30 OFFSET 10').all(top.city_code)
      const set = db.prepare('UPDATE companies SET established = ? WHERE id = ?')
      const now = Date.now()
      rows.forEach((r, i) => set.run(chinaDay(now - (i % 20) * DAY), r.id))
      return { provinceCode: top.province_code, cityCode: top.city_code, count: rows.length }
    },
    { writable: true },
  )
}

async function provinceCityListCompany({ page, server }) {
  const seeded = registrationsArrive(server.dir)
  expect(seeded.count === 30, `only ${seeded.count} companies in the busiest city`)
  await openService(page, server.base, '新增企业', 'pagesScenario/newlyEnterprise/regionSelection')

  // the provinces, the busiest first: the seeded province leads the 30 days
  const provinces = current(page).locator('[data-testid=newly-province]')
  await provinces.first().waitFor()
  expect((await provinces.count()) >= 31, `only ${await provinces.count()} provinces`)
  expect((await provinces.first().getAttribute('data-code')) === seeded.provinceCode, 'the seeded province is not first')
  await shot(page, 'newly-provinces')

  await provinces.first().click()
  await hashHas(page, `pagesScenario/newlyEnterprise/citySelection?provinceCode=${seeded.provinceCode}`)
  const city = current(page).locator(`[data-testid=newly-city][data-code="${seeded.cityCode}"]`)
  await city.waitFor()
  const monthCount = Number((await city.locator('.nw-row__num').nth(1).innerText()).trim())
  expect(monthCount >= 30, `the city counts ${monthCount} in 30 days`)
  await shot(page, 'newly-cities')

  await city.click()
  await hashHas(page, `pagesScenario/newlyEnterprise/cityNewlyList?regionCode=${seeded.cityCode}`)
  const list = current(page)
  await list.locator('.bar-chart').waitFor()
  const rows = list.locator('[data-testid=newly-company]')
  await rows.first().waitFor()
  expect((await rows.count()) === 20, `the first page holds ${await rows.count()} companies`)
  const total = Number((await list.locator('[data-testid=newly-total] .nw-em').innerText()).trim())
  expect(total >= 30, `the list counts ${total}`)
  const bars = await list.locator('.bar-chart__bar').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))))
  expect(bars.length === 30, `the chart has ${bars.length} days`)
  expect(bars.reduce((s, n) => s + n, 0) === total, `the chart sums to ${bars.reduce((s, n) => s + n, 0)}, the list to ${total}`)
  await shot(page, 'newly-list')

  // 按周 groups the same companies into weeks
  await list.locator('[data-testid=unit-week]').click()
  await page.waitForFunction(() => {
    const bars = [...document.querySelectorAll('.taro_page:not(.taro_page_shade) .bar-chart__bar')]
    return bars.length > 0 && bars.length <= 6
  })
  await shot(page, 'newly-list-weeks')

  const pid = await rows.first().getAttribute('data-pid')
  await rows.first().click()
  await hashHas(page, `pagesFilter/detail/detail?pid=${pid}`)
  await current(page).locator('.dim-grid__cell').first().waitFor()
  await shot(page, 'newly-company')
}

async function searchACity({ page, server }) {
  await openService(page, server.base, '新增企业', 'pagesScenario/newlyEnterprise/regionSelection')
  const input = current(page).locator('input')
  await input.fill('深圳')
  const match = current(page).locator('[data-testid=newly-match]')
  await match.first().waitFor()
  expect((await match.first().innerText()).includes('城市 · 广东省'), 'the match is not 深圳市 of 广东省')
  await shot(page, 'newly-search')
  await match.first().click()
  await hashHas(page, 'pagesScenario/newlyEnterprise/cityNewlyList?regionCode=440300')
  await current(page).locator('[data-testid=newly-chart]').waitFor()
}

module.exports = [
  ['newly: 新增企业 from the home page, a province, its busiest city, the chart and list, a company', provinceCityListCompany],
  ['newly: 新增企业’s search opens a city by name', searchACity],
]
