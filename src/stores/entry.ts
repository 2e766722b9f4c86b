/**
 * Opening the app from a QR code or a shared link: the code is read from the launch options or the address, the
 * server says what it opens, and the entry page is replaced by that page. A code that opens nothing stays on the
 * entry page with the reason, never a toast that vanishes.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { entryCodeFromLaunch, isEntryCodeShape, type EntryFailure } from '../../contract/domain/entry'
import { entryTargetLink, resolveEntry } from '../services/entry'
import { navigate } from '../services/nav'
import type { ApiError } from '../services/request'

export type EntryState = 'idle' | 'opening' | 'opened' | 'failed'
/** why nothing opened: the code's own fault, or the network's (worth another try) */
export type EntryProblem = EntryFailure | 'network'

const FAILURES: readonly string[] = ['missing', 'expired', 'invalid']

function problemOf(e: unknown): EntryProblem {
  const err = e as ApiError | undefined
  const reason = (err?.data as { data?: { reason?: string } } | null)?.data?.reason
  if (reason && FAILURES.includes(reason)) return reason as EntryFailure
  if (err?.code === '4040') return 'missing'
  return 'network'
}

export class EntryStore {
  state: EntryState = 'idle'
  problem: EntryProblem | null = null
  /** the server's words for a network or server problem */
  message = ''
  code = ''
  private query: Record<string, unknown> = {}

  constructor() {
    makeAutoObservable<EntryStore, 'query'>(this, { query: false })
  }

  /** Reads the code in `query` (the page's parameters or the launch options), resolves it and goes on. */
  async open(query: Record<string, unknown> | null | undefined): Promise<void> {
    this.query = query ?? {}
    const code = entryCodeFromLaunch(query)
    this.code = code
    this.message = ''
    if (!isEntryCodeShape(code)) {
      this.fail('invalid')
      return
    }
    this.state = 'opening'
    this.problem = null
    try {
      const target = await resolveEntry(code)
      runInAction(() => (this.state = 'opened'))
      await navigate(entryTargetLink(target), 'redirect')
    } catch (e) {
      this.fail(problemOf(e), (e as Error)?.message ?? '')
    }
  }

  /** another try after a network problem */
  retry(): Promise<void> {
    return this.open(this.query)
  }

  private fail(problem: EntryProblem, message = ''): void {
    this.state = 'failed'
    this.problem = problem
    this.message = message
  }

  /** tests */
  reset(): void {
    this.state = 'idle'
    this.problem = null
    this.message = ''
    this.code = ''
    this.query = {}
  }
}

export const entry = new EntryStore()
