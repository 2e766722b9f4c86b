// 订阅 in a browser: a search of the advanced filter subscribed from its results is in 我的订阅, switched off, deleted;
// a keyword subscribed from the search results hears of a company of that name the change feed registers the next day,
// in 搜索订阅 and in 消息中心.
const { applyFeedFile, current, expect, hashHas, shot, smsSignIn, withDb } = require('./lib')

/** The rows of 我的订阅 on the shown page: [id, kind, switched on]. */
const rowsOf = (page) =>
  current(page)
    .locator('[data-testid=ms-item]')
    .evaluateAll((els) =>
      els.map((e) => [
        e.getAttribute('data-id'),
        e.getAttribute('data-kind'),
        e.querySelector('[data-testid=ms-switch]')?.getAttribute('aria-checked'),
      ]),
    )

async function searchSubscribedOffAndDeleted({ page, server }) {
  // a new account: nothing monitored, so no digest row, and 我的订阅 starts empty whatever other journeys did
  await page.goto(`${server.base}/#/pagesUser/mySubscribe/mySubscribe`)
  await hashHas(page, 'pagesLogin/phoneLogin/phoneLogin')
  await smsSignIn(page, server, '13700009922')
  await hashHas(page, 'pagesUser/mySubscribe/mySubscribe')
  await current(page).locator('[data-testid=ms-empty-add]').waitFor()

  // 高级搜索: 存续 companies; their results offer 订阅此搜索
  await page.goto(`${server.base}/#/pagesFilter/filter/filter`)
  const filter = current(page)
  await filter
    .locator('.f-chip', { hasText: /^存续$/ })
    .first()
    .click()
  await page.waitForFunction(() => /查看 \d+ 家企业/.test(document.querySelector('.f-bottom__apply')?.textContent || ''))
  await filter.locator('.f-bottom__apply').click()
  await hashHas(page, 'pagesFilter/filterpage/filterpage')
  const results = current(page)
  const subscribe = results.locator('[data-testid=fr-subscribe]')
  await subscribe.waitFor()
  const saved = page.waitForResponse((r) => r.url().includes('/subscriptions/search/save'))
  await subscribe.click()
  const body = await (await saved).json()
  expect(body.code === '0000', `订阅此搜索 answered ${body.code} ${body.msg}`)
  const id = String(body.data.id)
  expect(body.data.title === '存续', `the subscription is named ${body.data.title}`)
  await results.getByText('已订阅 ›').waitFor()
  await shot(page, 'subscriptions-results')

  // 已订阅 › leads to 高级搜索订阅, which holds it
  await results.getByText('已订阅 ›').click()
  await hashHas(page, 'pagesFilter/subscribe/subscribe')
  await current(page).locator(`[data-testid=ms-item][data-id="${id}"]`).waitFor()
  await shot(page, 'subscriptions-filters')

  // 我的 → 我的订阅 lists it with when it was made
  await page.goto(`${server.base}/#/pages/mine/mine`)
  await current(page).getByText('我的订阅', { exact: true }).click()
  await hashHas(page, 'pagesUser/mySubscribe/mySubscribe')
  const row = current(page).locator(`[data-testid=ms-item][data-id="${id}"][data-kind=search]`)
  await row.waitFor()
  const text = await row.innerText()
  expect(text.includes('搜索订阅') && text.includes('存续'), `the row reads ${text}`)
  expect(/创建于 .+ · 暂无推送/.test(text), `the row's times read ${text}`)
  await shot(page, 'subscriptions-list')

  // switched off: the server keeps it off after a reload
  const toggled = page.waitForResponse((r) => r.url().includes('/subscriptions/toggle'))
  await row.locator('[data-testid=ms-switch]').click()
  expect((await (await toggled).json()).data.enabled === false, 'the switch did not turn it off')
  await page.reload()
  await current(page).locator(`[data-testid=ms-item][data-id="${id}"]`).waitFor()
  const off = (await rowsOf(page)).find((r) => r[0] === id)
  expect(off && off[2] === 'false', `after a reload the subscription reads ${JSON.stringify(off)}`)
  await shot(page, 'subscriptions-off')

  // deleted after confirming
  await current(page).locator(`[data-testid=ms-item][data-id="${id}"] [data-testid=ms-remove]`).click()
  await page.getByText('删除后不再提醒', { exact: false }).waitFor()
  await shot(page, 'subscriptions-delete')
  const removed = page.waitForResponse((r) => r.url().includes('/subscriptions/remove'))
  await page.locator('.taro-modal__foot:visible').getByText('删除', { exact: true }).click()
  expect((await (await removed).json()).data.removed === 1, 'the subscription was not deleted')
  await page.waitForFunction((sid) => {
    const pages = [...document.querySelectorAll('.taro_page:not(.taro_page_shade)')]
    const last = pages[pages.length - 1]
    return last && !last.querySelector(`[data-testid=ms-item][data-id="${sid}"][data-kind=search]`)
  }, id)
  await shot(page, 'subscriptions-deleted')

  // 暂无订阅 offers the ways to add one: judicial pushes switch on from here
  await current(page).locator('[data-testid=ms-empty-add]').click()
  await current(page).locator('[data-testid=ms-add-panel]').waitFor()
  await shot(page, 'subscriptions-add')
  const judicial = page.waitForResponse((r) => r.url().includes('/subscriptions/toggle'))
  await current(page).locator('[data-testid=ms-add-judicial]').click()
  expect((await (await judicial).json()).data.kind === 'judicial', 'judicial pushes were not switched on')
  await current(page).locator('[data-testid=ms-item][data-kind=judicial]').waitFor()
  await shot(page, 'subscriptions-judicial')

  // 订阅消息 on H5 explains WeChat and offers the message centre
  await page.goto(`${server.base}/#/pagesUser/subscribe/subscribe`)
  await current(page).locator('[data-testid=sb-h5-hint]').waitFor()
  await current(page).locator('[data-testid=sb-row]').first().waitFor()
  await shot(page, 'subscriptions-notices')
}

