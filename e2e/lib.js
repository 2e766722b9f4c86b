// Shared pieces of the browser journeys: the server under test, a phone-sized Chromium, small waits.
const { spawn, spawnSync } = require('node:child_process')
const fs = require('node:fs')
const os = require('node:os')
const path = require('node:path')
const { chromium } = require('playwright-core')

const root = path.join(__dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p))
const SHOTS = path.join(__dirname, 'screens')

/** Runs `fn` on a journey server's database (read-only unless `writable`) and closes it. */
function withDb(dir, fn, { writable = false } = {}) {
  const Database = require('better-sqlite3')
  const db = new Database(path.join(dir, 'app.db'), { readonly: !writable, fileMustExist: true })
  // the server writes to the same file: a write waits for its lock instead of failing
  if (writable) db.pragma('busy_timeout = 5000')
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

/**
 * The first company of a journey server's database. Companies are stored in importance order, so it is the one
 * with records in the most dimensions (and the hot searches' first).
 */
const firstCompany = (dir) => withDb(dir, (db) => db.prepare('SELECT pid, name FROM companies ORDER BY id LIMIT 1').get())

async function startServer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-e2e-'))
  const port = 18000 + Math.floor(Math.random() * 1000)
  const logFile = path.join(dir, 'current.log')
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'server', 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE: path.join(dir, 'app.db'),
      LOG_FILE: path.join(dir, 'server.log'),
      DEMO_COMPANIES: process.env.DEMO_COMPANIES || '3000',
      // moveClock writes here: the server's clock runs this many ms ahead (never in production)
      CLOCK_OFFSET_FILE: path.join(dir, 'clock-offset-ms'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out.slice(-3000)}`)
    try {
      const r = await fetch(`${base}/api/health`)
      if (r.ok) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${out.slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    base,
    dir,
    logFile,
    /** Sets the server's clock `ms` ahead of the real one (0: back to real time); the server reads it within 100 ms. */
    moveClock: async (ms) => {
      fs.writeFileSync(path.join(dir, 'clock-offset-ms'), String(ms))
      await pause(300)
    },
    log: () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '') + out,
    stop: () =>
      new Promise((res) => {
        child.once('exit', res)
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000)
      }),
  }
}

async function openPhone() {
  if (!CHROMIUM) throw new Error('Chromium not found: apt-get install -y chromium fonts-noto-cjk')
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-chrome-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const page = context.pages()[0] || (await context.newPage())
  // a loaded CI machine can take a while for a cold subpackage; a wait that fails still fails
  page.setDefaultTimeout(process.env.CI ? 30000 : 15000)
  return { context, page }
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms))

async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await pause(800) // Taro's page transition
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

/** The shown Taro page: H5 keeps earlier pages in the DOM, marked taro_page_shade once hidden. */
const current = (page) => page.locator('.taro_page:not(.taro_page_shade):visible').last()

function expect(cond, message) {
  if (!cond) throw new Error(message)
}

/**
 * Waits until the hash route contains `part` and the page of that route is the one shown (with `signInGone`, also
 * until no sign-in page is left). The address changes before a page whose code is still loading arrives; until it
 * does, the page below is the last one shown, and a lookup through `current` would act on it.
 */
const shownAt = (page, part, timeout, signInGone) =>
  page.waitForFunction(
    ([p, gone]) => {
      if (!location.hash.includes(p)) return false
      const pages = [...document.querySelectorAll('.taro_page')]
      const shown = pages.filter((e) => e.classList.contains('taro_page_show'))
      const top = shown[shown.length - 1]
      if (!top || !top.id.split('?')[0].includes(p.split('?')[0])) return false
      return !gone || !pages.some((e) => e.id.includes('pagesLogin'))
    },
    [part, signInGone],
    { timeout },
  )

/** Waits until the page at an address holding `part` is the one shown. */
const hashHas = (page, part, timeout = 15000) => shownAt(page, part, timeout, false)

/**
 * Waits until the page whose address holds `part` is the one shown and no sign-in page is left. A sign-in ends with a
 * switch to its landing page, whose code may still be loading after the address has changed; an address set before
 * that page arrives is overwritten by it.
 */
const landedOn = (page, part = '', timeout = 15000) => shownAt(page, part, timeout, true)

/** Applies a feed of JSONL lines to the journey server's database with the feed CLI, as the change feed beside the server does. */
function applyFeedFile(dir, lines) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-feed-')), 'feed.jsonl')
  fs.writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n')
  const r = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'server', 'src', 'monitor', 'feed-cli.ts'), '--in', file, '--apply', '--json', '--db', path.join(dir, 'app.db')],
    { cwd: root, encoding: 'utf8', timeout: 120_000 },
  )
  if (r.status !== 0) throw new Error(`feed CLI failed: ${r.stderr || r.stdout}`)
  return JSON.parse(r.stdout.trim().split('\n').pop())
}

/**
 * Opens a service from the home page's grid by its label and waits for its page (`hashPart`); the grid shows the
 * first services, the rest are under 全部服务.
 */
async function openService(page, base, label, hashPart) {
  await page.goto(`${base}/#/pages/index/index`)
  const grid = current(page).locator('.service-grid__item')
  await grid.first().waitFor()
  const entry = grid.filter({ hasText: label })
  if ((await entry.count()) === 0) {
    await grid.filter({ hasText: '全部服务' }).click()
    await current(page).getByText(label, { exact: true }).first().click()
  } else {
    await entry.first().click()
  }
  await hashHas(page, hashPart)
}

/** The SMS code of a scene (sign-in by default) the local provider last wrote into the server log for a phone (waits up to 5 s). */
async function smsCodeFromLog(server, phone, scene = 'login') {
  for (let i = 0; i < 50; i++) {
    const all = [...server.log().matchAll(new RegExp(`\\[SMS\\] phone=${phone} scene=${scene} code=(\\d{6})`, 'g'))]
    const m = all[all.length - 1]
    if (m) return m[1]
    await pause(100)
  }
  throw new Error(`no SMS code for ${phone} in the server log`)
}

/** On the phone-login page: types the phone, ticks the terms, asks for a code and enters the one the server logged. */
async function smsSignIn(page, server, phone) {
  const phoneInput = current(page).locator('input').first()
  await phoneInput.waitFor()
  await phoneInput.fill(phone)
  await current(page).locator('.agreement__box').click()
  await current(page).getByText('获取验证码').first().click()
  await hashHas(page, 'pagesLogin/code')
  await page.locator('input.code-input').fill(await smsCodeFromLog(server, phone))
}

/** The demo account of the seeded database (README). */
const DEMO = { phone: '13800138000', password: 'Yqc123456' }

/** Signs in with the demo account through the password page and waits for home. */
async function passwordLogin(page, base) {
  await page.goto(`${base}/#/pagesLogin/pwdLogin/pwdLogin`)
  const inputs = current(page).locator('input')
  await inputs.first().waitFor()
  await inputs.nth(0).fill(DEMO.phone)
  await inputs.nth(1).fill(DEMO.password)
  await current(page).locator('.agreement__box').click()
  await current(page).locator('.login-btn').click()
  await landedOn(page, 'pages/index/index')
}

module.exports = {
  applyFeedFile,
  startServer,
  withDb,
  firstCompany,
  openService,
  openPhone,
  shot,
  pause,
  current,
  expect,
  hashHas,
  landedOn,
  passwordLogin,
  smsCodeFromLog,
  smsSignIn,
  DEMO,
}
