// 查电话 in a browser: a new free account goes from the home page's services to 查电话, opens every company's
// numbers, sees its daily count of companies in full and the rest masked, and a masked number leads to the phone export.
const { current, expect, hashHas, shot, smsSignIn } = require('./lib')

async function freeUserSeesMaskedNumbers({ page, server }) {
  await page.goto(`${server.base}/#/pagesLogin/phoneLogin/phoneLogin`)
  await smsSignIn(page, server, '13700003131')
  await hashHas(page, 'pages/index/index')

  const grid = current(page).locator('.service-grid__item')
  await grid.first().waitFor()
  const entry = grid.filter({ hasText: '查电话' })
  if ((await entry.count()) === 0) {
    // the home grid shows the first services; the rest are under 全部服务
    await grid.filter({ hasText: '全部服务' }).click()
    await current(page).getByText('查电话', { exact: true }).first().click()
  } else {
    await entry.first().click()
  }
  await hashHas(page, 'pagesScenario/findPhone/findPhone')
  await current(page).locator('[data-testid=fph-industry]').first().waitFor()
  await shot(page, 'findphone-home')

  const answered = page.waitForResponse((r) => r.url().includes('/scenario/findPhone'))
  await current(page).locator('[data-testid=fph-all]').click()
  await hashHas(page, 'pagesScenario/findPhone/query')
  const body = await (await answered).json()
  expect(body.code === '0000', `查电话 answered ${body.code} ${body.msg}`)
  const { limit } = body.data.reveal
  expect(
    body.data.reveal.subject === 'user' && limit > 0 && limit < body.data.list.length,
    `the reveal reads ${JSON.stringify(body.data.reveal)}`,
  )

  const view = current(page)
  const companies = view.locator('[data-testid=fph-company]')
  await companies.first().waitFor()
  const masked = await companies.evaluateAll((els) =>
    els.map((e) => [...e.querySelectorAll('[data-testid=fph-phone]')].every((p) => p.getAttribute('data-masked') === '1')),
  )
  expect(
    masked.slice(0, limit).every((m) => !m) && masked.slice(limit).every((m) => m),
    `the first ${limit} companies should be in full, the rest masked: ${masked}`,
  )
  expect((await view.locator('[data-testid=fph-reveal]').innerText()).includes('已查看完'), 'the count used up is not said')
  const hidden = companies.nth(limit).locator('[data-testid=fph-phone]').first()
  expect((await hidden.innerText()).includes('****'), 'the number past the count is not masked')
  await hidden.scrollIntoViewIfNeeded()
  await shot(page, 'findphone-masked')

  await hidden.click()
  await hashHas(page, 'pagesDetail/exportPhoneData/exportPhoneData?kind=advanced')
}

module.exports = [
  ['findPhone: 查电话 from the home grid — a free user sees the daily count in full, the rest masked', freeUserSeesMaskedNumbers],
]
