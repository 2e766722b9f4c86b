import { applyAppId, buildEnv, LOCAL_APPID, LOCAL_SIGN_SECRET } from '../../config/build-env'

const RELEASE = { RELEASE: '1', API_ROOT: 'https://api.yqc.example.com/api', WX_APPID: 'wx0123456789abcdef', SIGN_SECRET: 'prod-sign' }

describe('the build settings', () => {
  it('default to the local server for npm start', () => {
    expect(buildEnv('h5', {})).toEqual({ apiRoot: '/api', signSecret: LOCAL_SIGN_SECRET, appId: LOCAL_APPID })
    expect(buildEnv('weapp', { PORT: '9090' }).apiRoot).toBe('http://127.0.0.1:9090/api')
  })

  it('come from API_ROOT, SIGN_SECRET and WX_APPID; the appid reaches Taro’s project.config.json through TARO_APP_ID', () => {
    const b = buildEnv('weapp', RELEASE)
    expect(b).toEqual({ apiRoot: RELEASE.API_ROOT, signSecret: 'prod-sign', appId: RELEASE.WX_APPID })
    const env: Record<string, string | undefined> = {}
    applyAppId(b, env)
    expect(env.TARO_APP_ID).toBe(RELEASE.WX_APPID)
  })

  it('a release mini-program build refuses every local default, naming each', () => {
    expect(() => buildEnv('weapp', { RELEASE: '1' })).toThrow(
      /^发布构建（RELEASE=1）不能使用本地默认值，请设置：SIGN_SECRET.*；API_ROOT.*；WX_APPID/,
    )
    expect(() => buildEnv('weapp', { ...RELEASE, API_ROOT: 'http://127.0.0.1:8080/api' })).toThrow(/API_ROOT（须为 https 地址/)
    expect(() => buildEnv('weapp', { ...RELEASE, WX_APPID: LOCAL_APPID })).toThrow(/WX_APPID（小程序的 AppID）/)
    expect(() => buildEnv('weapp', { ...RELEASE, WX_APPID: 'wx12' })).toThrow(/WX_APPID（格式/)
    expect(() => buildEnv('weapp', { ...RELEASE, SIGN_SECRET: LOCAL_SIGN_SECRET })).toThrow(/SIGN_SECRET/)
    expect(() => buildEnv('h5', { RELEASE: '1' })).toThrow(/SIGN_SECRET/)
    expect(() => buildEnv('h5', { RELEASE: '1', SIGN_SECRET: 'prod-sign' })).not.toThrow()
  })
})
