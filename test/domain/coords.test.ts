import { gcj02ToWgs84, isInChina, wgs84ToGcj02 } from '../../src/domain/coords'

// metres between two points (equirectangular; fine for short distances)
const metres = (a: { lng: number; lat: number }, b: { lng: number; lat: number }) => {
  const R = 6371000
  const x = (((b.lng - a.lng) * Math.PI) / 180) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)
  const y = ((b.lat - a.lat) * Math.PI) / 180
  return Math.sqrt(x * x + y * y) * R
}

describe('coords', () => {
  it('bounds are inclusive at their end values', () => {
    expect(isInChina(116.39, 39.9)).toBe(true)
    expect(isInChina(72.004, 0.8293)).toBe(true)
    expect(isInChina(137.8347, 55.8271)).toBe(true)
    expect(isInChina(72.003, 30)).toBe(false)
    expect(isInChina(137.8348, 30)).toBe(false)
    expect(isInChina(100, 0.8292)).toBe(false)
    expect(isInChina(100, 55.8272)).toBe(false)
  })
  it('WGS84 → GCJ-02 shifts points in China by a few hundred metres (Beijing)', () => {
    const w = { lng: 116.391275, lat: 39.906217 }
    const g = wgs84ToGcj02(w.lng, w.lat)
    expect(g.lng).toBeCloseTo(116.39752, 3)
    expect(g.lat).toBeCloseTo(39.90762, 3)
    const d = metres(w, g)
    expect(d).toBeGreaterThan(100)
    expect(d).toBeLessThan(1000)
  })
  it('GCJ-02 → WGS84 inverts within a metre', () => {
    for (const p of [
      { lng: 121.4737, lat: 31.2304 },
      { lng: 113.9213, lat: 22.5431 },
      { lng: 87.6168, lat: 43.8256 },
    ]) {
      const g = wgs84ToGcj02(p.lng, p.lat)
      expect(metres(gcj02ToWgs84(g.lng, g.lat), p)).toBeLessThan(1)
    }
  })
  it('points outside the bounds pass unchanged both ways', () => {
    expect(wgs84ToGcj02(2.35, 48.85)).toEqual({ lng: 2.35, lat: 48.85 })
    expect(gcj02ToWgs84(-74, 40.7)).toEqual({ lng: -74, lat: 40.7 })
  })
})
