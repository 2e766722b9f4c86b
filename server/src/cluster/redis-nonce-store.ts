import type { Redis } from 'ioredis'
import type { NonceStore } from '../plugins/nonce-store'

/** Seen signature nonces shared by every instance: SET NX EX claims a nonce once across all of them. */
export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(nonce: string, ttlSec: number): Promise<boolean> {
    const ok = await this.redis.set(`${this.prefix}nonce:${nonce}`, '1', 'EX', Math.max(1, Math.ceil(ttlSec)), 'NX')
    return ok === 'OK'
  }
}
