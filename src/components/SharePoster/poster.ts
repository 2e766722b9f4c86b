/**
 * The share poster, drawn on any standard 2D canvas (a browser canvas in H5, a type-2d canvas in the mini-program):
 * the brand, the name, a status tag, the facts, a few lines more, and the QR code that opens the profile.
 * Sizes are in poster units (750 wide); the caller scales the canvas for a sharp image.
 */

export interface PosterSpec {
  kind: 'company' | 'person'
  id: string
  name: string
  /** the registration status as a coloured tag */
  tag?: { text: string; color: string; background: string }
  facts: Array<{ label: string; value: string }>
  /** what follows the facts: a person's main roles */
  lines?: string[]
}

/** What the poster needs of a canvas context: the standard API both platforms share. */
export interface PosterContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  strokeStyle: string | CanvasGradient | CanvasPattern
  lineWidth: number
  font: string
  textAlign: CanvasTextAlign
  textBaseline: CanvasTextBaseline
  beginPath(): void
  closePath(): void
  moveTo(x: number, y: number): void
  lineTo(x: number, y: number): void
  arcTo(x1: number, y1: number, x2: number, y2: number, r: number): void
  fill(): void
  stroke(): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  measureText(text: string): { width: number }
  setLineDash(segments: number[]): void
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradient
  drawImage(image: never, x: number, y: number, w: number, h: number): void
}

export const POSTER_WIDTH = 750
/** the canvas is drawn at this many pixels per poster unit */
export const POSTER_SCALE = 2

const FONT = '"PingFang SC", "Hiragino Sans GB", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif'
const INK = '#1f2633'
const GREY = '#8a93a3'
const BLUE = '#2979ff'

const M = 40 // card margin
const P = 48 // card padding
const CARD_TOP = 196
const NAME_SIZE = 44
const NAME_LINE = 60
const FACT_ROW = 68
const LINE_ROW = 46
const QR = 216

