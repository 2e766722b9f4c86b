// 人脉 in a browser: a new user's empty 人脉雷达 asks for the company; with the company on the profile the radar lists its
// people with why they are linked, and monitoring another company of one of them ranks that person first (同时担任);
// 加入人脉 saves the boss as a contact, which is edited (bad input refused, a company linked through 添加企业) and then
// found in 我的联系人.
const { current, expect, firstCompany, hashHas, shot, smsSignIn } = require('./lib')

const field = (page, key) => current(page).locator(`[data-testid=field-${key}]`)

async function radarBossContact({ page, server }) {
  const company = firstCompany(server.dir)

  // signed out, 人脉雷达 asks for the sign-in and comes back to it
  await page.goto(`${server.base}/#/pagesUser/connections/radar/radar`)
  await hashHas(page, 'pagesLogin/phoneLogin/phoneLogin')
  await smsSignIn(page, server, '13700008811')
  await hashHas(page, 'pagesUser/connections/radar/radar')

  // no company on the profile and nothing monitored: the radar says why it is empty and offers to fill the company
  await current(page)
    .getByText(/请先填写你所在的公司/)
    .waitFor()
  await shot(page, 'connections-empty')
  await current(page).locator('[data-testid=fill-company]').click()
  await hashHas(page, 'pagesUser/userInfoEdit/userInfoEdit')
  await current(page).locator('input').nth(0).fill(company.name)
  await current(page).locator('[data-testid=edit-save]').click()

  // back on the radar: the company's people, most connected first, with the companies and roles that link them
  await hashHas(page, 'pagesUser/connections/radar/radar')
  await current(page).locator('[data-testid=radar-basis]').getByText(company.name).waitFor()
  const people = current(page).locator('[data-testid=radar-person]')
  await people.first().waitFor()
  const reason = await current(page).locator('[data-testid=radar-reason]').first().innerText()
  expect(reason.includes(company.name), `the first person's link does not name the company: ${reason}`)
  await shot(page, 'connections-radar-own')

  // the first person's other company is monitored from its profile: on the radar the person now links two companies
  const name = (await people.first().locator('.cn-person__name').innerText()).trim()
  await people.first().click()
  await hashHas(page, 'pagesUser/connections/bossDetails/bossDetails')
  await current(page).locator('[data-testid=boss-name]').getByText(name).waitFor()
  const other = current(page).locator('[data-testid=boss-company]').filter({ hasNotText: company.name }).first()
  await other.waitFor()
  await shot(page, 'connections-boss')
  const otherName = (await other.locator('.cn-company__name').innerText()).trim()
  await other.click()
  await hashHas(page, 'pagesFilter/detail/detail')
  const btn = current(page).locator('[data-testid="monitor-btn"]')
  await btn.waitFor()
  await page.waitForFunction(() => !!document.querySelector('.taro_page:last-child [data-testid="monitor-btn"]'))
  await btn.click()
  await current(page).getByText('已监控').waitFor()

  await page.goto(`${server.base}/#/pagesUser/connections/radar/radar`)
  await current(page).locator('[data-testid=radar-basis]').getByText('监控企业：1 家').waitFor()
  await people.first().waitFor()
  const top = await people.first().innerText()
  expect(top.includes(name) && top.includes('关联 2 家企业'), `the person linking both companies is not first: ${top}`)
  const both = await current(page).locator('[data-testid=radar-reason]').first().innerText()
  expect(both.startsWith('同时担任') && both.includes(otherName), `the link does not name both companies: ${both}`)
  await shot(page, 'connections-radar')

  // 监控企业 and 我的企业 filter the sources
  const monitored = page.waitForResponse((r) => r.url().includes('/connections/radar') && r.url().includes('source=monitor'))
  await current(page).locator('[data-testid=source-monitor]').click()
  const fromMonitored = (await (await monitored).json()).data.list
  expect(
    fromMonitored.every((p) => p.links.every((l) => l.origins.includes('monitor'))),
    'the 监控企业 tab lists a link to a company not monitored',
  )
  await people.filter({ hasText: otherName }).first().waitFor()
  await shot(page, 'connections-radar-monitor')
  await current(page).locator('[data-testid=source-all]').click()
  await people.first().waitFor()

  // 老板详情 → 加入人脉
  await people.first().click()
  await hashHas(page, 'pagesUser/connections/bossDetails/bossDetails')
  await current(page)
    .locator('[data-testid=boss-reason]')
    .getByText(/同时担任/)
    .waitFor()
  const created = page.waitForResponse((r) => r.url().includes('/connections/contact/create'))
  await current(page).locator('[data-testid=boss-save]').click()
  const body = await (await created).json()
  expect(body.code === '0000' && body.data.name === name && body.data.personId, `加入人脉 failed: ${JSON.stringify(body)}`)
  await current(page).locator('[data-testid=open-contact]').click()

  // 联系人详情 → 编辑
  await hashHas(page, 'pagesUser/connections/contactsDetails/contactsDetails')
  await current(page).locator('[data-testid=contact-name]').getByText(name).waitFor()
  await current(page).locator('[data-testid=contact-edit]').click()
  await hashHas(page, 'pagesUser/connections/contactsedit/contactsedit')
  await field(page, 'phone').waitFor()
  await field(page, 'phone').fill('1391234')
  await field(page, 'email').fill('boss@')
  await current(page).locator('[data-testid=contact-save]').click()
  await current(page).locator('[data-testid=error-phone]').getByText('请输入正确的手机号或座机号，如 13912345678 或 010-62345678').waitFor()
  await current(page).locator('[data-testid=error-email]').getByText('请输入正确的邮箱，如 name@example.com').waitFor()
  await shot(page, 'connections-edit-errors')
  await field(page, 'phone').fill('13912345678')
  await field(page, 'email').fill('boss@example.com')
  await field(page, 'wechat').fill('boss_wechat')
  await field(page, 'tag').fill('重要客户')
  await current(page).locator('[data-testid=tag-add]').click()
  await field(page, 'note').locator('textarea').fill('在年会上认识，负责采购')

  // 添加企业: a company picked from the search is linked to the contact
  await current(page).locator('[data-testid=pick-company]').click()
  await hashHas(page, 'pagesUser/connections/enterpriseAdd/enterpriseAdd')
  const searched = page.waitForResponse((r) => r.url().includes('/middle/entPersonSearch'))
  await current(page).locator('[data-testid=enterprise-search]').fill(Array.from(company.name).slice(0, 6).join(''))
  await searched
  const hit = current(page).locator('[data-testid=enterprise-hit]').filter({ hasText: company.name }).first()
  await hit.waitFor()
  await shot(page, 'connections-enterprise')
  await hit.click()
  await hashHas(page, 'pagesUser/connections/contactsedit/contactsedit')
  await current(page).locator('[data-testid=company-linked]').waitFor()
  await shot(page, 'connections-edit')
  const updated = page.waitForResponse((r) => r.url().includes('/connections/contact/update'))
  await current(page).locator('[data-testid=contact-save]').click()
  const saved = await (await updated).json()
  expect(saved.code === '0000' && saved.data.pid === company.pid && saved.data.tags[0] === '重要客户', JSON.stringify(saved))

  // back on 联系人详情 with the changes
  await hashHas(page, 'pagesUser/connections/contactsDetails/contactsDetails')
  await current(page).locator('[data-testid=row-phone]').getByText('13912345678').waitFor()
  await current(page).locator('[data-testid=row-tags]').getByText('重要客户').waitFor()
  await shot(page, 'connections-contact')

  // 我的联系人 lists it
  await page.goto(`${server.base}/#/pagesUser/connections/radar/radar`)
  await current(page).locator('[data-testid=tab-contacts]').click()
  const item = current(page).locator('[data-testid=contact-item]').filter({ hasText: name })
  await item.first().waitFor()
  expect((await item.first().innerText()).includes('13912345678'), 'the list does not show the phone')
  await shot(page, 'connections-contacts')
}

module.exports = [
  ['connections: the radar asks for the company, lists its people, a boss is saved as a contact, edited and listed', radarBossContact],
]
