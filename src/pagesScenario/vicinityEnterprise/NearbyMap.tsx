import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { NearbyCentre, NearbyItem } from '../../../contract/schemas/nearby'
import type { MapView } from '@/domain/mapProvider'
import { configuredMapProvider } from '@/services/amapProvider'
import NearbyRadar from './NearbyRadar'

const isH5 = process.env.TARO_ENV === 'h5'

/**
 * The area drawn: on the web a map from the configured provider (a key is set), otherwise — and whenever the map
 * cannot load — the radar of the companies shown.
 */
export default function NearbyMap({
  centre,
  items,
  radiusKm,
  selected,
  onSelect,
}: {
  centre: NearbyCentre | null
  items: NearbyItem[]
  radiusKm: number
  selected?: string
  onSelect?: (pid: string) => void
}) {
  const provider = isH5 ? configuredMapProvider() : null
  const [failed, setFailed] = useState(false)
  const box = useRef<HTMLElement | null>(null)
  const view = useRef<MapView | null>(null)
  const select = useRef(onSelect)
  select.current = onSelect

  useEffect(() => {
    if (!provider || !box.current) return undefined
    let gone = false
    provider
      .mount(box.current, (id) => select.current?.(id))
      .then(
        (v) => {
          if (gone) v.destroy()
          else view.current = v
        },
        () => !gone && setFailed(true),
      )
    return () => {
      gone = true
      view.current?.destroy()
      view.current = null
    }
    // one map for the page's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (centre && view.current) {
      view.current.show(
        centre,
        radiusKm * 1000,
        items.map((c) => ({ id: c.pid, lng: c.lng, lat: c.lat, title: c.name })),
      )
    }
  }, [centre, items, radiusKm])

  if (provider && !failed) return <View className='vc-map' data-testid='nearby-map' ref={box as never} />
  return <NearbyRadar items={items} radiusKm={radiusKm} selected={selected} onSelect={onSelect} />
}
