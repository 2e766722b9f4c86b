import Taro from '@tarojs/taro'

/** The platform's system info; in H5 Taro works it out by parsing the user agent with platform.js. */
export function readSystemInfo(): Partial<Taro.getSystemInfoSync.Result> {
  try {
    return Taro.getSystemInfoSync()
  } catch {
    // not available (tests, some browsers): send what we know
    return {}
  }
}
