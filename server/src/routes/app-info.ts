/**
 * The app's information pages and personalisation: customer-service contact details (configuration), release notes,
 * documents as HTML by key, the signed-in user's 个性化推荐 switch, the home page's recommended companies, and whether
 * this deployment is a demonstration running local stand-ins.
 */
import { API } from '../../../contract/endpoints'
import { appInfoSchemas, type AppDocument, type ReleaseNote } from '../../../contract/schemas/app-info'
import { isOn } from '../../../contract/schemas/common'
import type { CompanyHit } from '../../../contract/api/api'
import { RELEASE_NOTES } from '../data/release-notes'
import LICENCES from '../data/licences.json'
import { fail, ok } from '../errors'
import { tokenOf } from '../plugins/auth'
import { toCompanyHit } from '../search/hits'
import { demoOf } from '../providers/plan'
import type { RecommendedRow } from '../store/recommendations'
import { userIdOf, type ApiPlugin } from './plugin'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Plain text as paragraphs: blank lines part them, hard-wrapped lines join, markdown heading marks go. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !/^[-=]{3,}$/.test(l))
        .join(' ')
        .replace(/^#+\s*/, ''),
    )
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')
}

export function releaseHtml(note: ReleaseNote): string {
  return `<h3>${escapeHtml(note.title)}</h3><ul>${note.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
}

function findDocument(key: string): AppDocument | null {
  const [kind, ...rest] = key.split(':')
  const id = rest.join(':')
  if (kind === 'licence') {
    const l = LICENCES.find((x) => x.name === id)
    return l ? { key, title: `${l.name} 许可证`, subtitle: `版本 ${l.version} · ${l.licence}`, html: textToHtml(l.text) } : null
  }
  if (kind === 'release') {
    const n = RELEASE_NOTES.find((x) => x.version === id)
    return n ? { key, title: `云企查 v${n.version}`, subtitle: `${n.date} 发布`, html: releaseHtml(n) } : null
  }
  return null
}

const toHit = (r: RecommendedRow): CompanyHit => toCompanyHit(r, [], r.reason)

const appInfoRoutes: ApiPlugin = async (app) => {
  const { preferences, recommendations } = app.repos

  app.get(API.appInfo.contact, { schema: appInfoSchemas.contact }, async () => ok({ ...app.config.contact }))

  const demo = demoOf(app.config)
  app.get(API.appInfo.environment, { schema: appInfoSchemas.environment }, async () => ok({ demo }))

  app.get(API.appInfo.releaseNotes, { schema: appInfoSchemas.releaseNotes }, async (request) => {
    const { pageNum = 1, pageSize = 20 } = request.query
    const total = RELEASE_NOTES.length
    const list = RELEASE_NOTES.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return ok({ total, totalText: String(total), pageNum, pageSize, list, latest: RELEASE_NOTES[0].version })
  })

  app.get(API.appInfo.document, { schema: appInfoSchemas.document }, async (request) => {
    const doc = findDocument(request.query.key)
    if (!doc) throw fail('NOT_FOUND', '文档不存在')
    return ok(doc)
  })

  app.get(API.appInfo.preferences, { schema: appInfoSchemas.preferences, preHandler: app.auth.requireLogin }, async (request) =>
    ok(await preferences.get(userIdOf(request))),
  )

  app.post(API.appInfo.preferences, { schema: appInfoSchemas.savePreferences, preHandler: app.auth.requireLogin }, async (request) =>
    ok(await preferences.setPersonalise(userIdOf(request), isOn(request.body.personalise), app.config.now())),
  )

  // open to visitors: a signed-in user with 个性化推荐 on gets companies like the ones they viewed, everyone else the hot ones
  app.get(API.appInfo.recommendedCompanies, { schema: appInfoSchemas.recommendedCompanies }, async (request) => {
    const size = request.query.size ?? 6
    let userId: string | null = null
    const token = tokenOf(request)
    if (token) {
      try {
        userId = (await app.auth.resolve(token)).userId
      } catch {
        // a stale token sees what a visitor sees; the pages that need the login say so themselves
        userId = null
      }
    }
    const rows = userId && (await preferences.get(userId)).personalise ? await recommendations.fromFootprints(userId, size) : []
    if (rows.length === 0) return ok({ personalised: false, list: (await recommendations.hot(size)).map(toHit) })
    if (rows.length < size) {
      const taken = new Set(rows.map((r) => r.pid))
      rows.push(...(await recommendations.hot(size)).filter((r) => !taken.has(r.pid)))
    }
    return ok({ personalised: true, list: rows.slice(0, size).map(toHit) })
  })
}

export default appInfoRoutes
