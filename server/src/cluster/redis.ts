/**
 * The Redis connections of one API instance (REDIS_URL): one for commands, one held in subscribe mode for the push
 * fan-out (a connection that subscribes can send nothing else). Every key and channel starts with the prefix, so
 * several deployments (or test runs) can share one Redis.
 */
import { Redis } from 'ioredis'

export interface RedisLink {
  commands: Redis
  subscriber: Redis
  prefix: string
  close(): Promise<void>
}

export async function connectRedis(url: string, prefix = 'yqc:'): Promise<RedisLink> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, enableAutoPipelining: true }
  const commands = new Redis(url, options)
  const subscriber = new Redis(url, { ...options, enableAutoPipelining: false })
  try {
    await Promise.all([commands.connect(), subscriber.connect()])
  } catch (e) {
    commands.disconnect()
    subscriber.disconnect()
    throw new Error(`无法连接 Redis（${redactUrl(url)}）：${(e as Error).message}`)
  }
  return {
    commands,
    subscriber,
    prefix,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()])
    },
  }
}

/** the URL without its password, for messages and logs */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')
}
