// 意见反馈 in a browser: a signed-in user corrects a company's data from its profile, the operator accepts it with the
// feedback command on the server's database, and the user reads the answer while the profile shows the right value.
const { spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { current, expect, hashHas, passwordLogin, shot, withDb } = require('./lib')

const root = path.join(__dirname, '..')
const NEW_LEGAL_PERSON = '欧阳明远'

function aCompany(dir) {
  return withDb(dir, (db) => {
    return db.prepare("SELECT pid, name, legal_person FROM companies WHERE legal_person <> '' ORDER BY id LIMIT 1 OFFSET 60").get()
  })
}

/** The operator's command on the journey server's database, as `npm run feedback -- …` runs it. */
function feedbackCommand(server, args) {
  const r = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'server/src/feedback/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE: path.join(server.dir, 'app.db') },
    encoding: 'utf8',
    timeout: 60_000,
  })
  expect(r.status === 0, `npm run feedback -- ${args.join(' ')} failed: ${r.stderr || r.stdout}`)
  return r.stdout
}

/** a real PNG for the proof image: a screenshot of the profile itself */
async function proofImage(page) {
  const file = path.join(os.tmpdir(), `yqc-proof-${process.pid}.png`)
  fs.writeFileSync(file, await page.screenshot({ clip: { x: 0, y: 0, width: 390, height: 420 } }))
  return file
}

async function correctionAcceptedAndShown({ page, server }) {
  const company = aCompany(server.dir)
  await passwordLogin(page, server.base)

  // the profile's 纠错 opens the form with the company already chosen
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${company.pid}`)
  await current(page).locator('[data-testid=company-fix]').waitFor()
  const proof = await proofImage(page)
  await current(page).locator('[data-testid=company-fix]').click()
  await hashHas(page, 'pagesUser/feedback/dataRelated/dataRelated')
  const form = current(page)
  await form.locator('[data-testid=fb-company-selected]').getByText(company.name).waitFor()
  await form.locator('[data-testid=fb-target]').click()
  await form.locator('[data-testid=fb-target-basic]').click()
  await form.locator('[data-testid=fb-field]').click()
  await form.locator('[data-testid=fb-field-legalPerson]').click()
  await form.locator('[data-testid=fb-content] textarea').fill(`法定代表人显示为${company.legal_person}，已于今年变更`)
  await form.locator('[data-testid=fb-expected] textarea').fill(`法定代表人应为${NEW_LEGAL_PERSON}`)
  // a proof image goes up at once, its progress on the thumbnail
  const chooser = page.waitForEvent('filechooser')
  await form.locator('[data-testid=fb-image-add]').click()
  await (await chooser).setFiles(proof)
  await form.locator('[data-testid=fb-image]').waitFor()
  await form.locator('[data-testid=fb-image-progress]').waitFor({ state: 'detached' })
  await form.locator('[data-testid=fb-company-selected]').scrollIntoViewIfNeeded()
  await shot(page, 'feedback-dataRelated')
  const submitted = page.waitForResponse((r) => r.url().includes('/feedback/submit'))
  await form.locator('[data-testid=fb-submit]').click()
  const answer = await (await submitted).json()
  expect(answer.code === '0000', `the correction was refused: ${answer.msg}`)
  await hashHas(page, 'pagesUser/feedback/feedbackSuc/feedbackSuc')
  await current(page).getByText('提交成功').first().waitFor()

  // the operator finds it among the open feedback and accepts it, correcting the data
  const open = JSON.parse(feedbackCommand(server, ['list', '--status', '待处理', '--json']).trim().split('\n').pop())
  const mine = open.list.find((f) => f.id === answer.data.id)
  expect(mine && mine.companyName === company.name, 'the operator does not see the correction')
  const shown = feedbackCommand(server, ['show', String(mine.id)])
  expect(shown.includes(`legalPerson（法定代表人）= ${company.legal_person}`), `show did not offer the field:\n${shown}`)
  feedbackCommand(server, [
    'accept',
    String(mine.id),
    '--field',
    'legalPerson',
    '--value',
    NEW_LEGAL_PERSON,
    '--source',
    '国家企业信用信息公示系统核实',
    '--text',
    `感谢指正，法定代表人已更正为${NEW_LEGAL_PERSON}`,
  ])

  // the hub counts the new reply; 我的反馈 shows it handled, with the red dot
  await page.goto(`${server.base}/#/pagesUser/feedback/feedback/feedback`)
  await current(page).locator('[data-testid=fbh-unread]').getByText('1 条新回复').waitFor()
  await shot(page, 'feedback-hub')
  await current(page).locator('[data-testid=fbh-mine]').click()
  await hashHas(page, 'pagesUser/feedback/myFeedback/myFeedback')
  const row = current(page).locator(`[data-testid=fbl-item][data-id="${mine.id}"]`)
  await row.waitFor()
  expect((await row.innerText()).includes('已处理'), 'the feedback is not shown as handled')
  await row.locator('[data-testid=fbl-dot]').waitFor()
  await shot(page, 'feedback-myFeedback')

  // the details: accepted, the reply, and the change with its source
  await row.click()
  await hashHas(page, 'pagesUser/feedback/feedbackDetails/feedbackDetails')
  const details = current(page)
  await details.locator('[data-testid=fbd-status]').getByText('已处理 · 已采纳').waitFor()
  expect((await details.locator('[data-testid=fbd-reply]').innerText()).includes(NEW_LEGAL_PERSON), 'the reply is missing')
  const change = await details.locator('[data-testid=fbd-changes]').innerText()
  expect(change.includes(company.legal_person) && change.includes(NEW_LEGAL_PERSON), `the change reads: ${change}`)
  expect(change.includes('国家企业信用信息公示系统核实'), 'the source of the change is not noted')
  await details.locator('[data-testid=fbd-image]').waitFor()
  await shot(page, 'feedback-details')

  // once read, the dot is gone; the company profile shows the corrected legal representative
  await page.goBack()
  await hashHas(page, 'pagesUser/feedback/myFeedback/myFeedback')
  await page.reload()
  await current(page).locator(`[data-testid=fbl-item][data-id="${mine.id}"]`).waitFor()
  expect((await current(page).locator(`[data-testid=fbl-item][data-id="${mine.id}"] [data-testid=fbl-dot]`).count()) === 0, 'still unread')
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${company.pid}`)
  await current(page).locator('.fact__value--link').getByText(NEW_LEGAL_PERSON).waitFor()
}

module.exports = [
  [
    'feedback: a data correction filed from the profile, accepted by the operator’s command, read in 我的反馈 and shown on the profile',
    correctionAcceptedAndShown,
  ],
]
