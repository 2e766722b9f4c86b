// the qrcode package ships no types; the calls the server makes
declare module 'qrcode' {
  export function toString(
    text: string,
    opts: { type: 'svg'; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; width?: number },
  ): Promise<string>
  export function toBuffer(
    text: string,
    opts: { type: 'png'; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; width?: number },
  ): Promise<Buffer>
}
