// Opening the app from a QR code, and sharing a profile as a poster, in a browser.
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')
const QRCode = require('qrcode')
const { current, expect, firstCompany, hashHas, shot } = require('./lib')

const SIGN_SECRET = process.env.SIGN_SECRET || 'yqc-local-sign-secret'

/** A signed call to the server, as the app makes it. */
async function api(server, method, path, { body, query = '' } = {}) {
  const ts = Math.floor(Date.now() / 1000)
  const nonce = crypto.randomBytes(6).toString('hex')
  const text = method === 'GET' && query ? `${path}?${query}` : path
  const sign = `${ts},${nonce},${crypto.createHash('md5').update(`${ts}${nonce}${SIGN_SECRET}${text}`).digest('hex')}`
  const res = await fetch(`${server.base}/api${path}${query ? `?${query}` : ''}`, {
    method,
    headers: { sign, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return res
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

async function scanCompanyCode({ page, server }) {
  const company = firstCompany(server.dir)
  const made = await (await api(server, 'POST', '/yqc/api/v1/entry/create', { body: { kind: 'company', id: company.pid } })).json()
  expect(made.code === '0000', `the company code was not made: ${made.msg}`)
  const { code, link } = made.data
  expect(link === `${server.base}/#/pagesIndex/entry/entry?q=${code}`, `the code links to ${link}`)

  // the QR image the server hands out holds exactly that address
  const image = await api(server, 'GET', '/yqc/api/v1/entry/image', { query: `code=${code}&type=link` })
  const png = Buffer.from(await image.arrayBuffer())
  expect(image.headers.get('content-type') === 'image/png' && png.subarray(0, 8).equals(PNG_SIGNATURE), 'the QR image is not a PNG')
  const drawn = await QRCode.toBuffer(link, { type: 'png', width: 430, margin: 2, errorCorrectionLevel: 'M' })
  expect(png.equals(drawn), 'the QR image does not hold the code’s address')

  // scanning it opens the browser at that address: the app goes on to the company profile
  await page.goto(link)
  await hashHas(page, `pagesFilter/detail/detail?pid=${company.pid}`)
  await current(page).getByText(company.name).first().waitFor()
  expect(!(await page.evaluate(() => location.hash.includes('pagesIndex/entry'))), 'the entry page stayed')
}

async function forgedCodeShowsClearPage({ page, server }) {
  const company = firstCompany(server.dir)
  const { code } = (await (await api(server, 'POST', '/yqc/api/v1/entry/create', { body: { kind: 'company', id: company.pid } })).json())
    .data
  const forged = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A')
  await page.goto(`${server.base}/#/pagesIndex/entry/entry?q=${forged}`)
  const card = current(page).locator('[data-testid=entry-failed]')
  await card.waitFor()
  expect((await card.getAttribute('data-problem')) === 'invalid', 'the forged code is not called invalid')
  const text = await card.innerText()
  expect(text.includes('二维码无效') && text.includes('返回首页'), `the page reads: ${text}`)
  await shot(page, 'entry-invalid')
  // the page stays until the user leaves it
  await page.waitForTimeout(2500)
  await card.waitFor()
  await current(page).getByText('返回首页').click()
  await hashHas(page, 'pages/index/index')
}

async function posterOfProfile({ page, server }) {
  const company = firstCompany(server.dir)
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${company.pid}`)
  await current(page).locator('[data-testid=share-fab]').click()
  await current(page).locator('[data-testid=poster-image]').first().waitFor()
  const src = await page.waitForFunction(() => {
    const el = document.querySelector('[data-testid=poster-image]')
    const i = el && (el.tagName === 'IMG' ? el : el.querySelector('img'))
    return i && i.getAttribute('src') && i.complete && i.naturalWidth > 0 ? i.getAttribute('src') : null
  })
  const dataUrl = await src.jsonValue()
  expect(dataUrl.startsWith('data:image/png;base64,'), 'the poster is not a PNG data URL')
  const png = Buffer.from(dataUrl.split(',')[1], 'base64')
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), 'the poster is not a PNG')
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  expect(width === 1500 && height > 2000 && png.length > 30_000, `the poster is ${width}×${height}, ${png.length} bytes`)
  // the poster is not blank: its pixels are drawn (many distinct colours, text and the QR code)
  const colours = await page.evaluate(async (url) => {
    const image = new Image()
    image.src = url
    await image.decode()
    const c = document.createElement('canvas')
    c.width = image.width
    c.height = image.height
    const ctx = c.getContext('2d')
    ctx.drawImage(image, 0, 0)
    const d = ctx.getImageData(0, 0, c.width, c.height).data
    const seen = new Set()
    for (let i = 0; i < d.length; i += 4 * 97) seen.add(`${d[i]},${d[i + 1]},${d[i + 2]}`)
    return seen.size
  }, dataUrl)
  expect(colours > 50, `the poster has only ${colours} colours`)
  await shot(page, 'entry-poster')

  // 保存海报 downloads the PNG
  const download = page.waitForEvent('download')
  await current(page).locator('[data-testid=poster-save]').click()
  const file = await download
  expect(file.suggestedFilename() === `${company.name}-云企查.png`, `the download is named ${file.suggestedFilename()}`)
}

/**
 * A profile link opened on a phone that has never run the app: the page's code is asked for from index.html alongside
 * the app script (not after it, and not the home page's), and so is the company's header; the head shows, and the
 * sections follow below it.
 */
async function sharedProfileLinkCold({ page, server }) {
  const company = firstCompany(server.dir)
  const html = fs.readFileSync(path.join(__dirname, '..', 'dist', 'h5', 'index.html'), 'utf8')
  const map = JSON.parse(/\}\((\{"pages\/index\/index".*?\}),document\)/.exec(html)[1])
  const profileFiles = map['pagesFilter/detail/detail']
  expect(
    profileFiles.some((f) => f.endsWith('.js')),
    'index.html lists no script of the profile page',
  )
  await page.goto(`${server.base}/#/pagesFilter/detail/detail?pid=${company.pid}`)
  await current(page).getByText(company.name).first().waitFor()
  await current(page).locator('#sec-dims').waitFor()
  const resources = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => ({ path: new URL(r.name).pathname, initiator: r.initiatorType })),
  )
  for (const f of profileFiles) {
    const r = resources.find((x) => x.path === f)
    expect(r && r.initiator === 'link', `${f} was not preloaded from index.html (${r ? r.initiator : 'not loaded'})`)
  }
  // one page file (and dayjs) beside the app script: a phone waits a round trip for each further request
  const scripts = profileFiles.filter((f) => f.endsWith('.js'))
  expect(scripts.length <= 2, `the profile's code comes in ${scripts.length} scripts: ${scripts.join(', ')}`)
  // index.html asked for the header while the scripts downloaded, and the page took that answer instead of asking again
  const headers = resources.filter((x) => x.path === '/api/yqc/api/v1/business/header')
  expect(headers.length === 1, `business/header was fetched ${headers.length} times`)
  const homeOnly = map['pages/index/index'].filter((f) => !profileFiles.includes(f))
  const stray = homeOnly.filter((f) => resources.some((x) => x.path === f))
  expect(stray.length === 0, `the home page's code was loaded too: ${stray.join(', ')}`)
  await shot(page, 'entry-profile-cold')
}

module.exports = [
  [
    'entry: a shared profile link opened cold preloads that page’s code, not the home page’s, and shows the whole profile',
    sharedProfileLinkCold,
  ],
  ['entry: a company QR code made by the server opens the company profile in the browser', scanCompanyCode],
  ['entry: a forged code shows a clear page that stays, with 返回首页', forgedCodeShowsClearPage],
  ['entry: a company profile’s 分享 draws a poster PNG with its QR code, and saves it', posterOfProfile],
]
