/** A stand-in for @tarojs/taro that records the calls the services make. */
export function taroMock() {
  type Opts = any
  const ok = () => jest.fn((_o: Opts) => Promise.resolve({ errMsg: 'ok' }))
  const t = {
    request: jest.fn(),
    showToast: jest.fn(),
    showLoading: jest.fn(),
    hideLoading: jest.fn(),
    showModal: jest.fn((_o: Opts) => Promise.resolve({ confirm: true, cancel: false })),
    navigateTo: ok(),
    redirectTo: ok(),
    switchTab: ok(),
    reLaunch: ok(),
    navigateBack: ok(),
    getStorageSync: jest.fn(() => ''),
    setStorageSync: jest.fn(),
    removeStorageSync: jest.fn(),
    getSystemInfoSync: jest.fn(() => ({ model: 'iPhone 15', brand: 'Apple', system: 'iOS 17.0' })),
  }
  return { __esModule: true, default: t, ...t }
}

export type TaroMock = ReturnType<typeof taroMock>['default']

/** A JWT-shaped token (unsigned; the app only reads its claims). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const b64 = (s: string) => Buffer.from(s).toString('base64url')
  return `${b64('{"alg":"HS256","typ":"JWT"}')}.${b64(JSON.stringify(claims))}.sig`
}

export const envelope = (code: string, data: unknown = null, msg = '') => ({ code, msg, data })

/** What Taro.request resolves with. */
export const reply = (statusCode: number, data: unknown) => ({ statusCode, data, header: {} })

/** Lets pending promise callbacks run. */
export const flush = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve()
}
