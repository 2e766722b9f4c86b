/**
 * 附近企业: the companies within 0.5–20 km of a point, nearest first, with distance and bearing; by industry, status
 * and part of the name; paged. The point is the user's position (GCJ-02), a region's centre or a company. Public.
 */
import { API } from '../../../contract/endpoints'
import { capitalText } from '../../../contract/domain/format'
import { bearingDeg, DEFAULT_RADIUS_KM, inChinaBox } from '../../../contract/domain/nearby'
import { nearbySchemas, type NearbyCentre, type NearbyItem, type NearbyQueryT } from '../../../contract/schemas/nearby'
import { COMPANY_STATUSES, INDUSTRIES } from '../data/constants'
import { regionPoint } from '../data/geo-points'
import { regionName } from '../data/regions'
import { badParam, ok } from '../errors'
import type { NearbyRow } from '../store/nearby'
import type { ApiPlugin } from './plugin'

const scenarioNearbyRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.nearby

  /** The one centre the query names: coordinates, a region or a company. */
  const centreOf = async (q: NearbyQueryT): Promise<NearbyCentre> => {
    const hasPoint = q.lng !== undefined || q.lat !== undefined
    const kinds = [hasPoint, q.regionCode !== undefined, q.pid !== undefined].filter(Boolean).length
    if (kinds === 0) throw badParam('请提供位置：经纬度、地区或企业')
    if (kinds > 1) throw badParam('位置只能是经纬度、地区或企业中的一种')
    if (hasPoint) {
      if (q.lng === undefined || q.lat === undefined) throw badParam('经度和纬度须同时提供')
      if (!inChinaBox(q.lng, q.lat)) throw badParam('该位置不在中国境内，暂不支持查询附近企业')
      return { lng: q.lng, lat: q.lat, label: '指定位置' }
    }
    if (q.regionCode !== undefined) {
      const p = regionPoint(q.regionCode)
      if (!p) throw badParam('地区编码不存在')
      return { ...p, label: regionName(q.regionCode) }
    }
    const c = await repo.companyPoint(q.pid!)
    if (!c) throw badParam('中心企业不存在')
    if (c.lng === null || c.lat === null) throw badParam('该企业暂无位置信息')
    return { lng: c.lng, lat: c.lat, label: c.name }
  }

  const toItem =
    (centre: NearbyCentre) =>
    (r: NearbyRow): NearbyItem => ({
      pid: r.pid,
      name: r.name,
      legalPerson: r.legal_person,
      status: r.status,
      industry: r.industry,
      regCapitalText: capitalText(r.reg_capital, r.currency),
      address: r.address,
      lng: r.lng,
      lat: r.lat,
      distance: Math.round(r.distance),
      bearing: Math.round(bearingDeg(centre.lat, centre.lng, r.lat, r.lng)) % 360,
    })

  app.get(API.scenario.nearby, { schema: nearbySchemas.list }, async (request) => {
    const q = request.query
    const { pageNum = 1, pageSize = 20 } = q
    if (q.industry && !INDUSTRIES.some((i) => i.code === q.industry)) throw badParam('行业不存在')
    if (q.status && !(COMPANY_STATUSES as string[]).includes(q.status)) throw badParam('经营状态不存在')
    const keyword = q.keyword?.trim()
    const centre = await centreOf(q)
    const radius = q.radius ?? DEFAULT_RADIUS_KM
    const page = await repo.search(
      {
        lng: centre.lng,
        lat: centre.lat,
        radiusKm: radius,
        industry: q.industry || undefined,
        status: q.status || undefined,
        keyword: keyword || undefined,
      },
      (pageNum - 1) * pageSize,
      pageSize,
    )
    return ok({
      centre,
      radius,
      total: page.total,
      // the list holds the nearest NEARBY_CAP: a busier circle says so ('1000+')
      totalText: page.more ? `${page.total}+` : String(page.total),
      pageNum,
      pageSize,
      list: page.rows.map(toItem(centre)),
    })
  })
}

export default scenarioNearbyRoutes
