// 推广邀请 in a browser: the demo account reads its own code on 邀请好友; a new user opens what its QR code opens
// on another phone, signs up by SMS and enters it; the demo account then sees the friend in 邀请记录, the reward in
// 奖励记录 and 奖励明细, and a later membership end on 我的; the friend has the invitation coupon in 优惠券.
const { openPhone, shot, current, expect, hashHas, passwordLogin, smsCodeFromLog } = require('./lib')

// 我的 shows the end in the browser's local time, which is this machine's
const localYmd = (ms) => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

async function friendJoinsWithTheCode({ page, server }) {
  await passwordLogin(page, server.base)
  await page.goto(`${server.base}/#/pages/mine/mine`)
  await current(page).getByText('开通会员，解锁更多扫描、监控与导出').waitFor()
  await current(page).getByText('邀请好友').first().click()
  await hashHas(page, 'pagesUser/publicize/publicize')
  const codeText = current(page).locator('.pz-code__text')
  await codeText.waitFor()
  const code = (await codeText.textContent()).trim()
  expect(/^[A-Z2-9]{6,8}$/.test(code), `an own code looks like this: ${code}`)
  await current(page).locator('.pz-qr__image').first().waitFor()
  await current(page).getByText('每个自然月最多获得10次奖励', { exact: false }).waitFor()
  await shot(page, 'invite-publicize')
  await current(page).locator('.pz-btn', { hasText: '生成邀请海报' }).click()
  await current(page).locator('.pz-sheet__image').first().waitFor()
  await shot(page, 'invite-poster')
  await current(page).locator('.pz-btn', { hasText: '关闭' }).click()

  // the friend, on another phone, opens what the QR code opens (填写邀请码 with the code filled in), signs up by SMS
  // on the way and comes back to it
  const phone = `1377${String(Date.now()).slice(-7)}`
  const other = await openPhone()
  try {
    const p = other.page
    await p.goto(`${server.base}/#/pagesUser/publicize/invitationCode?code=${code}`)
    await hashHas(p, 'pagesLogin/phoneLogin')
    const phoneInput = current(p).locator('input').first()
    await phoneInput.waitFor()
    await phoneInput.fill(phone)
    await current(p).locator('.agreement__box').click()
    await current(p).getByText('获取验证码').first().click()
    await hashHas(p, 'pagesLogin/code')
    await p.locator('input.code-input').fill(await smsCodeFromLog(server, phone))
    await hashHas(p, 'pagesUser/publicize/invitationCode')
    const input = current(p).locator('input').first()
    await input.waitFor()
    expect((await input.inputValue()) === code, `the code is filled in: ${await input.inputValue()}`)
    await current(p).locator('.invite-btn').click()
    await p.getByText('邀请码已生效', { exact: false }).first().waitFor()
    await p.goto(`${server.base}/#/pagesUser/coupon/coupon`)
    await current(p).getByText('邀请奖励券').first().waitFor()
  } finally {
    await other.context.close()
  }

  const masked = `${phone.slice(0, 3)}****${phone.slice(-4)}`
  await page.goto(`${server.base}/#/pagesUser/publicize/publicizeRecord`)
  await current(page).getByText(masked, { exact: false }).first().waitFor()
  await current(page).getByText('共邀请 1 位好友').waitFor()
  await shot(page, 'invite-records')

  await page.goto(`${server.base}/#/pagesUser/publicize/rewardRecord`)
  const row = current(page).locator('.ir-item').first()
  await row.getByText('+7天').waitFor()
  await row.getByText('已到账').waitFor()
  await shot(page, 'invite-reward-record')
  await row.click()
  await hashHas(page, 'pagesUser/publicize/detailed')
  await current(page).getByText('7天VIP会员').waitFor()
  await shot(page, 'invite-reward-detail')

  const end = localYmd(Date.now() + 7 * 86_400_000)
  await page.goto(`${server.base}/#/pages/mine/mine`)
  await current(page).getByText(`${end} 到期`, { exact: false }).first().waitFor()
}

module.exports = [['invite: a friend joins with the demo account’s code; both see what it earned', friendJoinsWithTheCode]]
