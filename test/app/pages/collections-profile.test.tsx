import { render, screen, fireEvent, waitFor, within } from '@testing-library/react'
import CompanyDetail from '../../../src/pagesFilter/detail/detail'
import PersonDetail from '../../../src/pagesCheckPersonnel/pagesDetail/detail/detail'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import { header as companyHeader } from '../fixtures/company'
import type { CompanyHeader, CompanyProfile, PersonDetail as Person } from '../../../contract/api/api'
import type { CollectFolder, CollectItem, CollectStatus } from '../../../contract/schemas/collection'

let h: ReturnType<typeof setupPage>

const header: CompanyHeader = {
  ...companyHeader,
  phone: '',
  email: '',
  website: '',
  scope: '软件开发',
  staffSize: '',
  formerNames: [],
}
const profile = {
  pid: 'P1',
  shareholders: [],
  personnel: [],
  investments: [],
  investmentTotal: 0,
  branches: [],
  branchTotal: 0,
  changes: [],
  changeTotal: 0,
  dimensions: [],
} as unknown as CompanyProfile
const person = {
  personId: 'X1',
  name: '王建国',
  companyCount: 0,
  legalCount: 0,
  shareholderCount: 0,
  executiveCount: 0,
  roles: [],
  partners: [],
} as Person

const folders: CollectFolder[] = [
  { id: 1, name: '默认收藏夹', isDefault: true, companyCount: 3, personCount: 1, createdAt: 1 },
  { id: 2, name: '供应商', isDefault: false, companyCount: 2, personCount: 0, createdAt: 2 },
]
const itemIn = (folderId: number, kind: 'company' | 'person' = 'company'): CollectItem => ({
  id: 77,
  kind,
  targetId: kind === 'company' ? 'P1' : 'X1',
  name: kind === 'company' ? header.name : person.name,
  sub: '',
  folderId,
  folderName: folders.find((f) => f.id === folderId)!.name,
  collectedAt: Date.now(),
})

/** The server's state for P1 / X1 and what the buttons sent. */
function serve(initial: CollectStatus = { collect: null, followed: false }) {
  let status = initial
  const sent: Array<[string, unknown]> = []
  h.on('GET', '/yqc/api/v1/business/header', () => ({ data: header }))
  h.on('GET', '/yqc/api/v1/business/profile', () => ({ data: profile }))
  h.on('GET', '/yqc/api/v1/person/detail', () => ({ data: person }))
  h.on('POST', '/user/api/v1/footprint/record', () => ({ data: null }))
  h.on('GET', '/user/api/v1/collect/status', () => ({ data: status }))
  h.on('GET', '/user/api/v1/collect/folder/list', () => ({ data: { list: folders, folderLimit: 20, itemCount: 4, itemLimit: 1000 } }))
  h.on('POST', '/user/api/v1/collect/add', (d) => {
    sent.push(['add', d])
    status = { ...status, collect: itemIn(Number(d.folderId), d.kind as 'company') }
    return { data: status.collect }
  })
  h.on('POST', '/user/api/v1/collect/folder/create', (d) => {
    sent.push(['create', d])
    folders.push({ id: 3, name: String(d.name), isDefault: false, companyCount: 0, personCount: 0, createdAt: 3 })
    return { data: folders[2] }
  })
  h.on('POST', '/user/api/v1/collect/move', (d) => {
    sent.push(['move', d])
    return { data: { moved: 1 } }
  })
  h.on('POST', '/user/api/v1/collect/remove', (d) => {
    sent.push(['remove', d])
    status = { ...status, collect: null }
    return { data: { removed: 1 } }
  })
  h.on('POST', '/user/api/v1/follow/add', (d) => {
    sent.push(['follow', d])
    return { data: {} }
  })
  h.on('POST', '/user/api/v1/follow/remove', (d) => {
    sent.push(['unfollow', d])
    return { data: { removed: 1 } }
  })
  return sent
}

async function openCompany() {
  h.params({ pid: 'P1' })
  render(<CompanyDetail />)
  await screen.findByTestId('profile-actions')
  if (session.isLoggedIn) await waitFor(() => expect(h.callsTo('/user/api/v1/collect/status')).toHaveLength(1))
  await settle(20)
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  folders.splice(2)
})

