import type { Redis } from 'ioredis'
import { rateLimited, type Limit, type RateLimiter } from '../auth/rate-limit'

/**
 * The sliding window in one sorted set per key (score = hit time in ms), checked and counted by one Lua script so
 * two instances hitting the same key at once cannot both take the last place. The times come from the API's clock,
 * not Redis's, so every instance and the in-memory limiter agree on what a window is.
 */
const HIT = `
local key, now, window, max, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= max then
  local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return -1
`

export class RedisRateLimiter implements RateLimiter {
  private seq = 0

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: () => number,
  ) {
    redis.defineCommand('yqcRateHit', { numberOfKeys: 1, lua: HIT })
  }

  async hit(key: string, limit: Limit): Promise<void> {
    const now = this.now()
    const member = `${now}:${process.pid}:${++this.seq}:${Math.random().toString(36).slice(2, 8)}`
    const call = (this.redis as unknown as Record<string, (...a: unknown[]) => Promise<number>>).yqcRateHit
    const waitMs = await call.call(this.redis, `${this.prefix}rate:${key}`, now, limit.windowSec * 1000, limit.max, member)
    if (waitMs >= 0) throw rateLimited(limit, waitMs / 1000)
  }
}
