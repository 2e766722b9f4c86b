/**
 * The entry page: a good code goes on to its page; an unknown, expired or forged code stays on a clear page with the
 * reason and 返回首页; a network failure offers another try. A scanned invitation code arrives filled in.
 */
import { render, screen, fireEvent } from '@testing-library/react'
import EntryPage from '../../../src/pagesIndex/entry/entry'
import InvitationCode from '../../../src/pagesUser/publicize/invitationCode'
import { entry } from '../../../src/stores/entry'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'

const CODE = 'Ab3dEf7hIjKl9nOpQr'
let h: ReturnType<typeof setupPage>

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  entry.reset()
})

const refuse = (reason: string, msg: string) =>
  h.on('GET', '/yqc/api/v1/entry/resolve', () => ({ status: 404, code: '4040', msg, data: { reason } }))

it('opens the company a code names, replacing itself', async () => {
  h.on('GET', '/yqc/api/v1/entry/resolve', () => ({
    data: { kind: 'company', id: 'P1', route: 'companyProfile', params: { pid: 'P1' }, expiresAt: 1 },
  }))
  h.params({ q: CODE })
  render(<EntryPage />)
  expect(screen.getByText('正在打开…')).toBeTruthy()
  await settle()
  expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: '/pagesFilter/detail/detail?pid=P1' })
})

it('reads a mini-program code’s scene', async () => {
  h.on('GET', '/yqc/api/v1/entry/resolve', (_d, q) => ({
    data: { kind: 'person', id: 'X1', route: 'personProfile', params: { personId: q.code === CODE ? 'X1' : 'wrong' }, expiresAt: 1 },
  }))
  h.params({ scene: encodeURIComponent(CODE) })
  render(<EntryPage />)
  await settle()
  expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1' })
})

it.each([
  ['invalid', '二维码无效', '不是云企查生成的'],
  ['expired', '二维码已过期', '已超过有效期'],
  ['missing', '二维码不存在', '可能已被删除'],
])('shows a %s code clearly and goes home from there', async (reason, title, words) => {
  refuse(reason, title)
  h.params({ q: CODE })
  render(<EntryPage />)
  await settle()
  const card = screen.getByTestId('entry-failed')
  expect(card.getAttribute('data-problem')).toBe(reason)
  expect(screen.getByText(title)).toBeTruthy()
  expect(card.textContent).toContain(words)
  expect(card.textContent).toContain(CODE)
  expect(h.toasts()).toEqual([])
  fireEvent.click(screen.getByText('返回首页'))
  await settle()
  expect(h.spies.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' })
})

it('says a damaged link is invalid without asking the server', async () => {
  h.params({ q: 'hello world' })
  render(<EntryPage />)
  await settle()
  expect(screen.getByText('二维码无效')).toBeTruthy()
  expect(h.calls).toHaveLength(0)
})

it('offers another try after a network failure', async () => {
  h.spies.request.mockImplementationOnce((() => Promise.reject({ errMsg: 'request:fail' })) as never)
  h.on('GET', '/yqc/api/v1/entry/resolve', () => ({
    data: { kind: 'dynamic', id: '7', route: 'shareDynamic', params: { id: '7' }, expiresAt: 1 },
  }))
  session.login(TOKEN, user)
  h.params({ q: CODE })
  render(<EntryPage />)
  await settle()
  expect(screen.getByText('暂时无法打开')).toBeTruthy()
  fireEvent.click(screen.getByText('重新打开'))
  await settle()
  expect(h.spies.redirectTo).toHaveBeenCalledWith({ url: '/pagesTrends/share/share?id=7' })
})

it('fills in the invitation code a QR code carried, for the user to confirm', async () => {
  session.login(TOKEN, user)
  h.params({ code: 'yqc2026' })
  const { container } = render(<InvitationCode />)
  await settle()
  expect(container.querySelector('.invite-input')?.getAttribute('value')).toBe('YQC2026')
  expect(container.querySelector('.invite-btn')?.className).not.toContain('is-disabled')
})
