// Data-dimension journeys: a company with records in many dimensions, five lists and their records,
// a party of a record opened as a company.
const { shot, pause, current, expect } = require('./lib')

/** dimensions whose list and record pages are the shared dimension pages (not the legal/graph specials) */
const WALK = [
  'judgmentDocument',
  'courtAnnouncement',
  'caseFiling',
  'courtSession',
  'deliveryAnnouncement',
  'executor',
  'dishonestExecutor',
  'tender',
  'trademark',
  'patent',
  'recruitment',
  'shareholderChange',
  'adminLicense',
  'quiltSueOther',
  'news',
  'financing',
]

const topText = (page) => current(page).innerText()

async function openCompany(page, server, pid) {
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${pid}`)
  await current(page).locator('.dim-grid__cell').first().waitFor()
}

/** A company from the hot list with records in at least 10 dimensions. */
async function findRichCompany(page, server) {
  await page.goto(`${server.base}/#/pages/index/index`)
  await current(page).locator('.home__hot-item').first().waitFor()
  const n = await current(page).locator('.home__hot-item').count()
  for (let i = 0; i < n; i++) {
    await page.goto(`${server.base}/#/pages/index/index`)
    await current(page).locator('.home__hot-item').nth(i).waitFor()
    await current(page).locator('.home__hot-item').nth(i).click()
    await current(page).locator('.dim-grid__cell').first().waitFor()
    const filled = await current(page).locator('.dim-grid__cell:not(.is-empty)').count()
    const pid = decodeURIComponent((page.url().match(/pid=([^&]+)/) || [])[1] || '')
    if (filled >= 10 && pid) return { pid, filled, name: (await current(page).locator('.company-head__name').innerText()).trim() }
  }
  throw new Error('no company of the hot list has records in 10 dimensions')
}

async function walkFiveDimensions({ page, server }) {
  const company = await findRichCompany(page, server)
  await pause(500)
  await current(page)
    .locator('.dim-grid')
    .evaluate((el) => el.scrollIntoView())
  await shot(page, 'dim-profile-grid')
  const cells = await current(page)
    .locator('.dim-grid__cell:not(.is-empty)')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-dim')))
  const walk = WALK.filter((k) => cells.includes(k)).slice(0, 5)
  expect(walk.length === 5, `only ${walk.length} walkable dimensions with records (${cells.join(',')})`)
  let partyFollowed = false
  for (const key of walk) {
    await openCompany(page, server, company.pid)
    const cell = current(page).locator(`.dim-grid__cell[data-dim="${key}"]:not(.is-empty)`)
    await cell.waitFor()
    const count = Number((await cell.locator('.dim-grid__count').innerText()).trim())
    await cell.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await cell.click()
    const row = current(page).locator('.record-row').first()
    await row.waitFor()
    const total = (await current(page).locator('.record-list__total').innerText()).replace(/\D/g, '')
    expect(Number(total) === count, `${key}: list total ${total} differs from the profile count ${count}`)
    const owner = await current(page).locator('.dim-page__owner').innerText()
    expect(owner.trim() === company.name, `${key}: list names ${owner} instead of ${company.name}`)
    await shot(page, `dim-list-${key}`)
    const heading = (await row.locator('.record-row__title').innerText()).trim()
    await row.click()
    const detail = current(page).locator('.record-detail')
    await detail.waitFor()
    const text = await topText(page)
    expect(text.includes(heading), `${key}: the record page does not show "${heading}"`)
    expect(/数据来源：.+ · 采集于 \d{4}-\d{2}-\d{2}/.test(text), `${key}: no source and capture date`)
    expect(/当前|历史/.test(await detail.locator('.record-detail__tags').innerText()), `${key}: no 当前/历史`)
    await shot(page, `dim-detail-${key}`)
    if (!partyFollowed) {
      const links = current(page).locator('.record-party__name.is-link')
      const m = await links.count()
      for (let i = 0; i < m; i++) {
        const name = (await links.nth(i).innerText()).trim()
        if (name === company.name) continue
        await links.nth(i).click()
        await page.waitForFunction((n) => {
          const el = [...document.querySelectorAll('.company-head__name')].pop()
          return el && el.textContent.trim() === n && location.hash.includes('pagesFilter/detail/detail')
        }, name)
        await shot(page, 'dim-party-company')
        partyFollowed = true
        break
      }
    }
  }
  expect(partyFollowed, 'no record of the five had a party linked to another company')
}

async function filterAndPageAList({ page, server }) {
  const company = await findRichCompany(page, server)
  // the richest legal list of the company: filter by role and time, then the 历史 tab
  await page.goto(`${server.base}/#/pagesLaw/judgmentDocuments/judgmentDocuments?pid=${company.pid}`)
  await current(page).locator('.record-list__total').waitFor()
  const allCount = async () =>
    Number((await current(page).locator('.record-tabs__tab').first().locator('.record-tabs__count').innerText()).trim())
  const all = await allCount()
  await current(page).locator('.dropdown__entry').nth(2).click()
  await current(page).locator('.record-filter__option').first().waitFor()
  await shot(page, 'dim-filter-role')
  await current(page).locator('.record-filter__option', { hasText: '被告' }).click()
  await pause(800)
  const defendant = await allCount()
  expect(defendant <= all, `被告 filter gives ${defendant} of ${all}`)
  await current(page).locator('.dropdown__entry').nth(0).click()
  await current(page).locator('.record-filter__option', { hasText: '10年以上' }).click()
  await pause(800)
  const txt = await topText(page)
  expect(txt.includes('暂无数据～') || /共 \d+ 条/.test(txt), 'the filtered list shows neither records nor 暂无数据～')
  await shot(page, 'dim-filtered')
}

module.exports = [
  ['dimensions: five lists and records of a rich company, a party opened', walkFiveDimensions],
  ['dimensions: role and time filters on a list', filterAndPageAList],
]
