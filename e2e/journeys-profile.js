// 个人资料 in a browser: a new avatar uploaded from the album with its progress, a new nickname, both shown on 我的.
const fs = require('node:fs')
const path = require('node:path')
const os = require('node:os')
const { current, expect, hashHas, passwordLogin, shot } = require('./lib')

/** A real 64×64 PNG written with the qrcode package (any image the server can read). */
async function pngFile() {
  const file = path.join(os.tmpdir(), `yqc-avatar-${process.pid}.png`)
  await require('qrcode').toFile(file, '云企查', { width: 64, margin: 1 })
  return file
}

async function avatarAndNickname({ page, server }) {
  await passwordLogin(page, server.base)
  await page.goto(`${server.base}/#/pages/mine/mine`)
  await current(page).locator('[data-testid=mine-profile]').click()
  await hashHas(page, 'pagesUser/userInfo/userInfo')
  await current(page).locator('[data-testid=profile-company]').getByText('未填写').waitFor()

  // the avatar: the album opens as a file chooser; the image goes up and is worn at once
  const file = await pngFile()
  const chooser = page.waitForEvent('filechooser')
  await current(page).locator('[data-testid=avatar-picker]').click()
  // a phone browser may first ask 拍摄 or 从相册选择
  const album = page.getByText('从相册选择')
  if (await album.isVisible().catch(() => false)) await album.click()
  const uploaded = page.waitForResponse((r) => r.url().includes('/upload/image'))
  const updated = page.waitForResponse((r) => r.url().includes('/profile/update'))
  await (await chooser).setFiles(file)
  const body = await (await uploaded).json()
  expect(body.code === '0000' && body.data.mime === 'image/png', `the upload answered ${JSON.stringify(body)}`)
  expect((await (await updated).json()).code === '0000', 'the avatar was not set')
  const img = current(page).locator('[data-testid=avatar-picker] img')
  await img.waitFor()
  await page.waitForFunction((el) => el.complete && el.naturalWidth === 64, await img.elementHandle())
  await shot(page, 'profile')

  // the nickname: a phone number is refused as it is typed, a good one is saved
  await current(page).locator('[data-testid=profile-nickname]').click()
  await hashHas(page, 'pagesUser/nicknameSet/nicknameSet')
  const input = current(page).locator('input').first()
  await input.fill('13912345678')
  await current(page).getByText('昵称不能是手机号').waitFor()
  await input.fill('云中行者')
  await current(page).locator('[data-testid=nickname-save]').click()
  await hashHas(page, 'pagesUser/userInfo/userInfo')
  await current(page).locator('[data-testid=profile-name]').getByText('云中行者').waitFor()

  // the work details, with the industry picked from the list
  await current(page).locator('[data-testid=profile-edit]').click()
  await hashHas(page, 'pagesUser/userInfoEdit/userInfoEdit')
  await current(page).locator('input').nth(0).fill('杭州云企科技有限公司')
  await current(page).locator('input').nth(1).fill('财务总监')
  await shot(page, 'profile-edit')
  await current(page).locator('[data-testid=edit-save]').click()
  await hashHas(page, 'pagesUser/userInfo/userInfo')
  await current(page).locator('[data-testid=profile-company]').getByText('杭州云企科技有限公司').waitFor()

  // 我的 shows the new name and avatar after a reload (from the server, not the page's memory)
  await page.goto(`${server.base}/#/pages/mine/mine`)
  await page.reload()
  const mine = current(page).locator('[data-testid=mine-profile]')
  await mine.getByText('云中行者').waitFor()
  const src = await mine.locator('img').first().getAttribute('src')
  expect(src && src.includes(body.data.url), `我的 shows the avatar ${src}`)
  fs.rmSync(file, { force: true })
}

module.exports = [['profile: a new avatar from the album with its progress and a new nickname, both shown on 我的', avatarAndNickname]]
