#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of the H5 build, so the server sends compressed
// files without compressing on each request. Usage: node scripts/precompress.js [dir=dist/h5]
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')

const dir = path.resolve(process.argv[2] || 'dist/h5')
const TEXT = /\.(js|css|html|json|svg|txt|map)$/
const MIN_BYTES = 1024

function* files(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name)
    if (e.isDirectory()) yield* files(p)
    else if (TEXT.test(e.name)) yield p
  }
}

let count = 0
let raw = 0
let br = 0
for (const f of files(dir)) {
  const buf = fs.readFileSync(f)
  if (buf.length < MIN_BYTES) continue
  const b = zlib.brotliCompressSync(buf, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  })
  const g = zlib.gzipSync(buf, { level: 9 })
  fs.writeFileSync(`${f}.br`, b)
  fs.writeFileSync(`${f}.gz`, g)
  count++
  raw += buf.length
  br += b.length
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`)
