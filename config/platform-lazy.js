// platform.js parses the user agent as soon as it is loaded. Taro's H5 API loads it at start-up, but only reads it
// when the app asks for system or device information, which the first screen never does; this defers the parse to
// that first read. (webpack's module interop asks for __esModule at import time: that must not count as a read.)
let parsed
const real = () => (parsed = parsed || require('platform/platform.js'))
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? undefined : real()[key]), has: (_, key) => key in real() })
