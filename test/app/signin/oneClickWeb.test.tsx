/**
 * H5 one-click login with a real carrier: the server's tokens → the carrier's web SDK (substituted here) → its token
 * → the usual confirmation. A cancel or any SDK failure goes to the SMS login with a toast.
 */
import { render, screen, fireEvent, waitFor } from '@testing-library/react'
import OneClickSheet, { ONE_CLICK_TITLE } from '../../../src/components/OneClickSheet'
import { launch } from '../../../src/stores/launch'
import { session } from '../../../src/stores/session'
import { aliyunWebSdk, setCarrierWebSdk, type CarrierWebSdk } from '../../../src/services/carrierWeb'
import { MESSAGES } from '../../../src/domain/errorCatalogue'
import { setupPage, settle, TOKEN, user } from '../pages/harness'

let h: ReturnType<typeof setupPage>
const AUTH = { provider: 'aliyun', accessToken: 'ACC-1', jwtToken: 'JWT-1', sdkUrl: 'https://static.example.com/numberAuth-web-sdk.js' }

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  launch.reset()
  h.on('GET', '/sso/sso/oneClickPreCheck', () => ({ data: { available: true, provider: 'aliyun' } }))
  h.on('POST', '/sso/sso/oneClickWebAuth', () => ({ data: AUTH }))
  h.on('POST', '/sso/sso/getWebPrefetchPhoneNumber', () => ({ data: { confirmId: 'CONFIRM-W', phoneMasked: '139****0000', expiresAt: 0 } }))
  h.on('POST', '/sso/sso/oneClickConfirmLogin', () => ({ data: { token: TOKEN, expiresAt: 4102444800, user } }))
  h.on('GET', '/sso/api/userCenter/getYqcClientUserInfo', () => ({ data: user }))
})
afterEach(() => setCarrierWebSdk(null))

async function tapOneClick() {
  await launch.begin()
  expect(launch.sheetVisible).toBe(true)
  const { container } = render(<OneClickSheet />)
  fireEvent.click(container.querySelector('.oc-terms')!)
  fireEvent.click(screen.getByText(ONE_CLICK_TITLE))
  return container
}

describe('H5 one-click login with a real carrier', () => {
  it("success: the page's origin gets the tokens, the SDK's token is prefetched and confirmed, the user is signed in", async () => {
    const seen: unknown[] = []
    setCarrierWebSdk({
      loginToken: async (auth) => {
        seen.push(auth)
        return 'SP-TOKEN-1'
      },
    })
    await tapOneClick()
    await waitFor(() => expect(h.spies.switchTab).toHaveBeenCalled(), { timeout: 2000 })
    expect(h.callsTo('/sso/sso/oneClickWebAuth')[0].data).toEqual({ origin: window.location.origin })
    expect(seen).toEqual([AUTH])
    expect(h.callsTo('/sso/sso/getWebPrefetchPhoneNumber')[0].data).toEqual({ spToken: 'SP-TOKEN-1' })
    // no local token goes out with a real carrier
    expect(h.callsTo('/sso/sso/getPrefetchPhoneNumber')).toHaveLength(0)
    expect(h.callsTo('/sso/sso/oneClickConfirmLogin')[0].data).toMatchObject({ confirmId: 'CONFIRM-W' })
    expect(session.token).toBe(TOKEN)
    expect(launch.sheetVisible).toBe(false)
  })

  it.each([
    ['a cancel on the carrier page', new Error('getLoginToken: 600002 用户取消')],
    ['an SDK failure', new Error('checkLoginAvailable: 600011')],
  ])('%s: a toast, the sheet closes, the SMS login opens, nothing is prefetched', async (_name, err) => {
    const sdk: CarrierWebSdk = { loginToken: jest.fn(async () => Promise.reject(err)) }
    setCarrierWebSdk(sdk)
    await tapOneClick()
    await settle()
    expect(sdk.loginToken).toHaveBeenCalledTimes(1)
    expect(h.toasts()).toEqual([expect.objectContaining({ title: MESSAGES.carrierWebFailed, icon: 'none' })])
    expect(h.spies.navigateTo.mock.calls[0][0].url).toBe('/pagesLogin/phoneLogin/phoneLogin')
    expect(launch.sheetVisible).toBe(false)
    expect(h.callsTo('/sso/sso/getWebPrefetchPhoneNumber')).toHaveLength(0)
    expect(session.token).toBe('')
  })

  it('no tokens from the server (30002): straight to the SMS login, the SDK is not run', async () => {
    const sdk: CarrierWebSdk = { loginToken: jest.fn(async () => 'never') }
    setCarrierWebSdk(sdk)
    h.on('POST', '/sso/sso/oneClickWebAuth', () => ({ code: '30002', msg: '无法获取本机号码，请使用其他方式登录' }))
    await tapOneClick()
    await settle()
    expect(sdk.loginToken).not.toHaveBeenCalled()
    expect(h.spies.navigateTo.mock.calls[0][0].url).toBe('/pagesLogin/phoneLogin/phoneLogin')
  })

  it('the local gateway keeps its own local token, without the web SDK', async () => {
    const sdk: CarrierWebSdk = { loginToken: jest.fn(async () => 'never') }
    setCarrierWebSdk(sdk)
    h.on('GET', '/sso/sso/oneClickPreCheck', () => ({ data: { available: true, provider: 'local' } }))
    h.on('POST', '/sso/sso/getPrefetchPhoneNumber', () => ({ data: { confirmId: 'CONFIRM-L', phoneMasked: '137****1234', expiresAt: 0 } }))
    await tapOneClick()
    await waitFor(() => expect(h.spies.switchTab).toHaveBeenCalled(), { timeout: 2000 })
    expect(sdk.loginToken).not.toHaveBeenCalled()
    expect(h.callsTo('/sso/sso/oneClickWebAuth')).toHaveLength(0)
    expect(h.callsTo('/sso/sso/getPrefetchPhoneNumber')[0].data.accessToken).toMatch(/^local-/)
  })
})

