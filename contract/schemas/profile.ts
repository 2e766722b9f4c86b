/**
 * The user's own profile (个人资料) and the images they upload. An image is posted as multipart/form-data with the
 * fields `purpose` and `file`; the server keeps it under a generated name and answers its address. An avatar's address
 * is public (it is shown beside the user's name); any other image's address carries a signature that expires, and is
 * handed only to its owner.
 */
import { Envelope, Text, Type, type Static } from './common'
import { UPLOAD_ID_PATTERN } from '../domain/uploads'
import { COMPANY_MAX, JOB_TITLE_MAX, NICKNAME_MAX } from '../domain/profile'

export const UploadSchema = Type.Object({
  id: Type.String(),
  /** the file's address under the server root, e.g. /files/<id>.jpg (private ones carry ?exp=&sig=) */
  url: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
})

export const ProfileSchema = Type.Object({
  userId: Type.String(),
  nickname: Type.String(),
  /** '' when the user has not chosen one */
  avatar: Type.String(),
  phoneMasked: Type.String(),
  company: Type.String(),
  jobTitle: Type.String(),
  /** an industry code of the filter options, '' when not given */
  industry: Type.String(),
  industryName: Type.String(),
  /** a 6-digit region code, '' when not given */
  regionCode: Type.String(),
  regionName: Type.String(),
  /** ms since the epoch */
  registeredAt: Type.Integer(),
})

/** Only the fields sent change; '' clears a field (the nickname cannot be cleared). */
export const ProfileUpdateBody = Type.Object({
  /** checked by nicknameProblem after trimming */
  nickname: Type.Optional(Text('昵称', NICKNAME_MAX * 2)),
  company: Type.Optional(Text('公司', COMPANY_MAX)),
  jobTitle: Type.Optional(Text('职位', JOB_TITLE_MAX)),
  industry: Type.Optional(Text('行业', 8)),
  regionCode: Type.Optional(Text('地区', 6, { pattern: '^(\\d{6})?$', patternMessage: '地区编码应为6位数字' })),
  /** an avatar the user uploaded (purpose avatar); '' removes the avatar */
  avatarId: Type.Optional(Text('头像', 24, { pattern: `(${UPLOAD_ID_PATTERN})|^$`, patternMessage: '头像编号格式不正确' })),
})

export const profileSchemas = {
  profile: { response: { 200: Envelope(ProfileSchema) } },
  update: { body: ProfileUpdateBody, response: { 200: Envelope(ProfileSchema) } },
  upload: { consumes: ['multipart/form-data'], response: { 200: Envelope(UploadSchema) } },
}

export type Upload = Static<typeof UploadSchema>
export type Profile = Static<typeof ProfileSchema>
export type ProfileUpdate = Static<typeof ProfileUpdateBody>