const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT}`

/** Breaks text into at most `max` lines of `width`, the last one ending in '…' when cut. */
export function wrapText(ctx: Pick<PosterContext, 'measureText'>, text: string, width: number, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const ch of Array.from(text)) {
    if (ctx.measureText(line + ch).width > width && line) {
      lines.push(line)
      line = ch
      if (lines.length === max) break
    } else line += ch
  }
  if (lines.length < max && line) return [...lines, line]
  if (lines.length === max && line) {
    let last = lines[max - 1]
    while (last && ctx.measureText(`${last}…`).width > width) last = last.slice(0, -1)
    lines[max - 1] = `${last}…`
  }
  return lines
}

/** The name's lines (the name font set first) and the poster's height, both known before the canvas is sized. */
export function measurePoster(ctx: PosterContext, spec: PosterSpec): { height: number; nameLines: string[] } {
  ctx.font = font(NAME_SIZE, 700)
  const nameLines = wrapText(ctx, spec.name, POSTER_WIDTH - 2 * (M + P), 2)
  const lines = spec.lines?.length ?? 0
  const body =
    P + nameLines.length * NAME_LINE + (spec.tag ? 64 : 8) + 24 + spec.facts.length * FACT_ROW + (lines ? 24 + lines * LINE_ROW : 0) + 32
  const qrBlock = 40 + QR + P
  return { height: CARD_TOP + body + qrBlock + 110, nameLines }
}

function roundRect(ctx: PosterContext, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath()
  ctx.moveTo(x + r, y)
  ctx.arcTo(x + w, y, x + w, y + h, r)
  ctx.arcTo(x + w, y + h, x, y + h, r)
  ctx.arcTo(x, y + h, x, y, r)
  ctx.arcTo(x, y, x + w, y, r)
  ctx.closePath()
}

function ellipsis(ctx: PosterContext, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text
  let t = text
  while (t && ctx.measureText(`${t}…`).width > width) t = t.slice(0, -1)
  return `${t}…`
}

/** Draws the whole poster; `qr` is the loaded QR image, or null to leave its place blank. */
export function drawPoster(ctx: PosterContext, spec: PosterSpec, size: { height: number; nameLines: string[] }, qr: unknown) {
  const W = POSTER_WIDTH
  const H = size.height
  ctx.textBaseline = 'alphabetic'
  ctx.textAlign = 'left'

  // background: the brand blue fading into the page grey
  const bg = ctx.createLinearGradient(0, 0, 0, H)
  bg.addColorStop(0, '#2f6ff0')
  bg.addColorStop(0.42, '#5b93ff')
  bg.addColorStop(0.42, '#f2f5fa')
  bg.addColorStop(1, '#f2f5fa')
  ctx.fillStyle = bg
  ctx.fillRect(0, 0, W, H)

  // brand
  ctx.fillStyle = '#ffffff'
  roundRect(ctx, M, 58, 72, 72, 18)
  ctx.fill()
  ctx.fillStyle = BLUE
  ctx.font = font(40, 700)
  ctx.textAlign = 'center'
  ctx.fillText('云', M + 36, 108)
  ctx.textAlign = 'left'
  ctx.fillStyle = '#ffffff'
  ctx.font = font(40, 700)
  ctx.fillText('云企查', M + 96, 100)
  ctx.font = font(24)
  ctx.fillStyle = 'rgba(255,255,255,0.85)'
  ctx.fillText(spec.kind === 'company' ? '查企业 · 查老板 · 查风险' : '查老板 · 查任职 · 查关系', M + 96, 136)

  // the card
  const cardH = H - CARD_TOP - 110
  ctx.fillStyle = '#ffffff'
  roundRect(ctx, M, CARD_TOP, W - 2 * M, cardH, 24)
  ctx.fill()

  const left = M + P
  const right = W - M - P
  let y = CARD_TOP + P
  ctx.fillStyle = INK
  ctx.font = font(NAME_SIZE, 700)
  for (const line of size.nameLines) {
    y += NAME_LINE
    ctx.fillText(line, left, y - 14)
  }

  if (spec.tag) {
    ctx.font = font(24, 500)
    const tw = ctx.measureText(spec.tag.text).width + 28
    ctx.fillStyle = spec.tag.background
    roundRect(ctx, left, y + 12, tw, 40, 8)
    ctx.fill()
    ctx.fillStyle = spec.tag.color
    ctx.fillText(spec.tag.text, left + 14, y + 41)
    y += 64
  } else y += 8

  // facts: label on the left, value on the right
  y += 24
  for (const f of spec.facts) {
    ctx.strokeStyle = '#eef0f4'
    ctx.lineWidth = 2
    ctx.setLineDash([])
    ctx.beginPath()
    ctx.moveTo(left, y)
    ctx.lineTo(right, y)
    ctx.stroke()
    ctx.font = font(28)
    ctx.fillStyle = GREY
    ctx.fillText(f.label, left, y + 45)
    ctx.font = font(30, 600)
    ctx.fillStyle = INK
    ctx.textAlign = 'right'
    ctx.fillText(ellipsis(ctx, f.value || '-', right - left - 200), right, y + 45)
    ctx.textAlign = 'left'
    y += FACT_ROW
  }

  if (spec.lines?.length) {
    y += 24
    ctx.font = font(26)
    for (const line of spec.lines) {
      ctx.fillStyle = BLUE
      roundRect(ctx, left, y + 12, 8, 8, 4)
      ctx.fill()
      ctx.fillStyle = '#4b5363'
      ctx.fillText(ellipsis(ctx, line, right - left - 24), left + 24, y + 26)
      y += LINE_ROW
    }
  }

  // dashed tear line, then the QR code with what it does
  y += 32
  ctx.strokeStyle = '#d8dde6'
  ctx.lineWidth = 2
  ctx.setLineDash([10, 8])
  ctx.beginPath()
  ctx.moveTo(left, y)
  ctx.lineTo(right, y)
  ctx.stroke()
  ctx.setLineDash([])
  y += 40
  if (qr) ctx.drawImage(qr as never, left, y, QR, QR)
  else {
    ctx.fillStyle = '#f2f4f8'
    ctx.fillRect(left, y, QR, QR)
  }
  const tx = left + QR + 36
  ctx.fillStyle = INK
  ctx.font = font(32, 700)
  ctx.fillText(spec.kind === 'company' ? '扫码查看企业详情' : '扫码查看人员详情', tx, y + 62)
  ctx.fillStyle = GREY
  ctx.font = font(24)
  const hint = spec.kind === 'company' ? ['工商信息 · 股东 · 风险', '司法诉讼 · 对外投资'] : ['全部任职 · 合作伙伴', '风险信息 · 商业履历']
  ctx.fillText(hint[0], tx, y + 110)
  ctx.fillText(hint[1], tx, y + 146)
  ctx.fillStyle = BLUE
  ctx.fillText('长按识别或微信扫一扫', tx, y + 196)

  // source
  ctx.fillStyle = '#9aa3b2'
  ctx.font = font(22)
  ctx.textAlign = 'center'
  ctx.fillText('数据来源：国家企业信用信息公示系统等公开信息', W / 2, H - 52)
  ctx.textAlign = 'left'
}
