// The money path in a browser: a visitor runs out of scans, signs in, buys VIP on the local WeChat Pay page and comes
// back with the raised quota. It runs on a server of its own: a visitor is also counted by address, and every journey
// comes from 127.0.0.1.
const { startServer, shot, pause, current, expect, hashHas } = require('./lib')

function companies(dir, n) {
  const Database = require('better-sqlite3')
  const db = new Database(require('node:path').join(dir, 'app.db'), { readonly: true })
  try {
    return db
      .prepare('SELECT pid FROM companies ORDER BY id LIMIT ?')
      .all(n)
      .map((r) => r.pid)
  } finally {
    db.close()
  }
}

async function smsSignIn(page, server, phone) {
  const phoneInput = current(page).locator('input').first()
  await phoneInput.waitFor()
  await phoneInput.fill(phone)
  await current(page).locator('.agreement__box').click()
  await current(page).getByText('获取验证码').first().click()
  await hashHas(page, 'pagesLogin/code')
  let code = ''
  for (let i = 0; i < 50 && !code; i++) {
    const m = server.log().match(new RegExp(`\\[SMS\\] phone=${phone} scene=login code=(\\d{6})`))
    if (m) code = m[1]
    else await pause(100)
  }
  expect(code, 'no SMS code in the server log')
  await page.locator('input.code-input').fill(code)
}

async function visitorBuysVip({ page }) {
  const server = await startServer()
  try {
    const pids = companies(server.dir, 8)
    // a visitor scans until the quota mask stops them
    let masked = false
    for (const pid of pids) {
      await page.goto(`${server.base}/#/pagesScan/scan/scan?pid=${pid}`)
      await current(page).locator('.scan-head__name, .quota-mask').first().waitFor()
      if (await current(page).locator('.quota-mask').count()) {
        masked = true
        break
      }
    }
    expect(masked, 'the visitor was never stopped by the quota')
    await shot(page, 'quota-mask-visitor')
    await current(page).locator('.quota-mask__btn', { hasText: '去登录' }).click()
    await hashHas(page, 'pagesLogin/phoneLogin')
    await smsSignIn(page, server, '13955550001')
    await page.waitForFunction(() => !location.hash.includes('pagesLogin'))

    // 我的 → the membership strip → 会员中心
    await page.goto(`${server.base}/#/pages/mine/mine`)
    const strip = current(page).locator('[data-testid=mine-member]')
    await strip.waitFor()
    expect((await strip.innerText()).includes('企业扫描'), 'the membership strip shows no counts')
    await strip.click()
    await hashHas(page, 'pagesUser/memberCenter')
    const buy = current(page).locator('[data-testid=mc-buy]')
    await buy.waitFor()
    await current(page).locator('[data-testid=offer-vip_month]').click()
    expect((await current(page).locator('[data-testid=mc-coupon]').innerText()).includes('减 ¥10'), 'the first-order coupon is not applied')
    await shot(page, 'member-center')
    await buy.click()
    // a desktop browser gets the QR code; the demo run also offers its local pay page
    const local = current(page).locator('[data-testid=mc-local-pay]')
    await local.waitFor()
    await shot(page, 'member-qr')
    const [payPage] = await Promise.all([page.context().waitForEvent('page'), local.click()])
    await payPage.getByText('确认支付').waitFor()
    expect((await payPage.content()).includes('29.00'), 'the pay page does not ask for the discounted amount')
    await payPage.getByText('确认支付').click()
    await payPage.close()
    await current(page).getByText('开通成功').waitFor({ timeout: 20000 })
    await shot(page, 'member-paid')

    // the raised quota applies at once, without signing in again
    await page.goto(`${server.base}/#/pages/mine/mine`)
    await current(page).locator('[data-testid=mine-member]', { hasText: 'VIP会员' }).waitFor()
    expect((await strip.innerText()).includes('/200'), 'the quota was not raised to the VIP level')
    await page.goto(`${server.base}/#/pagesScan/scan/scan?pid=${pids[pids.length - 1]}`)
    await current(page).locator('.scan-head__name').waitFor()

    // the order, paid, with the coupon
    await page.goto(`${server.base}/#/pagesUser/myOrder/myOrder/myOrder`)
    const card = current(page).locator('[data-testid=order-card]').first()
    await card.waitFor()
    const text = await card.innerText()
    expect(text.includes('已支付') && text.includes('¥29') && text.includes('新用户首单立减券'), `the order reads: ${text}`)
    await shot(page, 'my-orders')
  } finally {
    await server.stop()
  }
}

module.exports = [['a visitor runs out of scans, signs in, buys VIP on the local pay page and scans again', visitorBuysVip]]
