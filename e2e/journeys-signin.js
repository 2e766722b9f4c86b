// Sign-in journeys: one-click at launch, scan login across two browsers, 4036 after a second login.
const { openPhone, shot, pause, current, expect, hashHas, passwordLogin } = require('./lib')

async function oneClickAtLaunch({ page, server }) {
  await page.goto(`${server.base}/#/pages/index/index`)
  const sheet = page.locator('.oc-sheet')
  await sheet.waitFor()
  await shot(page, 'signin-one-click-sheet')
  // the button refuses until the terms box is ticked
  await sheet.locator('.oc-sheet__btn').first().click()
  await page.getByText('请先阅读并同意《用户协议》和《隐私政策》').first().waitFor()
  await pause(2100)
  expect(!page.url().includes('invitationCode'), 'logged in without the terms ticked')
  await sheet.locator('.oc-terms__box').click()
  await sheet.locator('.oc-sheet__btn').first().click()
  await page.getByText('登录成功~').first().waitFor()
  await hashHas(page, 'pagesUser/publicize/invitationCode')
  expect(page.url().includes('type=1'), `invitation page without type=1: ${page.url()}`)
  await current(page).getByText('欢迎加入云企查').waitFor()
  await shot(page, 'signin-invitation-code')
  const input = current(page).locator('input').first()
  await input.fill('NOPE99')
  await current(page).locator('.invite-btn').click()
  await current(page).getByText('邀请码不存在，请核对后重新输入').waitFor()
  await input.fill('YQC2026')
  await current(page).locator('.invite-btn').click()
  await hashHas(page, 'pages/index/index')
  // signed in now: the sheet is gone and 我的 shows the one-click number
  await page.goto(`${server.base}/#/pages/mine/mine`)
  await current(page).getByText('137****1234').first().waitFor()
}

async function scanLoginAcrossBrowsers({ page, server }) {
  const other = await openPhone()
  try {
    // the waiting browser: phone login → 扫码登录 → QR code
    const waiting = other.page
    await waiting.goto(`${server.base}/#/pagesLogin/phoneLogin/phoneLogin`)
    await current(waiting).getByText('扫码登录').first().click()
    const qr = current(waiting).locator('.scan-qr')
    await qr.locator('.scan-qr__img').first().waitFor()
    await waiting.waitForFunction(() => (document.querySelector('.scan-qr')?.getAttribute('data-ticket-url') || '').includes('ticket='))
    const url = await qr.getAttribute('data-ticket-url')
    await shot(waiting, 'signin-scan-qr')

    // the signed-in phone opens the ticket link, sees the device, confirms
    await passwordLogin(page, server.base)
    // a fresh document: a hash change on a live page can mount the target page twice
    await page.goto('about:blank')
    await page.goto(url)
    await current(page).getByText('请求登录').first().waitFor()
    await waiting.getByText('已扫码，请在手机上确认登录').first().waitFor()
    await shot(page, 'signin-scan-confirm')
    const t0 = Date.now()
    await current(page).getByText('确认登录').click()
    await waiting.getByText('登录成功~').first().waitFor({ timeout: 3000 })
    const ms = Date.now() - t0
    expect(ms < 1500, `the waiting browser got its token after ${ms} ms`)
    console.log(`    scan → token on the waiting browser: ${ms} ms`)
    await hashHas(waiting, 'pages/index/index')
    await current(page).getByText('已确认登录').waitFor()
    // both browsers are signed in
    await waiting.goto('about:blank')
    await waiting.goto(`${server.base}/#/pages/mine/mine`)
    await current(waiting).getByText('138****8000').first().waitFor()
  } finally {
    await other.context.close()
  }
}

async function secondLoginTurnsFirstInto4036({ page, server }) {
  await passwordLogin(page, server.base)
  await page.goto(`${server.base}/#/pagesUser/accountSet/accountSet`)
  await current(page).locator('.device__tag--current').first().waitFor()
  await shot(page, 'signin-account-set')
  const other = await openPhone()
  try {
    await passwordLogin(other.page, server.base)
  } finally {
    await other.context.close()
  }
  // the first browser's next call answers 4036
  await page.reload()
  await page.getByText('账号异常：您的账号已在其他设备登录，请重新登录').first().waitFor()
  await shot(page, 'signin-4036')
  expect((await page.getByText('取消').count()) > 0, 'the 4036 dialog has no cancel button')
  await page.getByText('确定').last().click()
  await hashHas(page, 'pagesLogin/phoneLogin')
}

module.exports = [
  ['a new user at launch signs in with one click and lands on the invitation page', oneClickAtLaunch],
  ['scan login: a signed-in browser confirms the QR code of another, which gets its token within a second', scanLoginAcrossBrowsers],
  ['signing in on a second browser turns the first into the 4036 dialog', secondLoginTurnsFirstInto4036],
]
