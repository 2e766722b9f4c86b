/**
 * 演示环境: whether the server runs local stand-ins (contract/domain/demo.ts). On H5 served by the API server the page
 * says so itself (a meta element in index.html), current and without a request. Elsewhere (the mini-program) the last
 * state the server gave is kept on the device and asked for again once per launch, in the background.
 */
import { makeAutoObservable } from 'mobx'
import { DEMO_META, parseDemoMeta, type DemoState } from '../../contract/domain/demo'
import { CACHE_PREFIX } from '../domain/cache'
import { appEnvironment } from '../services/appInfo'
import { storage as defaultStorage, type StorageBackend } from '../services/storage'

/** a copy of what the server gives again: 清除缓存 may remove it */
export const DEMO_STORAGE_KEY = `${CACHE_PREFIX}demo`

/** The state index.html carries, or null when the page was not served with one. */
export function demoFromPage(): DemoState | null {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return null
  const meta = document.querySelector(`meta[name="${DEMO_META}"]`)
  return meta ? parseDemoMeta(meta.getAttribute('content')) : null
}

export class DemoStore {
  state: DemoState | null = null
  /** the page said it: nothing to ask */
  fromPage = false
  private asked = false

  constructor(
    private readonly store: StorageBackend = defaultStorage,
    private readonly readPage: () => DemoState | null = demoFromPage,
  ) {
    makeAutoObservable<DemoStore, 'store' | 'readPage' | 'asked'>(this, { store: false, readPage: false, asked: false })
    this.load()
  }

  load(): void {
    const page = this.readPage()
    this.fromPage = page !== null
    this.state = page ?? parseDemoMeta(this.store.get(DEMO_STORAGE_KEY))
    this.asked = false
  }

  set(state: DemoState): void {
    this.state = state
    this.store.set(DEMO_STORAGE_KEY, state)
  }

  /** Once per launch when the page did not say; a failure keeps what was known and says nothing. */
  async refresh(): Promise<void> {
    if (this.fromPage || this.asked) return
    this.asked = true
    try {
      this.set((await appEnvironment()).demo)
    } catch {
      this.asked = false
    }
  }
}

export const demo = new DemoStore()
