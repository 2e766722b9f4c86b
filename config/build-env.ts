/**
 * What the build compiles into the app from the environment: the API root, the request-signature secret and, for the
 * mini-program, its appid (written into dist/weapp/project.config.json by Taro from TARO_APP_ID). The local values
 * are the defaults of `npm start`; a release build (RELEASE=1) refuses them.
 */
export const LOCAL_SIGN_SECRET = 'yqc-local-sign-secret'
/** WeChat's developer tool opens a project with this appid as a tourist: no login, no payment */
export const LOCAL_APPID = 'touristappid'

export interface BuildEnv {
  apiRoot: string
  signSecret: string
  /** the mini-program's appid (WX_APPID); the tourist appid locally */
  appId: string
}

type RawEnv = Record<string, string | undefined>

export function buildEnv(platform: string, env: RawEnv = process.env): BuildEnv {
  const weapp = platform === 'weapp'
  const apiRoot = env.API_ROOT || (weapp ? `http://127.0.0.1:${env.PORT || 8080}/api` : '/api')
  const signSecret = env.SIGN_SECRET || LOCAL_SIGN_SECRET
  const appId = env.WX_APPID || LOCAL_APPID
  if (env.RELEASE === '1') {
    const missing: string[] = []
    if (signSecret === LOCAL_SIGN_SECRET) missing.push('SIGN_SECRET（与服务器相同的请求签名密钥）')
    if (weapp) {
      if (!env.API_ROOT) missing.push('API_ROOT（小程序请求的接口地址，如 https://api.example.com/api）')
      else if (!/^https:\/\/[^/]/.test(apiRoot)) missing.push('API_ROOT（须为 https 地址，且已配置为小程序的 request 合法域名）')
      if (appId === LOCAL_APPID) missing.push('WX_APPID（小程序的 AppID）')
      else if (!/^wx[0-9A-Za-z]{16}$/.test(appId)) missing.push('WX_APPID（格式应为 wx 加 16 位字母或数字）')
    }
    if (missing.length) throw new Error(`发布构建（RELEASE=1）不能使用本地默认值，请设置：${missing.join('；')}`)
  }
  return { apiRoot, signSecret, appId }
}

/** Taro writes the project's appid from TARO_APP_ID into the built project.config.json. */
export function applyAppId(built: BuildEnv, env: RawEnv = process.env): void {
  env.TARO_APP_ID = built.appId
}
