/**
 * The membership ledger's rules alone: renewals follow, upgrades pause the lower level, a lower level bought during a
 * higher one follows it, a refund takes back only its own grant's unused time, and the past never changes. Random
 * sequences of grants, refunds and moving time check the rules hold together.
 */
import fc from 'fast-check'
import { layOut, levelAt, remainingOf, startOfNew, termsFrom, usedBefore, type Grant, type Piece } from '../../src/money/ledger'

const DAY = 86_400_000
const T0 = Date.UTC(2026, 10, 1, 2)

/** A small ledger driven like the repository: grants added at a time, refunds taking what is left, time moving on. */
class Book {
  grants: Grant[] = []
  pieces: Piece[] = []
  add(level: number, ms: number, now: number): Grant {
    const g = { id: this.grants.length + 1, level, grantedMs: ms, revokedMs: 0, grantedAt: now }
    this.grants.push(g)
    this.pieces = layOut(this.grants, this.pieces, now)
    return g
  }
  refund(g: Grant, now: number): number {
    const left = remainingOf(g, this.pieces, now)
    g.revokedMs += left
    this.pieces = layOut(this.grants, this.pieces, now)
    return left
  }
}

describe('the membership ledger', () => {
  it('a renewal of the same level follows the term it renews', () => {
    const b = new Book()
    b.add(1, 30 * DAY, T0)
    b.add(1, 30 * DAY, T0 + 5 * DAY)
    expect(termsFrom(b.pieces, T0 + 5 * DAY)).toEqual([{ level: 1, start: T0 + 5 * DAY, end: T0 + 60 * DAY }])
  })

  it('an upgrade starts at once and the lower level resumes after it, with every day kept', () => {
    const b = new Book()
    b.add(1, 30 * DAY, T0)
    const at = T0 + 10 * DAY
    b.add(2, 30 * DAY, at)
    expect(termsFrom(b.pieces, at)).toEqual([
      { level: 2, start: at, end: at + 30 * DAY },
      { level: 1, start: at + 30 * DAY, end: at + 50 * DAY },
    ])
    expect(levelAt(b.pieces, at + 29 * DAY)).toBe(2)
    expect(levelAt(b.pieces, at + 31 * DAY)).toBe(1)
    expect(levelAt(b.pieces, at + 50 * DAY)).toBe(0)
  })

  it('a lower level paid during a higher one starts when the higher one ends', () => {
    const b = new Book()
    b.add(2, 30 * DAY, T0)
    expect(startOfNew(1, b.grants, b.pieces, T0 + DAY)).toBe(T0 + 30 * DAY)
    b.add(1, 30 * DAY, T0 + DAY)
    expect(termsFrom(b.pieces, T0 + DAY)).toEqual([
      { level: 2, start: T0 + DAY, end: T0 + 30 * DAY },
      { level: 1, start: T0 + 30 * DAY, end: T0 + 60 * DAY },
    ])
  })

  it('refunding the lower order after an upgrade takes back only its own unused days', () => {
    const b = new Book()
    const vip = b.add(1, 30 * DAY, T0)
    const at = T0 + 12.8 * DAY
    b.add(2, 30 * DAY, at)
    const left = b.refund(vip, at + DAY)
    expect(left).toBe(30 * DAY - 12.8 * DAY)
    expect(termsFrom(b.pieces, at + DAY)).toEqual([{ level: 2, start: at + DAY, end: at + 30 * DAY }])
  })

  it('refunding the higher order brings the paused lower level back at once', () => {
    const b = new Book()
    b.add(1, 30 * DAY, T0)
    const svip = b.add(2, 30 * DAY, T0 + 10 * DAY)
    b.refund(svip, T0 + 12 * DAY)
    expect(termsFrom(b.pieces, T0 + 12 * DAY)).toEqual([{ level: 1, start: T0 + 12 * DAY, end: T0 + 32 * DAY }])
  })

  const step = fc.oneof(
    fc.record({ kind: fc.constant('grant' as const), level: fc.integer({ min: 1, max: 2 }), days: fc.integer({ min: 1, max: 400 }) }),
    fc.record({ kind: fc.constant('refund' as const), which: fc.nat() }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 90 * DAY }) }),
  )

  it('holds its invariants under random sequences of grants, refunds and time', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const b = new Book()
        let now = T0
        for (const s of steps) {
          const was = now
          const before = usedBefore(b.pieces, was)
          if (s.kind === 'grant') b.add(s.level, s.days * DAY, now)
          else if (s.kind === 'refund' && b.grants.length) b.refund(b.grants[s.which % b.grants.length], now)
          else if (s.kind === 'wait') now += s.ms
          // the past never changes
          expect(usedBefore(b.pieces, was)).toEqual(before)
          // pieces never overlap
          const sorted = [...b.pieces].sort((x, y) => x.start - y.start)
          for (let i = 1; i < sorted.length; i++) expect(sorted[i].start).toBeGreaterThanOrEqual(sorted[i - 1].end)
          // every grant's pieces add up to what it was granted, less what a refund took back
          const spent = usedBefore(b.pieces, Infinity)
          for (const g of b.grants) expect(spent.get(g.id) ?? 0).toBe(g.grantedMs - g.revokedMs)
          // from now on, a higher level never waits behind a lower one
          const ahead = termsFrom(b.pieces, now)
          for (let i = 1; i < ahead.length; i++) expect(ahead[i].level).toBeLessThanOrEqual(ahead[i - 1].level)
        }
      }),
      { numRuns: 500 },
    )
  })
})
