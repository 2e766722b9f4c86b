/**
 * Accepting an uploaded image: what it is comes from its bytes (image-size reads the header of every format we take),
 * it is stored under a random name, and its address is public only for avatars. Other images are reached through an
 * address signed for a limited time, handed only to whoever may see the image.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'
import {
  UPLOAD_DAILY_MAX,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  UPLOAD_MAX_PIXELS,
  UPLOAD_TYPES,
  type UploadExt,
  type UploadPurpose,
} from '../../../contract/domain/uploads'
import type { Upload } from '../../../contract/schemas/profile'
import { fail } from '../errors'
import type { UploadRepo, UploadRow } from '../store/uploads'

const DAY_MS = 24 * 3600 * 1000
/** how long a private image's address works */
export const SIGNED_URL_TTL_MS = 3600 * 1000
export const FILES_ROOT = '/files'

/** image-size's names for the formats we take */
const EXT_OF: Record<string, UploadExt> = { jpg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' }

export interface ImageDeps {
  repo: UploadRepo
  /** the uploads folder */
  dir: () => string
  secret: string
  now: () => number
}

export class ImageStore {
  constructor(private readonly d: ImageDeps) {}

  /** Checks the bytes, writes the file, records it. Refusals are Chinese and leave nothing behind. */
  async save(userId: string, purpose: UploadPurpose, bytes: Buffer): Promise<Upload> {
    if (!bytes.length) throw fail('BAD_PARAM', '图片内容为空')
    if (bytes.length > UPLOAD_MAX_BYTES) throw fail('BAD_PARAM', `图片不能超过 ${UPLOAD_MAX_MB} MB`)
    const now = this.d.now()
    if ((await this.d.repo.countSince(userId, now - DAY_MS)) >= UPLOAD_DAILY_MAX)
      throw fail('RATE_LIMITED', '今日上传图片已达上限，请明天再试')
    let info: { type?: string; width?: number; height?: number }
    try {
      info = imageSize(new Uint8Array(bytes))
    } catch {
      info = {}
    }
    const ext = info.type ? EXT_OF[info.type] : undefined
    if (!ext || !info.width || !info.height) throw fail('BAD_PARAM', '仅支持 JPG、PNG、WebP、GIF 格式的图片')
    if (info.width * info.height > UPLOAD_MAX_PIXELS) throw fail('BAD_PARAM', '图片尺寸过大，请压缩后再上传')
    const row: UploadRow = {
      id: crypto.randomBytes(18).toString('base64url'),
      user_id: userId,
      purpose,
      ext,
      mime: UPLOAD_TYPES[ext],
      size: bytes.length,
      width: info.width,
      height: info.height,
      created_at: now,
    }
    const file = this.pathOf(row)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, bytes, { flag: 'wx' })
    try {
      await this.d.repo.add(row)
    } catch (e) {
      fs.rmSync(file, { force: true })
      throw e
    }
    return this.toUpload(row)
  }

  /** The file on disk of an upload: two levels of folders keep any one folder small. */
  pathOf(row: Pick<UploadRow, 'id' | 'ext'>): string {
    return path.join(this.d.dir(), row.id.slice(0, 2), `${row.id}.${row.ext}`)
  }

  /** An avatar's address is plain; any other one is signed for an hour. */
  urlOf(row: Pick<UploadRow, 'id' | 'ext' | 'purpose'>): string {
    const name = `${FILES_ROOT}/${row.id}.${row.ext}`
    if (row.purpose === 'avatar') return name
    const exp = this.d.now() + SIGNED_URL_TTL_MS
    return `${name}?exp=${exp}&sig=${this.sign(row.id, exp)}`
  }

  /** The upload id an address of ours names, or null. */
  idOf(url: string): string | null {
    return url.match(/\/files\/([A-Za-z0-9_-]{24})\./)?.[1] ?? null
  }

  toUpload(row: UploadRow): Upload {
    return { id: row.id, url: this.urlOf(row), mime: row.mime, size: row.size, width: row.width, height: row.height }
  }

  /** The upload a /files address names, when the address is allowed to show it now. */
  async open(name: string, exp: string | undefined, sig: string | undefined): Promise<{ row: UploadRow; file: string } | null> {
    const m = /^([A-Za-z0-9_-]{24})\.([a-z]+)$/.exec(name)
    if (!m) return null
    const row = await this.d.repo.byId(m[1])
    if (!row || row.ext !== m[2]) return null
    if (row.purpose !== 'avatar') {
      const expMs = Number(exp)
      if (!sig || !Number.isSafeInteger(expMs) || expMs < this.d.now()) return null
      const want = Buffer.from(this.sign(row.id, expMs))
      const got = Buffer.from(sig)
      if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return null
    }
    const file = this.pathOf(row)
    return fs.existsSync(file) ? { row, file } : null
  }

  /** Removes an upload and its file (an avatar replaced by another). */
  async remove(row: UploadRow): Promise<void> {
    await this.d.repo.remove(row.id)
    fs.rmSync(this.pathOf(row), { force: true })
  }

  private sign(id: string, exp: number): string {
    return crypto.createHmac('sha256', this.d.secret).update(`file:${id}:${exp}`).digest('base64url')
  }
}
