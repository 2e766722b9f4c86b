// 财产线索 in a browser: from the home page's services a debtor is searched and its clues counted by kind; monitoring it
// asks for the sign-in, then a change feed applied by another process (the feed CLI) brings a tender the debtor won,
// which shows in 线索监控 as a new, unread clue with its amount, and in the message centre; the monitored debtor is
// related to the user's own case, and the settings open.
const { applyFeedFile, current, expect, hashHas, shot, smsSignIn, firstCompany, openService } = require('./lib')

async function clueAppearsAfterFeed({ page, server }) {
  const debtor = firstCompany(server.dir)
  await openService(page, server.base, '财产线索', 'pagesScenario/propertyClues/home/index')
  await current(page).getByText('可查的线索类型').waitFor()
  await shot(page, 'property-clues-home')

  await current(page).locator('[data-testid=pcl-open-search]').click()
  await hashHas(page, 'pagesScenario/propertyClues/home/search')
  await current(page).locator('input[data-testid=debtor-search]').fill(debtor.name)
  const hit = current(page).locator('[data-testid=debtor-hit]', { hasText: debtor.name }).first()
  await hit.waitFor()
  await shot(page, 'property-clues-search')
  const summarised = page.waitForResponse((r) => r.url().includes('/propertyClues/summary'))
  await hit.click()
  await hashHas(page, `pagesScenario/propertyClues/home/result?debtorKind=company&debtorId=${debtor.pid}`)
  const before = (await (await summarised).json()).data
  expect(before.count === before.kinds.reduce((n, k) => n + k.count, 0), 'the kinds do not add up to the total')
  const result = current(page)
  await result.locator('[data-testid=pcl-count]').getByText(String(before.count)).waitFor()
  if (before.count) await result.locator('[data-testid=clue-row]').first().waitFor()
  await shot(page, 'property-clues-result')

  // monitoring asks a visitor to sign in, then back on the debtor
  await result.locator('[data-testid=pcl-monitor]').click()
  await hashHas(page, 'pagesLogin/phoneLogin/phoneLogin')
  await smsSignIn(page, server, '13700007711')
  await hashHas(page, 'pagesScenario/propertyClues/home/result')
  const monitored = page.waitForResponse((r) => r.url().includes('/propertyClues/monitor'))
  await current(page).locator('[data-testid=pcl-monitor]').click()
  expect((await (await monitored).json()).code === '0000', 'the debtor was not monitored')
  await current(page).locator('[data-testid=pcl-monitor]').getByText('已监控').waitFor()

  await page.goto(`${server.base}/#/pagesScenario/propertyClues/clueMonitor/index`)
  await current(page).getByText('暂无数据～ 监控的债务人出现新线索时会显示在这里').waitFor()

  // a tender the debtor won arrives with the change feed, twice: one clue, one message
  const tender = {
    type: 'record',
    dimension: 'tender',
    pid: debtor.pid,
    date: '2026-11-20',
    title: '城北道路改造工程中标公告',
    refNo: 'ZB2026-CLUE-E2E',
    amount: 368,
    detail: { noticeType: '中标公告', purchaser: '城北区住房和城乡建设局' },
  }
  const first = applyFeedFile(server.dir, [tender])
  expect(first.ok && first.messages >= 1, `the feed made no message: ${JSON.stringify(first)}`)
  const second = applyFeedFile(server.dir, [tender])
  expect(second.ok && second.messages === 0, `the same feed made messages again: ${JSON.stringify(second)}`)

  const listed = page.waitForResponse((r) => r.url().includes('/propertyClues/alerts'))
  await page.reload()
  const alerts = (await (await listed).json()).data
  expect(alerts.total === 1 && alerts.unread === 1, `expected one new clue, got ${JSON.stringify(alerts).slice(0, 300)}`)
  const monitor = current(page)
  await monitor.getByText('城北道路改造工程中标公告').waitFor()
  await monitor.getByText('368万元').waitFor()
  await monitor.locator('[data-testid=pcl-alerts-summary]').getByText('共 1 条新线索 · 1 条未读').waitFor()
  await shot(page, 'property-clues-monitor')

  // the message centre has it too
  await page.goto(`${server.base}/#/pagesMonitore/message/message`)
  await current(page).getByText('新增财产线索：中标项目').first().waitFor()
  await shot(page, 'property-clues-message')

  // the monitored debtor, related to the user's own case
  await page.goto(`${server.base}/#/pagesScenario/propertyClues/monitorlist/index`)
  const list = current(page)
  await list.locator('[data-testid=debtor-row]', { hasText: debtor.name }).waitFor()
  await list.getByText('新 1').waitFor()
  await list.locator('[data-testid=pcl-relate]').first().click()
  await hashHas(page, 'pagesScenario/propertyClues/monitorlist/addPropertyRelate')
  const form = current(page)
  await form.locator('input[data-testid=pcl-case-no]').fill('（2026）浙0106民初2468号')
  const related = page.waitForResponse((r) => r.url().includes('/propertyClues/relate'))
  await form.locator('[data-testid=pcl-relate-save]').click()
  expect((await (await related).json()).data.caseNo === '（2026）浙0106民初2468号', 'the case was not related')
  await hashHas(page, 'pagesScenario/propertyClues/monitorlist/index')
  await current(page).getByText('关联案件：（2026）浙0106民初2468号').waitFor()
  await shot(page, 'property-clues-monitorlist')

  await page.goto(`${server.base}/#/pagesScenario/propertyClues/mine/setting`)
  await current(page).locator('[data-testid=pcl-kind-tender]').waitFor()
  await shot(page, 'property-clues-setting')
  await page.goto(`${server.base}/#/pagesScenario/propertyClues/mine/index`)
  await current(page).getByText('1 个 ›').first().waitFor()
  await shot(page, 'property-clues-mine')
}

module.exports = [
  ['propertyClues: a debtor searched, monitored after sign-in, a feed brings a won tender as a new clue and message', clueAppearsAfterFeed],
]
