declare module 'pino-roll' {
  interface PinoRollOptions {
    file: string
    size?: string | number
    frequency?: 'daily' | 'hourly' | number
    extension?: string
    symlink?: boolean
    limit?: { count?: number; removeOtherLogFiles?: boolean }
    dateFormat?: string
    mkdir?: boolean
    sync?: boolean
    [key: string]: unknown
  }
  interface RollStream {
    write(chunk: string): boolean
    end(): void
    flushSync(): void
    file: string
  }
  export default function pinoRoll(opts: PinoRollOptions): Promise<RollStream>
}
