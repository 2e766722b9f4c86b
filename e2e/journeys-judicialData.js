// 司法案件 in a browser: from the home page's services to the landing page, a party searched by name, its cases listed
// and one opened on its record page; then 我的监控 asks for the sign-in, a party is added and shows in the list, the push
// settings, rules, WeChat notice and 案件监控 open from it; and 信用挖掘 lists companies with their signals.
const { current, expect, hashHas, shot, smsSignIn, openService, withDb } = require('./lib')

/** A company that is a party of court sessions (a few cases, a few down the list). */
function aParty(dir) {
  return withDb(dir, (db) => {
    return db
      .prepare(
        `SELECT c.name, e.record_id AS id, e.ref_no AS refNo FROM case_index e JOIN records r ON r.id = e.record_id
         JOIN companies c ON c.id = r.company_id
         WHERE e.kind = 'courtSession' AND instr(e.parties, c.name) > 0 ORDER BY e.record_id LIMIT 1 OFFSET 5`,
      )
      .get()
  })
}

async function searchPartyOpenCase({ page, server }) {
  const party = aParty(server.dir)
  expect(!!party, 'no court session with a company party in the demo data')
  await openService(page, server.base, '司法案件', 'pagesJudicial/judicialData/index')
  const landing = current(page)
  await landing.locator('[data-testid=jc-kinds]').waitFor()
  await landing.locator('[data-testid=jc-case]').first().waitFor()
  await shot(page, 'judicial-data-landing')

  await landing.locator('input[data-testid=jc-party]').fill(party.name.slice(0, 1))
  await landing.locator('[data-testid=jc-go]').click()
  await landing.getByText('当事人名称不能少于2个字').waitFor()

  await landing.locator('input[data-testid=jc-party]').fill(party.name)
  const searched = page.waitForResponse((r) => r.url().includes('/judicialData/search'))
  await landing.locator('[data-testid=jc-go]').click()
  const answer = await (await searched).json()
  expect(answer.code === '0000' && answer.data.total > 0, `the search answered ${JSON.stringify(answer).slice(0, 200)}`)
  expect(
    answer.data.list.every((c) => c.parties.some((p) => p.name.includes(party.name))),
    'a listed case does not name the party',
  )
  await hashHas(page, 'pagesJudicial/judicialData/list/index')
  const results = current(page)
  await results.locator('[data-testid=jc-case]').first().waitFor()
  await shot(page, 'judicial-data-results')

  const first = answer.data.list[0]
  await results.locator('[data-testid=jc-case]').first().click()
  const target = first.kind === 'courtAnnouncement' ? 'pagesLaw/courtAnnouncement/courtAnnouncement' : 'pagesLaw/caseDetail/caseDetail'
  await hashHas(page, `${target}?id=${first.id}`)
  if (first.refNo) await current(page).getByText(first.refNo).first().waitFor()
  await shot(page, 'judicial-data-case')
}

async function monitorAParty({ page, server }) {
  const party = aParty(server.dir)
  await page.goto(`${server.base}/#/pagesJudicial/judicialData/index`)
  await current(page).locator('[data-testid=jc-entry-mine]').click()
  await hashHas(page, 'pagesLogin/phoneLogin/phoneLogin')
  await smsSignIn(page, server, '13700009933')
  await hashHas(page, 'pagesJudicial/judicialData/mine/index')
  const mine = current(page)
  await mine.getByText('暂无数据～ 添加企业或个人名称开始监控').waitFor()

  await mine.locator('input[data-testid=jc-watch-name]').fill(party.name)
  const added = page.waitForResponse((r) => r.url().includes('/judicialData/parties/add'))
  await mine.locator('[data-testid=jc-watch-add]').click()
  expect((await (await added).json()).code === '0000', 'the party was not added')
  await mine.locator('[data-testid=jc-parties]').getByText(party.name).waitFor()
  await mine.getByText('监控对象（1/50）').waitFor()
  await shot(page, 'judicial-data-mine')

  // adding it again is refused in Chinese, the list keeps one
  await mine.locator('input[data-testid=jc-watch-name]').fill(party.name)
  const again = page.waitForResponse((r) => r.url().includes('/judicialData/parties/add'))
  await mine.locator('[data-testid=jc-watch-add]').click()
  expect((await (await again).json()).msg === '该对象已在监控中', 'a second add was not refused')

  await mine.locator('[data-testid=jc-menu-push]').click()
  await hashHas(page, 'pagesJudicial/judicialData/mine/pushSet')
  const push = current(page)
  const saved = page.waitForResponse((r) => r.url().includes('/judicialData/setting') && r.request().method() === 'POST')
  await push.locator('[data-testid=jc-push-daily]').click()
  expect((await (await saved).json()).data.frequency === 'daily', 'the frequency was not saved')
  await push.getByText('每天推送时间').waitFor()
  await shot(page, 'judicial-data-push')

  await page.goto(`${server.base}/#/pagesJudicial/judicialData/mine/monitorRules`)
  await current(page).getByText('什么算新案件').waitFor()
  await shot(page, 'judicial-data-rules')
  await page.goto(`${server.base}/#/pagesJudicial/judicialData/mine/bindwx`)
  await current(page).locator('[data-testid=jc-wx-state]').waitFor()
  await shot(page, 'judicial-data-wechat')
  await page.goto(`${server.base}/#/pagesJudicial/judicialData/monitor/index`)
  await current(page).getByText('暂无数据～ 监控对象出现新案件时会显示在这里').waitFor()
  await current(page).locator('.jc-chip', { hasText: party.name }).waitFor()
  await shot(page, 'judicial-data-monitor')
}

async function creditDig({ page, server }) {
  await page.goto(`${server.base}/#/pagesJudicial/creditDigData/index`)
  const home = current(page)
  await home.locator('[data-testid=cd-companies]').waitFor()
  await shot(page, 'credit-dig-landing')
  const listed = page.waitForResponse((r) => r.url().includes('/creditDig/search'))
  await home.locator('[data-testid=cd-kind-executor]').click()
  const answer = await (await listed).json()
  expect(answer.code === '0000' && answer.data.total > 0, 'no company with 被执行 in the demo data')
  expect(
    answer.data.list.every((c) => c.signals.some((s) => s.kind === 'executor')),
    'a listed company has no 被执行 signal',
  )
  await hashHas(page, 'pagesJudicial/creditDigData/list/list')
  await current(page).locator('[data-testid=cd-company]').first().waitFor()
  await shot(page, 'credit-dig-list')
  await page.goto(`${server.base}/#/pagesJudicial/creditDigData/search`)
  await current(page).locator('[data-testid=cd-go]').waitFor()
  await shot(page, 'credit-dig-search')
}

module.exports = [
  ['judicialData: home grid 司法案件 → a party searched → its cases → one case opened', searchPartyOpenCase],
  ['judicialData: 我的监控 after sign-in → a party added → push settings, rules, WeChat, 案件监控', monitorAParty],
  ['judicialData: 信用挖掘 → companies with 被执行 and their signals', creditDig],
]
