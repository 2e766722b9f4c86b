// The user centre in a browser: footprints follow the user from one device to another.
const { current, expect, hashHas, openPhone, passwordLogin, shot } = require('./lib')

function twoCompanies(dir) {
  const Database = require('better-sqlite3')
  const db = new Database(require('node:path').join(dir, 'app.db'), { readonly: true })
  try {
    return db.prepare('SELECT pid, name FROM companies ORDER BY id LIMIT 2 OFFSET 40').all()
  } finally {
    db.close()
  }
}

async function openProfile(page, base, pid) {
  await page.goto(`${base}/#/pagesFilter/detail/detail?pid=${pid}`)
  await current(page).locator('.dim-grid__cell').first().waitFor()
}

async function footprintsFollowTheUser({ page, server }) {
  const [a, b] = twoCompanies(server.dir)
  // signed out, this device keeps its own footprint of A
  await openProfile(page, server.base, a.pid)
  // signing in merges it into the account; B, opened signed in, is recorded at once
  const merged = page.waitForResponse((r) => r.url().includes('/footprint/merge'))
  await passwordLogin(page, server.base)
  expect((await (await merged).json()).code === '0000', 'the device footprints were not merged')
  const recorded = page.waitForResponse((r) => r.url().includes('/footprint/record'))
  await openProfile(page, server.base, b.pid)
  expect((await (await recorded).json()).code === '0000', 'the view of B was not recorded')

  // another device signs in: 我的 → 浏览足迹 lists B, then A
  const other = await openPhone()
  try {
    const p = other.page
    await passwordLogin(p, server.base)
    await p.goto(`${server.base}/#/pages/mine/mine`)
    await current(p).getByText('浏览足迹').click()
    await hashHas(p, 'pagesUser/myFooter/myFooter')
    const items = current(p).locator('[data-testid=fp-item]')
    await items.first().waitFor()
    const ids = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))
    expect(ids[0] === b.pid && ids.includes(a.pid), `the footprints read ${ids.join(', ')}`)
    expect((await items.first().innerText()).includes(b.name), 'the newest footprint is not named')
    await shot(p, 'footprints')
    // 清空 asks first, then the list is empty on the server too
    await current(p).locator('[data-testid=fp-clear]').click()
    await p.getByText('确定清空企业浏览足迹吗？').waitFor()
    await p.getByText('清空', { exact: true }).last().click()
    await current(p).getByText('暂无数据～').waitFor()
    await p.reload()
    await current(p).getByText('暂无数据～').waitFor()
  } finally {
    await other.context.close()
  }
}

module.exports = [
  [
    'footprints: one device’s views, before and after sign-in, are on another device’s 浏览足迹, and can be cleared',
    footprintsFollowTheUser,
  ],
]
