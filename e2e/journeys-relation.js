// 查关系 in a browser: from a company profile to another company of the same legal representative, the path through
// that person drawn and said in words, and the person opened from it.
const { current, expect, hashHas, shot, withDb } = require('./lib')

/** two companies with the same current legal representative and no stake between them, from the journey's database */
function sharedLegal(dir) {
  return withDb(dir, (db) => {
    return db
      .prepare(
        `SELECT p.person_id AS personId, p.name AS person, c1.pid AS a, c1.name AS aName, c2.name AS bName
         FROM roles r1 JOIN roles r2 ON r2.person_id = r1.person_id AND r2.company_id > r1.company_id
         JOIN companies c1 ON c1.id = r1.company_id JOIN companies c2 ON c2.id = r2.company_id
         JOIN persons p ON p.person_id = r1.person_id
         WHERE r1.role = 'legal' AND r2.role = 'legal' AND r1.to_date IS NULL AND r2.to_date IS NULL
           AND NOT EXISTS (SELECT 1 FROM ownership o WHERE (o.investor_id = c1.id AND o.investee_id = c2.id)
                                                    OR (o.investor_id = c2.id AND o.investee_id = c1.id))
         ORDER BY c1.id LIMIT 1`,
      )
      .get()
  })
}

async function relationFromProfile({ page, server }) {
  const x = sharedLegal(server.dir)
  expect(x, 'the demo data has two companies of one legal representative')
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${x.a}`)
  await current(page).locator('.company-entries__item', { hasText: '查关系' }).click()
  await hashHas(page, 'pagesFilter/relation/relation')
  await current(page).locator('[data-testid=rel-from]').getByText(x.aName).waitFor()

  await current(page).locator('[data-testid=rel-to]').click()
  await current(page).locator('input').first().fill(x.bName)
  await current(page).locator('[data-testid=rel-hit]', { hasText: x.bName }).first().click()
  await current(page).locator('[data-testid=rel-summary]').getByText('最短 2 步').waitFor()
  const via = current(page).locator('[data-testid=rel-path]', { hasText: x.person }).first()
  await via.waitFor()
  expect((await via.innerText()).includes('法定代表人'), 'the path does not name the legal representative')
  await shot(page, 'relation-paths')

  await via.locator('[data-testid=rel-node]', { hasText: x.person }).click()
  await hashHas(page, `pagesCheckPersonnel/pagesDetail/detail/detail?personId=${x.personId}`)
  await current(page).getByText(x.person).first().waitFor()
}

module.exports = [
  ['relation: 查关系 from a profile to another company of the same legal representative, through that person', relationFromProfile],
]
