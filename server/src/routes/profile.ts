/**
 * The signed-in user's own profile (个人资料) and image uploads. Only the caller's own row is read or changed; an
 * avatar must be an image the caller uploaded as an avatar.
 */
import multipart from '@fastify/multipart'
import { API } from '../../../contract/endpoints'
import { nicknameProblem } from '../../../contract/domain/profile'
import { maskPhone } from '../../../contract/domain/format'
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../../contract/domain/uploads'
import { profileSchemas, type Profile } from '../../../contract/schemas/profile'
import { INDUSTRIES } from '../data/constants'
import { regionName } from '../data/regions'
import { fail, ok } from '../errors'
import type { ProfileChange, ProfileRow } from '../store/profiles'
import { UPLOAD_FORM_LIMITS, readUploadForm } from '../uploads/form'
import { userIdOf, type ApiPlugin } from './plugin'

const industryName = (code: string) => INDUSTRIES.find((i) => i.code === code)?.name ?? ''

const profileRoutes: ApiPlugin = async (app) => {
  const login = app.auth.requireLogin
  const { profiles, uploads } = app.repos

  const toProfile = (r: ProfileRow): Profile => ({
    userId: r.user_id,
    nickname: r.nickname,
    avatar: r.avatar,
    phoneMasked: maskPhone(r.phone ?? ''),
    company: r.company,
    jobTitle: r.job_title,
    industry: r.industry,
    industryName: industryName(r.industry),
    regionCode: r.region_code,
    regionName: regionName(r.region_code),
    registeredAt: r.created_at * 1000,
  })
  const mine = async (userId: string) => {
    const row = await profiles.byUserId(userId)
    if (!row) throw fail('TOKEN_INVALID')
    return row
  }

  app.get(API.profile.profile, { schema: profileSchemas.profile, preHandler: login }, async (request) =>
    ok(toProfile(await mine(userIdOf(request)))),
  )

  app.post(API.profile.update, { schema: profileSchemas.update, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    const before = await mine(userId)
    const b = request.body
    const change: ProfileChange = {}
    if (b.nickname !== undefined) {
      const problem = nicknameProblem(b.nickname)
      if (problem) throw fail('BAD_PARAM', problem)
      change.nickname = b.nickname.trim()
    }
    if (b.company !== undefined) change.company = b.company.trim()
    if (b.jobTitle !== undefined) change.job_title = b.jobTitle.trim()
    if (b.industry !== undefined) {
      if (b.industry && !industryName(b.industry)) throw fail('BAD_PARAM', '请选择列表中的行业')
      change.industry = b.industry
    }
    if (b.regionCode !== undefined) {
      if (b.regionCode && !regionName(b.regionCode)) throw fail('BAD_PARAM', '请选择列表中的地区')
      change.region_code = b.regionCode
    }
    let replaced: string | null = null
    if (b.avatarId !== undefined) {
      if (b.avatarId) {
        const upload = await uploads.owned(userId, b.avatarId, 'avatar')
        if (!upload) throw fail('NOT_FOUND', '头像图片不存在，请重新上传')
        change.avatar = app.images.urlOf(upload)
      } else change.avatar = ''
      replaced = before.avatar
    }
    await profiles.update(userId, change)
    // the avatar it replaced is nobody's any more: its file goes too
    const old = replaced && app.images.idOf(replaced)
    if (old && change.avatar !== replaced) {
      const row = await uploads.owned(userId, old, 'avatar')
      if (row) await app.images.remove(row)
    }
    return ok(toProfile(await mine(userId)))
  })

  // only the upload route parses multipart bodies: any other route answers one as a type it does not take
  await app.register(async (forms) => {
    await forms.register(multipart, { limits: UPLOAD_FORM_LIMITS })
    forms.post(API.profile.upload, { schema: profileSchemas.upload, preHandler: login }, async (request) => {
      const userId = userIdOf(request)
      const { fields, file } = await readUploadForm(request)
      if (!file) throw fail('BAD_PARAM', '请选择要上传的图片')
      const purpose = fields.purpose?.length === 1 ? fields.purpose[0] : undefined
      if (!purpose || !(UPLOAD_PURPOSES as readonly string[]).includes(purpose)) throw fail('BAD_PARAM', '图片用途不正确')
      return ok(await app.images.save(userId, purpose as UploadPurpose, file))
    })
  })
}

export default profileRoutes
