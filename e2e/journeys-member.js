// The money path in a browser: a visitor runs out of scans, signs in, buys VIP on the local WeChat Pay page and comes
// back with the raised quota. It runs on a server of its own: a visitor is also counted by address, and every journey
// comes from 127.0.0.1.
const { startServer, shot, current, expect, hashHas, landedOn, smsSignIn } = require('./lib')

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

/** A unified social credit code whose check character (N) is right; ending in 0 it is wrong. */
const TAX_ID = '91110108MA01ABCDEN'

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
    await landedOn(page)

    // 我的 → the membership strip → 会员中心
    await page.goto(`${server.base}/#/pages/mine/mine`)
    const strip = current(page).locator('[data-testid=mine-member]')
    // the strip shows today's counts once the membership has loaded
    await current(page).locator('[data-testid=mine-member]', { hasText: '企业扫描' }).waitFor()
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

    // a VIP exports a search's results from the header bar and downloads the Excel file
    await page.goto(`${server.base}/#/pagesIndex/search/search?keyword=${encodeURIComponent('科技')}`)
    await current(page).locator('.company-card').first().waitFor()
    await current(page).locator('.header-bar__icon', { hasText: '导出' }).click()
    await hashHas(page, 'pagesDetail/exportData')
    await current(page).locator('[data-testid=export-frequency]', { hasText: '每次最多 2000 条' }).waitFor()
    await current(page).locator('[data-testid=export-start]').click()
    await current(page).locator('[data-testid=export-result]').waitFor()
    await shot(page, 'export-done')
    const [xlsx] = await Promise.all([page.waitForEvent('download'), current(page).locator('[data-testid=export-download]').click()])
    expect(xlsx.suggestedFilename().endsWith('.xlsx'), `the export downloads as ${xlsx.suggestedFilename()}`)
    const zip = require('node:fs').readFileSync(await xlsx.path())
    expect(zip.subarray(0, 2).toString() === 'PK' && zip.length > 1000, 'the export is not an Excel file')
    await page.goto(`${server.base}/#/pagesUser/myDownload/myDownload/myDownload`)
    await current(page).locator('[data-testid=download-item]', { hasText: '可下载' }).first().waitFor()
    await shot(page, 'my-downloads')

    // the order, paid, with the coupon
    await page.goto(`${server.base}/#/pagesUser/myOrder/myOrder/myOrder`)
    const card = current(page).locator('[data-testid=order-card]').first()
    await card.waitFor()
    const text = await card.innerText()
    expect(text.includes('已支付') && text.includes('¥29') && text.includes('新用户首单立减券'), `the order reads: ${text}`)
    await shot(page, 'my-orders')

    // an invoice for it: a new company head (a wrong tax id is refused first), the email, issued, its PDF downloaded
    await card.getByText('开发票').click()
    await hashHas(page, 'pagesUser/myOrder/fillInfo')
    await current(page).getByText('+ 新增发票抬头').click()
    await hashHas(page, 'pagesUser/invoiceHead/invoiceAdd')
    await current(page).locator('input[data-testid=field-name]').fill('北京云企查示范科技有限公司')
    await current(page).locator('input[data-testid=field-taxId]').fill('91110108MA01ABCDE0')
    await current(page).locator('[data-testid=head-save]').click()
    await current(page).getByText('纳税人识别号校验位不正确', { exact: false }).waitFor()
    await current(page).locator('input[data-testid=field-taxId]').fill(TAX_ID)
    await current(page).locator('[data-testid=head-save]').click()
    await hashHas(page, 'pagesUser/myOrder/fillInfo')
    await current(page).locator('[data-testid=pick-head]').first().waitFor()
    await current(page).locator('input[data-testid=field-email]').fill('finance@example.com')
    await current(page).locator('[data-testid=invoice-next]').click()
    await hashHas(page, 'pagesUser/myOrder/confirmInfo')
    await current(page).locator('[data-testid=invoice-submit]').click()
    await current(page).locator('[data-testid=invoice-result]', { hasText: '开票成功' }).waitFor()
    await shot(page, 'invoice-issued')
    const [pdf] = await Promise.all([page.waitForEvent('download'), current(page).getByText('下载发票').click()])
    const head = require('node:fs')
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString()
    expect(head === '%PDF-', `the invoice download is not a PDF (${head})`)

    // a refund of the unused term: confirmed, then the order reads 已退款 and the level is back to free
    await page.goto(`${server.base}/#/pagesUser/myOrder/myOrder/myOrder`)
    await current(page).locator('[data-testid=order-card]').first().getByText('申请退款').click()
    await page.getByText('确认退款').click()
    await current(page).locator('[data-testid=order-card] .mo-state', { hasText: '已退款' }).waitFor()
    await shot(page, 'order-refunded')
    await page.goto(`${server.base}/#/pages/mine/mine`)
    await current(page).locator('[data-testid=mine-member]', { hasText: '开通' }).waitFor()
  } finally {
    await server.stop()
  }
}

