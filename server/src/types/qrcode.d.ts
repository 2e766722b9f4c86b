// the qrcode package ships no types; the one call the server makes
declare module 'qrcode' {
  export function toString(
    text: string,
    opts: { type: 'svg'; margin?: number; errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; width?: number },
  ): Promise<string>
}
