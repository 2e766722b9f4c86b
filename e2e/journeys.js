// The browser journeys: what a user does on a 390×844 phone, against the built H5 and a real server.
const { shot, pause, current, expect, smsCodeFromLog } = require('./lib')

async function searchOpenCompanyAndLegalRep({ page, server }) {
  // a phone may resize the window while only the splash is on screen (browser bars, rotation): the page must
  // still lay out once, at the viewport's size, and not move when the app draws over it
  await page.addInitScript(() => {
    window.__yqcShift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__yqcShift += e.value
    }).observe({ type: 'layout-shift', buffered: true })
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      window.dispatchEvent(new Event('resize'))
      window.__yqcRootOnResize = getComputedStyle(document.documentElement).fontSize
    })
  })
  await page.goto(`${server.base}/#/pages/index/index`)
  const hot = current(page).locator('.home__hot-item').first()
  await hot.waitFor()
  const hotText = (await hot.innerText()).trim()
  await pause(500)
  const rootFont = await page.evaluate(() => [window.__yqcRootOnResize, getComputedStyle(document.documentElement).fontSize])
  expect(
    rootFont.every((f) => f === '20.8px'),
    `root font size ${rootFont.join(' then ')}, not 40px × 390 / 750 throughout`,
  )
  const shift = await page.evaluate(() => window.__yqcShift)
  expect(shift < 0.02, `the home page moved while loading (layout shift ${shift.toFixed(3)})`)
  await shot(page, 'home')
  // a 2-character fragment from the middle of a real company name
  const mid = Math.max(0, Math.floor(hotText.length / 2) - 1)
  const fragment = hotText.slice(mid, mid + 2)
  await current(page).locator('.home__search').click()
  const input = current(page).locator('input.search-bar__input')
  await input.waitFor()
  await input.fill(fragment)
  const first = current(page).locator('.company-card').first()
  await first.waitFor()
  const name = (await first.locator('.company-card__name').innerText()).trim()
  expect(name.includes(fragment), `first hit "${name}" does not contain "${fragment}"`)
  expect((await first.locator('.hl').count()) > 0, 'the match is not highlighted')
  await shot(page, 'search-results')
  await first.click()
  const title = current(page).locator('.company-head__name')
  await title.waitFor()
  expect((await title.innerText()).trim() === name, 'profile opened for another company')
  await current(page).locator('.dim-grid__cell').first().waitFor()
  await shot(page, 'company-profile')
  const legal = current(page).locator('.company-head__facts .fact__value--link')
  const legalName = (await legal.innerText()).trim()
  await legal.click()
  await page.waitForFunction((n) => {
    const pages = [...document.querySelectorAll('.taro_page')].filter(
      (p) => p.offsetParent !== null || getComputedStyle(p).display !== 'none',
    )
    const top = pages[pages.length - 1]
    return top && location.hash.includes('pagesCheckPersonnel') && top.innerText.includes(n) && top.innerText.includes('法定代表人')
  }, legalName)
  await shot(page, 'person-detail')
}

async function filterByProvinceAndCity({ page, server }) {
  await page.goto(`${server.base}/#/pagesFilter/filter/filter`)
  const apply = current(page).locator('.f-bottom__apply')
  await apply.waitFor()
  await page.waitForFunction(() => /查看 \d+ 家企业/.test(document.querySelector('.f-bottom__apply')?.textContent || ''))
  const before = Number((await apply.innerText()).match(/\d+/)[0])
  await current(page).locator('.f-region').click()
  await current(page).locator('.f-cascade__item', { hasText: '广东省' }).click()
  await current(page).locator('.f-cascade__item', { hasText: '深圳市' }).click()
  await page.waitForFunction((b) => {
    const m = (document.querySelector('.f-bottom__apply')?.textContent || '').match(/查看 (\d+) 家企业/)
    return m && Number(m[1]) < b && Number(m[1]) > 0
  }, before)
  const count = Number((await apply.innerText()).match(/\d+/)[0])
  await shot(page, 'filter')
  await apply.click()
  const cards = current(page).locator('.company-card')
  await cards.first().waitFor()
  const total = (await current(page).locator('.filter-result__total').innerText()).replace(/\D/g, '')
  expect(Number(total) === count, `results total ${total} differs from the count shown before applying (${count})`)
  const regions = await cards.locator('.company-card__region').allInnerTexts()
  expect(
    regions.length > 0 && regions.every((r) => r.includes('广东省') && r.includes('深圳市')),
    `a result outside 广东省 深圳市: ${regions.join(' | ')}`,
  )
  await shot(page, 'filter-results')
}

async function signInWithSmsCodeAndLandBack({ page, server }) {
  const phone = '13912345678'
  await page.goto(`${server.base}/#/pages/mine/mine`)
  await current(page).getByText('登录/注册').first().click()
  await page.waitForFunction(() => location.hash.includes('pagesLogin/phoneLogin') && location.hash.includes('redirect'))
  const phoneInput = current(page).locator('input').first()
  await phoneInput.fill(phone)
  await current(page).locator('.agreement__box').click()
  await shot(page, 'phone-login')
  await current(page).getByText('获取验证码').first().click()
  await page.waitForFunction(() => location.hash.includes('pagesLogin/code'))
  await page.locator('input.code-input').fill(await smsCodeFromLog(server, phone))
  await page.waitForFunction(() => location.hash.includes('pages/mine/mine'))
  await current(page).getByText('139****5678').first().waitFor()
  await shot(page, 'mine-signed-in')
}

module.exports = [
  ['search a 2-character fragment → open the company → open its legal representative', searchOpenCompanyAndLegalRep],
  ['filter by a province and a city; the count shown before applying matches the results', filterByProvinceAndCity],
  ['sign in with the SMS code from the server log and land back on 我的', signInWithSmsCodeAndLandBack],
]
