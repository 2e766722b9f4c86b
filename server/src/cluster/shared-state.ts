/**
 * The state one API instance must share with the others when several run behind a load balancer: seen signature
 * nonces, rate-limit windows (the sign-in limits and the per-IP API limit), wrong-password counts of unknown phones,
 * and the push bus. Without REDIS_URL all of it stays in this process, as one instance needs; with it, all of it is
 * in Redis. Everything else an instance uses (sessions, tickets, quotas, messages) is in the database already.
 */
import type { Redis } from 'ioredis'
import { MemoryNonceStore, type NonceStore } from '../plugins/nonce-store'
import { MemoryRateLimiter, type RateLimiter } from '../auth/rate-limit'
import { MemoryStrangerFailures, type StrangerFailures } from '../auth/login-failures'
import { LocalPushBus, type PushBus } from '../monitor/push-bus'
import { connectRedis, redactUrl } from './redis'
import { RedisNonceStore } from './redis-nonce-store'
import { RedisRateLimiter } from './redis-rate-limiter'
import { RedisStrangerFailures } from './redis-stranger-failures'
import { RedisPushBus } from './redis-push-bus'

export interface SharedState {
  nonces: NonceStore
  limiter: RateLimiter
  strangers: StrangerFailures
  bus: PushBus
  /** the client the per-IP API limit counts in; that limit is in process when absent */
  rateLimitRedis?: Redis
  /** prefix of every key (the per-IP API limit's included) */
  prefix: string
  /** "memory", or the Redis URL without its password */
  where: string
  close(): Promise<void>
}

export interface SharedStateOptions {
  redisUrl?: string
  /** key and channel prefix, so deployments (and test runs) can share one Redis */
  prefix?: string
  now: () => number
  log?: (line: string) => void
}

export async function openSharedState(opts: SharedStateOptions): Promise<SharedState> {
  const prefix = opts.prefix || 'yqc:'
  if (!opts.redisUrl) {
    return {
      nonces: new MemoryNonceStore(),
      limiter: new MemoryRateLimiter(opts.now),
      strangers: new MemoryStrangerFailures(),
      bus: new LocalPushBus(),
      prefix,
      where: 'memory',
      close: async () => undefined,
    }
  }
  const link = await connectRedis(opts.redisUrl, prefix)
  const bus = await RedisPushBus.open(link, opts.log)
  return {
    nonces: new RedisNonceStore(link.commands, prefix),
    limiter: new RedisRateLimiter(link.commands, prefix, opts.now),
    strangers: new RedisStrangerFailures(link.commands, prefix),
    bus,
    rateLimitRedis: link.commands,
    prefix,
    where: redactUrl(opts.redisUrl),
    close: () => link.close(),
  }
}
