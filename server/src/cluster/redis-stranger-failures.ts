import type { Redis } from 'ioredis'
import { NO_FAILURES, type FailureState, type StrangerFailures } from '../auth/login-failures'

/** a count nobody adds to for a day starts again */
const KEEP_SEC = 86_400

/** Wrong-password counts of phones without an account, shared by every instance (one key per phone, a day's life). */
export class RedisStrangerFailures implements StrangerFailures {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(phone: string): Promise<FailureState> {
    const raw = await this.redis.get(this.key(phone))
    if (!raw) return NO_FAILURES
    const [failed, lockedUntil] = raw.split(':').map(Number)
    return { failed: failed || 0, lockedUntil: lockedUntil || 0 }
  }

  async set(phone: string, state: FailureState): Promise<void> {
    await this.redis.set(this.key(phone), `${state.failed}:${state.lockedUntil}`, 'EX', KEEP_SEC)
  }

  private key(phone: string): string {
    return `${this.prefix}pwfail:${phone}`
  }
}
