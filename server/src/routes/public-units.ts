/**
 * 机关单位: search government bodies, public institutions and social organisations by name or credit code, category
 * and region; and one unit with its sponsor and the units it sponsors. Public, no login.
 */
import { API } from '../../../contract/endpoints'
import { PUBLIC_UNIT_CATEGORY_KINDS } from '../../../contract/domain/publicUnits'
import { publicUnitSchemas, type PublicUnitDetail, type PublicUnitHit } from '../../../contract/schemas/publicUnits'
import { regionLevel } from '../data/regions'
import { badParam, fail, ok } from '../errors'
import { spansOf, TOTAL_CAP, totalText } from '../search/hits'
import type { PublicUnitFilter, PublicUnitRow } from '../store/public-units'
import type { ApiPlugin } from './plugin'

/** the units one page of 下属单位 shows */
const SUBORDINATES = 20

const toHit = (r: PublicUnitRow, keyword: string): PublicUnitHit => ({
  id: r.id,
  name: r.name,
  highlight: keyword ? spansOf(r.name, keyword) : [],
  kind: r.kind,
  creditCode: r.credit_code,
  leader: r.leader,
  regionName: r.region_name,
  established: r.established,
  status: r.status,
})

const publicUnitRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.publicUnits

  app.get(API.scenario.publicUnits, { schema: publicUnitSchemas.search }, async (request) => {
    const { keyword = '', category, regionCode, pageNum = 1, pageSize = 20 } = request.query
    const filter: PublicUnitFilter = { keyword: keyword.trim(), kinds: category ? PUBLIC_UNIT_CATEGORY_KINDS[category] : [] }
    if (regionCode) {
      const level = regionLevel(regionCode)
      if (!level) throw badParam('地区编码不存在')
      filter.region = { level, code: regionCode }
    }
    const offset = (pageNum - 1) * pageSize
    if (offset >= TOTAL_CAP) throw badParam(`最多查看前${TOTAL_CAP}家单位，请缩小搜索范围`)
    const page = await repo.search(filter, offset, pageSize)
    const list = page.rows.map((r) => toHit(r, filter.keyword))
    return ok({ total: page.total, totalText: totalText(page.total), pageNum, pageSize, list })
  })

  app.get(API.scenario.publicUnitDetail, { schema: publicUnitSchemas.detail }, async (request) => {
    const r = await repo.byId(request.query.id)
    if (!r) throw fail('NOT_FOUND', '该单位不存在')
    const sponsor = r.sponsor_id ? await repo.ref(r.sponsor_id) : undefined
    const subs = await repo.subordinates(r.id, SUBORDINATES)
    const detail: PublicUnitDetail = {
      id: r.id,
      name: r.name,
      kind: r.kind,
      creditCode: r.credit_code,
      leader: r.leader,
      status: r.status,
      established: r.established,
      validFrom: r.valid_from,
      validTo: r.valid_to,
      funds: r.funds,
      funding: r.funding,
      sponsor: sponsor ? { id: sponsor.id, name: sponsor.name, kind: sponsor.kind } : r.sponsor_name ? { name: r.sponsor_name } : null,
      registrar: r.registrar,
      regionCode: r.region_code,
      regionName: r.region_name,
      address: r.address,
      phone: r.phone,
      scope: r.scope,
      source: r.source,
      capturedAt: r.captured_at.slice(0, 10),
      subordinates: subs.rows.map((s) => ({ id: s.id, name: s.name, kind: s.kind })),
      subordinateTotal: subs.total,
    }
    return ok(detail)
  })
}

export default publicUnitRoutes
