// Draws the tab bar icons as 81×81 PNGs with Node's zlib (no image tools needed).
// Run: node scripts/gen-tab-icons.js  → src/assets/tab/*.png
const fs = require('node:fs')
const path = require('node:path')
const zlib = require('node:zlib')

const SIZE = 81
const OUT = path.join(__dirname, '..', 'src', 'assets', 'tab')

function crc32(buf) {
  let c,
    crc = 0xffffffff
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    crc = (crc >>> 8) ^ c
  }
  return (crc ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(td))
  return Buffer.concat([len, td, crc])
}
function png(alphaAt, [r, g, b]) {
  const raw = Buffer.alloc((SIZE * 4 + 1) * SIZE)
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0
    for (let x = 0; x < SIZE; x++) {
      // 4×4 supersampling for smooth edges
      let cover = 0
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) cover += alphaAt(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4) ? 1 : 0
      const o = y * (SIZE * 4 + 1) + 1 + x * 4
      raw[o] = r
      raw[o + 1] = g
      raw[o + 2] = b
      raw[o + 3] = Math.round((cover / 16) * 255)
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0)
  ihdr.writeUInt32BE(SIZE, 4)
  ihdr[8] = 8
  ihdr[9] = 6
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const ring = (x, y, cx, cy, r, w) => inCircle(x, y, cx, cy, r) && !inCircle(x, y, cx, cy, r - w)
const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1
const distToSeg = (x, y, ax, ay, bx, by) => {
  const dx = bx - ax,
    dy = by - ay
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
  return Math.hypot(x - ax - t * dx, y - ay - t * dy)
}
const polyline = (pts, w) => (x, y) => pts.slice(1).some((p, i) => distToSeg(x, y, pts[i][0], pts[i][1], p[0], p[1]) <= w / 2)

const W = 7
const shapes = {
  // house: roof lines and an outlined body with a door
  home: (x, y) =>
    polyline(
      [
        [10, 40],
        [40.5, 12],
        [71, 40],
      ],
      W,
    )(x, y) ||
    (inRect(x, y, 18, 36, 63, 70) && !inRect(x, y, 18 + W, 36, 63 - W, 70 - W)) ||
    inRect(x, y, 34, 50, 47, 70),
  // trends: a pulse line over a baseline
  trends: (x, y) =>
    polyline(
      [
        [8, 46],
        [24, 46],
        [32, 24],
        [44, 62],
        [54, 36],
        [60, 46],
        [73, 46],
      ],
      W,
    )(x, y) || inRect(x, y, 8, 68, 73, 72),
  // mine: head ring and shoulders arc
  mine: (x, y) =>
    ring(x, y, 40.5, 27, 15, W) ||
    (y >= 52 && y <= 74 && ring(x, y, 40.5, 76, 30, W)) ||
    (y > 73 && y <= 76 && (inRect(x, y, 10.5, 70, 10.5 + W, 76) || inRect(x, y, 70.5 - W, 70, 70.5, 76))),
}

fs.mkdirSync(OUT, { recursive: true })
for (const [name, fn] of Object.entries(shapes)) {
  fs.writeFileSync(path.join(OUT, `${name}.png`), png(fn, [0x8a, 0x8f, 0x99]))
  fs.writeFileSync(path.join(OUT, `${name}-active.png`), png(fn, [0x29, 0x79, 0xff]))
}
console.log('tab icons written to', OUT)
