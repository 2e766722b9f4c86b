// Account cancellation in a browser: the demo user asks for it with the SMS code of the account's phone, a sign-in
// during the cooling-off withdraws it (and says so), it is asked for again, and once the cooling-off has passed the old
// password is refused. It runs on a server of its own, whose clock it moves forward seven days.
const { startServer, openPhone, current, expect, hashHas, landedOn, passwordLogin, smsCodeFromLog, shot, DEMO } = require('./lib')

const DAY_MS = 86_400_000

/** yyyy-mm-dd hh:mm of an instant in the browser's (the machine's) local time, as the page writes it. */
function localMinute(ms) {
  const d = new Date(ms)
  const p = (n) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`
}

/** From 隐私管理 through 注销须知 to a request confirmed with the code sent to the account's phone. */
async function askForCancellation(page, server, clockMs = 0, shots = false) {
  await page.goto(`${server.base}/#/pagesUser/privacyManage/privacyManage/privacyManage`)
  await current(page).locator('[data-testid=pv-cancel]').click()
  await hashHas(page, 'accountCancel/accountCancelTip')
  const apply = current(page).locator('[data-testid=tip-apply]')
  await apply.waitFor()
  if (shots) await shot(page, 'account-cancel-tip')
  await current(page).getByText('我已阅读并同意《注销须知》').click()
  await apply.click()
  await hashHas(page, 'accountCancel/accountCancel/accountCancel')
  if (shots) await shot(page, 'account-cancel-form')
  await current(page).locator('[data-testid=cancel-send]').click()
  const sent = page.getByText('验证码已发送至 138****8000')
  await sent.waitFor()
  await current(page)
    .locator('.pv-code input')
    .fill(await smsCodeFromLog(server, DEMO.phone, 'cancel'))
  const asked = Date.now() + clockMs
  await current(page).locator('[data-testid=cancel-submit]').click()
  await page.getByText('确认注销账号？').waitFor()
  await page.getByText('确认注销', { exact: true }).last().click()
  const effective = current(page).locator('[data-testid=cancel-effective]')
  await effective.waitFor()
  const text = await effective.innerText()
  // the minute may turn between the click and the server's answer
  const expected = [asked, asked + 60_000].map((t) => `注销申请已提交，将于 ${localMinute(t + 7 * DAY_MS)} 生效`)
  expect(expected.includes(text), `the pending request reads "${text}", not "${expected[0]}"`)
  await sent.waitFor({ state: 'hidden' })
}

/** The password page filled with the demo account and sent; resolves with the answer of the sign-in call. */
async function passwordSignIn(page, base) {
  await page.goto(`${base}/#/pagesLogin/pwdLogin/pwdLogin`)
  const inputs = current(page).locator('input')
  await inputs.first().waitFor()
  await inputs.nth(0).fill(DEMO.phone)
  await inputs.nth(1).fill(DEMO.password)
  await current(page).locator('.agreement__box').click()
  const answer = page.waitForResponse((r) => r.url().includes('/sso/pwd/login'))
  await current(page).locator('.login-btn').click()
  return (await answer).json()
}

async function cancelAfterCoolingOff({ page }) {
  const server = await startServer()
  try {
    await passwordLogin(page, server.base)
    await askForCancellation(page, server, 0, true)
    await shot(page, 'account-cancel-pending')

    // another browser signs in during the cooling-off: the request is withdrawn, and the user is told
    const b = await openPhone()
    try {
      const signedIn = await passwordSignIn(b.page, server.base)
      expect(signedIn.data && signedIn.data.cancelWithdrawn === true, 'the sign-in did not say it withdrew the request')
      await b.page.getByText('已撤销注销申请').first().waitFor()
      await shot(b.page, 'account-cancel-withdrawn-by-signin')
      await hashHas(b.page, 'pages/index/index')
      // asked for again (a new code only after the minute between codes)
      await server.moveClock(61_000)
      await b.context.addInitScript(() => {
        const real = Date.now.bind(Date)
        Date.now = () => real() + 61_000
      })
      await b.page.reload()
      await landedOn(b.page, 'pages/index/index')
      await askForCancellation(b.page, server, 61_000)
    } finally {
      await b.context.close()
    }

    // seven days and two minutes later the old password no longer signs in
    const later = 7 * DAY_MS + 120_000
    await server.moveClock(later)
    const c = await openPhone()
    try {
      await c.context.addInitScript((ms) => {
        const real = Date.now.bind(Date)
        Date.now = () => real() + ms
      }, later)
      const p = c.page
      const body = await passwordSignIn(p, server.base)
      expect(body.code === '4007', `the old password answered ${body.code} ${body.msg}`)
      await p.getByText('该账号已注销，如需继续使用，请通过短信验证码注册新账号').waitFor()
      expect(p.url().includes('pagesLogin/pwdLogin'), 'the refused sign-in left the password page')
      await shot(p, 'account-cancel-refused')
    } finally {
      await c.context.close()
    }
  } finally {
    await server.stop()
  }
}

module.exports = [
  [
    'account cancellation: asked for with the SMS code, withdrawn by a sign-in, asked again, and after 7 days the old password is refused',
    cancelAfterCoolingOff,
  ],
]