describe('the 收藏 and 关注 buttons of the company profile', () => {
  it('signed out: no status is asked, and a tap goes to sign-in and back to this profile', async () => {
    serve()
    await openCompany()
    expect(h.callsTo('/user/api/v1/collect/status')).toHaveLength(0)
    expect(screen.getByTestId('collect-btn').textContent).toBe('☆收藏')
    fireEvent.click(screen.getByTestId('collect-btn'))
    await settle()
    const login = `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent('/pagesFilter/detail/detail?pid=P1')}`
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: login }))
    fireEvent.click(screen.getByTestId('follow-btn'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: login }))
  })

  it('not collected: the star is empty; a tap opens the folders, picking one collects into it and fills the star', async () => {
    session.login(TOKEN, user)
    const sent = serve()
    await openCompany()
    expect(h.callsTo('/user/api/v1/collect/status')[0].query).toEqual({ kind: 'company', targetId: 'P1' })
    expect(screen.getByTestId('collect-btn').textContent).toBe('☆收藏')
    fireEvent.click(screen.getByTestId('collect-btn'))
    await settle()
    const sheet = screen.getByTestId('folder-sheet')
    expect(within(sheet).getByText('收藏到')).toBeTruthy()
    expect(
      within(sheet)
        .getAllByTestId('folder-option')
        .map((o) => o.textContent),
    ).toEqual(['★默认收藏夹4 条收藏›', '供供应商2 条收藏›'])
    fireEvent.click(within(sheet).getByText('供应商'))
    await settle()
    expect(sent).toEqual([['add', { kind: 'company', targetId: 'P1', folderId: 2 }]])
    expect(screen.queryByTestId('folder-sheet')).toBeNull()
    expect(screen.getByTestId('collect-btn').textContent).toBe('★已收藏')
    expect(screen.getByTestId('collect-btn').className).toContain('is-collected')
    expect(h.toasts().pop()!.title).toBe('已收藏到「供应商」')
  })

  it('a new folder made in the sheet is where it is collected', async () => {
    session.login(TOKEN, user)
    const sent = serve()
    await openCompany()
    fireEvent.click(screen.getByTestId('collect-btn'))
    await settle()
    fireEvent.click(screen.getByTestId('folder-create'))
    typeInto(screen.getByTestId('folder-name'), '一'.repeat(21))
    fireEvent.click(screen.getByTestId('folder-create-ok'))
    await settle()
    expect(h.toasts().pop()!.title).toBe('收藏夹名称最多20个字')
    typeInto(screen.getByTestId('folder-name'), '竞争对手')
    fireEvent.click(screen.getByTestId('folder-create-ok'))
    await settle()
    expect(sent).toEqual([
      ['create', { name: '竞争对手' }],
      ['add', { kind: 'company', targetId: 'P1', folderId: 3 }],
    ])
  })

  it('collected: the star is filled; a tap offers moving to another folder and 取消收藏', async () => {
    session.login(TOKEN, user)
    const sent = serve({ collect: itemIn(1), followed: false })
    await openCompany()
    expect(screen.getByTestId('collect-btn').textContent).toBe('★已收藏')
    fireEvent.click(screen.getByTestId('collect-btn'))
    await settle()
    expect(screen.getByTestId('collect-manage').textContent).toContain('已收藏到「默认收藏夹」')
    fireEvent.click(screen.getByTestId('collect-move'))
    await settle()
    const sheet = screen.getByTestId('folder-sheet')
    expect(within(sheet).getByText('移动到')).toBeTruthy()
    // the folder it is in is marked and not offered
    expect(within(sheet).getByText('当前')).toBeTruthy()
    fireEvent.click(within(sheet).getByText('默认收藏夹'))
    await settle()
    expect(sent).toEqual([])
    fireEvent.click(within(sheet).getByText('供应商'))
    await settle()
    expect(sent).toEqual([['move', { ids: [77], folderId: 2 }]])
    expect(h.toasts().pop()!.title).toBe('已移动到「供应商」')

    fireEvent.click(screen.getByTestId('collect-btn'))
    await settle()
    expect(screen.getByTestId('collect-manage').textContent).toContain('已收藏到「供应商」')
    fireEvent.click(screen.getByTestId('collect-remove'))
    await settle()
    expect(sent[1]).toEqual(['remove', { ids: [77] }])
    expect(screen.getByTestId('collect-btn').textContent).toBe('☆收藏')
    expect(h.toasts().pop()!.title).toBe('已取消收藏')
  })

  it('关注 toggles beside 收藏', async () => {
    session.login(TOKEN, user)
    const sent = serve()
    await openCompany()
    expect(screen.getByTestId('follow-btn').textContent).toBe('♡关注')
    fireEvent.click(screen.getByTestId('follow-btn'))
    await settle()
    expect(sent).toEqual([['follow', { pid: 'P1' }]])
    expect(screen.getByTestId('follow-btn').textContent).toBe('♥已关注')
    expect(h.toasts().pop()!.title).toBe('已关注，企业变更将显示在「我的关注」')
    fireEvent.click(screen.getByTestId('follow-btn'))
    await settle()
    expect(sent[1]).toEqual(['unfollow', { pid: 'P1' }])
    expect(screen.getByTestId('follow-btn').textContent).toBe('♡关注')
  })
})

describe('the 收藏 button of the person page', () => {
  it('collects a person; there is no 关注 for a person', async () => {
    session.login(TOKEN, user)
    const sent = serve()
    h.params({ personId: 'X1' })
    render(<PersonDetail />)
    await screen.findByTestId('profile-actions')
    await waitFor(() => expect(h.callsTo('/user/api/v1/collect/status')).toHaveLength(1))
    await settle(20)
    expect(screen.queryByTestId('follow-btn')).toBeNull()
    expect(h.callsTo('/user/api/v1/collect/status')[0].query).toEqual({ kind: 'person', targetId: 'X1' })
    fireEvent.click(screen.getByTestId('collect-btn'))
    await settle()
    fireEvent.click(within(screen.getByTestId('folder-sheet')).getByText('默认收藏夹'))
    await settle()
    expect(sent).toEqual([['add', { kind: 'person', targetId: 'X1', folderId: 1 }]])
    expect(screen.getByTestId('collect-btn').textContent).toBe('★已收藏')
  })

  it('signed out, a tap signs in and comes back to the person', async () => {
    serve()
    h.params({ personId: 'X1' })
    render(<PersonDetail />)
    await screen.findByTestId('profile-actions')
    fireEvent.click(screen.getByTestId('collect-btn'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent('/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X1')}`,
      }),
    )
  })
})
