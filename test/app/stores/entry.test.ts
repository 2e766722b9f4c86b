/**
 * Opening the app from a code: the code read from a mini-program code's scene, a plain-link QR code's q (the whole
 * address) or the H5 address's q; the server's answer turned into the target page through the route manifest; a code
 * that opens nothing kept as a reason, a malformed one refused without asking the server.
 */
import { ENTRY_KINDS, ENTRY_KIND_DEFS, ENTRY_PAGE, entryCodeFromLaunch } from '../../../contract/domain/entry'
import { ROUTES } from '../../../src/routes'
import { entry } from '../../../src/stores/entry'
import { entryTargetLink } from '../../../src/services/entry'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from '../pages/harness'

const CODE = 'Ab3dEf7hIjKl9nOpQr'
const H5 = `https://yqc.example.com/#/pagesIndex/entry/entry?q=${CODE}`

describe('reading the code from the launch options', () => {
  it('takes a mini-program code’s scene, decoded', () => {
    expect(entryCodeFromLaunch({ scene: CODE })).toBe(CODE)
    expect(entryCodeFromLaunch({ scene: encodeURIComponent(CODE) })).toBe(CODE)
  })

  it('takes the code out of a plain-link QR code’s q, the whole scanned address encoded once or twice', () => {
    expect(entryCodeFromLaunch({ q: encodeURIComponent(H5) })).toBe(CODE)
    expect(entryCodeFromLaunch({ q: encodeURIComponent(encodeURIComponent(H5)) })).toBe(CODE)
    expect(entryCodeFromLaunch({ q: encodeURIComponent(`https://yqc.example.com/#/pagesIndex/entry/entry?scene=${CODE}&x=1`) })).toBe(CODE)
  })

  it('takes the H5 address’s own q as the code, and prefers scene when both come', () => {
    expect(entryCodeFromLaunch({ q: CODE })).toBe(CODE)
    expect(entryCodeFromLaunch({ q: 'other', scene: CODE })).toBe(CODE)
  })

  it('finds nothing in nothing, and keeps an address without a code as it is (it will not pass as a code)', () => {
    expect(entryCodeFromLaunch(undefined)).toBe('')
    expect(entryCodeFromLaunch({})).toBe('')
    expect(entryCodeFromLaunch({ q: '  ' })).toBe('')
    expect(entryCodeFromLaunch({ q: encodeURIComponent('https://example.com/#/x?y=1') })).toBe('https://example.com/#/x?y=1')
  })
})

describe('the target page of each kind', () => {
  it('names a page of the route manifest that takes the kind’s parameter; the entry page itself is there', () => {
    for (const kind of ENTRY_KINDS) {
      const def = ENTRY_KIND_DEFS[kind]
      const route = ROUTES.find((r) => r.name === def.route)
      expect({ kind, params: (route?.params ?? []).map((p) => p.replace(/\?$/, '')) }).toEqual({
        kind,
        params: expect.arrayContaining([def.param]),
      })
    }
    expect(ROUTES.find((r) => r.name === 'entry')).toMatchObject({ path: ENTRY_PAGE, params: ['q?', 'scene?'] })
    expect(ROUTES.find((r) => r.name === 'entry')?.needsLogin).toBeFalsy()
  })

  it('goes through the route manifest’s link builders', () => {
    expect(entryTargetLink({ kind: 'company', id: 'P1' })).toBe('/pagesFilter/detail/detail?pid=P1')
    expect(entryTargetLink({ kind: 'person', id: 'X 1' })).toBe('/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X%201')
    expect(entryTargetLink({ kind: 'invite', id: 'YQC2026' })).toBe('/pagesUser/publicize/invitationCode?code=YQC2026')
    expect(entryTargetLink({ kind: 'scanLogin', id: 'tkt_0123456789abcdef' })).toBe('/pagesLogin/scan/scan?ticket=tkt_0123456789abcdef')
    expect(entryTargetLink({ kind: 'dynamic', id: '42' })).toBe('/pagesTrends/share/share?id=42')
  })
})

describe('the entry store', () => {
  let h: ReturnType<typeof setupPage>
  beforeEach(() => {
    jest.restoreAllMocks()
    h = setupPage()
    entry.reset()
  })

  const answer = (data: Record<string, unknown>) =>
    h.on('GET', '/yqc/api/v1/entry/resolve', (_d, q) => {
      expect(q.code).toBe(CODE)
      return { data }
    })

  it('resolves the code and replaces the entry page with the company profile', async () => {
    answer({ kind: 'company', id: 'P1', route: 'companyProfile', params: { pid: 'P1' }, expiresAt: 1 })
    await entry.open({ q: encodeURIComponent(H5) })
    expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: '/pagesFilter/detail/detail?pid=P1' })
    expect(entry.state).toBe('opened')
    expect(h.callsTo('/yqc/api/v1/entry/resolve')).toHaveLength(1)
  })

  it('sends a signed-out user to sign in first for an invitation code, then to the page with the code', async () => {
    answer({ kind: 'invite', id: 'YQC2026', route: 'invitationCode', params: { code: 'YQC2026' }, expiresAt: 1 })
    await entry.open({ scene: CODE })
    const url = h.spies.navigateTo.mock.calls[0][0].url as string
    expect(url.startsWith('/pagesLogin/phoneLogin/phoneLogin?redirect=')).toBe(true)
    expect(decodeURIComponent(url.split('redirect=')[1])).toBe('/pagesUser/publicize/invitationCode?code=YQC2026')
  })

  it('opens the invitation page directly for a signed-in user', async () => {
    session.login(TOKEN, user)
    answer({ kind: 'invite', id: 'YQC2026', route: 'invitationCode', params: { code: 'YQC2026' }, expiresAt: 1 })
    await entry.open({ scene: CODE })
    expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: '/pagesUser/publicize/invitationCode?code=YQC2026' })
  })

  it.each([
    ['invalid', '二维码无效'],
    ['expired', '二维码已过期'],
    ['missing', '二维码不存在'],
  ])('keeps a %s code as the reason, with no toast and no navigation', async (reason, msg) => {
    h.on('GET', '/yqc/api/v1/entry/resolve', () => ({ status: 404, code: '4040', msg, data: { reason } }))
    await entry.open({ q: CODE })
    expect({ state: entry.state, problem: entry.problem, code: entry.code }).toEqual({ state: 'failed', problem: reason, code: CODE })
    expect(h.toasts()).toEqual([])
    expect(h.spies.redirectTo).not.toHaveBeenCalled()
  })

  it('refuses a code of the wrong shape without asking the server', async () => {
    await entry.open({ q: 'not-a-code!' })
    expect(entry.problem).toBe('invalid')
    await entry.open({})
    expect(entry.problem).toBe('invalid')
    expect(h.calls).toHaveLength(0)
  })

  it('tells a network failure apart, and opens on another try', async () => {
    h.spies.request.mockImplementationOnce((() => Promise.reject({ errMsg: 'request:fail' })) as never)
    answer({ kind: 'person', id: 'X1', route: 'personProfile', params: { personId: 'X1' }, expiresAt: 1 })
    await entry.open({ scene: CODE })
    expect(entry.problem).toBe('network')
    await entry.retry()
    await settle()
    expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1' })
  })
})
