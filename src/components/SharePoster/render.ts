/**
 * Drawing the poster into an image: in H5 on an off-screen browser canvas (a PNG data URL), in the mini-program on the
 * sheet's hidden type-2d canvas (a temporary PNG file). Saving it: a download in H5, the photo album in the mini-program.
 */
import Taro from '@tarojs/taro'
import { drawPoster, measurePoster, POSTER_SCALE, POSTER_WIDTH, type PosterContext, type PosterSpec } from './poster'

type AnyCanvas = {
  width: number
  height: number
  getContext(type: '2d'): unknown
  createImage?: () => { src: string; onload: () => void; onerror: (e: unknown) => void }
}

function loadImage(canvas: AnyCanvas, src: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const img = canvas.createImage ? canvas.createImage() : new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('二维码图片加载失败'))
    img.src = src
  })
}

function paint(canvas: AnyCanvas, spec: PosterSpec, qr: unknown): void {
  const ctx = canvas.getContext('2d') as (PosterContext & { scale(x: number, y: number): void }) | null
  if (!ctx) throw new Error('当前环境不支持生成海报')
  const size = measurePoster(ctx, spec)
  // resizing the canvas resets its context: the font set while measuring is set again while drawing
  canvas.width = POSTER_WIDTH * POSTER_SCALE
  canvas.height = size.height * POSTER_SCALE
  ctx.scale(POSTER_SCALE, POSTER_SCALE)
  drawPoster(ctx, spec, size, qr)
}

/** The id of the hidden type-2d canvas the poster sheet renders in the mini-program. */
export const POSTER_CANVAS_ID = 'share-poster-canvas'

function weappCanvas(): Promise<AnyCanvas> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${POSTER_CANVAS_ID}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: AnyCanvas } | null>) => {
        const node = res?.[0]?.node
        if (node) resolve(node)
        else reject(new Error('海报画布未就绪，请重试'))
      })
  })
}

/** The poster as an image the page can show and save: a data URL in H5, a temporary file path in the mini-program. */
export async function renderPoster(spec: PosterSpec, qrPath: string): Promise<string> {
  if (process.env.TARO_ENV === 'h5') {
    const canvas = document.createElement('canvas')
    const qr = await loadImage(canvas, qrPath)
    paint(canvas, spec, qr)
    return canvas.toDataURL('image/png')
  }
  const canvas = await weappCanvas()
  const qr = await loadImage(canvas, qrPath)
  paint(canvas, spec, qr)
  const r = await Taro.canvasToTempFilePath({ canvas, fileType: 'png' } as never)
  return r.tempFilePath
}

/** Saves the poster: H5 downloads the PNG; the mini-program puts it in the photo album (asking for the permission). */
export async function savePoster(image: string, fileName: string): Promise<'saved' | 'refused'> {
  if (process.env.TARO_ENV === 'h5') {
    const a = document.createElement('a')
    a.href = image
    a.download = fileName
    document.body.appendChild(a)
    a.click()
    a.remove()
    return 'saved'
  }
  try {
    await Taro.saveImageToPhotosAlbum({ filePath: image })
    return 'saved'
  } catch (e) {
    const msg = String((e as { errMsg?: string })?.errMsg ?? '')
    if (/cancel/i.test(msg)) return 'refused'
    if (/auth|deny|denied/i.test(msg)) {
      const r = await Taro.showModal({
        title: '需要相册权限',
        content: '保存海报需要允许云企查访问您的相册，请在设置中开启',
        confirmText: '去设置',
        cancelText: '取消',
      })
      if (r.confirm) await Taro.openSetting()
      return 'refused'
    }
    throw new Error('保存失败，请长按图片保存')
  }
}
