jest.mock('@tarojs/taro', () => require('../services/taroMock').taroMock())

import { observable, runInAction } from 'mobx'
import { memoryBackend } from '../../../src/services/storage'
import { SearchHistoryStore } from '../../../src/stores/searchHistory'
import { FOOTPRINT_SYNC_KEY, FootprintSyncStore, MERGE_MAX, type FootprintSyncDeps } from '../../../src/stores/footprints'
import { viewedAt } from '../../../src/domain/relativeTime'

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}

function setup(over: Partial<FootprintSyncDeps> = {}, stored: Record<string, unknown> = {}) {
  const storage = memoryBackend(stored)
  const history = new SearchHistoryStore(storage)
  const session = observable({ isLoggedIn: false })
  let clock = 1_700_000_000_000
  const deps = {
    history,
    session,
    storage,
    record: jest.fn((): Promise<unknown> => Promise.resolve({})),
    merge: jest.fn((_items: unknown[]): Promise<unknown> => Promise.resolve({ merged: 0, skipped: 0 })),
    now: () => ++clock,
  }
  const sync = new FootprintSyncStore({ ...deps, ...over })
  const signIn = (v = true) => runInAction(() => (session.isLoggedIn = v))
  return { sync, deps, history, storage, session, signIn }
}

describe('recording a view', () => {
  it('signed out: only the device keeps it', () => {
    const { sync, deps, history } = setup()
    sync.viewCompany('P1', '甲公司')
    sync.viewPerson('X1', '王伟', '甲公司')
    expect(history.footprints.map((f) => f.pid)).toEqual(['P1'])
    expect(history.personFootprints[0]).toMatchObject({ personId: 'X1', name: '王伟', companyName: '甲公司' })
    expect(deps.record).not.toHaveBeenCalled()
  })

  it('signed in: the device keeps it and the server is told, without names', async () => {
    const { sync, deps, history, signIn } = setup()
    signIn()
    sync.viewCompany('P1', '甲公司')
    sync.viewPerson('X1', '王伟')
    expect(deps.record).toHaveBeenNthCalledWith(1, 'company', 'P1')
    expect(deps.record).toHaveBeenNthCalledWith(2, 'person', 'X1')
    expect(history.footprints).toHaveLength(1)
    await flush()
    // recorded: nothing left for a merge
    expect(sync.pending()).toEqual([])
  })

  it('a failed record is swallowed and left for the next merge', async () => {
    const record = jest.fn(() => Promise.reject(new Error('network')))
    const { sync, signIn } = setup({ record })
    signIn()
    sync.viewCompany('P1', '甲公司')
    await flush()
    expect(record).toHaveBeenCalledTimes(1)
    expect(sync.pending()).toEqual([{ kind: 'company', targetId: 'P1', viewedAt: expect.any(Number) }])
  })

  it('ignores an empty id and never sends an id the server would refuse', async () => {
    const { sync, deps, history, signIn } = setup()
    signIn()
    sync.viewCompany('', '无效')
    sync.viewCompany('P 1/2', '怪公司')
    expect(history.footprints.map((f) => f.pid)).toEqual(['P 1/2'])
    expect(deps.record).not.toHaveBeenCalled()
    expect(sync.pending()).toEqual([])
  })
})

