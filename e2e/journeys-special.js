// Browser journeys of the special pages: the legal overview, one case across its stages, the ownership tree.
const path = require('node:path')
const Database = require('better-sqlite3')
const { shot, current, expect } = require('./lib')

/** Picks demo companies straight from the server's database (read-only). */
function pick(server) {
  const db = new Database(path.join(server.dir, 'app.db'), { readonly: true, fileMustExist: true })
  try {
    // the company whose cases pass through the most stages (one case number, several judicial dimensions)
    const withCases = db
      .prepare(
        `
      SELECT c.pid FROM records r JOIN companies c ON c.id = r.company_id
      WHERE r.dimension IN ('caseFiling','courtSession','judgmentDocument','executor','finalCase','dishonestExecutor','restrictHighConsumption')
        AND r.ref_no IS NOT NULL
      GROUP BY c.pid ORDER BY COUNT(*) DESC LIMIT 1`,
      )
      .get()
    // a company whose company shareholder has shareholders of its own (a second level to expand)
    const withChain = db
      .prepare(
        `
      SELECT c.pid FROM ownership o1 JOIN ownership o2 ON o2.investee_id = o1.investor_id JOIN companies c ON c.id = o1.investee_id
      LIMIT 1`,
      )
      .get()
    const withInsured = db
      .prepare(
        `
      SELECT c.pid FROM records r JOIN companies c ON c.id = r.company_id WHERE r.dimension = 'insured'
      GROUP BY c.pid HAVING COUNT(*) >= 4 LIMIT 1`,
      )
      .get()
    // two companies with a natural person holding shares in both
    const pair = db
      .prepare(
        `
      SELECT c1.pid AS a, c2.pid AS b FROM roles x JOIN roles y ON y.person_id = x.person_id AND y.company_id <> x.company_id
      JOIN companies c1 ON c1.id = x.company_id JOIN companies c2 ON c2.id = y.company_id
      WHERE x.role = 'shareholder' AND y.role = 'shareholder' AND x.to_date IS NULL AND y.to_date IS NULL LIMIT 1`,
      )
      .get()
    const copyright = db.prepare(`SELECT title FROM records WHERE dimension = 'softwareCopyright' LIMIT 1`).get()
    return { casePid: withCases.pid, chainPid: withChain.pid, insuredPid: withInsured.pid, pair, copyrightTitle: copyright.title }
  } finally {
    db.close()
  }
}

async function openCaseAcrossItsStages({ page, server }) {
  const { casePid } = pick(server)
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${casePid}`)
  const entries = current(page).locator('.company-entries')
  await entries.waitFor()
  await shot(page, 'special-profile-entries')
  await entries.getByText('法律诉讼').click()
  await current(page).locator('.law-index__total').waitFor()
  await current(page).locator('.bar-chart__bar').first().waitFor()
  const total = Number(await current(page).locator('.law-index__total').innerText())
  expect(total > 0, 'the legal overview shows no records for a company with cases')
  expect((await current(page).locator('.hbar-chart__row').count()) > 0, 'no chart by role')
  await shot(page, 'special-law-index')
  await current(page).getByText('查看全部司法案件（按案件串联各审理阶段）').click()
  const cards = current(page).locator('.case-card')
  await cards.first().waitFor()
  await shot(page, 'special-all-case')
  // the case with the most stages
  const counts = await cards.evaluateAll((els) => els.map((e) => e.querySelectorAll('.case-card__chip').length))
  const best = counts.indexOf(Math.max(...counts))
  const refText = await cards.nth(best).locator('.sp-item__value').first().innerText()
  await cards.nth(best).click()
  const items = current(page).locator('.case-tl__item')
  await items.first().waitFor()
  const stages = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-stage')))
  expect(stages.length >= 2, `the case shows ${stages.length} stage(s)`)
  // the legal order of a case's stages (CASE_STAGE_ORDER in contract/domain/dimensions.ts)
  const order = ['立案', '公告', '开庭', '裁判', '执行', '失信', '限高', '终本', '其他']
  const ranks = stages.map((s) => order.indexOf(s))
  expect(
    ranks.every((r, i) => i === 0 || r >= ranks[i - 1]),
    `stages out of order: ${stages.join(' → ')}`,
  )
  expect((await current(page).locator('.case-detail__refno').innerText()).trim() === refText.trim(), 'opened another case')
  await shot(page, 'special-case-detail')
  await items.last().scrollIntoViewIfNeeded()
  await shot(page, 'special-case-detail-end')
  await current(page).getByText('查看当事人关系图').click()
  await current(page).locator('.rel-graph__node').first().waitFor()
  expect((await current(page).locator('.rel-graph__node').count()) >= 2, 'the relationship graph has fewer than two parties')
  await shot(page, 'special-relationship')
}

async function expandEquityChain({ page, server }) {
  const { chainPid } = pick(server)
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${chainPid}`)
  const entries = current(page).locator('.company-entries')
  await entries.waitFor()
  await entries.getByText('股权穿透').click()
  const rows = current(page).locator('.own-tree__row')
  await rows.first().waitFor()
  const before = await rows.count()
  await shot(page, 'special-equity-chain')
  const toggle = current(page).locator('.own-tree__toggle:not(.is-leaf)').first()
  await toggle.click()
  await page.waitForFunction((n) => {
    const pages = [...document.querySelectorAll('.taro_page')]
    const top = pages[pages.length - 1]
    return top && top.querySelectorAll('.own-tree__row').length > n
  }, before)
  const deeper = await current(page).locator('.own-tree__row[data-depth="1"]').count()
  expect(deeper > 0, 'expanding a node showed no deeper level')
  await shot(page, 'special-equity-chain-expanded')
  await current(page).getByText('全部收起').click()
  await page.waitForFunction((n) => {
    const pages = [...document.querySelectorAll('.taro_page')]
    const top = pages[pages.length - 1]
    return top && top.querySelectorAll('.own-tree__row').length === n
  }, before)
}

