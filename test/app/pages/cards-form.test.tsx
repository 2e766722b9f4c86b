import Taro from '@tarojs/taro'
import { act, render, screen, fireEvent } from '@testing-library/react'
import CardAdd from '../../../src/pagesUser/cardHolder/cardAdd/cardAdd'
import CardEdit from '../../../src/pagesUser/cardHolder/cardEdit/cardEdit'
import MyCardAdd from '../../../src/pagesUser/cardHolder/myCardAdd/myCardAdd'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import type { Card } from '../../../contract/schemas/card'

type Any = any
let h: ReturnType<typeof setupPage>
const CREATE = '/user/api/v1/card/create'
const SEARCH = '/search/api/v1/middle/entPersonSearch'

const saved = (body: Record<string, unknown>, id = 9): Card => ({
  id,
  name: '',
  mobile: '',
  landline: '',
  email: '',
  company: '',
  pid: null,
  title: '',
  address: '',
  note: '',
  initial: 'Z',
  createdAt: 1,
  updatedAt: 1,
  ...(body as Partial<Card>),
})

const field = (key: string) => screen.getByTestId(`field-${key}`)
const errorText = (key: string) => screen.queryByTestId(`error-${key}`)?.textContent ?? null

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
  h.on('POST', CREATE, (d) => ({ data: saved(d) }))
})
afterEach(() => jest.useRealTimers())

describe('添加名片', () => {
  it('refuses an empty form with a Chinese error under each required field, asking the server nothing', async () => {
    render(<CardAdd />)
    fireEvent.click(screen.getByTestId('card-save'))
    await settle()
    expect(errorText('name')).toBe('请输入姓名')
    expect(errorText('mobile')).toBe('请输入手机号')
    expect(errorText('email')).toBeNull()
    expect(h.toasts().map((t) => t.title)).toContain('请输入姓名')
    expect(h.callsTo(CREATE)).toHaveLength(0)
  })

  it('checks the mobile, the landline and the email, each in Chinese', async () => {
    render(<CardAdd />)
    typeInto(field('name'), '张伟')
    typeInto(field('mobile'), '1391234567')
    typeInto(field('landline'), '12ab')
    typeInto(field('email'), 'zhang@')
    fireEvent.click(screen.getByTestId('card-save'))
    await settle()
    expect(errorText('name')).toBeNull()
    expect(errorText('mobile')).toBe('请输入正确的11位手机号')
    expect(errorText('landline')).toBe('请输入正确的座机号码，如 010-12345678')
    expect(errorText('email')).toBe('请输入正确的邮箱，如 name@example.com')
    expect(h.callsTo(CREATE)).toHaveLength(0)

    typeInto(field('mobile'), '13912345678')
    typeInto(field('landline'), '')
    typeInto(field('email'), 'zhang@example.com')
    expect(errorText('mobile')).toBeNull()
    fireEvent.click(screen.getByTestId('card-save'))
    await settle()
    expect(h.callsTo(CREATE)[0].data).toEqual({ name: '张伟', mobile: '13912345678', email: 'zhang@example.com' })
    expect(h.spies.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/cardSuc/cardSuc?id=9' }))
  })

  it('offers the companies matching what is typed; picking one links the card to its pid, changing the name unlinks it', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    h.on('GET', SEARCH, (_d, q) => ({
      data: {
        total: 2,
        totalText: '2',
        pageNum: 1,
        pageSize: 6,
        keyword: q.keyword,
        persons: [],
        tookMs: 1,
        list: [
          { pid: 'P1', name: '深圳市腾飞科技有限公司', legalPerson: '马腾', status: '存续', regionName: '广东省 深圳市' },
          { pid: 'P2', name: '腾飞物流有限公司', legalPerson: '刘飞', status: '在业', regionName: '' },
        ],
      },
    }))
    render(<CardAdd />)
    typeInto(field('name'), '马腾')
    typeInto(field('mobile'), '13712345678')
    typeInto(field('company'), '腾')
    await act(async () => jest.advanceTimersByTime(300))
    expect(h.callsTo(SEARCH)).toHaveLength(0)
    typeInto(field('company'), '腾飞')
    await act(async () => jest.advanceTimersByTime(300))
    await settle()
    expect(h.callsTo(SEARCH)[0].query).toMatchObject({ keyword: '腾飞', pageNum: '1', pageSize: '6' })
    const hits = screen.getAllByTestId('company-hit')
    expect(hits.map((e) => e.textContent)).toEqual(['深圳市腾飞科技有限公司马腾 · 存续 · 广东省 深圳市', '腾飞物流有限公司刘飞 · 在业'])
    fireEvent.click(hits[0])
    await settle()
    expect(screen.queryByTestId('company-suggest')).toBeNull()
    expect(screen.getByTestId('company-linked')).toBeTruthy()

    fireEvent.click(screen.getByTestId('card-save'))
    await settle()
    expect(h.callsTo(CREATE)[0].data).toEqual({ name: '马腾', mobile: '13712345678', company: '深圳市腾飞科技有限公司', pid: 'P1' })

    typeInto(field('company'), '深圳市腾飞科技')
    expect(screen.queryByTestId('company-linked')).toBeNull()
  })
})

