jest.mock('@tarojs/taro', () => require('../services/taroMock').taroMock())

import { memoryBackend } from '../../../src/services/storage'
import { MAX_FOOTPRINTS, MAX_KEYWORDS, SearchHistoryStore } from '../../../src/stores/searchHistory'

describe('search history', () => {
  it('keeps keywords newest first without duplicates, trimmed, persisted', () => {
    const mem = memoryBackend()
    const h = new SearchHistoryStore(mem)
    h.addKeyword('华为')
    h.addKeyword(' 腾讯 ')
    h.addKeyword('华为')
    h.addKeyword('   ')
    expect(h.keywords).toEqual(['华为', '腾讯'])
    expect(mem.data.searchHistory).toEqual(['华为', '腾讯'])
    expect(new SearchHistoryStore(mem).keywords).toEqual(['华为', '腾讯'])
    h.removeKeyword('华为')
    expect(h.keywords).toEqual(['腾讯'])
    h.clearKeywords()
    expect(h.keywords).toEqual([])
    expect(mem.data.searchHistory).toBeUndefined()
  })

  it('keeps at most 20 keywords', () => {
    const h = new SearchHistoryStore(memoryBackend())
    for (let i = 0; i < 25; i++) h.addKeyword(`k${i}`)
    expect(h.keywords).toHaveLength(MAX_KEYWORDS)
    expect(h.keywords[0]).toBe('k24')
    expect(h.keywords[19]).toBe('k5')
  })

  it('footprints: one per pid, newest first, at most 50, persisted', () => {
    const mem = memoryBackend()
    const h = new SearchHistoryStore(mem)
    h.addFootprint('p1', '甲公司', 1)
    h.addFootprint('p2', '乙公司', 2)
    h.addFootprint('p1', '甲公司', 3)
    h.addFootprint('', '无效', 4)
    expect(h.footprints).toEqual([
      { pid: 'p1', name: '甲公司', time: 3 },
      { pid: 'p2', name: '乙公司', time: 2 },
    ])
    expect(h.footprintPids).toEqual(['p1', 'p2'])
    expect(new SearchHistoryStore(mem).footprints).toHaveLength(2)
    for (let i = 0; i < 60; i++) h.addFootprint(`x${i}`, `公司${i}`, 10 + i)
    expect(h.footprints).toHaveLength(MAX_FOOTPRINTS)
    expect(h.footprints[0].pid).toBe('x59')
    h.clearFootprints()
    expect(h.footprints).toEqual([])
  })

  it('ignores malformed stored data', () => {
    const h = new SearchHistoryStore(
      memoryBackend({ searchHistory: ['a', 3, null], footprints: [{ pid: 1 }, { pid: 'p', name: 'n', time: 1 }] }),
    )
    expect(h.keywords).toEqual(['a'])
    expect(h.footprints).toEqual([{ pid: 'p', name: 'n', time: 1 }])
  })
})
