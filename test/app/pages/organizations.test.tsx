import { render, screen, fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import OrganizationManage from '../../../src/pagesUser/publicize/organizationManage/organizationManage'
import OrganizationDetail from '../../../src/pagesUser/publicize/organizationDetail/organizationDetail'
import JoinOrganization from '../../../src/pagesUser/publicize/joinOrganization/joinOrganization'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import type { OrgMember, Organization } from '../../../contract/schemas/organization'

let h: ReturnType<typeof setupPage>
const NOW = Date.UTC(2026, 10, 20, 2)

const org = (id: number, role: 'admin' | 'member', extra: Partial<Organization> = {}): Organization => ({
  id,
  name: `组织${id}`,
  role,
  memberCount: 2,
  createdAt: NOW,
  joinCode: role === 'admin' ? 'ABCD2345' : '',
  ...extra,
})
const member = (i: number, extra: Partial<OrgMember> = {}): OrgMember => ({
  userId: `u${i}`,
  nickname: `成员${i}`,
  phone: '138****0000',
  role: 'member',
  joinedAt: NOW,
  isMe: false,
  ...extra,
})

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('我的组织', () => {
  it('lists the organisations with their role and opens one', async () => {
    h.on('GET', '/user/api/v1/org/list', () => ({ data: [org(1, 'admin', { name: '研发部' }), org(2, 'member', { name: '销售部' })] }))
    render(<OrganizationManage />)
    await settle()
    expect(screen.getAllByTestId('org-item')).toHaveLength(2)
    expect(screen.getAllByTestId('org-role').map((e) => e.textContent)).toEqual(['管理员', '成员'])
    expect(screen.getByText('共加入 2 个组织')).toBeTruthy()
    expect(screen.getAllByText('2 名成员 · 创建于 2026-11-20')).toHaveLength(2)
    fireEvent.click(screen.getByText('销售部'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/publicize/organizationDetail/organizationDetail?id=2' }),
    )
  })

  it('shows 暂无数据～ when the user is in none, and goes to 加入组织', async () => {
    h.on('GET', '/user/api/v1/org/list', () => ({ data: [] }))
    render(<OrganizationManage />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    fireEvent.click(screen.getByTestId('org-join'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/publicize/joinOrganization/joinOrganization' }),
    )
  })

  it('creates an organisation, refusing a too-short name without asking the server', async () => {
    const orgs: Organization[] = []
    h.on('GET', '/user/api/v1/org/list', () => ({ data: orgs }))
    h.on('POST', '/user/api/v1/org/create', (d) => {
      const o = org(9, 'admin', { name: String(d.name), memberCount: 1 })
      orgs.push(o)
      return { data: o }
    })
    render(<OrganizationManage />)
    await settle()
    fireEvent.click(screen.getByTestId('org-create'))
    const input = screen.getByTestId('org-name-input')
    typeInto(input, '甲')
    fireEvent.click(screen.getByTestId('org-create-submit'))
    await settle()
    expect(screen.getByTestId('org-name-error').textContent).toBe('组织名称需为2-30个字')
    expect(h.callsTo('/user/api/v1/org/create')).toHaveLength(0)
    typeInto(screen.getByTestId('org-name-input'), ' 新团队 ')
    fireEvent.click(screen.getByTestId('org-create-submit'))
    await settle()
    expect(h.callsTo('/user/api/v1/org/create')[0].data).toEqual({ name: '新团队' })
    expect(screen.queryByTestId('org-create-form')).toBeNull()
    expect(screen.getAllByTestId('org-item')).toHaveLength(1)
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/publicize/organizationDetail/organizationDetail?id=9' }),
    )
  })

  it('shows the server’s reason for a refused name', async () => {
    h.on('GET', '/user/api/v1/org/list', () => ({ data: [] }))
    h.on('POST', '/user/api/v1/org/create', () => ({ code: '4090', status: 409, msg: '你已创建过同名组织，请换一个名称' }))
    render(<OrganizationManage />)
    await settle()
    fireEvent.click(screen.getByTestId('org-create'))
    typeInto(screen.getByTestId('org-name-input'), '研发部')
    fireEvent.click(screen.getByTestId('org-create-submit'))
    await settle()
    expect(screen.getByTestId('org-name-error').textContent).toBe('你已创建过同名组织，请换一个名称')
  })
})

describe('加入组织', () => {
  it('looks a code up, shows the name and member count, then joins', async () => {
    h.on('GET', '/user/api/v1/org/preview', () => ({ data: { id: 5, name: '市场部', memberCount: 7 } }))
    h.on('POST', '/user/api/v1/org/join', () => ({ data: org(5, 'member', { name: '市场部', memberCount: 8 }) }))
    render(<JoinOrganization />)
    typeInto(screen.getByTestId('jo-code'), 'abcd 2345')
    fireEvent.click(screen.getByTestId('jo-lookup'))
    await settle()
    expect(h.callsTo('/user/api/v1/org/preview')[0].query).toEqual({ code: 'ABCD2345' })
    expect(screen.getByTestId('jo-name').textContent).toBe('市场部')
    expect(screen.getByTestId('jo-count').textContent).toBe('7/50 名成员')
    fireEvent.click(screen.getByTestId('jo-confirm'))
    await settle()
    expect(h.callsTo('/user/api/v1/org/join')[0].data).toEqual({ code: 'ABCD2345' })
    expect(h.spies.redirectTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/publicize/organizationDetail/organizationDetail?id=5' }),
    )
  })

  it('refuses a malformed code locally and shows the server’s reasons in Chinese', async () => {
    const answers = [
      { code: '4040', status: 404, msg: '组织码不存在或已失效，请向管理员确认' },
      { code: '4090', status: 409, msg: '你已是该组织成员' },
      { code: '4090', status: 409, msg: '该组织成员已满（上限50人），无法加入' },
    ]
    let i = 0
    h.on('GET', '/user/api/v1/org/preview', () => answers[i++])
    render(<JoinOrganization />)
    typeInto(screen.getByTestId('jo-code'), 'ABC')
    fireEvent.click(screen.getByTestId('jo-lookup'))
    await settle()
    expect(screen.getByTestId('jo-error').textContent).toBe('请输入8位组织码（字母或数字）')
    expect(h.callsTo('/user/api/v1/org/preview')).toHaveLength(0)
    typeInto(screen.getByTestId('jo-code'), 'ABCD2345')
    for (const a of answers) {
      fireEvent.click(screen.getByTestId('jo-lookup'))
      await settle()
      expect(screen.getByTestId('jo-error').textContent).toBe(a.msg)
      expect(screen.queryByTestId('jo-found')).toBeNull()
    }
  })
})

describe('组织详情', () => {
  const serveMembers = (list: OrgMember[]) =>
    h.on('GET', '/user/api/v1/org/members', (_d, q) => {
      const pageNum = Number(q.pageNum)
      const pageSize = Number(q.pageSize)
      return {
        data: {
          total: list.length,
          totalText: String(list.length),
          pageNum,
          pageSize,
          list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
        },
      }
    })

  it('shows an admin the code to copy and reset, and the members with actions', async () => {
    let current = org(3, 'admin', { name: '研发部' })
    h.params({ id: '3' })
    h.on('GET', '/user/api/v1/org/detail', () => ({ data: current }))
    h.on('POST', '/user/api/v1/org/resetCode', () => {
      current = { ...current, joinCode: 'WXYZ6789' }
      return { data: current }
    })
    const members = [member(1, { role: 'admin', isMe: true, nickname: '张小明' }), member(2)]
    serveMembers(members)
    h.on('POST', '/user/api/v1/org/member/remove', () => {
      members.pop()
      return { data: null }
    })
    const clip = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    render(<OrganizationDetail />)
    await settle()
    expect(screen.getByTestId('od-name').textContent).toBe('研发部')
    expect(screen.getByTestId('od-code').textContent).toBe('ABCD2345')
    expect(screen.getAllByTestId('od-member')).toHaveLength(2)
    expect(screen.getAllByText('138****0000 · 2026-11-20 加入')).toHaveLength(2)
    // no actions on oneself
    expect(screen.getAllByTestId('od-remove')).toHaveLength(1)

    fireEvent.click(screen.getByTestId('od-copy'))
    await settle()
    expect(clip).toHaveBeenCalledWith({ data: 'ABCD2345' })
    expect(h.toasts().map((t) => t.title)).toContain('组织码已复制')

    fireEvent.click(screen.getByTestId('od-reset'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '重置后旧组织码将立即失效，确定重置吗？' }))
    expect(screen.getByTestId('od-code').textContent).toBe('WXYZ6789')

    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    fireEvent.click(screen.getByTestId('od-remove'))
    await settle()
    expect(h.callsTo('/user/api/v1/org/member/remove')).toHaveLength(0)
    fireEvent.click(screen.getByTestId('od-remove'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '确定将「成员2」移出组织吗？' }))
    expect(h.callsTo('/user/api/v1/org/member/remove')[0].data).toEqual({ id: 3, userId: 'u2' })
    expect(screen.getAllByTestId('od-member')).toHaveLength(1)
  })

  it('makes a member admin and renames', async () => {
    let current = org(3, 'admin')
    h.params({ id: '3' })
    h.on('GET', '/user/api/v1/org/detail', () => ({ data: current }))
    serveMembers([member(1, { role: 'admin', isMe: true }), member(2)])
    h.on('POST', '/user/api/v1/org/member/makeAdmin', () => ({ data: null }))
    h.on('POST', '/user/api/v1/org/rename', (d) => {
      current = { ...current, name: String(d.name) }
      return { data: current }
    })
    render(<OrganizationDetail />)
    await settle()
    fireEvent.click(screen.getByTestId('od-make-admin'))
    await settle()
    expect(h.callsTo('/user/api/v1/org/member/makeAdmin')[0].data).toEqual({ id: 3, userId: 'u2' })
    fireEvent.click(screen.getByTestId('od-rename'))
    typeInto(screen.getByTestId('od-name-input'), '新名字')
    fireEvent.click(screen.getByTestId('od-rename-submit'))
    await settle()
    expect(h.callsTo('/user/api/v1/org/rename')[0].data).toEqual({ id: 3, name: '新名字' })
    expect(screen.getByTestId('od-name').textContent).toBe('新名字')
  })

  it('shows a plain member no code and no actions; leaving asks first and goes back', async () => {
    h.params({ id: '4' })
    h.on('GET', '/user/api/v1/org/detail', () => ({ data: org(4, 'member') }))
    serveMembers([member(1, { role: 'admin' }), member(2, { isMe: true })])
    h.on('POST', '/user/api/v1/org/leave', () => ({ data: { dissolved: false } }))
    render(<OrganizationDetail />)
    await settle()
    expect(screen.queryByTestId('od-code')).toBeNull()
    expect(screen.queryByTestId('od-remove')).toBeNull()
    expect(screen.queryByTestId('od-rename')).toBeNull()
    jest.useFakeTimers()
    fireEvent.click(screen.getByTestId('od-leave'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '确定退出该组织吗？' }))
    expect(h.callsTo('/user/api/v1/org/leave')[0].data).toEqual({ id: 4 })
    jest.runAllTimers()
    jest.useRealTimers()
    expect(h.spies.navigateBack).toHaveBeenCalled()
  })

  it('tells the only admin to hand over first, without asking the server', async () => {
    h.params({ id: '3' })
    h.on('GET', '/user/api/v1/org/detail', () => ({ data: org(3, 'admin') }))
    serveMembers([member(1, { role: 'admin', isMe: true }), member(2)])
    render(<OrganizationDetail />)
    await settle()
    fireEvent.click(screen.getByTestId('od-leave'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: '你是该组织唯一的管理员，请先将其他成员设为管理员后再退出。' }),
    )
    expect(h.callsTo('/user/api/v1/org/leave')).toHaveLength(0)
  })

  it('shows 4040 for an organisation the user is not in', async () => {
    h.params({ id: '99' })
    h.on('GET', '/user/api/v1/org/detail', () => ({ code: '4040', status: 404, msg: '组织不存在或你已不是该组织成员' }))
    render(<OrganizationDetail />)
    await settle()
    expect(screen.getByText('组织不存在或你已不是该组织成员')).toBeTruthy()
    expect(h.callsTo('/user/api/v1/org/members')).toHaveLength(0)
  })
})
