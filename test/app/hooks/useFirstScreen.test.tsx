import { act, renderHook } from '@testing-library/react'
import { useFirstScreen } from '../../../src/hooks/useFirstScreen'

const items = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}` }))

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('gives a new list a screen at a time: its first items, then the whole list after a painted frame', () => {
  const first = items('a', 20)
  const { result, rerender } = renderHook(({ list }) => useFirstScreen(list, 5), { initialProps: { list: first } })
  expect(result.current.map((x) => x.id)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4'])
  act(() => jest.advanceTimersByTime(100))
  expect(result.current).toBe(first)

  // a next page appended to the list shown: all at once
  const more = [...first, ...items('b', 20)]
  rerender({ list: more })
  expect(result.current).toBe(more)

  // another search: a new list starts again with its first screen
  const other = items('c', 20)
  rerender({ list: other })
  expect(result.current).toHaveLength(5)
  expect(result.current[0].id).toBe('c0')
  act(() => jest.advanceTimersByTime(100))
  expect(result.current).toHaveLength(20)
})

it('shows a list no longer than a screen, and an empty one, as it is', () => {
  const short = items('a', 3)
  const { result, rerender } = renderHook(({ list }) => useFirstScreen(list, 5), { initialProps: { list: short } })
  expect(result.current).toBe(short)
  const none: Array<{ id: string }> = []
  rerender({ list: none })
  expect(result.current).toBe(none)
})

it('waits for no timer once unmounted', () => {
  const { unmount } = renderHook(() => useFirstScreen(items('a', 20), 5))
  unmount()
  expect(jest.getTimerCount()).toBe(0)
})