/** A company with a brand (its name's distinctive word), a few down the list. */
const aBrand = (dir) =>
  withDb(dir, (db) => db.prepare("SELECT brand, region_code FROM companies WHERE brand <> '' ORDER BY id LIMIT 1 OFFSET 40").get())

const DAY = 86_400_000
const chinaDay = (ms) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)

async function keywordSubscribedAndNewCompany({ page, context, server }) {
  const { brand, region_code: regionCode } = aBrand(server.dir)
  await page.goto(`${server.base}/#/pagesQuery/subscribe/subscribe`)
  await hashHas(page, 'pagesLogin/phoneLogin/phoneLogin')
  await smsSignIn(page, server, '13700009923')
  await hashHas(page, 'pagesQuery/subscribe/subscribe')
  await current(page).getByText('暂无数据～').waitFor()
  await shot(page, 'saved-queries-empty')

  // the search results offer 订阅 for the keyword
  await page.goto(`${server.base}/#/pagesIndex/search/search?keyword=${encodeURIComponent(brand)}`)
  const sub = current(page).locator('[data-testid=search-subscribe]')
  await sub.waitFor()
  const saved = page.waitForResponse((r) => r.url().includes('/subscriptions/search/save'))
  await sub.click()
  const body = await (await saved).json()
  expect(body.code === '0000', `订阅 answered ${body.code} ${body.msg}`)
  await current(page).getByText('已订阅 ›').click()
  await hashHas(page, 'pagesQuery/subscribe/subscribe')
  const row = current(page).locator(`[data-testid=ms-item][data-id="${body.data.id}"]`)
  await row.waitFor()
  expect(!(await row.innerText()).includes('家新企业'), 'a new subscription already counts new companies')

  // the next day a company of that name is registered: pulled down, the list counts it as new
  try {
    await server.moveClock(DAY)
    // the phone's clock is the next day too (requests are signed with the time)
    await context.addInitScript((ms) => {
      const real = Date.now.bind(Date)
      Date.now = () => real() + ms
    }, DAY)
    const registered = applyFeedFile(server.dir, [
      {
        type: 'company',
        pid: 'e2e-saved-query-1',
        name: `${brand}新设分公司`,
        brand,
        status: '存续',
        regionCode,
        industryCode: 'I',
        established: chinaDay(Date.now() + DAY),
        regCapital: 100,
      },
    ])
    expect(registered.ok && registered.messages >= 1, `the feed told nobody: ${JSON.stringify(registered)}`)
    await page.reload()
    await current(page).locator(`[data-testid=ms-item][data-id="${body.data.id}"]`).getByText('1 家新企业').waitFor()
    await shot(page, 'saved-queries-new')

    // 消息中心 tells of it too, and the message leads to 我的订阅
    await page.goto(`${server.base}/#/pagesMonitore/message/message`)
    const message = current(page).getByText('订阅新增1家企业').first()
    await message.waitFor()
    await shot(page, 'saved-queries-message')
    await message.click()
    await hashHas(page, 'pagesUser/mySubscribe/mySubscribe')
    await page.goto(`${server.base}/#/pagesQuery/subscribe/subscribe`)
    await hashHas(page, 'pagesQuery/subscribe/subscribe')
    await current(page).locator(`[data-testid=ms-item][data-id="${body.data.id}"]`).getByText('1 家新企业').waitFor()

    // opened: the search of the keyword; back, it is no longer new
    await current(page).locator(`[data-testid=ms-item][data-id="${body.data.id}"] .ms-item__title`).click()
    await hashHas(page, 'pagesIndex/search/search')
    await page.goBack()
    await hashHas(page, 'pagesQuery/subscribe/subscribe')
    await page.waitForFunction((sid) => {
      const rows = [...document.querySelectorAll(`.taro_page:not(.taro_page_shade) [data-testid=ms-item][data-id="${sid}"]`)]
      return rows.length > 0 && !rows[rows.length - 1].textContent.includes('家新企业')
    }, String(body.data.id))
  } finally {
    await server.moveClock(0)
  }
}

module.exports = [
  ['subscriptions: a search subscribed from its results is in 我的订阅, switched off and deleted', searchSubscribedOffAndDeleted],
  [
    'subscriptions: a keyword subscribed from the search results, a company of that name registered the next day, seen in 搜索订阅',
    keywordSubscribedAndNewCompany,
  ],
]
