// 组织 in a browser: one user creates an organisation and copies its code, a second user joins with it on another
// phone, and the first sees both members and removes the second.
const { current, expect, hashHas, landedOn, openPhone, passwordLogin, shot, smsSignIn } = require('./lib')

const SECOND_PHONE = '13700006666'

/** Signs a new phone in from the phone-login page and waits until it has left the sign-in pages. */
async function newUserSignIn(page, server, phone) {
  await page.goto(`${server.base}/#/pagesLogin/phoneLogin/phoneLogin`)
  await smsSignIn(page, server, phone)
  await landedOn(page, 'pages/index/index')
}

async function createJoinAndRemove({ page, context, server }) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base })
  await passwordLogin(page, server.base)
  await page.goto(`${server.base}/#/pages/mine/mine`)
  await current(page).getByText('我的组织').click()
  await hashHas(page, 'pagesUser/publicize/organizationManage/organizationManage')
  await current(page).getByText('暂无数据～').waitFor()
  await current(page).locator('[data-testid=org-create]').click()
  await current(page).locator('.org-form input').fill('云企查产品部')
  await current(page).locator('[data-testid=org-create-submit]').click()
  await hashHas(page, 'pagesUser/publicize/organizationDetail/organizationDetail')
  const codeEl = current(page).locator('[data-testid=od-code]')
  await codeEl.waitFor()
  const code = (await codeEl.innerText()).trim()
  expect(/^[A-HJKMNP-Z2-9]{8}$/.test(code), `the join code reads ${code}`)
  await current(page).locator('[data-testid=od-copy]').click()
  await page.getByText('组织码已复制').waitFor()
  const copied = await page.evaluate(() => navigator.clipboard.readText().catch(() => ''))
  expect(copied === '' || copied === code, `the clipboard holds ${copied}`)
  await page.goBack()
  await current(page).locator('[data-testid=org-item]').first().waitFor()
  expect((await current(page).locator('[data-testid=org-role]').first().innerText()) === '管理员', 'the creator is not its admin')
  await shot(page, 'organization-manage')

  // a different account on another phone joins with the code
  const other = await openPhone()
  try {
    const p = other.page
    // a cold start of a second browser on a busy machine can be slow
    p.setDefaultTimeout(30000)
    await newUserSignIn(p, server, SECOND_PHONE)
    await p.goto(`${server.base}/#/pagesUser/publicize/joinOrganization/joinOrganization`)
    const input = current(p).locator('.jo-card input')
    await input.waitFor()
    await input.fill('ZZZZ2345')
    await current(p).locator('[data-testid=jo-lookup]').click()
    await current(p).getByText('组织码不存在或已失效，请向管理员确认').waitFor()
    await input.fill(code.toLowerCase())
    await current(p).locator('[data-testid=jo-lookup]').click()
    await current(p).locator('[data-testid=jo-name]').getByText('云企查产品部').waitFor()
    expect((await current(p).locator('[data-testid=jo-count]').innerText()).startsWith('1/50'), 'the member count is not 1')
    await shot(p, 'organization-join')
    await current(p).locator('[data-testid=jo-confirm]').click()
    await hashHas(p, 'pagesUser/publicize/organizationDetail/organizationDetail')
    await current(p).locator('[data-testid=od-member]').nth(1).waitFor()
    expect((await current(p).locator('[data-testid=od-code]').count()) === 0, 'a plain member sees the join code')
  } finally {
    await other.context.close()
  }

  // the admin sees two members and removes the second
  await current(page).locator('[data-testid=org-item]').first().click()
  await hashHas(page, 'pagesUser/publicize/organizationDetail/organizationDetail')
  const members = current(page).locator('[data-testid=od-member]')
  await members.nth(1).waitFor()
  expect((await members.count()) === 2, 'the admin does not see two members')
  expect((await members.nth(1).innerText()).includes('137****6666'), 'the second member’s phone is not masked')
  await shot(page, 'organization-detail')
  await current(page).locator('[data-testid=od-remove]').click()
  await page.getByText('移出组织吗？', { exact: false }).waitFor()
  await page.locator('.taro-modal__foot:visible').getByText('移出', { exact: true }).click()
  await page.getByText('已移出').waitFor()
  await page.waitForFunction(() => {
    const pages = [...document.querySelectorAll('.taro_page:not(.taro_page_shade)')]
    return pages[pages.length - 1]?.querySelectorAll('[data-testid=od-member]').length === 1
  })
}

module.exports = [
  ['organization: created with a code that is copied, joined by a second user on another phone, who is then removed', createJoinAndRemove],
]
