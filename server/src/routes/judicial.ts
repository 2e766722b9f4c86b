/**
 * 查老赖: the newest 失信被执行人 / 被执行人 entries with totals, a search across every company and person by name,
 * credit code or case number (with province and date filters), and one entry with its case. Open to visitors, under
 * the same per-address rate limit and page cap as the name search.
 */
import { API } from '../../../contract/endpoints'
import { judicialSchemas } from '../../../contract/schemas/judicial'
import { JUDICIAL_KEYWORD_MIN, judicialKeyword } from '../../../contract/domain/judicial'
import { regionLevel } from '../data/regions'
import { badParam, fail, ok } from '../errors'
import { chinaDate } from '../store/trends'
import type { ApiPlugin } from './plugin'

const judicialRoutes: ApiPlugin = async (app) => {
  const { judicial } = app.repos

  app.get(API.judicial.overview, { schema: judicialSchemas.overview }, async (request) =>
    ok(await judicial.overview(request.query.kind, chinaDate(app.config.now()))),
  )

  app.get(API.judicial.search, { schema: judicialSchemas.search }, async (request) => {
    const q = request.query
    const keyword = q.keyword === undefined ? '' : judicialKeyword(q.keyword)
    if (q.keyword !== undefined && [...keyword].length < JUDICIAL_KEYWORD_MIN) throw badParam(`关键词不能少于${JUDICIAL_KEYWORD_MIN}个字符`)
    if (q.province && regionLevel(q.province) !== 'province') throw badParam('省份不存在')
    if (q.start && q.end && q.start > q.end) throw badParam('开始日期不能晚于结束日期')
    if (!keyword && !q.province && !q.start && !q.end) throw badParam('请输入企业名称、人名、证件号码或案号，或选择地区、日期')
    const filter = { kind: q.kind, keyword, province: q.province ? q.province.slice(0, 2) : '', start: q.start, end: q.end }
    return ok(await judicial.search(filter, q.pageNum ?? 1, q.pageSize ?? 20))
  })

  app.get(API.judicial.detail, { schema: judicialSchemas.detail }, async (request) => {
    const d = await judicial.detail(request.query.id)
    if (!d) throw fail('NOT_FOUND', '该记录不存在或已删除')
    return ok(d)
  })
}

export default judicialRoutes
