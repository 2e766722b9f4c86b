/**
 * The 高德 JS API 2.0 (https://lbs.amap.com/api/javascript-api-v2/summary) as a MapProvider: its script is loaded
 * once, on the first map, and only when a key is configured. 高德 draws in GCJ-02, the system our points are in.
 */
import { amapKey, amapSecurityCode, type MapMarker, type MapPoint, type MapProvider, type MapView } from '../domain/mapProvider'

type AMapNS = any

let loading: Promise<AMapNS> | null = null

function loadAmap(key: string, securityCode: string): Promise<AMapNS> {
  const w = window as any
  if (w.AMap) return Promise.resolve(w.AMap)
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      // keys made after 2021-12-02 come with a security code the script reads from this global
      if (securityCode) w._AMapSecurityConfig = { securityJsCode: securityCode }
      const s = document.createElement('script')
      s.src = `https://webapi.amap.com/maps?v=2.0&key=${encodeURIComponent(key)}`
      s.async = true
      s.onload = () => (w.AMap ? resolve(w.AMap) : reject(new Error('地图加载失败')))
      s.onerror = () => {
        loading = null
        reject(new Error('地图加载失败'))
      }
      document.head.appendChild(s)
    })
  }
  return loading
}

export function amapProvider(key = amapKey, securityCode = amapSecurityCode): MapProvider {
  return {
    name: '高德地图',
    async mount(container: HTMLElement, onMarkerTap: (id: string) => void): Promise<MapView> {
      const AMap = await loadAmap(key, securityCode)
      const map = new AMap.Map(container, { zoom: 13, resizeEnable: true })
      let overlays: any[] = []
      const at = (p: MapPoint) => new AMap.LngLat(p.lng, p.lat)
      return {
        show(centre: MapPoint, radiusM: number, markers: MapMarker[]) {
          map.remove(overlays)
          const circle = new AMap.Circle({
            center: at(centre),
            radius: radiusM,
            strokeColor: '#1677ff',
            strokeWeight: 1,
            fillOpacity: 0.06,
          })
          const me = new AMap.CircleMarker({ center: at(centre), radius: 7, fillColor: '#1677ff', fillOpacity: 1, strokeColor: '#fff' })
          const pins = markers.map((m) => {
            const pin = new AMap.Marker({ position: at(m), title: m.title })
            pin.on('click', () => onMarkerTap(m.id))
            return pin
          })
          overlays = [circle, me, ...pins]
          map.add(overlays)
          map.setFitView([circle], false, [16, 16, 16, 16])
        },
        destroy() {
          map.destroy()
        },
      }
    },
  }
}

/** the configured provider, or null when no key is set (the page draws its radar) */
export const configuredMapProvider = (): MapProvider | null => (amapKey ? amapProvider() : null)
