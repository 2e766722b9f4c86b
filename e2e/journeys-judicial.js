// 查老赖 in a browser: from the home page's services to the landing page, a debtor searched by name, its entry, the
// case's detail and the debtor's company profile; and the search form with a province.
const { current, expect, hashHas, shot, openService, withDb } = require('./lib')

/** A company on the dishonest list (newest first, a few down so it is not the landing page's first entry). */
function aDebtor(dir) {
  return withDb(dir, (db) => {
    return db
      .prepare(
        `SELECT e.record_id AS id, e.name, e.ref_no AS refNo, e.province, c.pid, c.brand FROM judicial_entries e
         JOIN records r ON r.id = e.record_id JOIN companies c ON c.id = r.company_id
         WHERE e.dimension = 'dishonestExecutor' AND r.person_id IS NULL AND c.brand <> ''
         ORDER BY e.date DESC, e.record_id DESC LIMIT 1 OFFSET 12`,
      )
      .get()
  })
}

async function searchNameToCompany({ page, server }) {
  const d = aDebtor(server.dir)
  expect(!!d, 'no dishonest company in the demo data')
  await openService(page, server.base, '查老赖', 'pagesJudicial/dishonestDebtor/dishonestDebtor')
  const landing = current(page)
  await landing.getByText('什么是失信被执行人？').waitFor()
  await landing.locator('.jd-item').first().waitFor()
  expect((await landing.locator('.jd-item').count()) === 10, 'the landing page does not list the 10 newest entries')
  await shot(page, 'judicial-landing')

  // a 1-character keyword is refused on the page, nothing is searched
  await landing.locator('input[data-testid=jd-keyword]').fill(d.brand.slice(0, 1))
  await landing.getByText('查询', { exact: true }).click()
  await landing.getByText('关键词不能少于2个字符').waitFor()

  // the company's brand finds its entries
  await landing.locator('input[data-testid=jd-keyword]').fill(d.brand)
  const searched = page.waitForResponse((r) => r.url().includes('/judicial/search'))
  await landing.getByText('查询', { exact: true }).click()
  const answer = await (await searched).json()
  expect(answer.code === '0000' && answer.data.total > 0, `the search answered ${JSON.stringify(answer).slice(0, 200)}`)
  await hashHas(page, 'pagesJudicial/dishonestDebtor/results')
  const results = current(page)
  const item = results.locator('.jd-item', { hasText: d.refNo })
  await item.waitFor()
  expect((await item.innerText()).includes(d.name), 'the entry does not name the company')
  await shot(page, 'judicial-results')

  await item.click()
  await hashHas(page, `pagesJudicial/dishonestDebtor/detail?id=${d.id}`)
  const detail = current(page)
  await detail.getByText('生效法律文书确定的义务').waitFor()
  await detail.getByText('失信行为具体情形').waitFor()
  expect((await detail.locator('.jd-page').innerText()).includes(d.refNo), 'the detail does not show the case number')
  await shot(page, 'judicial-detail')

  await detail.getByText('查看企业详情').click()
  await hashHas(page, `pagesFilter/detail/detail?pid=${d.pid}`)
  await current(page).getByText(d.name).first().waitFor()
  await shot(page, 'judicial-company')
}

async function formWithProvince({ page, server }) {
  const d = aDebtor(server.dir)
  await page.goto(`${server.base}/#/pagesJudicial/dishonestDebtor/query`)
  const form = current(page)
  await form.getByText('全部地区 ›').waitFor()
  await form.locator('input[data-testid=jd-query-keyword]').fill(d.brand)
  await shot(page, 'judicial-query')
  const searched = page.waitForResponse((r) => r.url().includes('/judicial/search'))
  await form.getByText('查询', { exact: true }).click()
  const answer = await (await searched).json()
  expect(answer.code === '0000' && answer.data.list.some((e) => e.refNo === d.refNo), 'the form’s search misses the entry')
  await hashHas(page, 'pagesJudicial/dishonestDebtor/results')
  // the other list of the same keyword
  const results = current(page)
  await results.locator('.jd-item').first().waitFor()
  const executed = page.waitForResponse((r) => r.url().includes('/judicial/search') && r.url().includes('kind=executed'))
  await results.locator('.jd-tabs__tab', { hasText: /^被执行人$/ }).click()
  const ex = await (await executed).json()
  expect(ex.code === '0000', 'the executed list was not searched')
  await results.locator('.jd-tabs__tab.is-on', { hasText: /^被执行人$/ }).waitFor()
  await shot(page, 'judicial-results-executed')

  // a province and a date range without a keyword: every entry is of that province and inside the dates
  const province = `${d.province}0000`
  const regional = page.waitForResponse((r) => r.url().includes('/judicial/search') && r.url().includes(`province=${province}`))
  await page.goto(
    `${server.base}/#/pagesJudicial/dishonestDebtor/results?kind=dishonest&province=${province}&start=2020-01-01&end=2026-12-31`,
  )
  const byRegion = await (await regional).json()
  expect(byRegion.code === '0000' && byRegion.data.total > 0, 'the province finds nothing')
  const names = new Set(byRegion.data.list.map((e) => e.provinceName))
  expect(names.size === 1, `the province's entries are of ${[...names].join('、')}`)
  expect(
    byRegion.data.list.every((e) => e.date >= '2020-01-01' && e.date <= '2026-12-31'),
    'an entry lies outside the dates',
  )
  await current(page).locator('.jd-item').first().waitFor()
  await shot(page, 'judicial-results-region')
}

module.exports = [
  ['judicial: home grid 查老赖 → a name searched → its entry → the case detail → the company profile', searchNameToCompany],
  ['judicial: the search form finds the entry, the same keyword among 被执行人, and a province with dates', formWithProvince],
]
