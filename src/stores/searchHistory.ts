/** Recent search keywords and viewed-company footprints (used by the 动态 tab), both persisted. */
import { makeAutoObservable } from 'mobx'
import { STORAGE_KEYS } from '../domain/constants'
import { storage as defaultStorage, StorageBackend } from '../services/storage'

export const MAX_KEYWORDS = 20
export const MAX_FOOTPRINTS = 50

/** Storage key of the viewed persons (companies use STORAGE_KEYS.footprints). */
export const PERSON_FOOTPRINTS_KEY = 'personFootprints'

export interface PersonFootprint {
  personId: string
  name: string
  /** the company the person was seen with, to tell namesakes apart */
  companyName?: string
  /** ms since epoch */
  time: number
}

export interface Footprint {
  pid: string
  name: string
  /** ms since epoch */
  time: number
}

export class SearchHistoryStore {
  keywords: string[] = []
  footprints: Footprint[] = []
  personFootprints: PersonFootprint[] = []
  private readonly store: StorageBackend

  constructor(store: StorageBackend = defaultStorage) {
    this.store = store
    makeAutoObservable<SearchHistoryStore, 'store'>(this, { store: false })
    const k = store.get(STORAGE_KEYS.searchHistory)
    this.keywords = Array.isArray(k) ? k.filter((x): x is string => typeof x === 'string').slice(0, MAX_KEYWORDS) : []
    const f = store.get(STORAGE_KEYS.footprints)
    this.footprints = Array.isArray(f)
      ? f.filter((x): x is Footprint => !!x && typeof x.pid === 'string' && typeof x.name === 'string').slice(0, MAX_FOOTPRINTS)
      : []
    const pf = store.get(PERSON_FOOTPRINTS_KEY)
    this.personFootprints = Array.isArray(pf)
      ? pf.filter((x): x is PersonFootprint => !!x && typeof x.personId === 'string' && typeof x.name === 'string').slice(0, MAX_FOOTPRINTS)
      : []
  }

  /** Newest first, no duplicates, at most 20; blank keywords are ignored. */
  addKeyword(keyword: string): void {
    const k = (keyword ?? '').trim()
    if (!k) return
    this.keywords = [k, ...this.keywords.filter((x) => x !== k)].slice(0, MAX_KEYWORDS)
    this.store.set(STORAGE_KEYS.searchHistory, this.keywords)
  }

  removeKeyword(keyword: string): void {
    this.keywords = this.keywords.filter((x) => x !== keyword)
    this.store.set(STORAGE_KEYS.searchHistory, this.keywords)
  }

  clearKeywords(): void {
    this.keywords = []
    this.store.remove(STORAGE_KEYS.searchHistory)
  }

  /** Records a viewed company: newest first, one entry per pid, at most 50. */
  addFootprint(pid: string, name: string, time: number = Date.now()): void {
    if (!pid) return
    this.footprints = [{ pid, name, time }, ...this.footprints.filter((f) => f.pid !== pid)].slice(0, MAX_FOOTPRINTS)
    this.store.set(STORAGE_KEYS.footprints, this.footprints)
  }

  clearFootprints(): void {
    this.footprints = []
    this.store.remove(STORAGE_KEYS.footprints)
  }

  /** Records a viewed person: newest first, one entry per personId, at most 50. */
  addPersonFootprint(personId: string, name: string, companyName = '', time: number = Date.now()): void {
    if (!personId) return
    const entry: PersonFootprint = companyName ? { personId, name, companyName, time } : { personId, name, time }
    this.personFootprints = [entry, ...this.personFootprints.filter((f) => f.personId !== personId)].slice(0, MAX_FOOTPRINTS)
    this.store.set(PERSON_FOOTPRINTS_KEY, this.personFootprints)
  }

  clearPersonFootprints(): void {
    this.personFootprints = []
    this.store.remove(PERSON_FOOTPRINTS_KEY)
  }

  /** pids of the viewed companies, newest first (the trends call's `pids`). */
  get footprintPids(): string[] {
    return this.footprints.map((f) => f.pid)
  }
}

export const searchHistory = new SearchHistoryStore()
