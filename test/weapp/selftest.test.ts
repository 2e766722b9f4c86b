/**
 * The runtime's own test: faults planted in a copy of the build and in the server's answers must make the page
 * check and the journeys fail, or a green suite means nothing.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { TestServer } from '../../server/test/api/helpers'
import { API } from '../../contract/endpoints'
import { DIST, distMissing, facts, launch, signedInStorage, type Facts } from './runtime/harness'
import { openEveryPage } from './runtime/open-all'
import * as J from './runtime/journeys'

const missing = distMissing()
const describeBuilt = missing ? describe.skip : describe

const ABOUT = 'pagesUser/about/about'
const FEEDBACK = 'pagesUser/contactUs/contactUs'
const HEALTHY = 'pagesUser/setting/setting'

/** a copy of the build with `plant` applied to one page's script */
function plantedBuild(page: string, plant: (source: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-weapp-planted-'))
  fs.cpSync(DIST, dir, { recursive: true })
  const file = path.join(dir, `${page}.js`)
  fs.writeFileSync(file, plant(fs.readFileSync(file, 'utf8')))
  return dir
}

/** the server, except that `route` answers 500 */
async function breakRoute(server: TestServer, route: string): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  let hits = 0
  const proxy = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    if (new URL(req.url ?? '/', 'http://x').pathname === `/api${route}`) {
      hits++
      res.writeHead(500, { 'content-type': 'application/json' })
      return void res.end(JSON.stringify({ code: '500', msg: '服务器开小差了', data: null }))
    }
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v
    const body = chunks.length ? Buffer.concat(chunks) : undefined
    const r = await fetch(`${server.url}${req.url}`, { method: req.method, headers, body })
    const out: Record<string, string> = {}
    r.headers.forEach((v, k) => {
      if (k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding') out[k] = v
    })
    res.writeHead(r.status, out)
    res.end(Buffer.from(await r.arrayBuffer()))
  })
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
  const port = (proxy.address() as { port: number }).port
  return { url: `http://127.0.0.1:${port}`, hits: () => hits, close: () => new Promise((r) => proxy.close(() => r())) }
}

describeBuilt('planted faults make the headless runtime fail', () => {
  let server: TestServer
  let f: Facts
  const dirs: string[] = []
  beforeAll(async () => {
    server = await J.server()
    f = facts(server)
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  })

  async function openPlanted(page: string, plant: (source: string) => string) {
    const dir = plantedBuild(page, plant)
    dirs.push(dir)
    const rt = await launch(server, { distDir: dir })
    const reports = await openEveryPage(rt, () => ({}), [page, HEALTHY])
    await rt.close()
    return { rt, planted: reports[0], healthy: reports[1] }
  }

  test('a page script that throws fails its page, and only it', async () => {
    const { planted, healthy } = await openPlanted(ABOUT, (s) => `throw new Error('planted: about.js throws');\n${s}`)
    expect(planted.errors.join('\n')).toMatch(/planted: about\.js throws/)
    expect(healthy.errors).toEqual([])
  })

  test('a page script that calls Page() twice is caught', async () => {
    const { rt, healthy } = await openPlanted(ABOUT, (s) => `${s}\nPage({});`)
    expect(rt.pageRegistrations.get(ABOUT)).toBe(2)
    expect(rt.pageRegistrations.get(HEALTHY)).toBe(1)
    expect(healthy.errors).toEqual([])
  })

  test('a page script that never calls Page() fails to open', async () => {
    const { planted } = await openPlanted(ABOUT, (s) => s.replace(/\bPage\(/g, '(function(){})('))
    expect(planted.opened).toBe(false)
    expect(planted.errors.join('\n')).toMatch(/never called Page\(\)/)
  })

  test("an error in a page's onLoad is reported", async () => {
    const { planted, healthy } = await openPlanted(
      ABOUT,
      (s) =>
        `var realPage = Page; Page = function (c) { c.onLoad = function () { throw new Error('planted onLoad') }; realPage(c); Page = realPage };\n${s}`,
    )
    expect(planted.errors.join('\n')).toMatch(/onLoad: planted onLoad/)
    expect(healthy.errors).toEqual([])
  })

  test('an unhandled rejection and an error in a timer are reported', async () => {
    const { planted } = await openPlanted(
      FEEDBACK,
      (s) => `Promise.reject(new Error('planted rejection'));setTimeout(function(){throw new Error('planted timer')},0);\n${s}`,
    )
    expect(planted.errors.join('\n')).toMatch(/unhandled rejection: planted rejection/)
    expect(planted.errors.join('\n')).toMatch(/setTimeout callback: planted timer/)
  })

  test('a wx API the runtime lacks is reported, not ignored', async () => {
    const { rt, planted } = await openPlanted(ABOUT, (s) => `wx.startSoterAuthentication({});\n${s}`)
    expect([...rt.missingApis]).toEqual(['startSoterAuthentication'])
    expect(planted.errors.join('\n')).toMatch(/startSoterAuthentication/)
  })

  test('the search endpoint answering 500 fails the search journey', async () => {
    const broken = await breakRoute(server, API.search.entPersonSearch)
    const rt = await launch(server, { serverUrl: broken.url })
    try {
      await expect(J.searchToDimension(rt, f)).rejects.toThrow(new RegExp(f.company.name))
      expect(broken.hits()).toBeGreaterThan(0)
    } finally {
      await rt.close()
      await broken.close()
    }
  })

  test('the WeChat login endpoint answering 500 fails the WeChat login journey', async () => {
    const broken = await breakRoute(server, API.signin.wxLogin)
    const rt = await launch(server, { serverUrl: broken.url })
    try {
      await expect(J.wechatLogin(rt, server)).rejects.toThrow(/绑定|bindPhone/)
      expect(broken.hits()).toBe(1)
    } finally {
      await rt.close()
      await broken.close()
    }
  })

  test('the pay-order endpoint answering 500 fails the VIP journey', async () => {
    const broken = await breakRoute(server, API.member.orderCreate)
    const rt = await launch(server, { serverUrl: broken.url, storage: await signedInStorage(server, '13900005555') })
    try {
      await expect(J.buyVip(rt, server)).rejects.toThrow(/requestPayment was asked 0 times/)
      expect(broken.hits()).toBeGreaterThan(0)
    } finally {
      await rt.close()
      await broken.close()
    }
  })
})
