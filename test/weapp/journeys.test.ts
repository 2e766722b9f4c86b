/**
 * Journeys through the built mini-program in the headless WeChat runtime, against the real API server.
 */
import type { TestServer } from '../../server/test/api/helpers'
import { distMissing, launch, type Facts } from './runtime/harness'
import { runtimeSuite } from './runtime/suite'
import * as J from './runtime/journeys'

const missing = distMissing()
const describeBuilt = missing ? describe.skip : describe

describeBuilt('journeys in the headless WeChat runtime', () => {
  const suite = runtimeSuite()
  let server: TestServer
  let f: Facts
  beforeAll(() => {
    server = suite.server
    f = suite.facts
  })

  test('home → search → profile → a dimension list', async () => {
    const rt = (suite.rt = await launch(server))
    await J.searchToDimension(rt, f)
  })

  test("a QR code's scene opens the entry page, which opens the company it stands for", async () => {
    const rt = (suite.rt = await J.launchFromCompanyCode(server, f))
    await J.entryOpensCompany(rt, f)
  })

  test('sharing a profile sends the company name and the path to the profile', async () => {
    const rt = (suite.rt = await launch(server))
    await J.shareProfile(rt, f)
  })

  test('WeChat login: 微信登录 → wx.login code → bind phone with the getPhoneNumber button', async () => {
    const rt = (suite.rt = await launch(server))
    await J.wechatLogin(rt, server)
  })

  test('scan login: 扫一扫 on a signed-in phone confirms the device that shows the QR code', async () => {
    const rt = (suite.rt = await launch(server, { storage: await J.signedIn(server, '13900002222') }))
    await J.scanLogin(rt, server)
  })

  test('buying VIP in 会员中心 through requestPayment and the local WeChat Pay; 我的 shows the new level', async () => {
    const rt = (suite.rt = await launch(server, { storage: await J.signedIn(server, '13900003333') }))
    await J.buyVip(rt, server)
  })

  test('navigateTo past ten pages fails as in WeChat', async () => {
    const rt = (suite.rt = await launch(server))
    await J.pageLimit(rt, f)
  })
})
