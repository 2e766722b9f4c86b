import fs from 'node:fs'
import path from 'node:path'

/** A pino destination that writes each line to stdout and appends it to a file. */
export interface TeeStream {
  write(line: string): void
  close(): void
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

/** One pino JSON line as a short human line for the terminal: time, level, message, request summary. */
export function prettyLine(line: string): string {
  try {
    const o = JSON.parse(line)
    const t = new Date(o.time).toTimeString().slice(0, 8)
    const req = o.req ? ` ${o.req.method} ${o.req.url}` : ''
    const res = o.res ? ` ${o.res.statusCode}${o.responseTime !== undefined ? ` ${Math.round(o.responseTime)}ms` : ''}` : ''
    const err = o.err?.message ? ` ${o.err.message}` : ''
    return `${t} ${(LEVELS[o.level] ?? o.level).padEnd(5)} ${o.msg ?? ''}${req}${res}${err}\n`
  } catch {
    return line
  }
}

/** stdout gets short human lines unless `json`; the file always keeps the JSON lines. */
export function teeStream(opts: { file?: string; stdout: boolean; json?: boolean }): TeeStream {
  let fd: number | null = null
  if (opts.file) {
    fs.mkdirSync(path.dirname(path.resolve(opts.file)), { recursive: true })
    fd = fs.openSync(opts.file, 'a')
  }
  return {
    write(line: string) {
      if (opts.stdout) process.stdout.write(opts.json ? line : prettyLine(line))
      // synchronous on purpose: the browser journeys read SMS codes from the file right after the call
      if (fd !== null) fs.writeSync(fd, line)
    },
    close() {
      if (fd !== null) fs.closeSync(fd)
      fd = null
    },
  }
}
