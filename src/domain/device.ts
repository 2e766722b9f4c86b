/** Device fields of a login, from the platform's system info (and, in a browser, the user agent). */

const UNKNOWN = /^(unknown|undefined|null)?$/i

const clean = (v: unknown) => {
  const s = typeof v === 'string' ? v.trim() : ''
  return UNKNOWN.test(s) ? '' : s.slice(0, 64)
}

/** The browser's name from its user agent: '微信内置浏览器', 'Edge 浏览器', 'Chrome 浏览器' … */
export function browserName(ua: string): string {
  if (/MicroMessenger/i.test(ua)) return '微信内置浏览器'
  if (/Edg\//.test(ua)) return 'Edge 浏览器'
  if (/Firefox\//.test(ua)) return 'Firefox 浏览器'
  if (/(Chrome|CriOS)\//.test(ua)) return 'Chrome 浏览器'
  if (/Safari\//.test(ua)) return 'Safari 浏览器'
  return '网页浏览器'
}

export function describeDevice(
  sys: { model?: string; brand?: string; system?: string },
  h5: boolean,
  ua = '',
): { deviceName: string; phoneBrand: string; systemVersion: string } {
  const model = clean(sys.model)
  return {
    // a mobile browser knows its phone model ('iPhone', 'Pixel 7'); a desktop one does not
    deviceName: model || (h5 ? browserName(ua) : '未知设备'),
    phoneBrand: clean(sys.brand),
    systemVersion: clean(sys.system),
  }
}
