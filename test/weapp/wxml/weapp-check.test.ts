// npm run check:weapp on a copy of the mini-program build with one fault for each of its checks.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.join(__dirname, '..', '..', '..')
const dist = path.join(root, 'dist', 'weapp')

let copy: string
beforeAll(() => {
  if (!fs.existsSync(path.join(dist, 'app.json'))) throw new Error(`${dist} has no mini-program build: run npm run build:weapp first`)
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-check-'))
  fs.cpSync(dist, copy, { recursive: true })
})
afterAll(() => copy && fs.rmSync(copy, { recursive: true, force: true }))

test('each planted fault fails the check that catches it', () => {
  const app = JSON.parse(fs.readFileSync(path.join(copy, 'app.json'), 'utf8'))
  app.pages.push('pages/ghost/ghost')
  fs.writeFileSync(path.join(copy, 'app.json'), JSON.stringify(app))
  fs.appendFileSync(path.join(copy, 'pages/mine/mine.wxml'), '\n<view><text>未闭合</view>\n')
  fs.appendFileSync(path.join(copy, 'pages/mine/mine.js'), '\nfunction (\n')
  // random bytes do not compress: the package is over the limit however it is measured
  fs.appendFileSync(path.join(copy, 'vendors.js'), `;var pad='${crypto.randomBytes(2_400_000).toString('base64')}';`)

  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'weapp-check.js'), copy], { encoding: 'utf8', timeout: 240_000 })
  const out = r.stdout + r.stderr
  expect(r.status).toBe(1)
  expect(out).toMatch(/✗ wcc: .*pages\/mine\/mine\.wxml:\d+:\d+: expect end-tag `text`/)
  expect(out).toMatch(/✗ syntax: pages\/mine\/mine\.js: /)
  expect(out).toMatch(/✗ analyseCode: pages\/ghost\/ghost\.json: Couldn't resolve the Js file "pages\/ghost\/ghost\.js"/)
  expect(out).toMatch(/✗ checkCodeQuality PACKAGE_SIZE_LIMIT: .*largest: main \d+/)
}, 300_000)
