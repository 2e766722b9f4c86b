/**
 * The local demonstration invoice as a one-page PDF (pdfkit). Chinese text needs a CJK font embedded in the file; the
 * Noto Sans CJK collection (Debian's fonts-noto-cjk) is looked for where Linux distributions install it.
 */
import fs from 'node:fs'
import PDFDocument from 'pdfkit'
import { chinaDate } from '../../../contract/domain/china-time'
import { InvoiceProviderError, type InvoiceBuyer } from './provider'

export interface CjkFont {
  path: string
  /** the PostScript name of the face inside a .ttc collection */
  family?: string
}

const NOTO_SC = 'NotoSansCJKsc-Regular'
export const CJK_FONTS: CjkFont[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: NOTO_SC },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: NOTO_SC },
  { path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: NOTO_SC },
]

export function findCjkFont(candidates: CjkFont[] = CJK_FONTS): CjkFont {
  const found = candidates.find((f) => fs.existsSync(f.path))
  if (found) return found
  throw new InvoiceProviderError(
    'NO_CJK_FONT',
    `本机没有中文字体，无法生成发票PDF：请安装 fonts-noto-cjk（查找了 ${candidates.map((f) => f.path).join('、')}）`,
  )
}

export interface InvoicePdfData {
  title: string
  invoiceNo: string
  issuedAt: number
  seller: string
  buyer: InvoiceBuyer
  items: Array<{ name: string; amountFen: number }>
  amountFen: number
  orderNo: string
  note: string
}

export const yuan = (fen: number): string => `¥${(fen / 100).toFixed(2)}`

const RED = '#a61c1c'
const INK = '#222222'

export function renderInvoicePdf(d: InvoicePdfData, font: CjkFont): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const date = new Date(d.issuedAt)
    const doc = new PDFDocument({
      size: 'A4',
      layout: 'landscape',
      margin: 0,
      info: { Title: d.title, Author: d.seller, Subject: `订单 ${d.orderNo}`, CreationDate: date, ModDate: date },
    })
    const chunks: Buffer[] = []
    doc.on('data', (c) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    try {
      doc.registerFont('cjk', font.path, font.family)
      doc.font('cjk')
      draw(doc, d)
    } catch (e) {
      reject(new InvoiceProviderError('PDF_FAILED', `发票PDF生成失败：${(e as Error).message}`))
      return
    }
    doc.end()
  })
}

function draw(doc: PDFDocument, d: InvoicePdfData): void {
  const left = 40
  const width = doc.page.width - 2 * left
  const mid = left + width / 2
  const cell = (text: string, x: number, y: number, w: number, size = 10, align: 'left' | 'center' | 'right' = 'left') =>
    doc.fontSize(size).text(text, x, y, { width: w, align, lineGap: 1 })
  const day = chinaDate(d.issuedAt).split('-')

  doc.fillColor(RED)
  cell(d.title, left, 40, width, 22, 'center')
  doc.strokeColor(RED).lineWidth(0.8)
  doc
    .moveTo(mid - 130, 74)
    .lineTo(mid + 130, 74)
    .stroke()
  doc.fillColor(INK)
  cell(`发票号码：${d.invoiceNo}`, left, 88, width, 10, 'right')
  cell(`开票日期：${day[0]}年${day[1]}月${day[2]}日`, left, 104, width, 10, 'right')

  // buyer | seller: long names and addresses wrap, and the box grows with them
  const top = 126
  const colW = width / 2 - 16
  const b = d.buyer
  const buyerLines = [
    `名称：${b.name}`,
    `统一社会信用代码/纳税人识别号：${b.taxId ?? '—'}`,
    `地址、电话：${[b.address, b.phone].filter(Boolean).join(' ') || '—'}`,
    `开户行及账号：${[b.bank, b.account].filter(Boolean).join(' ') || '—'}`,
  ]
  doc.fillColor(RED)
  cell('购买方信息', left + 8, top + 8, colW, 11)
  cell('销售方信息', mid + 8, top + 8, colW, 11)
  doc.fillColor(INK)
  let y = top + 30
  for (const line of buyerLines) {
    cell(line, left + 8, y, colW, 9)
    y += doc.heightOfString(line, { width: colW, lineGap: 1 }) + 6
  }
  cell(`名称：${d.seller}`, mid + 8, top + 30, colW, 9)
  const boxBottom = Math.max(y + 4, top + 110)
  doc.rect(left, top, width, boxBottom - top).stroke()
  doc.moveTo(mid, top).lineTo(mid, boxBottom).stroke()

  // items, the total and the note
  const t = boxBottom + 14
  const cols = [left, left + width * 0.38, left + width * 0.7, left + width]
  doc
    .moveTo(left, t + 24)
    .lineTo(left + width, t + 24)
    .stroke()
  ;['项目名称', '订单号', '金额（含税）'].forEach((h, i) => cell(h, cols[i], t + 7, cols[i + 1] - cols[i], 10, 'center'))
  y = t + 34
  for (const item of d.items) {
    cell(item.name, cols[0], y, cols[1] - cols[0], 10, 'center')
    cell(d.orderNo, cols[1], y, cols[2] - cols[1], 10, 'center')
    cell(yuan(item.amountFen), cols[2], y, cols[3] - cols[2] - 10, 10, 'right')
    y += 18
  }
  y += 8
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke()
  cell('价税合计', left + 8, y + 9, width / 2, 11)
  cell(yuan(d.amountFen), left, y + 8, width - 10, 12, 'right')
  y += 34
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke()
  cell(`备注：${d.note}`, left + 8, y + 9, width - 16, 9)
  y += 32
  doc.rect(left, t, width, y - t).stroke()
  cell(`销售方：${d.seller}`, left, y + 12, width, 10, 'right')
}
