/** Business constants and limits: time-outs, toast durations, delays, colours, layers, page size. */

export const REQUEST_TIMEOUT = 60000
export const SOCKET_TIMEOUT = 60000
export const UPLOAD_TIMEOUT = 60000
export const DOWNLOAD_TIMEOUT = 60000
export const TIMEOUT_MIN = 100
export const TIMEOUT_MAX = 10 * 60 * 1000

/** Keeps a requested time-out inside the allowed 100 ms – 10 min range. */
export const clampTimeout = (ms: number | undefined) =>
  typeof ms === 'number' && isFinite(ms) ? Math.min(TIMEOUT_MAX, Math.max(TIMEOUT_MIN, ms)) : REQUEST_TIMEOUT

export const TOAST_DURATION = 1500
export const TOAST_ERROR_DURATION = 2000
export const TOAST_COMM_FAIL_DURATION = 1600
export const TOAST_LOGIN_SUCCESS_DURATION = 500
export const LOADING_DELAY = 800
export const LOADING_TEXT = '请求中...'
export const EMPTY_TEXT = '暂无数据～'

export const ACCESS_LOG_DELAY = 300
export const RESIZE_THROTTLE = 50
export const DEBOUNCE_DEFAULT = 300
export const DEBOUNCE_LONG = 500
export const THROTTLE_DEFAULT = 500
export const NAV_ANIMATION = 300

export const HEADER_HEIGHT = 44
export const TEXT_COLOR = '#283040'
export const THEME_COLOR = '#ED7455'
export const COLORS = { primary: '#2979ff', success: '#19be6b', error: '#fa3534', warning: '#ff9900' } as const
export const Z_INDEX = { toast: 10090, popup: 10075, navbar: 980 } as const
export const DROPDOWN_HEIGHT = 80
export const DROPDOWN_TITLE_SIZE = 28

export const PULL_THRESHOLD = 45
export const PULL_ANIMATION_SEC = 0.3
export const SWIPER_INTERVAL = 5000
export const SWIPER_DURATION = 500
export const VIDEO_CONTROLS_HIDE = 3000

export const MAP_ZOOM_MIN = 5
export const MAP_ZOOM_MAX = 18
export const MAP_SCALE_DEFAULT = 16
export const MAP_SCALE_LOCATION = 18
export const LOCATION_REFRESH = 30000
export const GEOLOCATION_TIMEOUT = 100000

export const APP_VERSION = '15.05.21'
export const APP_VERSION_CODE = 150521
/** package.json's version, compiled in at build time (PACKAGE_VERSION); tools that load this file without a build see '0.0.0' */
export const CLIENT_VERSION: string = typeof PACKAGE_VERSION !== 'undefined' ? PACKAGE_VERSION : '0.0.0'
export const LOCALE = 'zh-Hans'
export const PAGE_SIZE = 20

export const STORAGE_KEYS = {
  first: 'first',
  token: 'token',
  cid: 'Cid',
  networkStatus: 'networkStatus',
  userInfo: 'userInfo',
  session: 'session',
  searchHistory: 'searchHistory',
  footprints: 'footprints',
  regionTree: 'regionTree',
} as const

/** Sent as Visitor-Id by anonymous visitors. */
export const VISITOR_ID = 'yqc-visitor-0000000000'
/** Client id = prefix + device id. */
export const CID_PREFIX = 'yqc_'
