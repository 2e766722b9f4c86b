/**
 * How the push hub reaches sockets: frames for a user's sockets and "close this login's sockets" go out on a bus,
 * and every instance delivers them to the sockets it holds. In one process the bus is a direct call; with several
 * instances it is Redis pub/sub (server/src/cluster/redis-push-bus.ts), so a socket held by any instance gets them.
 */
export type BusMessage = { kind: 'frames'; userId: string; texts: string[] } | { kind: 'drop'; jti: string }

export interface PushBus {
  /** true when other instances may hold sockets: a user with no socket here may still have one elsewhere */
  readonly shared: boolean
  publish(message: BusMessage): void
  /** receives every message published by any instance, this one included */
  listen(handler: (message: BusMessage) => void): void
}

export class LocalPushBus implements PushBus {
  readonly shared = false
  private handler: ((message: BusMessage) => void) | null = null

  publish(message: BusMessage): void {
    this.handler?.(message)
  }

  listen(handler: (message: BusMessage) => void): void {
    this.handler = handler
  }
}
