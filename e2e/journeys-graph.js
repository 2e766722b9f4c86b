// 企业图谱 in a browser: from a rich company's profile to its graph, a tap on a company shareholder's node opens that
// shareholder's profile, and 保存图片 shows the long image in 长图预览 and downloads it.
const { current, expect, hashHas, pause, shot, withDb } = require('./lib')

/** the layout the page draws with (a pure module), to know where on the canvas a node is */
const layoutModule = () => require('tsx/cjs/api').require('../src/domain/graphLayout.ts', __filename)

/** the first company with a company shareholder, an investment and a legal representative */
function richCompany(dir) {
  return withDb(dir, (db) => {
    return db
      .prepare(
        `SELECT c.pid, c.name FROM companies c
         WHERE EXISTS (SELECT 1 FROM ownership o WHERE o.investee_id = c.id)
           AND EXISTS (SELECT 1 FROM ownership o WHERE o.investor_id = c.id)
           AND EXISTS (SELECT 1 FROM roles r WHERE r.company_id = c.id AND r.role = 'legal' AND r.to_date IS NULL)
         ORDER BY c.id LIMIT 1`,
      )
      .get()
  })
}

async function enterpriseGraph({ page, server }) {
  const c = richCompany(server.dir)
  expect(c, 'the demo data has a company with shareholders and investments')
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${c.pid}`)
  const answer = page.waitForResponse((r) => r.url().includes('/yqc/api/v1/graph/company'))
  await current(page).locator('.company-entries__item', { hasText: '企业图谱' }).click()
  await hashHas(page, `pagesFilter/charts/index?pid=${c.pid}`)
  const graph = (await (await answer).json()).data
  await current(page).locator('[data-testid=gmap-name]').getByText(c.name).waitFor()
  const chips = await current(page).locator('[data-testid=gmap-chip]').allInnerTexts()
  expect(chips.some((t) => t.startsWith('股东')) && chips.some((t) => t.startsWith('对外投资')), `chips: ${chips.join(',')}`)

  // the company shareholder with the largest stake, where the page draws it
  const edge = graph.edges.find((e) => e.kinds.includes('shareholder') && e.from.startsWith('c:') && e.to === graph.centre)
  expect(edge, 'the graph has a company shareholder')
  const holder = graph.nodes.find((n) => n.key === edge.from)
  const { layoutGraph, mergeGraph, fitView, toScreen } = layoutModule()
  const layout = layoutGraph(mergeGraph(graph, []))
  const stage = current(page).locator('[data-testid=gmap-stage]')
  await pause(500) // the canvas is found and drawn
  await shot(page, 'graph-enterprise')
  const box = await stage.boundingBox()
  const view = fitView(layout.bounds, box.width, box.height)
  const p = layout.byKey.get(holder.key)
  const at = toScreen(view, p.x, p.y)
  await page.touchscreen.tap(box.x + at.x, box.y + at.y)
  const panel = current(page).locator('[data-testid=gmap-panel]')
  await panel.getByText(holder.name).waitFor()
  await shot(page, 'graph-node-panel')

  await panel.locator('[data-testid=gmap-open]').click()
  await hashHas(page, `pagesFilter/detail/detail?pid=${holder.id}`)
  await current(page).getByText(holder.name).first().waitFor()

  // back on the graph: the same node expanded with its own shareholders and investments
  await page.goBack()
  await hashHas(page, 'pagesFilter/charts/index')
  await pause(500)
  await page.touchscreen.tap(box.x + at.x, box.y + at.y)
  // the node's panel is up before its 展开 is pressed (and the answer is awaited with the press, never left unwatched)
  await panel.getByText(holder.name).waitFor()
  const [expansion] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/yqc/api/v1/graph/company?pid=${holder.id}&scope=holdings`)),
    panel.locator('[data-testid=gmap-expand]').click(),
  ])
  const grown = (await expansion.json()).data
  expect(grown.centre === holder.key, 'the expansion answers for the node tapped')
  await panel.locator('[data-testid=gmap-expand]').getByText('收起').waitFor()
  await shot(page, 'graph-expanded')
  await panel.locator('.gmap-panel__close').click()

  await current(page).locator('[data-testid=gmap-save]').click()
  await hashHas(page, 'pagesFilter/imgPreview/imgPreview?key=')
  const img = current(page).locator('[data-testid=imgpv-image] img, img[data-testid=imgpv-image]').first()
  await img.waitFor()
  await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle())
  const size = await img.evaluate((el) => ({ w: el.naturalWidth, h: el.naturalHeight }))
  expect(size.w === 750 && size.h > size.w, `the long image is ${size.w}×${size.h}`)
  await shot(page, 'graph-long-image')
  const download = page.waitForEvent('download')
  await current(page).locator('[data-testid=imgpv-save]').click()
  const file = await download
  expect(file.suggestedFilename() === `${c.name}-企业图谱.png`, `downloaded ${file.suggestedFilename()}`)

  // the legal representative's 人员图谱, from the person page
  const legal = graph.edges.find((e) => e.kinds[0] === 'legal')
  const person = graph.nodes.find((n) => n.key === legal.from)
  await page.goto(`${server.base}/#/pagesCheckPersonnel/pagesDetail/detail/detail?personId=${person.id}`)
  await current(page).locator('.person-entries__item', { hasText: '人员图谱' }).click()
  await hashHas(page, `pagesFilter/charts/userCharts?personId=${person.id}`)
  await current(page).locator('[data-testid=gmap-name]').getByText(person.name).waitFor()
  const kinds = await current(page).locator('[data-testid=gmap-chip]').allInnerTexts()
  expect(
    kinds.some((t) => t.startsWith('法定代表人')),
    `person chips: ${kinds.join(',')}`,
  )
  await shot(page, 'graph-person')
}

module.exports = [['graph: 企业图谱 of a rich company, a shareholder opened from its node, the long image saved', enterpriseGraph]]
