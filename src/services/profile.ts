/** The signed-in user's own profile (个人资料) and image uploads (contract/schemas/profile.ts). */
import Taro from '@tarojs/taro'
import type { Profile, ProfileUpdate, Upload } from '../../contract/schemas/profile'
import type { UploadPurpose } from '../../contract/domain/uploads'
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '../../contract/domain/uploads'
import { API } from '../../contract/endpoints'
import { session } from '../stores/session'
import { get, post, upload } from './request'

/** The nickname and avatar shown across the app (我的, the account) follow the profile at once. */
function follow(p: Profile): Profile {
  const u = session.userInfo
  if (u && u.userId === p.userId) session.setUserInfo({ ...u, nickname: p.nickname, avatar: p.avatar })
  return p
}

export const getProfile = () => get<Profile>(API.profile.profile, undefined, { loading: false }).then(follow)

export const updateProfile = (change: ProfileUpdate) => post<Profile>(API.profile.update, change as Record<string, unknown>).then(follow)

export const uploadImage = (purpose: UploadPurpose, filePath: string, onProgress?: (percent: number) => void) =>
  upload<Upload>(API.profile.upload, filePath, { formData: { purpose }, onProgress })

/**
 * One image from the album or the camera, compressed by the platform; null when the user backs out. A file over the
 * server's limit is refused here with the same words, before any byte is sent.
 */
export async function chooseOneImage(): Promise<string | null> {
  let r: Taro.chooseImage.SuccessCallbackResult
  try {
    r = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
  } catch {
    return null
  }
  const file = r.tempFiles?.[0]
  if (!file) return null
  if (file.size > UPLOAD_MAX_BYTES) {
    Taro.showToast({ title: `图片不能超过 ${UPLOAD_MAX_MB} MB`, icon: 'none' })
    return null
  }
  return file.path
}

/** Choose, upload (reporting progress) and wear a new avatar; null when the user backs out. */
export async function changeAvatar(onProgress: (percent: number) => void): Promise<Profile | null> {
  const path = await chooseOneImage()
  if (!path) return null
  onProgress(0)
  const image = await uploadImage('avatar', path, onProgress)
  return updateProfile({ avatarId: image.id })
}
