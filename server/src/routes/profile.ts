/**
 * The signed-in user's own profile (个人资料) and image uploads. Only the caller's own row is read or changed; an
 * avatar must be an image the caller uploaded as an avatar.
 */
import multipart from '@fastify/multipart'
import { API } from '../../../contract/endpoints'
import { nicknameProblem } from '../../../contract/domain/profile'
import { maskPhone } from '../../../contract/domain/format'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB, UPLOAD_PURPOSES, type UploadPurpose } from '../../../contract/domain/uploads'
import { profileSchemas, type Profile } from '../../../contract/schemas/profile'
import { INDUSTRIES } from '../data/constants'
import { regionName } from '../data/regions'
import { fail, ok } from '../errors'
import type { ProfileChange, ProfileRow } from '../store/profiles'
import { userIdOf, type ApiPlugin } from './plugin'

const industryName = (code: string) => INDUSTRIES.find((i) => i.code === code)?.name ?? ''

/** Multipart failures as the user should read them. */
const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `图片不能超过 ${UPLOAD_MAX_MB} MB`,
  FST_FILES_LIMIT: '一次只能上传一张图片',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以表单文件（multipart/form-data）方式上传图片',
  FST_PARTS_LIMIT: '上传内容过多',
  FST_FIELDS_LIMIT: '上传内容过多',
}

const profileRoutes: ApiPlugin = async (app) => {
  const login = app.auth.requireLogin
  const { profiles, uploads } = app.repos
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3 } })

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

  app.post(API.profile.upload, { schema: profileSchemas.upload, preHandler: login }, async (request) => {
    const userId = userIdOf(request)
    let bytes: Buffer
    let purpose: string | undefined
    try {
      const part = await request.file()
      if (!part) throw fail('BAD_PARAM', '请选择要上传的图片')
      const field = part.fields.purpose
      purpose = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined
      bytes = await part.toBuffer()
      if (part.file.truncated) throw fail('BAD_PARAM', MULTIPART_ERRORS.FST_REQ_FILE_TOO_LARGE)
    } catch (e) {
      const code = (e as { code?: string }).code
      if (code && MULTIPART_ERRORS[code]) throw fail('BAD_PARAM', MULTIPART_ERRORS[code])
      throw e
    }
    if (!purpose || !(UPLOAD_PURPOSES as readonly string[]).includes(purpose))
      throw fail('BAD_PARAM', '图片用途不正确（应在图片之前填写 purpose）')
    return ok(await app.images.save(userId, purpose as UploadPurpose, bytes))
  })
}

export default profileRoutes
