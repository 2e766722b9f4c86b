// Risk scan and person due diligence: what a user does on a 390×844 phone.
const { shot, current, expect } = require('./lib')

/** Opens the first hot company of the home page (an important company with records in many dimensions). */
async function openHotCompany(page, server) {
  await page.goto(`${server.base}/#/pages/index/index`)
  const hot = current(page).locator('.home__hot-item').first()
  await hot.waitFor()
  await hot.click()
  await current(page).locator('.company-head__name').waitFor()
  return (await current(page).locator('.company-head__name').innerText()).trim()
}

async function scanCompanyAndOpenRecords({ page, server }) {
  const name = await openHotCompany(page, server)
  await current(page).locator('.company-entries__item', { hasText: '风险扫描' }).click()
  const head = current(page).locator('.scan-head__name')
  await head.waitFor()
  expect((await head.innerText()).trim() === name, 'the scan is of another company')
  await current(page).locator('.risk-item').first().waitFor()
  const totals = await current(page).locator('.scan-head .risk-totals__num').allInnerTexts()
  expect(totals.length === 3 && totals.some((t) => Number(t) > 0), `no risk totals: ${totals}`)
  const groups = await current(page).locator('.section__title').allInnerTexts()
  for (const g of ['自身风险', '关联风险', '历史风险', '提示信息']) expect(groups.includes(g), `group ${g} missing`)
  await shot(page, 'scan')
  await current(page).locator('.bar-chart').scrollIntoViewIfNeeded()
  await shot(page, 'scan-chart')
  // the first item with records behind it
  const item = current(page).locator('.risk-item').first()
  const explanation = (await item.locator('.risk-item__explain').innerText()).trim()
  expect(explanation.length > 8, 'the item has no explanation')
  const title = (await item.locator('.risk-item__title').innerText()).trim()
  await item.click()
  await current(page).locator('.risk-item-head').waitFor()
  expect(
    (await current(page).locator('.risk-item-head .risk-item__explain').innerText()).trim() === explanation,
    'the records page explains another item',
  )
  const rows = current(page).locator('.risk-record, .change-row')
  await rows.first().waitFor()
  await shot(page, 'scan-item-records')
  const record = current(page).locator('.risk-record').first()
  if (await record.count()) {
    await record.click()
    await page.waitForFunction(() => location.hash.includes('id='))
    await current(page).locator('.record-detail, .dim-page').first().waitFor()
    await shot(page, 'scan-record-detail')
  }
  expect(title.length > 0, 'item without a title')
}

async function personCheckAndResume({ page, server }) {
  await openHotCompany(page, server)
  const legal = current(page).locator('.company-head__facts .fact__value--link')
  const legalName = (await legal.innerText()).trim()
  await legal.click()
  await page.waitForFunction(() => location.hash.includes('pagesCheckPersonnel/pagesDetail'))
  await current(page).locator('.person-entries__item').first().waitFor()
  await shot(page, 'person-entries')
  await current(page).locator('.person-entries__item', { hasText: '风险扫描' }).click()
  await current(page).locator('.scan-head__name').waitFor()
  expect((await current(page).locator('.scan-head__name').innerText()).trim() === legalName, 'the person scan is of someone else')
  const companies = await current(page).locator('.risk-company').count()
  expect(companies > 0, 'the person scan lists no companies')
  await shot(page, 'person-scan')
  await current(page).locator('.risk-chip', { hasText: '履历' }).click()
  const items = current(page).locator('.resume-tl__item')
  await items.first().waitFor()
  expect((await items.count()) > 0, 'empty resume')
  const first = await items.first().innerText()
  expect(/至/.test(first) && /任职/.test(first), `resume entry without dates or tenure: ${first}`)
  await shot(page, 'person-resume')
  await current(page).locator('.resume-sum__link').click()
  await current(page).locator('.job-stats').waitFor()
  await current(page).locator('.bar-chart').first().waitFor()
  await shot(page, 'person-job-analysis')
}

module.exports = [
  ['scan a company with known risks and open the records behind one item', scanCompanyAndOpenRecords],
  ['run a person check and open the resume', personCheckAndResume],
]