describe('编辑名片', () => {
  const stored = saved({ name: '赵敏', mobile: '13900000001', company: '阿里巴巴', pid: 'P9', title: '产品经理' }, 5)

  beforeEach(() => {
    h.params({ id: '5' })
    h.on('GET', '/user/api/v1/card/detail', (_d, q) =>
      q.id === '5' ? { data: stored } : { code: '4040', msg: '名片不存在或已删除', status: 404 },
    )
  })

  it('fills the form with the card and saves the change, then goes back', async () => {
    h.on('POST', '/user/api/v1/card/update', (d) => ({ data: saved(d, 5) }))
    render(<CardEdit />)
    await settle()
    expect(screen.getByTestId('company-linked')).toBeTruthy()
    typeInto(field('title'), '产品总监')
    fireEvent.click(screen.getByTestId('card-save'))
    await act(async () => new Promise((r) => setTimeout(r, 700)))
    expect(h.callsTo('/user/api/v1/card/update')[0].data).toEqual({
      id: 5,
      name: '赵敏',
      mobile: '13900000001',
      company: '阿里巴巴',
      pid: 'P9',
      title: '产品总监',
    })
    expect(h.spies.navigateBack).toHaveBeenCalled()
  })

  it('deletes after a confirmation, past 名片详情 back to the list', async () => {
    h.on('POST', '/user/api/v1/card/delete', () => ({ data: { removed: 1 } }))
    jest
      .spyOn(Taro, 'getCurrentPages')
      .mockReturnValue([
        { route: 'pagesUser/cardHolder/list/list' },
        { route: 'pagesUser/cardHolder/cardDetails/cardDetails' },
        { route: 'pagesUser/cardHolder/cardEdit/cardEdit' },
      ] as Any)
    render(<CardEdit />)
    await settle()
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as Any)
    fireEvent.click(screen.getByTestId('card-delete'))
    await settle()
    expect(h.callsTo('/user/api/v1/card/delete')).toHaveLength(0)
    fireEvent.click(screen.getByTestId('card-delete'))
    await act(async () => new Promise((r) => setTimeout(r, 700)))
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '确定删除“赵敏”的名片吗？删除后不可恢复。' }))
    expect(h.callsTo('/user/api/v1/card/delete')[0].data).toEqual({ id: 5 })
    expect(h.spies.navigateBack).toHaveBeenCalledWith({ delta: 2 })
  })

  it('says so when the card is not the user’s or is gone', async () => {
    h.params({ id: '77' })
    render(<CardEdit />)
    await settle()
    expect(screen.getByText('名片不存在或已删除')).toBeTruthy()
    expect(screen.queryByTestId('card-save')).toBeNull()
  })
})

describe('创建我的名片', () => {
  it('starts with the account’s phone, which the user may change, and opens 我的名片 once saved', async () => {
    h.on('GET', '/user/api/v1/card/mine', () => ({ data: null }))
    h.on('POST', '/user/api/v1/card/mine/save', (d) => ({ data: { ...saved(d), shareToken: 'tok_abcdefghijklmnop' } }))
    render(<MyCardAdd />)
    await settle()
    expect((field('mobile') as HTMLInputElement & { value: string }).value).toBe(user.phone)
    typeInto(field('name'), '张小明')
    typeInto(field('mobile'), '13600001111')
    fireEvent.click(screen.getByTestId('card-save'))
    await settle()
    expect(h.callsTo('/user/api/v1/card/mine/save')[0].data).toEqual({ name: '张小明', mobile: '13600001111' })
    expect(h.spies.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/myCardEdit/myCardEdit' }))
  })

  it('a user who has a card is taken to it', async () => {
    h.on('GET', '/user/api/v1/card/mine', () => ({ data: { ...saved({ name: '张小明' }), shareToken: 'tok_abcdefghijklmnop' } }))
    render(<MyCardAdd />)
    await settle()
    expect(h.spies.redirectTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/myCardEdit/myCardEdit' }))
  })
})