/** Makes the signed-in user of `phone` a VIP for 30 days, as a paid order would. */
function makeVip(dir, phone) {
  const Database = require('better-sqlite3')
  const db = new Database(require('node:path').join(dir, 'app.db'))
  try {
    // a grant in the membership ledger and its piece of the timeline, and the level the users row caches
    const { user_id: userId } = db.prepare('SELECT user_id FROM users WHERE phone = ?').get(phone)
    const now = Date.now()
    const end = now + 30 * 86_400_000
    const grant = db
      .prepare(`INSERT INTO member_grants (user_id, source, ref, level, granted_ms, granted_at) VALUES (?, 'operator', ?, 1, ?, ?)`)
      .run(userId, `e2e-${phone}`, end - now, now)
    db.prepare('INSERT INTO member_pieces (grant_id, user_id, level, start_at, end_at) VALUES (?, ?, 1, ?, ?)').run(
      grant.lastInsertRowid,
      userId,
      now,
      end,
    )
    db.prepare('UPDATE users SET member_level = 1, member_expires_at = ? WHERE user_id = ?').run(end, userId)
  } finally {
    db.close()
  }
}

async function vipBuysPhones({ page }) {
  const server = await startServer()
  try {
    const phone = '13955550002'
    await page.goto(`${server.base}/#/pagesLogin/phoneLogin/phoneLogin`)
    await smsSignIn(page, server, phone)
    await landedOn(page)
    makeVip(server.dir, phone)

    // the search's export page offers the contact phones; their quote is priced per company with a number
    await page.goto(`${server.base}/#/pagesIndex/search/search?keyword=${encodeURIComponent('科技')}`)
    await current(page).locator('.company-card').first().waitFor()
    await current(page).locator('.header-bar__icon', { hasText: '导出' }).click()
    await hashHas(page, 'pagesDetail/exportData')
    await current(page).locator('[data-testid=export-phone-link]').click()
    await hashHas(page, 'pagesDetail/exportPhoneData/exportPhoneData')
    const price = current(page).locator('[data-testid=phone-price]')
    await price.waitFor()
    const priceText = await price.innerText()
    expect(/¥0\.10\/家/.test(priceText), `the quote reads: ${priceText}`)
    await current(page).locator('[data-testid=phone-preview]').waitFor()
    expect((await current(page).locator('[data-testid=phone-preview]').innerText()).includes('****'), 'the sample is not masked')
    await shot(page, 'phone-quote')

    // the Pay page: the order's summary, then WeChat Pay's QR code and the local pay page
    await current(page).locator('[data-testid=phone-pay]').click()
    await hashHas(page, 'pagesDetail/exportPhoneData/pay')
    // the price per company comes with the membership, the first-order coupon with the coupons: both before the amount
    await current(page).locator('[data-testid=phone-summary]', { hasText: '¥0.10/家' }).waitFor()
    await current(page).locator('[data-testid=phone-coupon]', { hasText: '新用户首单立减券' }).waitFor()
    const amount = (await current(page).locator('[data-testid=phone-pay-amount]').innerText()).replace(/[^\d.]/g, '')
    await shot(page, 'phone-pay')
    await current(page).locator('[data-testid=phone-confirm]').click()
    const local = current(page).locator('[data-testid=mc-local-pay]')
    await local.waitFor()
    const [payPage] = await Promise.all([page.context().waitForEvent('page'), local.click()])
    await payPage.getByText('确认支付').waitFor()
    expect((await payPage.content()).includes(amount), `the pay page does not ask for ¥${amount}`)
    await payPage.getByText('确认支付').click()
    await payPage.close()

    // paid: the file is made at once and downloads as Excel
    await current(page).locator('[data-testid=phone-paid]').waitFor({ timeout: 20000 })
    await current(page).locator('[data-testid=sheet-download]').waitFor({ timeout: 20000 })
    await shot(page, 'phone-paid')
    const [xlsx] = await Promise.all([page.waitForEvent('download'), current(page).locator('[data-testid=sheet-download]').click()])
    expect(xlsx.suggestedFilename().startsWith('企业电话-'), `the phone export downloads as ${xlsx.suggestedFilename()}`)
    const zip = require('node:fs').readFileSync(await xlsx.path())
    expect(zip.subarray(0, 2).toString() === 'PK' && zip.length > 1000, 'the phone export is not an Excel file')
    // closing the sheet leaves the file on the page
    await current(page).getByText('完成', { exact: true }).click()
    await current(page).locator('[data-testid=export-result]').waitFor()

    // the order is paid, delivered (no refund), its file downloadable from the order list
    await page.goto(`${server.base}/#/pagesUser/myOrder/myOrder/myOrder`)
    const card = current(page).locator('[data-testid=order-card]').first()
    await card.waitFor()
    const text = await card.innerText()
    expect(text.includes('企业电话导出') && text.includes('已支付'), `the order reads: ${text}`)
    expect(!text.includes('申请退款'), 'a delivered phone export offers a refund')
    await card.locator('[data-testid=order-download]').waitFor()
    await shot(page, 'phone-order')

    // 我的下载: the file, without a free re-export
    await page.goto(`${server.base}/#/pagesUser/myDownload/myDownload/myDownload`)
    const item = current(page).locator('[data-testid=download-item]', { hasText: '企业电话' }).first()
    await item.waitFor()
    expect(!(await item.innerText()).includes('重新导出'), 'a phone export offers a free re-export')
  } finally {
    await server.stop()
  }
}

module.exports = [
  [
    'a visitor runs out of scans, signs in, buys VIP on the local pay page, scans again, exports a search to Excel, gets an invoice and a refund',
    visitorBuysVip,
  ],
  ['a VIP exports the contact phones of a search, pays per company on the local pay page and downloads the file', vipBuysPhones],
]
