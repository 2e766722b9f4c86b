/**
 * The QR images of entry codes: a plain QR code of the H5 address, drawn here, and the mini-program code WeChat
 * draws. A code's image never changes, so the last few hundred are kept in memory: WeChat limits how often its
 * code API may be called.
 */
import QRCode from 'qrcode'
import { QR_PNG_OPTIONS } from '../providers/wechat'

export const linkQrPng = (link: string): Promise<Buffer> => QRCode.toBuffer(link, QR_PNG_OPTIONS)

/** image/png or image/jpeg by the first bytes (WeChat answers either) */
export function imageType(buf: Buffer): 'image/png' | 'image/jpeg' {
  return buf[0] === 0xff && buf[1] === 0xd8 ? 'image/jpeg' : 'image/png'
}

export class ImageCache {
  private readonly items = new Map<string, Promise<Buffer>>()
  constructor(private readonly max = 300) {}

  /** the image under `key`, made once by `make`; a failed making is not kept */
  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.items.get(key)
    if (hit) {
      this.items.delete(key)
      this.items.set(key, hit)
      return hit
    }
    const made = make()
    this.items.set(key, made)
    made.catch(() => this.items.delete(key))
    while (this.items.size > this.max) this.items.delete(this.items.keys().next().value as string)
    return made
  }
}