describe('merging the device’s footprints on sign-in', () => {
  it('sends both kinds, newest first, with the local view times, once per sign-in', async () => {
    const { sync, deps, history, signIn } = setup()
    history.addFootprint('P1', '甲公司', 1000)
    history.addPersonFootprint('X1', '王伟', '', 3000)
    history.addFootprint('P2', '乙公司', 2000)
    sync.start()
    expect(deps.merge).not.toHaveBeenCalled()
    signIn()
    expect(sync.merging).toBe(true)
    await flush()
    expect(deps.merge).toHaveBeenCalledTimes(1)
    expect(deps.merge).toHaveBeenCalledWith([
      { kind: 'person', targetId: 'X1', viewedAt: 3000 },
      { kind: 'company', targetId: 'P2', viewedAt: 2000 },
      { kind: 'company', targetId: 'P1', viewedAt: 1000 },
    ])
    expect(sync.merging).toBe(false)
    expect(sync.version).toBe(1)
    // signing out and in again: the server already has them
    signIn(false)
    signIn()
    await flush()
    expect(deps.merge).toHaveBeenCalledTimes(1)
    sync.dispose()
  })

  it('at most 100 in total, the newest', async () => {
    const { sync, deps, history, signIn } = setup()
    for (let i = 0; i < 50; i++) history.addFootprint(`P${i}`, `公司${i}`, 10_000 + i * 2)
    for (let i = 0; i < 50; i++) history.addPersonFootprint(`X${i}`, `人${i}`, '', 10_001 + i * 2)
    signIn()
    await sync.mergeLocal()
    const items = (deps.merge.mock.calls[0] as unknown[])[0] as Array<{ viewedAt: number }>
    expect(items).toHaveLength(MERGE_MAX)
    expect(items[0].viewedAt).toBe(10_099)
    for (let i = 1; i < items.length; i++) expect(items[i].viewedAt).toBeLessThanOrEqual(items[i - 1].viewedAt)
  })

  it('a failed merge keeps the local data and is tried again at the next launch', async () => {
    const fail = jest.fn(() => Promise.reject(new Error('500')))
    const { sync, history, storage, signIn } = setup({ merge: fail })
    history.addFootprint('P1', '甲公司', 1000)
    sync.start()
    signIn()
    await flush()
    expect(fail).toHaveBeenCalledTimes(1)
    expect(history.footprints).toHaveLength(1)
    expect(sync.pending()).toHaveLength(1)
    expect(sync.merging).toBe(false)
    sync.dispose()

    // the next launch, already signed in: the reaction fires at once
    const merge = jest.fn(() => Promise.resolve({ merged: 1, skipped: 0 }))
    const again = new FootprintSyncStore({
      history: new SearchHistoryStore(storage),
      session: { isLoggedIn: true },
      storage,
      merge,
      record: jest.fn(),
    })
    again.start()
    await flush()
    expect(merge).toHaveBeenCalledWith([{ kind: 'company', targetId: 'P1', viewedAt: 1000 }])
    expect(storage.get(FOOTPRINT_SYNC_KEY)).toEqual({ 'company:P1': 1000 })
    again.dispose()
  })

  it('a launch with nothing pending sends nothing; a view made after the merge is sent by the next one', async () => {
    const { sync, deps, history, signIn } = setup()
    signIn()
    await sync.mergeLocal()
    expect(deps.merge).not.toHaveBeenCalled()
    history.addFootprint('P1', '甲公司', 1000)
    await sync.mergeLocal()
    history.addFootprint('P1', '甲公司', 2000) // viewed again: the newer time is pending
    await sync.mergeLocal()
    expect(deps.merge.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      [{ kind: 'company', targetId: 'P1', viewedAt: 1000 }],
      [{ kind: 'company', targetId: 'P1', viewedAt: 2000 }],
    ])
  })

  it('views of one account are not merged into the next account signed in on the device', async () => {
    const { sync, deps, signIn } = setup()
    sync.start()
    signIn()
    sync.viewCompany('P1', '甲公司') // recorded for the first account
    await flush()
    signIn(false)
    signIn()
    await flush()
    expect(deps.merge).not.toHaveBeenCalled()
    sync.dispose()
  })

  it('does not merge signed out, nor twice at once', async () => {
    let resolve: () => void = () => undefined
    const merge = jest.fn(() => new Promise<void>((r) => (resolve = r)))
    const { sync, history, signIn } = setup({ merge })
    history.addFootprint('P1', '甲公司', 1000)
    expect(await sync.mergeLocal()).toBe(false)
    signIn()
    const first = sync.mergeLocal()
    expect(await sync.mergeLocal()).toBe(false)
    resolve()
    expect(await first).toBe(true)
    expect(merge).toHaveBeenCalledTimes(1)
  })

  it('clearing a kind drops the device’s list of it', () => {
    const { sync, history } = setup()
    history.addFootprint('P1', '甲公司', 1000)
    history.addPersonFootprint('X1', '王伟', '', 1000)
    sync.clearLocal('person')
    expect(history.personFootprints).toEqual([])
    expect(history.footprints).toHaveLength(1)
    sync.clearLocal('company')
    expect(history.footprints).toEqual([])
  })
})

describe('the time a footprint was made', () => {
  const now = new Date(2024, 2, 15, 10, 0).getTime()
  it('today and yesterday with the time, the date before', () => {
    expect(viewedAt(new Date(2024, 2, 15, 8, 5).getTime(), now)).toBe('今天 08:05')
    expect(viewedAt(new Date(2024, 2, 14, 23, 59).getTime(), now)).toBe('昨天 23:59')
    expect(viewedAt(new Date(2024, 2, 13, 23, 59).getTime(), now)).toBe('2024-03-13')
    expect(viewedAt(Number.NaN, now)).toBe('')
  })
})
