/** Remembers signature nonces for the signature window so a captured request cannot be replayed. */
export interface NonceStore {
  /** Records the nonce; false when it was already seen and has not expired. */
  claim(nonce: string, ttlSec: number, nowSec: number): boolean | Promise<boolean>
}

/** One-process store. Expired entries are swept at most once per sweepEverySec. */
export class MemoryNonceStore implements NonceStore {
  private readonly seen = new Map<string, number>()
  private lastSweep = 0

  constructor(private readonly sweepEverySec = 30) {}

  claim(nonce: string, ttlSec: number, nowSec: number): boolean {
    if (nowSec - this.lastSweep >= this.sweepEverySec) this.sweep(nowSec)
    const until = this.seen.get(nonce)
    if (until !== undefined && until > nowSec) return false
    this.seen.set(nonce, nowSec + ttlSec)
    return true
  }

  get size(): number {
    return this.seen.size
  }

  private sweep(nowSec: number): void {
    this.lastSweep = nowSec
    for (const [nonce, until] of this.seen) if (until <= nowSec) this.seen.delete(nonce)
  }
}
