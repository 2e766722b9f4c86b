import { PropsWithChildren } from 'react'
import Taro, { useLaunch } from '@tarojs/taro'
import { session } from './stores/session'
import { footprintSync } from './stores/footprints'
import { demo } from './stores/demo'
import { startWeappShell } from './services/weappShell'
import './app.scss'

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    let deviceId = ''
    try {
      // the mini-program has no stable device id API; the stored Cid keeps the first one made
      deviceId =
        process.env.TARO_ENV === 'h5'
          ? ''
          : String(Taro.getSystemInfoSync().model || '')
              .replace(/\W+/g, '')
              .slice(0, 12)
    } catch {
      deviceId = ''
    }
    session.startUp(deviceId ? `${deviceId}_${Date.now().toString(36)}` : undefined)
    Taro.onNetworkStatusChange?.((r) => session.setNetworkStatus(r.isConnected))
    // the device's footprints go to the server on every sign-in (and now, if a previous merge failed)
    footprintSync.start()
    // 演示环境 where the page did not say (the mini-program): the answer shows from the next page on
    demo.refresh()
    startWeappShell()
  })
  return children
}

export default App
