/** The part of pdfkit (which ships no types) the invoice PDF uses. */
declare module 'pdfkit' {
  interface TextOptions {
    align?: 'left' | 'center' | 'right' | 'justify'
    width?: number
    lineGap?: number
  }
  class PDFDocument {
    constructor(options?: {
      size?: string | [number, number]
      layout?: 'portrait' | 'landscape'
      margin?: number
      info?: Record<string, string | Date>
    })
    readonly page: { width: number; height: number }
    registerFont(name: string, src: string | Buffer, family?: string): this
    font(name: string): this
    fontSize(size: number): this
    fillColor(color: string): this
    strokeColor(color: string): this
    lineWidth(width: number): this
    text(text: string, x: number, y: number, options?: TextOptions): this
    heightOfString(text: string, options?: TextOptions): number
    rect(x: number, y: number, w: number, h: number): this
    moveTo(x: number, y: number): this
    lineTo(x: number, y: number): this
    stroke(): this
    on(event: 'data', listener: (chunk: Buffer) => void): this
    on(event: 'end', listener: () => void): this
    on(event: 'error', listener: (err: Error) => void): this
    end(): void
  }
  export = PDFDocument
}
