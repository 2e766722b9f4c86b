// 机关单位 in a browser: a visitor opens 机关单位 from 全部服务, searches a district's hospitals, narrows to 事业单位,
// opens one, reads its registered facts, and follows its 举办单位 to the body whose 下属单位 list it.
const { current, expect, hashHas, openService, shot, withDb } = require('./lib')

async function searchToDetailAndSponsor({ page, server }) {
  const hospital = withDb(server.dir, (db) =>
    db
      .prepare(
        `SELECT u.id, u.name, u.region_code, s.id AS sponsor_id, s.name AS sponsor_name FROM public_units u
         JOIN public_units s ON s.id = u.sponsor_id WHERE u.kind = 'institution' AND u.name LIKE '深圳市南山区%医院'`,
      )
      .get(),
  )
  expect(!!hospital, 'the demo data has no hospital in 深圳市南山区')

  await openService(page, server.base, '机关单位', 'pagesFilter/governmentUnit/governmentUnit')
  const view = current(page)
  await view.locator('[data-testid=gu-unit]').first().waitFor()
  expect((await view.locator('[data-testid=gu-summary]').innerText()).includes('家机关单位'), 'the total is not said')
  await shot(page, 'governmentunit-list')

  let answered = page.waitForResponse(
    (r) => r.url().includes('/publicUnit/search') && decodeURIComponent(r.url()).includes('南山区人民医院'),
  )
  await view.locator('input[data-testid=gu-search]').fill('南山区人民医院')
  await answered
  answered = page.waitForResponse((r) => r.url().includes('/publicUnit/search') && r.url().includes('category=institution'))
  await view.locator('[data-testid=gu-tab]').filter({ hasText: '事业单位' }).click()
  const body = await (await answered).json()
  expect(body.code === '0000' && body.data.total >= 1, `the search answered ${body.code} ${body.msg} (${body.data && body.data.total})`)
  expect(
    body.data.list.every((u) => u.kind === 'institution' && u.name.includes('南山区人民医院')),
    `a result is not a 南山区人民医院 institution: ${body.data.list.map((u) => u.name)}`,
  )
  const row = view.locator(`[data-testid=gu-unit][data-id="${hospital.id}"]`)
  await row.waitFor()
  expect((await row.locator('.hl').first().innerText()) === '南山区人民医院', 'the keyword is not highlighted')
  await shot(page, 'governmentunit-search')

  await row.click()
  await hashHas(page, `governmentUnit?id=${hospital.id}`)
  const detail = current(page)
  await detail.locator('[data-testid=gu-detail]').waitFor()
  expect((await detail.locator('[data-testid=gu-name]').innerText()) === hospital.name, 'the detail shows another unit')
  for (const label of ['法定代表人', '开办资金', '经费来源', '证书有效期', '举办单位', '登记管理机关', '宗旨和业务范围'])
    expect((await detail.getByText(label, { exact: true }).count()) > 0, `the detail lacks ${label}`)
  await shot(page, 'governmentunit-detail')

  await detail.locator('[data-testid=gu-sponsor]').click()
  await hashHas(page, `governmentUnit?id=${hospital.sponsor_id}`)
  const sponsor = current(page)
  await sponsor.locator('[data-testid=gu-detail]').waitFor()
  expect((await sponsor.locator('[data-testid=gu-name]').innerText()) === hospital.sponsor_name, 'the sponsor link opened another unit')
  const subs = await sponsor.locator('[data-testid=gu-sub]').allInnerTexts()
  expect(
    subs.some((t) => t.includes(hospital.name)),
    `the sponsor does not list the hospital among its units: ${subs}`,
  )
  await shot(page, 'governmentunit-sponsor')
}

module.exports = [
  ['governmentUnit: 机关单位 from 全部服务 — search, narrow to 事业单位, open one and follow its 举办单位', searchToDetailAndSponsor],
]