describe("the Aliyun web SDK's adapter", () => {
  type Opts = { success: (r: unknown) => void; error: (r: unknown) => void } & Record<string, unknown>
  const w = window as unknown as { PhoneNumberServer?: unknown }

  /** The script tag the adapter adds: 'load' runs `onLoad` (the vendor's script defining PhoneNumberServer). */
  function serveScript(onLoad: () => void, fail = false) {
    const added: HTMLScriptElement[] = []
    const real = document.head.appendChild.bind(document.head)
    jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      const el = node as unknown as HTMLScriptElement
      added.push(el)
      real(node)
      setTimeout(() => {
        if (fail) el.onerror?.(new Event('error'))
        else {
          onLoad()
          el.onload?.(new Event('load'))
        }
      }, 0)
      return node
    })
    return added
  }

  afterEach(() => {
    delete w.PhoneNumberServer
  })

  it('loads the script from the server-named address, checks with both tokens, then returns the spToken', async () => {
    const calls: [string, Opts][] = []
    class FakeServer {
      checkLoginAvailable(o: Opts) {
        calls.push(['checkLoginAvailable', o])
        o.success({ code: 600000 })
      }
      getLoginToken(o: Opts) {
        calls.push(['getLoginToken', o])
        o.success({ code: 600000, spToken: 'SP-9' })
      }
    }
    const added = serveScript(() => (w.PhoneNumberServer = FakeServer))
    expect(await aliyunWebSdk.loginToken({ ...AUTH, sdkUrl: 'https://static.example.com/a.js' })).toBe('SP-9')
    expect(added.map((s) => s.src)).toEqual(['https://static.example.com/a.js'])
    expect(calls.map((c) => c[0])).toEqual(['checkLoginAvailable', 'getLoginToken'])
    expect(calls[0][1]).toMatchObject({ accessToken: 'ACC-1', jwtToken: 'JWT-1' })
    // loaded once: a second tap does not add the script again
    await aliyunWebSdk.loginToken({ ...AUTH, sdkUrl: 'https://static.example.com/a.js' })
    expect(added).toHaveLength(1)
  })

  it('rejects when the check fails, the user cancels, the script fails or there is no address', async () => {
    let check = true
    class FakeServer {
      checkLoginAvailable(o: Opts) {
        if (check) o.success({ code: 600000 })
        else o.error({ code: 600011, msg: '鉴权失败' })
      }
      getLoginToken(o: Opts) {
        o.error({ code: 700000, msg: '用户取消' })
      }
    }
    serveScript(() => (w.PhoneNumberServer = FakeServer))
    await expect(aliyunWebSdk.loginToken({ ...AUTH, sdkUrl: 'https://static.example.com/b.js' })).rejects.toThrow('getLoginToken')
    check = false
    await expect(aliyunWebSdk.loginToken({ ...AUTH, sdkUrl: 'https://static.example.com/b.js' })).rejects.toThrow('checkLoginAvailable')
    jest.restoreAllMocks()
    serveScript(() => undefined, true)
    await expect(aliyunWebSdk.loginToken({ ...AUTH, sdkUrl: 'https://static.example.com/c.js' })).rejects.toThrow('failed to load')
    await expect(aliyunWebSdk.loginToken({ ...AUTH, sdkUrl: undefined })).rejects.toThrow('no SDK address')
  })
})
