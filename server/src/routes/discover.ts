/**
 * 发现 (热门企业, 最新变更, 新注册企业) and 企业地址 (the address, 同地址企业, 附近企业): public, no login.
 */
import { API } from '../../../contract/endpoints'
import { chinaDate } from '../../../contract/domain/china-time'
import { discoverSchemas, type DiscoverCompany } from '../../../contract/schemas/discover'
import { fail, ok } from '../errors'
import { buildingOf, type ListCompanyRow } from '../store/discover'
import type { ApiPlugin } from './plugin'

const toCompany = (r: ListCompanyRow): DiscoverCompany => ({
  pid: r.pid,
  name: r.name,
  sub: r.sub,
  regionName: r.region_name,
  established: r.established,
  viewCount: r.view_count,
})

const paged = <T>(pageNum: number, pageSize: number, page: { total: number; rows: T[] }) => ({
  total: page.total,
  totalText: String(page.total),
  pageNum,
  pageSize,
  list: page.rows,
})

const discoverRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.discover
  const today = () => chinaDate(app.config.now())
  const companyOf = async (pid: string) => {
    const c = await repo.company(pid)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return c
  }

  app.get(API.discover.hot, { schema: discoverSchemas.hot }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const page = await repo.hot((pageNum - 1) * pageSize, pageSize)
    return ok(paged(pageNum, pageSize, { total: page.total, rows: page.rows.map(toCompany) }))
  })

  app.get(API.discover.changes, { schema: discoverSchemas.changes }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    return ok(paged(pageNum, pageSize, await repo.changes(today(), (pageNum - 1) * pageSize, pageSize)))
  })

  app.get(API.discover.newest, { schema: discoverSchemas.newest }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const page = await repo.newest(today(), (pageNum - 1) * pageSize, pageSize)
    return ok(paged(pageNum, pageSize, { total: page.total, rows: page.rows.map(toCompany) }))
  })

  app.get(API.discover.address, { schema: discoverSchemas.address }, async (request) => {
    const c = await companyOf(request.query.pid)
    return ok({
      pid: c.pid,
      name: c.name,
      address: c.address,
      regionName: c.region_name,
      building: buildingOf(c.address),
      lng: c.lng,
      lat: c.lat,
    })
  })

  app.get(API.discover.sameAddress, { schema: discoverSchemas.sameAddress }, async (request) => {
    const { pid, pageNum = 1, pageSize = 20 } = request.query
    const c = await companyOf(pid)
    return ok(paged(pageNum, pageSize, await repo.sameAddress(c, buildingOf(c.address), (pageNum - 1) * pageSize, pageSize)))
  })

  app.get(API.discover.nearby, { schema: discoverSchemas.nearby }, async (request) => {
    const { pid, pageNum = 1, pageSize = 20 } = request.query
    return ok(paged(pageNum, pageSize, await repo.nearby(await companyOf(pid), (pageNum - 1) * pageSize, pageSize)))
  })
}

export default discoverRoutes
