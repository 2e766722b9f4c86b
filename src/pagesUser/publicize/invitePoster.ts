/**
 * The invitation poster: the brand, the headline reward, the user's code in large type and the QR code that opens
 * 填写邀请码 with it. Drawn in H5 on an off-screen canvas (a PNG data URL), in the mini-program on the page's hidden
 * type-2d canvas (a temporary file). Saving goes through the share poster's save (download / photo album).
 */
import Taro from '@tarojs/taro'

export const INVITE_POSTER_CANVAS_ID = 'invite-poster-canvas'
const W = 600
const H = 860
const SCALE = 2
const FONT = '"PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif'

type AnyCanvas = {
  width: number
  height: number
  getContext(type: '2d'): unknown
  createImage?: () => { src: string; onload: () => void; onerror: (e: unknown) => void }
}
type Ctx = CanvasRenderingContext2D

export interface InvitePosterSpec {
  code: string
  /** the reward line, e.g. 每邀请1位好友得7天VIP会员 */
  headline: string
  nickname: string
}

function loadImage(canvas: AnyCanvas, src: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const img = canvas.createImage ? canvas.createImage() : new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('二维码图片加载失败'))
    img.src = src
  })
}

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

/** Draws a line centred at x, its font shrunk until it fits `maxWidth`. */
function fitText(ctx: Ctx, text: string, x: number, y: number, maxWidth: number, size: number, weight: number) {
  let px = size
  ctx.font = `${weight} ${px}px ${FONT}`
  while (px > 24 && ctx.measureText(text).width > maxWidth) {
    px -= 2
    ctx.font = `${weight} ${px}px ${FONT}`
  }
  ctx.fillText(text, x, y)
}

function draw(ctx: Ctx, spec: InvitePosterSpec, qr: unknown) {
  const bg = ctx.createLinearGradient(0, 0, 0, H)
  bg.addColorStop(0, '#ff7a45')
  bg.addColorStop(1, '#ff4d4f')
  ctx.fillStyle = bg
  ctx.fillRect(0, 0, W, H)
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillStyle = '#fff'
  ctx.font = `600 30px ${FONT}`
  ctx.fillText('云企查 · 查企业 · 查老板 · 查风险', W / 2, 70)
  fitText(ctx, `${spec.nickname || '好友'}邀请您加入云企查`, W / 2, 150, W - 64, 52, 700)
  ctx.font = `400 28px ${FONT}`
  ctx.fillText(spec.headline, W / 2, 210)

  ctx.fillStyle = '#fff'
  roundRect(ctx, 40, 260, W - 80, 560, 24)
  ctx.fill()
  ctx.fillStyle = '#8a93a3'
  ctx.font = `400 26px ${FONT}`
  ctx.fillText('我的邀请码', W / 2, 310)
  ctx.fillStyle = '#ff4d4f'
  ctx.font = `700 64px ${FONT}`
  ctx.fillText(spec.code.split('').join(' '), W / 2, 380)
  ctx.drawImage(qr as CanvasImageSource, W / 2 - 140, 440, 280, 280)
  ctx.fillStyle = '#1f2633'
  ctx.font = `500 26px ${FONT}`
  ctx.fillText('扫码注册，填写邀请码领优惠券', W / 2, 760)
  ctx.fillStyle = '#8a93a3'
  ctx.font = `400 22px ${FONT}`
  ctx.fillText('长按识别或微信扫一扫', W / 2, 796)
}

function weappCanvas(): Promise<AnyCanvas> {
  return new Promise((resolve, reject) => {
    Taro.createSelectorQuery()
      .select(`#${INVITE_POSTER_CANVAS_ID}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: AnyCanvas } | null>) => {
        const node = res?.[0]?.node
        if (node) resolve(node)
        else reject(new Error('海报画布未就绪，请重试'))
      })
  })
}

async function paint(canvas: AnyCanvas, spec: InvitePosterSpec, qrPath: string) {
  const qr = await loadImage(canvas, qrPath)
  const ctx = canvas.getContext('2d') as (Ctx & { scale(x: number, y: number): void }) | null
  if (!ctx) throw new Error('当前环境不支持生成海报')
  canvas.width = W * SCALE
  canvas.height = H * SCALE
  ctx.scale(SCALE, SCALE)
  draw(ctx, spec, qr)
}

/** The poster as an image the page can show and save. */
export async function renderInvitePoster(spec: InvitePosterSpec, qrPath: string): Promise<string> {
  if (process.env.TARO_ENV === 'h5') {
    const canvas = document.createElement('canvas')
    await paint(canvas, spec, qrPath)
    return canvas.toDataURL('image/png')
  }
  const canvas = await weappCanvas()
  await paint(canvas, spec, qrPath)
  const r = await Taro.canvasToTempFilePath({ canvas, fileType: 'png' } as never)
  return r.tempFilePath
}
