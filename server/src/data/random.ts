/** Seeded PRNG (mulberry32) with the helpers the generator needs. Never Math.random. */
export class Rng {
  private s: number
  constructor(seed: number) {
    this.s = (seed >>> 0) ^ 0x9e3779b9
  }

  /** uniform [0, 1) */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0)
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]
  }

  /** pick with weights (same length as list) */
  weighted<T>(list: readonly T[], weights: readonly number[]): T {
    let total = 0
    for (const w of weights) total += w
    let r = this.next() * total
    for (let i = 0; i < list.length; i++) {
      r -= weights[i]
      if (r < 0) return list[i]
    }
    return list[list.length - 1]
  }

  /** index skewed towards 0: u^power spreads over [0, n) */
  skewed(n: number, power = 2): number {
    return Math.min(n - 1, Math.floor(Math.pow(this.next(), power) * n))
  }

  digits(n: number): string {
    let s = ''
    for (let i = 0; i < n; i++) s += String(Math.floor(this.next() * 10))
    return s
  }

  fork(salt: number): Rng {
    return new Rng(Math.floor(this.next() * 4294967296) ^ salt)
  }
}

/** 32-bit bijective mix (murmur3 finalizer): distinct inputs give distinct outputs. */
export function mix32(x: number): number {
  x = x >>> 0
  x ^= x >>> 16
  x = Math.imul(x, 0x85ebca6b) >>> 0
  x ^= x >>> 13
  x = Math.imul(x, 0xc2b2ae35) >>> 0
  x ^= x >>> 16
  return x >>> 0
}

export const hex8 = (x: number) => (x >>> 0).toString(16).padStart(8, '0')
