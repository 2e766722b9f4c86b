// 企业集团 in a browser: from the home page's services to the largest groups, one group's overview with its members
// by province, its risk scan across the members, its members with their paths, and back to the group from a member.
const { current, expect, hashHas, shot, openService } = require('./lib')

async function groupOverviewAndScan({ page, server }) {
  await openService(page, server.base, '企业集团', 'enterpriseGroup/enterpriseGroup/enterpriseGroup')
  const cards = current(page).locator('[data-testid=group-card]')
  await cards.first().waitFor()
  expect((await cards.count()) >= 5, `only ${await cards.count()} groups listed`)
  await shot(page, 'group-landing')

  const groupId = await cards.first().getAttribute('data-group')
  await cards.first().click()
  await hashHas(page, `enterpriseGroup/enterpriseGroup/enterpriseGroup?groupId=${groupId}`)
  const overview = current(page)
  await overview.locator('[data-testid=group-overview]').waitFor()
  const members = Number((await overview.locator('[data-testid=group-member-count]').innerText()).trim())
  expect(members >= 2, `the group has ${members} members`)
  const bars = await overview
    .locator('[data-testid=group-provinces] .bar-chart__bar')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-value'))))
  expect(bars.reduce((s, n) => s + n, 0) === members, `the province bars sum to ${bars.reduce((s, n) => s + n, 0)}, not ${members}`)
  await shot(page, 'group-overview')

  await overview.locator('[data-testid=group-entry-scan]').click()
  await hashHas(page, `enterpriseGroup/pageScan/scan/scan?groupId=${groupId}`)
  const scan = current(page)
  await scan.locator('[data-testid=group-scan-head]').waitFor()
  const head = await scan.locator('[data-testid=group-scan-head]').innerText()
  expect(head.includes(`共 ${members} 家`), `the scan says: ${head}`)
  await scan.locator('.risk-item, .empty').first().waitFor()
  await shot(page, 'group-scan')
  await page.goBack()

  await current(page).locator('[data-testid=group-entry-members]').click()
  await hashHas(page, `enterpriseGroup/baseInfo/memberEnterprise?groupId=${groupId}`)
  const rows = current(page).locator('[data-testid=group-member]')
  await rows.first().waitFor()
  expect((await rows.count()) === Math.min(members, 20), `${await rows.count()} member rows for ${members} members`)
  await shot(page, 'group-members')

  // a member's profile names its group and leads back to it
  const pid = await rows.last().getAttribute('data-pid')
  await rows.last().click()
  await hashHas(page, `pagesFilter/detail/detail?pid=${pid}`)
  const entry = current(page).locator('[data-testid=company-group-entry]')
  await entry.waitFor()
  await shot(page, 'group-company-entry')
  await entry.click()
  await hashHas(page, `enterpriseGroup/enterpriseGroup/enterpriseGroup?groupId=${groupId}`)
}

module.exports = [
  ['group: 企业集团 from the home page, the largest group, its risk scan, its members and back from one', groupOverviewAndScan],
]
