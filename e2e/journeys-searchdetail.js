// 搜索详情 and 奖励流水 in a browser. A hot search tapped on the search page opens what it is (a brand or a company),
// the company it stands for, its companies and related searches; a related search opens its own page and a company
// its profile. A new user who joins with an invitation code finds the invitation coupon in 奖励流水, reached from 邀请好友.
const { current, expect, hashHas, pause, shot, smsCodeFromLog } = require('./lib')

async function hotSearchDetail({ page, server }) {
  await page.goto(`${server.base}/#/pagesIndex/search/search`)
  const hot = current(page).locator('.hot-list__item').first()
  await hot.waitFor()
  const word = (await hot.locator('.hot-list__text').innerText()).trim()
  await hot.click()
  await hashHas(page, 'pagesIndex/detail/detail')
  const head = current(page).locator('[data-testid=sd-head]')
  await head.getByText(word, { exact: true }).waitFor()
  const kind = (await current(page).locator('[data-testid=sd-kind]').innerText()).trim()
  expect(['品牌', '企业'].includes(kind), `a hot search is a brand or a company: ${kind}`)
  const summary = await current(page).locator('[data-testid=sd-summary]').innerText()
  expect(summary.includes(word), `the summary names the word: ${summary}`)
  // the company it stands for, then the other matches
  const companies = current(page).locator('.company-card')
  await companies.first().waitFor()
  await shot(page, 'search-detail')

  // a related search opens its own page
  const related = current(page).locator('.sd-related__chip').first()
  await related.waitFor()
  const other = (await related.innerText()).trim()
  await related.click()
  await page.waitForFunction((w) => decodeURIComponent(location.hash).includes(`keyword=${w}`), other)
  await current(page).locator('[data-testid=sd-head]').getByText(other, { exact: true }).waitFor()
  await shot(page, 'search-detail-related')

  // a company opens its profile
  const first = current(page).locator('.company-card').first()
  await first.waitFor()
  await first.click()
  await hashHas(page, 'pagesFilter/detail/detail')
}

async function couponInRewardFlow({ page, server }) {
  const phone = `1376${String(Date.now()).slice(-7)}`
  await page.goto(`${server.base}/#/pagesUser/publicize/invitationCode?code=YQC2026`)
  await hashHas(page, 'pagesLogin/phoneLogin')
  const phoneInput = current(page).locator('input').first()
  await phoneInput.waitFor()
  await phoneInput.fill(phone)
  await current(page).locator('.agreement__box').click()
  await current(page).getByText('获取验证码').first().click()
  await hashHas(page, 'pagesLogin/code')
  await page.locator('input.code-input').fill(await smsCodeFromLog(server, phone))
  await hashHas(page, 'pagesUser/publicize/invitationCode')
  await current(page).locator('.invite-btn').click()
  await page.getByText('邀请码已生效', { exact: false }).first().waitFor()
  // the page leaves by itself once the code is taken
  await pause(1500)

  await page.goto(`${server.base}/#/pagesUser/publicize/publicize`)
  await current(page).locator('[data-testid=pz-code]').waitFor()
  await current(page).locator('[data-testid=pz-flow]').click()
  await hashHas(page, 'pagesUser/publicize/flow')
  const entry = current(page).locator('[data-testid=rf-entry]').first()
  await entry.waitFor()
  const text = await entry.innerText()
  expect(text.includes('获得邀请奖励券') && text.includes('+¥20'), `the coupon is not in the ledger: ${text}`)
  await current(page).locator('[data-testid=rf-summary]').getByText('¥20').first().waitFor()
  await shot(page, 'reward-flow')
  await entry.click()
  await hashHas(page, 'pagesUser/coupon/coupon')
}

module.exports = [
  ['search detail: a hot search opens what it is, its companies and related searches', hotSearchDetail],
  ['reward flow: the invitation coupon of a new user in 奖励流水, from 邀请好友', couponInRewardFlow],
]
