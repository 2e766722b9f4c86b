import fs from 'node:fs'
import path from 'node:path'

/** A pino destination that writes each line to stdout and appends it to a file. */
export interface TeeStream {
  write(line: string): void
  close(): void
}

export function teeStream(opts: { file?: string; stdout: boolean }): TeeStream {
  let fd: number | null = null
  if (opts.file) {
    fs.mkdirSync(path.dirname(path.resolve(opts.file)), { recursive: true })
    fd = fs.openSync(opts.file, 'a')
  }
  return {
    write(line: string) {
      if (opts.stdout) process.stdout.write(line)
      // synchronous on purpose: the browser journeys read SMS codes from the file right after the call
      if (fd !== null) fs.writeSync(fd, line)
    },
    close() {
      if (fd !== null) fs.closeSync(fd)
      fd = null
    },
  }
}
