/**
 * The doors' prepared statements by text, the most recently used kept. Statements over lists of ids (`IN (?, ?, …)`)
 * differ in their text with each list length, so an unbounded map would grow for as long as the server runs.
 * A Map already keeps insertion order, which is all a recently-used bound needs; no library is worth it for that.
 */
export class StatementCache<S> {
  private readonly map = new Map<string, S>()

  constructor(private readonly max = 1000) {}

  get(text: string, make: () => S): S {
    const hit = this.map.get(text)
    if (hit !== undefined) {
      this.map.delete(text)
      this.map.set(text, hit)
      return hit
    }
    const made = make()
    this.map.set(text, made)
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string)
    return made
  }

  get size(): number {
    return this.map.size
  }
}
