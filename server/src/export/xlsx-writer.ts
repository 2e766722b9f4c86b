/**
 * Streams result sets into an .xlsx file, one sheet after another, so memory stays flat however many rows come.
 *
 * Library: exceljs (stream.xlsx.WorkbookWriter). It is the widely used, pure-JavaScript .xlsx writer that streams:
 * each committed row is serialised and handed to the zip at once. SheetJS's npm release is old and has no streaming
 * .xlsx writer; excel4node, node-xlsx and xlsx-populate build the whole workbook in memory.
 *
 * Back-pressure: exceljs pipes each sheet into the zip without heeding the zip's limit, so a producer that never
 * waits would pile the whole sheet up in memory. After each row the writer looks at the stream the zip reads the
 * sheet from and, when that is full, waits for it to drain (the zip in turn waits for the file).
 *
 * Rows from better-sqlite3's `stmt.iterate()` keep their connection busy until the iteration ends, and the writer
 * awaits the disk in between: run exports on a connection of their own (read-only; WAL lets it read beside the writer).
 *
 * Watermark, in four places, so that removing one leaves the others:
 * - a visible first line above the table header on every sheet: `云企查导出 · 用户 {userId} · YYYY-MM-DD HH:mm`;
 * - the printed page header and footer of every sheet (`&C云企查 · 用户 …`, the export id and page numbers);
 * - the workbook properties (creator, title, description, keywords);
 * - a "very hidden" sheet, which Excel's "Unhide" does not list, with the user, the time, the export id and the rows
 *   per sheet. The export id (returned) lets a leaked file be matched with the server's record of the export.
 * None of this survives copying the cells into another file; it makes a silent strip unlikely, not impossible.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { once } from 'node:events'
import ExcelJS from 'exceljs'
import { chinaDate, chinaTime } from '../../../contract/domain/china-time'
import { EXCEL_MAX_ROWS, cellValue, sanitizeSheetName } from './cells'

export interface ExportColumn {
  key: string
  header: string
  /** in characters; by default fitted to the header */
  width?: number
  /** numbers in this column are epoch milliseconds to show as 'YYYY-MM-DD' */
  type?: 'date'
}
export type ExportRow = Record<string, unknown>
export interface ExportSheet {
  name: string
  columns: ExportColumn[]
  rows: Iterable<ExportRow> | AsyncIterable<ExportRow>
}
export interface WriteOptions {
  userId: string | number
  /** at most this many data rows in the whole workbook; the rest is not read */
  maxRows?: number
  /** the moment stamped in the watermark (default: now) */
  now?: Date | number
  title?: string
  /** default: a random UUID */
  exportId?: string
}
export interface WriteResult {
  sheets: Array<{ name: string; rows: number }>
  rows: number
  bytes: number
  /** rows or sheets were left out because of maxRows or Excel's row limit */
  capped: boolean
  exportId: string
}

export const INFO_SHEET = '导出信息'
const HEAD_ROWS = 2 // the watermark line, then the table header
const MARK_FONT = { italic: true, color: { argb: 'FF888888' } }
const HEAD_FONT = { bold: true }
const HEAD_FILL = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFF2F2F2' } }

