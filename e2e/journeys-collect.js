// 收藏 and 关注 in a browser: a company collected and followed on its profile is on another device's 我的收藏 and 我的关注.
const { current, expect, hashHas, openPhone, passwordLogin, shot, withDb } = require('./lib')

function aCompany(dir) {
  return withDb(dir, (db) => {
    return db.prepare('SELECT id, pid, name FROM companies ORDER BY id LIMIT 1 OFFSET 70').get()
  })
}

/** A registration change arriving in the data, as the change feed beside the server stores one. */
function changeArrives(dir, companyId) {
  return withDb(
    dir,
    (db) => {
      const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
      db.prepare('INSERT INTO changes (company_id, field, before, after, date) VALUES (?, ?, ?, ?, ?)').run(
        companyId,
        '注册资本',
        '1000万人民币',
        '3000万人民币',
        today,
      )
    },
    { writable: true },
  )
}

async function collectedOnOneDeviceSeenOnAnother({ page, server }) {
  const c = aCompany(server.dir)
  await passwordLogin(page, server.base)
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${c.pid}`)
  const profile = current(page)
  const collectBtn = profile.locator('[data-testid=collect-btn]')
  await collectBtn.waitFor()
  await page.waitForResponse((r) => r.url().includes('/collect/status')).catch(() => undefined)
  expect((await collectBtn.innerText()).includes('收藏'), 'the 收藏 button is missing')

  // 收藏: the sheet offers 默认收藏夹 and a new folder; the company goes into a new one
  await collectBtn.click()
  const sheet = profile.locator('[data-testid=folder-sheet]')
  await sheet.getByText('默认收藏夹').waitFor()
  await sheet.locator('[data-testid=folder-create]').click()
  await sheet.locator('input[data-testid=folder-name]').fill('重点客户')
  const added = page.waitForResponse((r) => r.url().includes('/collect/add'))
  await sheet.locator('[data-testid=folder-create-ok]').click()
  expect((await (await added).json()).code === '0000', 'the company was not collected')
  await profile.getByText('已收藏', { exact: true }).waitFor()

  // 关注 beside it
  const followed = page.waitForResponse((r) => r.url().includes('/follow/add'))
  await profile.locator('[data-testid=follow-btn]').click()
  expect((await (await followed).json()).code === '0000', 'the company was not followed')
  await profile.getByText('已关注', { exact: true }).waitFor()
  await shot(page, 'collect-profile')
  // tapping 已收藏 again offers moving it and 取消收藏
  await profile.locator('[data-testid=collect-btn]').click()
  await profile.getByText('已收藏到「重点客户」').waitFor()
  await profile.locator('[data-testid=collect-move]').click()
  await sheet.getByText('当前').waitFor()
  await shot(page, 'collect-sheet')
  await sheet.locator('.cs-sheet__close').click()

  // a change of the company arrives after it was followed
  changeArrives(server.dir, c.id)

  // the first device is done; another signs in: 我的 → 我的收藏 has the company in 重点客户
  const other = await openPhone()
  try {
    const p = other.page
    await passwordLogin(p, server.base)
    await p.goto(`${server.base}/#/pages/mine/mine`)
    await current(p).getByText('我的收藏').click()
    await hashHas(p, 'pagesUser/myCollect/myCollect')
    const items = current(p).locator('[data-testid=cl-item]')
    await items.first().waitFor()
    const ids = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))
    expect(ids.includes(c.pid), `我的收藏 reads ${ids.join(', ')}`)
    expect((await items.first().innerText()).includes(c.name), 'the collected company is not named')
    await current(p).locator('[data-testid=cl-folder][data-name=重点客户]').waitFor()
    await shot(p, 'collect-mycollect')

    // 我的关注 shows it with the change that arrived, marked new
    await p.goBack()
    await hashHas(p, 'pages/mine/mine')
    await current(p).getByText('我的关注').click()
    await hashHas(p, 'pagesUser/attention/attention')
    const row = current(p).locator(`[data-testid=at-item][data-id="${c.pid}"]`)
    await row.waitFor()
    await row.getByText('1条新变更').waitFor()
    expect((await row.innerText()).includes('1000万人民币 → 3000万人民币'), 'the newest change is not shown')
    await shot(p, 'collect-attention')
    // opened once, the change is no longer new the next time
    await p.reload()
    await current(p).locator(`[data-testid=at-item][data-id="${c.pid}"]`).waitFor()
    expect((await current(p).locator('[data-testid=at-badge]').count()) === 0, 'the change is still new after the page was opened')
  } finally {
    await other.context.close()
  }
}

module.exports = [
  [
    'collect: a company collected and followed on its profile is on another device’s 我的收藏 and 我的关注',
    collectedOnOneDeviceSeenOnAnother,
  ],
]
