/**
 * A desktop browser: a wide screen with a mouse. It opens the login on the QR code (the phone is the device that
 * scans) and is never offered the carrier's one-click login, which needs the SIM of the device it runs on.
 */
export const WIDE_SCREEN = 768

export const isDesktopBrowser = (): boolean =>
  process.env.TARO_ENV === 'h5' &&
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(min-width: ${WIDE_SCREEN}px) and (hover: hover)`).matches
