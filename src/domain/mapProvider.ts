/**
 * A web map behind one interface: the page gives a container, the centre, the radius and the markers (GCJ-02, the
 * system Chinese map tiles are drawn in) and hears which marker was tapped. A provider needs a key; with none
 * configured the page draws its radar instead.
 */
export interface MapPoint {
  lng: number
  lat: number
}

export interface MapMarker extends MapPoint {
  id: string
  title: string
}

export interface MapView {
  show(centre: MapPoint, radiusM: number, markers: MapMarker[]): void
  destroy(): void
}

export interface MapProvider {
  /** what the map is called where its credit shows */
  name: string
  mount(container: HTMLElement, onMarkerTap: (id: string) => void): Promise<MapView>
}

declare const AMAP_KEY: string
declare const AMAP_SECURITY_CODE: string

/** the 高德 JS API key compiled in (AMAP_KEY at build time); '' when none */
export const amapKey: string = typeof AMAP_KEY !== 'undefined' ? AMAP_KEY : ''
export const amapSecurityCode: string = typeof AMAP_SECURITY_CODE !== 'undefined' ? AMAP_SECURITY_CODE : ''
