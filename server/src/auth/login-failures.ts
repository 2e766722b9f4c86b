/**
 * Wrong-password counts of phones that have no account. They follow the same rule as an account's own count
 * (five wrong entries lock for 15 minutes), so an unknown phone answers exactly like a registered one: the same
 * "还可尝试N次", the same lock. Kept in memory like the rate limiter; when full, the phone unused longest is forgotten.
 */
export interface FailureState {
  failed: number
  /** Unix seconds; 0 when not locked */
  lockedUntil: number
}

export class StrangerFailures {
  private readonly byPhone = new Map<string, FailureState>()
  constructor(private readonly capacity = 100_000) {}

  get(phone: string): FailureState {
    return this.byPhone.get(phone) ?? { failed: 0, lockedUntil: 0 }
  }

  set(phone: string, state: FailureState): void {
    // re-inserting moves the phone to the end: the Map's first key is the one unused longest
    this.byPhone.delete(phone)
    this.byPhone.set(phone, state)
    if (this.byPhone.size > this.capacity) this.byPhone.delete(this.byPhone.keys().next().value as string)
  }
}
