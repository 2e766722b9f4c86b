// Monitoring journeys: add a company to monitoring from its profile, apply a change feed with the
// server's feed CLI, see the badge and the message arrive on the 动态 tab without reload, open it, mark all read.
const path = require('node:path')
const { spawnSync } = require('node:child_process')
const { shot, pause, current, expect, hashHas, passwordLogin, firstCompany } = require('./lib')

const root = path.join(__dirname, '..')

/** Applies one day of generated changes to the journey server's database with the feed CLI (another process). */
function applyFeed(dir) {
  const r = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      path.join(root, 'server', 'src', 'monitor', 'feed-cli.ts'),
      '--days',
      '1',
      '--per-day',
      '80',
      '--apply',
      '--db',
      path.join(dir, 'app.db'),
    ],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    },
  )
  if (r.status !== 0) throw new Error(`feed CLI failed: ${r.stderr || r.stdout}`)
  return r.stdout.trim()
}

const badge = (page) => current(page).locator('.tab-bar__badge')

/** Waits until the visible page's badge number (0 without a badge) passes `ok`. */
async function waitBadge(page, ok, what, timeout = 10000) {
  const end = Date.now() + timeout
  let n = 0
  for (;;) {
    n = (await badge(page).count()) ? Number(await badge(page).first().innerText()) : 0
    if (ok(n)) return n
    if (Date.now() > end) throw new Error(`timed out waiting for ${what} (badge ${n})`)
    await pause(100)
  }
}

async function monitorFeedPushRead({ page, server }) {
  await passwordLogin(page, server.base)
  const company = firstCompany(server.dir)

  // the profile's 监控 button adds it in one tap
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${company.pid}`)
  const btn = current(page).locator('[data-testid="monitor-btn"]')
  await btn.waitFor()
  await page.waitForFunction(() => !!document.querySelector('.taro_page:last-child [data-testid="monitor-btn"]'))
  if ((await btn.innerText()).includes('+ 监控')) {
    await btn.click()
    await page.getByText('已加入监控（默认分组）').first().waitFor()
  }
  await current(page).getByText('已监控').waitFor()
  await shot(page, 'monitor-profile-button')

  // the 动态 tab: monitoring something, nothing new yet
  await page.goto(`${server.base}/#/pages/trends/trends`)
  await current(page).locator('.trends-summary').waitFor()
  await pause(1500) // the push socket opens
  const before = (await badge(page).count()) ? Number(await badge(page).innerText()) : 0
  const firstBefore = await current(page).locator('.mon-dyn').count()

  // a change feed applied by another process: the message arrives without reload
  const t0 = Date.now()
  const out = applyFeed(server.dir)
  console.log(`    feed: ${out.split('\n').pop()}`)
  const applied = Date.now()
  await waitBadge(page, (n) => n > before, 'the badge to grow after the feed', 15000)
  const ms = Date.now() - applied
  console.log(`    feed applied (${applied - t0} ms) → badge on the 动态 tab: ${ms} ms`)
  await current(page).locator('.mon-dyn.is-unread').first().waitFor()
  const unread = Number(await badge(page).innerText())
  expect(unread > before, `badge did not grow: ${before} → ${unread}`)
  expect((await current(page).locator('.mon-dyn').count()) > firstBefore, 'no new dynamic in the timeline')
  await shot(page, 'monitor-trends-pushed')

  // open the newest message: its detail with the explanation; the badge goes down by one
  const title = await current(page).locator('.mon-dyn.is-unread .mon-dyn__title').first().innerText()
  await current(page).locator('.mon-dyn.is-unread').first().click()
  await hashHas(page, 'pagesTrends/businessDetail')
  await current(page).getByText('风险解读').waitFor()
  await current(page).getByText(title).first().waitFor()
  await shot(page, 'monitor-business-detail')
  await page.goBack()
  await hashHas(page, 'pages/trends/trends')
  await waitBadge(page, (n) => n === unread - 1, `badge ${unread - 1} after opening one`)

  // the message list: mark all read, the badge disappears
  await current(page).locator('[data-testid="trends-unread"]').click()
  await hashHas(page, 'pagesMonitore/message')
  await current(page).locator('.mon-dyn.is-unread').first().waitFor()
  await shot(page, 'monitor-messages')
  await current(page).locator('[data-testid="read-all"]').click()
  await current(page).getByText('未读 0 条').waitFor()
  // the pushed unread count can reach the page a moment before the answer to 全部已读 itself
  const allRead = await page
    .waitForFunction(
      () => {
        const pages = [...document.querySelectorAll('.taro_page:not(.taro_page_shade)')]
        return pages[pages.length - 1]?.querySelectorAll('.mon-dyn.is-unread').length === 0
      },
      null,
      { timeout: 5000 },
    )
    .then(
      () => true,
      () => false,
    )
  expect(allRead, 'unread messages left after 全部已读')
  await page.goBack()
  await hashHas(page, 'pages/trends/trends')
  await pause(500)
  expect((await badge(page).count()) === 0, 'the tab badge stayed after 全部已读')
  await shot(page, 'monitor-trends-read')
}

async function monitorPagesTour({ page, server }) {
  await passwordLogin(page, server.base)
  await page.goto(`${server.base}/#/pagesMonitore/monitoreIndex/monitoreIndex`)
  await current(page).getByText('今日动态').first().waitFor()
  await shot(page, 'monitor-index')
  await page.goto(`${server.base}/#/pagesMonitore/monitoreGroup/monitoreGroup`)
  await current(page).getByText('默认分组').first().waitFor()
  const name = `旅程${Date.now() % 10000}`
  await current(page).locator('.mg-create input').fill(name)
  await current(page).locator('[data-testid="group-create"]').click()
  await current(page).locator(`.mg-row[data-group="${name}"]`).waitFor()
  await shot(page, 'monitor-groups')
  await page.goto(`${server.base}/#/pagesMonitore/monitoreList/monitoreList`)
  await current(page).locator('.mon-list-bar').waitFor()
  await shot(page, 'monitor-list')
  await page.goto(`${server.base}/#/pagesMonitore/messageTrend/messageTrend`)
  await current(page).getByText('动态数量').first().waitFor()
  await shot(page, 'monitor-message-trend')
  await page.goto(`${server.base}/#/pagesUser/notifySet/notifySet`)
  await current(page).getByText('免打扰').first().waitFor()
  await shot(page, 'monitor-notify-set')
  await page.goto(`${server.base}/#/pagesTrends/addmonitor/addmonitor`)
  await current(page).locator('.mon-search input').fill('科技')
  await current(page).locator('.add-monitor__hit').first().waitFor()
  await current(page).getByText('自定义维度').click()
  await current(page).locator('[data-testid="dimension-picker"]').waitFor()
  await shot(page, 'monitor-add')
}

module.exports = [
  ['monitoring: add from the profile, a feed pushes a message to the 动态 tab without reload, open it, mark all read', monitorFeedPushRead],
  ['monitoring pages: home, groups, list, trend chart, push settings, add with dimensions', monitorPagesTour],
]