/** The other special pages with real data: each shows what it promises on a phone. */
async function specialPagesOnAPhone({ page, server }) {
  const { casePid, chainPid, insuredPid, pair, copyrightTitle } = pick(server)
  const open = async (hash, selector, name) => {
    await page.goto(`${server.base}/#/${hash}`)
    await current(page).locator(selector).first().waitFor()
    await shot(page, name)
  }
  // a footprint for 浏览足迹
  await open(`pagesFilter/detail/detail?pid=${casePid}`, '.company-entries', 'special-profile')
  await open(`pagesBasic/insured/insured?pid=${insuredPid}`, '.bar-chart__bar', 'special-insured')
  const heights = await current(page)
    .locator('.bar-chart__bar')
    .evaluateAll((els) => els.map((e) => parseFloat(e.style.height)))
  expect(heights.length >= 4 && Math.max(...heights) === 100, `insured bars: ${heights.join(',')}`)
  await open(`pagesBasic/basicInfo/basicInfo?pid=${casePid}`, '.reg-table__row', 'special-basic-info')
  expect((await current(page).locator('.reg-table__row').count()) === 18, 'registration table incomplete')
  await open(
    `pagesDetail/chartDetail/chartDetail?pid=${casePid}&dimension=caseFiling`,
    // months without filings draw no bar; wait for one that has some
    '.chart-detail__months .bar-chart__bar:not([data-value="0"])',
    'special-chart-detail',
  )
  await open(`pagesBasic/inverChain/inverChain?pid=${chainPid}`, '.own-tree__root', 'special-inver-chain')
  await open(
    `pagesBasic/joinShareholderInfo/joinShareholderInfo?pid=${pair.a}&otherPid=${pair.b}`,
    '.join-row',
    'special-join-shareholders',
  )
  await open('pagesQuery/copyright/copyrightSearch?type=rj', '.cr-search__input', 'special-copyright-idle')
  await current(page).locator('input.cr-search__input').fill(copyrightTitle.slice(0, 4))
  await current(page).locator('.cr-item').first().waitFor()
  await shot(page, 'special-copyright-search')
  await current(page).locator('.cr-item').first().click()
  await current(page).locator('.record-detail').waitFor()
  await shot(page, 'special-copyright-detail')
  await open('pagesQuery/queryList/queryList', '.query-hot__item', 'special-query-list')
  await open('pagesQuery/browseHistor/browseHistor', '.browse-item', 'special-browse-history')
}

module.exports = [
  ['open a company → 法律诉讼 → all cases → a case across its stages → its parties', openCaseAcrossItsStages],
  ['open a company → 股权穿透 → expand a level and collapse it', expandEquityChain],
  ['open a company → special pages with real data on a phone', specialPagesOnAPhone],
]
