/**
 * Where the server log goes: every line to a file that rotates every day and at a size (pino-roll), keeping a fixed
 * number of old files, and a short human line on the terminal for everything but the per-request access lines (those
 * live in the file only, so the terminal does not grow with traffic).
 * The newest file is always reachable as `current.log` beside the rotated ones.
 */
import fs from 'node:fs'
import path from 'node:path'
import pinoRoll from 'pino-roll'

export interface LogStream {
  write(line: string): void
  close(): void
  /** the file being written now (through the current.log link), if any */
  readonly currentFile?: string
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

/** Access lines carry `access: true` (see access-log.ts). */
const isAccessLine = (line: string) => line.includes('"access":true')

/** The log file's base name and folder: './data/server.log' rotates into './data/server.2026-11-22.1.log' … */
function rollTarget(file: string): { base: string; extension: string; dir: string } {
  const abs = path.resolve(file)
  const ext = path.extname(abs) || '.log'
  return { base: abs.slice(0, abs.length - path.extname(abs).length), extension: ext, dir: path.dirname(abs) }
}

export async function createLogStream(opts: {
  file?: string
  stdout: boolean
  json?: boolean
  maxSize?: string
  keep?: number
}): Promise<LogStream> {
  let dest: { write(s: string): boolean; end(): void; flushSync?(): void } | null = null
  let currentFile: string | undefined
  if (opts.file) {
    const { base, extension, dir } = rollTarget(opts.file)
    fs.mkdirSync(dir, { recursive: true })
    dest = await pinoRoll({
      file: base,
      extension,
      frequency: 'daily',
      dateFormat: 'yyyy-MM-dd',
      size: opts.maxSize ?? '10m',
      limit: { count: opts.keep ?? 7 },
      mkdir: true,
      symlink: true,
      // synchronous on purpose: the local SMS provider's codes must be readable right after the call that sent them
      sync: true,
    })
    currentFile = path.join(dir, 'current.log')
  }
  return {
    currentFile,
    write(line: string) {
      if (opts.stdout && !isAccessLine(line)) process.stdout.write(opts.json ? line : prettyLine(line))
      dest?.write(line)
    },
    close() {
      try {
        dest?.flushSync?.()
      } catch {
        // already closed
      }
      dest?.end()
      dest = null
    },
  }
}
