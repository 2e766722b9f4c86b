/**
 * Journeys through the built mini-program in the headless WeChat runtime, against the real API server.
 */
import type { TestServer } from '../../server/test/api/helpers'
import { distMissing, facts, launch, type Facts } from './runtime/harness'
import type { WeappRuntime } from './runtime/runtime'
import * as J from './runtime/journeys'

const missing = distMissing()
const describeBuilt = missing ? describe.skip : describe

describeBuilt('journeys in the headless WeChat runtime', () => {
  let server: TestServer
  let f: Facts
  let rt: WeappRuntime | undefined
  beforeAll(async () => {
    server = await J.server()
    f = facts(server)
  }, 120_000)
  afterEach(async () => {
    if (rt) {
      const errors = rt.errors.map((e) => `${e.where}: ${e.message}`)
      await rt.close()
      rt = undefined
      expect(errors).toEqual([])
    }
  })
  afterAll(async () => {
    await server?.close()
  })

  test('home → search → profile → a dimension list', async () => {
    rt = await launch(server)
    await J.searchToDimension(rt, f)
  })

  test("a QR code's scene opens the entry page, which opens the company it stands for", async () => {
    rt = await J.launchFromCompanyCode(server, f)
    await J.entryOpensCompany(rt, f)
  })

  test('sharing a profile sends the company name and the path to the profile', async () => {
    rt = await launch(server)
    await J.shareProfile(rt, f)
  })

  test('WeChat login: 微信登录 → wx.login code → bind phone with the getPhoneNumber button', async () => {
    rt = await launch(server)
    await J.wechatLogin(rt, server)
  })

  test('scan login: 扫一扫 on a signed-in phone confirms the device that shows the QR code', async () => {
    rt = await launch(server, { storage: await J.signedIn(server, '13900002222') })
    await J.scanLogin(rt, server)
  })

  test('buying VIP in 会员中心 through requestPayment and the local WeChat Pay; 我的 shows the new level', async () => {
    rt = await launch(server, { storage: await J.signedIn(server, '13900003333') })
    await J.buyVip(rt, server)
  })

  test('navigateTo past ten pages fails as in WeChat', async () => {
    rt = await launch(server)
    await J.pageLimit(rt, f)
  })
})
