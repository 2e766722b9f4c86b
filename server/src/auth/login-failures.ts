/**
 * Wrong-password counts of phones that have no account. They follow the same rule as an account's own count
 * (five wrong entries lock for 15 minutes), so an unknown phone answers exactly like a registered one: the same
 * "还可尝试N次", the same lock. Kept like the rate limiter: in memory (when full, the phone unused longest is forgotten)
 * or in Redis.
 */
export interface FailureState {
  failed: number
  /** Unix seconds; 0 when not locked */
  lockedUntil: number
}

/** Where those counts live: this process (MemoryStrangerFailures), or Redis when several instances run. */
export interface StrangerFailures {
  get(phone: string): Promise<FailureState>
  set(phone: string, state: FailureState): Promise<void>
}

export const NO_FAILURES: FailureState = { failed: 0, lockedUntil: 0 }

export class MemoryStrangerFailures implements StrangerFailures {
  private readonly byPhone = new Map<string, FailureState>()
  constructor(private readonly capacity = 100_000) {}

  async get(phone: string): Promise<FailureState> {
    return this.byPhone.get(phone) ?? NO_FAILURES
  }

  async set(phone: string, state: FailureState): Promise<void> {
    // re-inserting moves the phone to the end: the Map's first key is the one unused longest
    this.byPhone.delete(phone)
    this.byPhone.set(phone, state)
    if (this.byPhone.size > this.capacity) this.byPhone.delete(this.byPhone.keys().next().value as string)
  }
}
