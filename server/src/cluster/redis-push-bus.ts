import type { BusMessage, PushBus } from '../monitor/push-bus'
import type { RedisLink } from './redis'

/** The push bus over Redis pub/sub: one channel per deployment, every instance subscribed. */
export class RedisPushBus implements PushBus {
  readonly shared = true
  private readonly channel: string
  private handler: ((message: BusMessage) => void) | null = null

  private constructor(
    private readonly link: RedisLink,
    private readonly log: (line: string) => void,
  ) {
    this.channel = `${link.prefix}push`
  }

  static async open(link: RedisLink, log: (line: string) => void = () => undefined): Promise<RedisPushBus> {
    const bus = new RedisPushBus(link, log)
    link.subscriber.on('message', (channel: string, text: string) => {
      if (channel !== bus.channel || !bus.handler) return
      try {
        bus.handler(JSON.parse(text) as BusMessage)
      } catch (e) {
        log(`[PUSH] bad bus message: ${String(e)}`)
      }
    })
    await link.subscriber.subscribe(bus.channel)
    return bus
  }

  publish(message: BusMessage): void {
    this.link.commands.publish(this.channel, JSON.stringify(message)).catch((e) => this.log(`[PUSH] publish failed: ${String(e)}`))
  }

  listen(handler: (message: BusMessage) => void): void {
    this.handler = handler
  }
}
