/** Feedback tests' shared pieces: the paths, a feedback image upload, an operator's sign-in. */
import { type TestServer } from '../api/helpers'
import { codeLogin, freshPhone, type SignedIn } from '../signin/helpers'

export const P = {
  submit: '/user/api/v1/feedback/submit',
  list: '/user/api/v1/feedback/list',
  detail: '/user/api/v1/feedback/detail',
  read: '/user/api/v1/feedback/read',
  summary: '/user/api/v1/feedback/summary',
  upload: '/user/api/v1/upload/image',
  adminList: '/admin/api/v1/feedback/list',
  adminDetail: '/admin/api/v1/feedback/detail',
  adminReply: '/admin/api/v1/feedback/reply',
  adminAccept: '/admin/api/v1/feedback/accept',
  adminReject: '/admin/api/v1/feedback/reject',
}

/** a real 1×1 PNG */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** Uploads an image for the user; returns its id. */
export async function uploadImage(s: TestServer, u: SignedIn, purpose = 'feedback'): Promise<string> {
  const form = new FormData()
  form.append('purpose', purpose)
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'shot.png')
  const res = await fetch(`${s.url}/api${P.upload}`, {
    method: 'POST',
    headers: { sign: s.sign('POST', P.upload), token: u.token },
    body: form,
  })
  const body = (await res.json()) as { code: string; msg: string; data: { id: string } }
  if (body.code !== '0000') throw new Error(`upload: ${body.msg}`)
  return body.data.id
}

/** A user given the admin role, signed in afresh so the token carries it. */
export async function signedInAdmin(s: TestServer): Promise<SignedIn> {
  const phone = freshPhone('1371')
  await codeLogin(s, phone, 'dev-admin')
  await s.sql.prepare(`UPDATE users SET roles = '["user","admin"]' WHERE phone = ?`).run(phone)
  const token = await codeLogin(s, phone, 'dev-admin')
  const userId = ((await s.sql.prepare('SELECT user_id FROM users WHERE phone = ?').get(phone)) as { user_id: string }).user_id
  return { token, userId }
}
