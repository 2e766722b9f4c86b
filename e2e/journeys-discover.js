// 发现 and 企业地址 in a browser: from the home page to 发现, a hot company, its address and a company nearby.
const { current, expect, hashHas, shot } = require('./lib')

async function discoverToNearby({ page, server }) {
  await page.goto(`${server.base}/#/pages/index/index`)
  await current(page).locator('[data-testid=home-discover]').click()
  await hashHas(page, 'pages/find/find')
  const hot = current(page).locator('[data-testid=find-hot-item]')
  await hot.first().waitFor()
  await current(page).locator('[data-testid=find-change]').first().waitFor()
  await current(page).locator('[data-testid=find-newest-item]').first().waitFor()
  expect((await hot.count()) === 5, `热门企业 shows ${await hot.count()} rows`)
  await shot(page, 'discover')
  // 查看更多 brings five more into the card
  await current(page).locator('[data-testid=find-hot-more]').click()
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-testid=find-hot-item]')].filter((e) => e.offsetParent !== null).length === 10,
  )

  const pid = await hot.first().getAttribute('data-pid')
  await hot.first().click()
  await hashHas(page, `pagesFilter/detail/detail?pid=${pid}`)
  const addressRow = current(page)
    .locator('.kv')
    .filter({ has: page.getByText('地址', { exact: true }) })
  await addressRow.click()
  await hashHas(page, `pagesIndex/address/address?pid=${pid}`)
  await current(page).locator('[data-testid=addr-address]').waitFor()
  const nearby = current(page).locator('[data-testid=addr-nearby-item]')
  await nearby.first().waitFor()
  expect(/约 [\d.]+ (米|公里)/.test(await nearby.first().innerText()), 'the nearest company shows no distance')
  await shot(page, 'address')
  const other = await nearby.first().getAttribute('data-pid')
  expect(other && other !== pid, 'the nearby list holds the company itself')
  await nearby.first().click()
  await hashHas(page, `pagesFilter/detail/detail?pid=${other}`)
  await current(page).locator('.dim-grid__cell').first().waitFor()
}

module.exports = [['discover: 发现 from home, a hot company, its address page and a company nearby', discoverToNearby]]
