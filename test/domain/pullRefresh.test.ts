import { initialPull, pullReducer, PullEvent, PullState } from '../../src/domain/pullRefresh'

const run = (events: PullEvent[], s: PullState = initialPull) => events.reduce((acc, e) => pullReducer(acc, e), s)

describe('pull to refresh', () => {
  it('pulls, reaches at the 45 threshold, refreshes on release, restores, then idles', () => {
    expect(run([{ type: 'move', distance: 20 }])).toEqual({ status: 'pulling', distance: 20 })
    expect(run([{ type: 'move', distance: 44 }]).status).toBe('pulling')
    expect(run([{ type: 'move', distance: 45 }]).status).toBe('reached')
    const refreshing = run([{ type: 'move', distance: 60 }, { type: 'release' }])
    expect(refreshing).toEqual({ status: 'refreshing', distance: 45 })
    expect(pullReducer(refreshing, { type: 'move', distance: 100 })).toBe(refreshing)
    const restoring = pullReducer(refreshing, { type: 'refreshDone' })
    expect(restoring.status).toBe('restoring')
    expect(pullReducer(restoring, { type: 'animationEnd' })).toEqual(initialPull)
  })
  it('release before the threshold aborts and returns to idle', () => {
    const s = run([{ type: 'move', distance: 50 }, { type: 'move', distance: 30 }, { type: 'release' }])
    expect(s.status).toBe('aborting')
    expect(pullReducer(s, { type: 'animationEnd' })).toEqual(initialPull)
  })
  it('ignores events that do not apply', () => {
    expect(pullReducer(initialPull, { type: 'release' })).toBe(initialPull)
    expect(pullReducer(initialPull, { type: 'refreshDone' })).toBe(initialPull)
    expect(run([{ type: 'move', distance: -10 }])).toEqual(initialPull)
    expect(pullReducer({ status: 'pulling', distance: 10 }, { type: 'move', distance: 60 }, 80).status).toBe('pulling')
  })
})
