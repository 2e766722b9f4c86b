import { whenIdle } from '../../../src/services/idle'

type Idle = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown }
const g = globalThis as Idle

afterEach(() => {
  delete g.requestIdleCallback
  delete g.cancelIdleCallback
})

describe('whenIdle', () => {
  it('waits for the idle callback, with the timeout as the latest moment', () => {
    const pending: Array<() => void> = []
    const requestIdleCallback = jest.fn((fn: () => void) => pending.push(fn))
    g.requestIdleCallback = requestIdleCallback
    g.cancelIdleCallback = jest.fn()
    const work = jest.fn()
    whenIdle(work, 1500)
    expect(work).not.toHaveBeenCalled()
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 1500 })
    pending[0]()
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('cancels the idle callback it asked for', () => {
    g.requestIdleCallback = jest.fn(() => 7)
    const cancelIdleCallback = jest.fn()
    g.cancelIdleCallback = cancelIdleCallback
    whenIdle(jest.fn())()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('without idle callbacks runs right after the current task, unless cancelled first', async () => {
    const work = jest.fn()
    const kept = jest.fn()
    whenIdle(kept)
    whenIdle(work)()
    expect(kept).not.toHaveBeenCalled()
    await Promise.resolve()
    expect(kept).toHaveBeenCalledTimes(1)
    expect(work).not.toHaveBeenCalled()
  })
})
