/**
 * 浏览足迹 that follow the signed-in user. The device keeps its own lists (searchHistory: companies and persons), so
 * signed-out use keeps working; a view made while signed in is also recorded on the server (in the background), and
 * on sign-in the device's views the server does not have yet are merged into it, once. What the server has is
 * remembered per target (the newest view time it got), so a failed record or merge is sent again at the next sign-in
 * or launch, and the views of one account are never merged into the next account signed in on the same device.
 */
import { makeAutoObservable, reaction } from 'mobx'
import type { FootprintKind, FootprintMergeInput } from '../../contract/schemas/footprint'
import { FOOTPRINT_MERGE_MAX, FOOTPRINT_TARGET_PATTERN } from '../../contract/domain/footprints'
import { mergeFootprints, recordFootprint } from '../services/footprints'
import { storage as defaultStorage, type StorageBackend } from '../services/storage'
import { searchHistory as defaultHistory, type SearchHistoryStore } from './searchHistory'
import { session as defaultSession } from './session'

export const MERGE_MAX = FOOTPRINT_MERGE_MAX
/** Storage key of what the server already has: `${kind}:${targetId}` → the newest view time it got. */
export const FOOTPRINT_SYNC_KEY = 'footprintSync'
/** A target id the server would refuse would make it refuse the whole merge: such ids are left out. */
const TARGET_ID = new RegExp(FOOTPRINT_TARGET_PATTERN)

export type MergeItem = FootprintMergeInput['items'][number]

export interface FootprintSyncDeps {
  history: SearchHistoryStore
  session: { readonly isLoggedIn: boolean }
  storage: StorageBackend
  record: (kind: FootprintKind, targetId: string) => Promise<unknown>
  merge: (items: MergeItem[]) => Promise<unknown>
  now: () => number
}

const keyOf = (kind: FootprintKind, targetId: string) => `${kind}:${targetId}`

export class FootprintSyncStore {
  /** a merge is on its way (the page waits for it before asking for the list) */
  merging = false
  /** bumped when a merge ends: the signed-in page reloads its list */
  version = 0
  private synced: Record<string, number>
  private readonly deps: FootprintSyncDeps
  private stop: (() => void) | null = null

  constructor(deps: Partial<FootprintSyncDeps> = {}) {
    this.deps = {
      history: defaultHistory,
      session: defaultSession,
      storage: defaultStorage,
      record: recordFootprint,
      merge: mergeFootprints,
      now: () => Date.now(),
      ...deps,
    }
    const saved = this.deps.storage.get(FOOTPRINT_SYNC_KEY)
    this.synced = {}
    if (saved && typeof saved === 'object' && !Array.isArray(saved)) {
      for (const [k, v] of Object.entries(saved as Record<string, unknown>)) if (typeof v === 'number') this.synced[k] = v
    }
    makeAutoObservable<FootprintSyncStore, 'deps' | 'synced' | 'stop'>(this, { deps: false, synced: false, stop: false })
  }

  /** A company was opened: kept on the device, and on the server when signed in. */
  viewCompany(pid: string, name: string): void {
    if (!pid) return
    const time = this.deps.now()
    this.deps.history.addFootprint(pid, name, time)
    this.record('company', pid, time)
  }

  /** A person was opened (companyName tells namesakes apart on the device's list). */
  viewPerson(personId: string, name: string, companyName = ''): void {
    if (!personId) return
    const time = this.deps.now()
    this.deps.history.addPersonFootprint(personId, name, companyName, time)
    this.record('person', personId, time)
  }

  /** The device's views the server does not have yet, newest first, both kinds, at most 100. */
  pending(): MergeItem[] {
    const { footprints, personFootprints } = this.deps.history
    const all: MergeItem[] = [
      ...footprints.map((f) => ({ kind: 'company' as const, targetId: f.pid, viewedAt: Math.floor(f.time) })),
      ...personFootprints.map((f) => ({ kind: 'person' as const, targetId: f.personId, viewedAt: Math.floor(f.time) })),
    ]
    return all
      .filter((x) => TARGET_ID.test(x.targetId) && Number.isFinite(x.viewedAt) && x.viewedAt >= 0)
      .filter((x) => !(this.synced[keyOf(x.kind, x.targetId)] >= x.viewedAt))
      .sort((a, b) => b.viewedAt - a.viewedAt)
      .slice(0, MERGE_MAX)
  }

  /**
   * Sends the pending views to the signed-in user's footprints. Resolves true when nothing is left to send; a failure
   * keeps them pending (sent again at the next sign-in or launch) and resolves false.
   */
  async mergeLocal(): Promise<boolean> {
    if (this.merging || !this.deps.session.isLoggedIn) return false
    const items = this.pending()
    if (items.length === 0) return true
    this.setMerging(true)
    try {
      await this.deps.merge(items)
      this.markSynced(items)
      return true
    } catch {
      return false
    } finally {
      this.setMerging(false)
    }
  }

  /** Merges whenever the user becomes signed in (and at start, when already signed in with views pending). */
  start(): () => void {
    if (!this.stop) {
      this.stop = reaction(
        () => this.deps.session.isLoggedIn,
        (signedIn) => {
          if (signedIn) void this.mergeLocal()
        },
        { fireImmediately: true },
      )
    }
    return () => this.dispose()
  }

  dispose(): void {
    this.stop?.()
    this.stop = null
  }

  /** After the user cleared a kind: the device's list of it goes too. */
  clearLocal(kind: FootprintKind): void {
    if (kind === 'company') this.deps.history.clearFootprints()
    else this.deps.history.clearPersonFootprints()
    this.prune()
  }

  private setMerging(v: boolean): void {
    this.merging = v
    if (!v) this.version++
  }

  private record(kind: FootprintKind, targetId: string, time: number): void {
    if (!this.deps.session.isLoggedIn || !TARGET_ID.test(targetId)) return
    this.deps.record(kind, targetId).then(
      () => this.markSynced([{ kind, targetId, viewedAt: time }]),
      // left pending: the next sign-in or launch merges it
      () => undefined,
    )
  }

  private markSynced(items: MergeItem[]): void {
    for (const x of items) {
      const k = keyOf(x.kind, x.targetId)
      if (!(this.synced[k] >= x.viewedAt)) this.synced[k] = x.viewedAt
    }
    this.prune()
  }

  /** Keeps only the targets still on the device's lists, and saves. */
  private prune(): void {
    const { footprints, personFootprints } = this.deps.history
    const keep = new Set([...footprints.map((f) => keyOf('company', f.pid)), ...personFootprints.map((f) => keyOf('person', f.personId))])
    const next: Record<string, number> = {}
    for (const [k, v] of Object.entries(this.synced)) if (keep.has(k)) next[k] = v
    this.synced = next
    this.deps.storage.set(FOOTPRINT_SYNC_KEY, next)
  }
}

export const footprintSync = new FootprintSyncStore()