export async function writeWorkbook(
  file: string,
  sheets: Iterable<ExportSheet> | AsyncIterable<ExportSheet>,
  options: WriteOptions,
): Promise<WriteResult> {
  const ms = options.now === undefined ? Date.now() : +options.now
  const stamp = `${chinaDate(ms)} ${chinaTime(ms)}`
  const user = String(options.userId)
  const exportId = options.exportId ?? randomUUID()
  const line = `云企查导出 · 用户 ${user} · ${stamp}`
  const hf = (s: string) => s.replace(/&/g, '&&') // '&' starts a code in Excel's header and footer
  const headerFooter = {
    oddHeader: `&C${hf(`云企查 · 用户 ${user} · ${stamp}`)}`,
    oddFooter: `&L${hf(`导出编号 ${exportId}`)}&R第 &P 页，共 &N 页`,
  }

  const out = fs.createWriteStream(file)
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  let fail!: (e: Error) => void
  const failed = new Promise<never>((_, reject) => (fail = reject))
  failed.catch(() => {})
  out.on('error', fail)
  ;(wb as unknown as { zip: NodeJS.EventEmitter }).zip.on('error', fail)

  Object.assign(wb, {
    creator: '云企查',
    lastModifiedBy: '云企查',
    created: new Date(ms),
    modified: new Date(ms),
    title: options.title ?? '云企查导出',
    description: `${line} · 导出编号 ${exportId}`,
    keywords: `云企查 用户${user} ${exportId}`,
  })

  const taken = new Set([INFO_SHEET.toLowerCase()])
  const done: WriteResult['sheets'] = []
  let left = options.maxRows ?? Infinity
  let capped = false

  const writeSheet = async (sheet: ExportSheet) => {
    const name = sanitizeSheetName(sheet.name, taken)
    const cols = sheet.columns
    const ws = wb.addWorksheet(name, { headerFooter, views: [{ state: 'frozen', ySplit: HEAD_ROWS }] })
    ws.columns = cols.map((c) => ({ width: c.width ?? Math.min(40, Math.max(10, textWidth(c.header) + 2)) }))
    const mark = ws.addRow([line])
    mark.getCell(1).font = MARK_FONT
    mark.commit()
    const head = ws.addRow(cols.map((c) => c.header))
    head.eachCell((cell) => {
      cell.font = HEAD_FONT
      cell.fill = HEAD_FILL
    })
    head.commit()

    const limit = Math.min(left, EXCEL_MAX_ROWS - HEAD_ROWS - 1) // one row spare for the note below
    let n = 0
    let cut = false
    await each(sheet.rows, async (row) => {
      if (n >= limit) {
        cut = true
        return false
      }
      ws.addRow(cols.map((c) => cellValue(row[c.key], c.type))).commit()
      n++
      await drained(ws, n, failed)
      return true
    })
    if (cut) {
      capped = true
      const note = ws.addRow([`已达导出上限 ${n} 行，其余数据未导出`])
      note.getCell(1).font = MARK_FONT
      note.commit()
    }
    if (cols.length) ws.autoFilter = { from: { row: HEAD_ROWS, column: 1 }, to: { row: HEAD_ROWS + n, column: cols.length } }
    ws.commit()
    left -= n
    done.push({ name, rows: n })
  }

  try {
    // once the cap is reached or a sheet failed, the remaining sheets are still taken, only to close their rows unread
    let broken: { error: unknown } | undefined
    await each(sheets, async (sheet) => {
      const full = left <= 0 && done.length > 0
      if (full) capped = true
      if (broken || full) close(sheet.rows)
      else
        await writeSheet(sheet).catch((error: unknown) => {
          broken = { error }
          close(sheet.rows)
        })
      return true
    })
    if (broken) throw broken.error
    if (!done.length) await writeSheet({ name: '导出', columns: [], rows: [] })

    const total = done.reduce((s, d) => s + d.rows, 0)
    const info = wb.addWorksheet(INFO_SHEET, { state: 'veryHidden' })
    info.columns = [{ width: 14 }, { width: 40 }]
    const infoRows: Array<[string, string | number]> = [
      ['导出平台', '云企查'],
      ['用户', user],
      ['导出时间', stamp],
      ['导出编号', exportId],
      ['总行数', total],
      ['已截断', capped ? '是' : '否'],
      ...done.map((d): [string, number] => [`表：${d.name}`, d.rows]),
    ]
    for (const r of infoRows) info.addRow(r).commit()
    info.commit()

    await Promise.race([wb.commit(), failed])
    if (!out.closed) await Promise.race([once(out, 'close'), failed])
    return { sheets: done, rows: total, bytes: out.bytesWritten, capped, exportId }
  } catch (e) {
    ;(wb as unknown as { zip: { abort(): void } }).zip.abort()
    out.destroy()
    await fs.promises.rm(file, { force: true })
    throw e
  }
}

/** Feeds the items to `take` until it returns false; breaking out closes the source (and its SQLite statement). */
async function each<T>(src: Iterable<T> | AsyncIterable<T>, take: (item: T) => Promise<boolean>): Promise<void> {
  if (Symbol.asyncIterator in src) {
    for await (const item of src) if (!(await take(item))) break
  } else {
    for (const item of src) if (!(await take(item))) break
  }
}

/** Ends a row source that will not be read, so a `stmt.iterate()` made for it releases its connection. */
function close(rows: ExportSheet['rows']): void {
  const it = rows as Partial<Iterator<unknown> & AsyncIterator<unknown>>
  if (typeof it.return === 'function') void Promise.resolve(it.return()).catch(() => {})
}

type Sink = NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } }

/**
 * Waits while the stream the zip reads this sheet from is over its limit. That stream is exceljs's internal (its
 * sheet buffer's first pipe); should it move in a later version, the writer falls back to letting the zip run
 * every 256 rows, which bounds memory less tightly.
 */
async function drained(ws: ExcelJS.Worksheet, n: number, failed: Promise<never>): Promise<void> {
  const sink = (ws as unknown as { stream?: { pipes?: Sink[] } }).stream?.pipes?.[0]
  if (sink?._writableState) {
    if (sink._writableState.needDrain) await Promise.race([once(sink, 'drain'), failed])
  } else if (n % 256 === 0) await new Promise((resolve) => setImmediate(resolve))
}

/** Display width: CJK characters take two columns. */
function textWidth(s: string): number {
  let w = 0
  for (const ch of s) w += ch.charCodeAt(0) > 0x2e80 ? 2 : 1
  return w
}
