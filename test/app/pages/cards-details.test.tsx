import Taro from '@tarojs/taro'
import { render, screen, fireEvent } from '@testing-library/react'
import CardDetails from '../../../src/pagesUser/cardHolder/cardDetails/cardDetails'
import CardSuc from '../../../src/pagesUser/cardHolder/cardSuc/cardSuc'
import MyCardEdit from '../../../src/pagesUser/cardHolder/myCardEdit/myCardEdit'
import CardShared from '../../../src/pagesUser/cardHolder/cardShared/cardShared'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'
import type { Card, MyCard, SharedCard } from '../../../contract/schemas/card'

type Any = any
let h: ReturnType<typeof setupPage>
let call: jest.SpyInstance
let clip: jest.SpyInstance
const TOKEN_A = 'tok_abcdefghijklmnop'

const face = {
  name: '赵敏',
  mobile: '13900000001',
  landline: '010-62345678',
  email: 'zhao.min@example.com',
  company: '阿里巴巴（中国）有限公司',
  pid: 'P9' as string | null,
  title: '产品经理',
  address: '杭州市余杭区文一西路969号',
  note: '展会认识',
}
const card: Card = { id: 5, ...face, initial: 'Z', createdAt: Date.UTC(2026, 9, 1), updatedAt: Date.UTC(2026, 9, 1) }
const shared: SharedCard = { ...face, updatedAt: 1 }
const mine: MyCard = { ...face, name: '张小明', shareToken: TOKEN_A, createdAt: 1, updatedAt: 1 }

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
  clip = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
})

describe('名片详情', () => {
  beforeEach(() => {
    session.login(TOKEN, user)
    h.params({ id: '5' })
  })

  it('lays the card out and offers 拨打电话, 复制, 查看企业 and 编辑', async () => {
    h.on('GET', '/user/api/v1/card/detail', () => ({ data: card }))
    render(<CardDetails />)
    await settle()
    const face = screen.getByTestId('business-card').textContent!
    for (const part of ['赵敏', '产品经理', '阿里巴巴（中国）有限公司', '13900000001', 'zhao.min@example.com']) expect(face).toContain(part)

    fireEvent.click(screen.getByTestId('action-call'))
    expect(call).toHaveBeenLastCalledWith({ phoneNumber: '13900000001' })
    fireEvent.click(screen.getByTestId('call-landline'))
    expect(call).toHaveBeenLastCalledWith({ phoneNumber: '01062345678' })

    fireEvent.click(screen.getByTestId('copy-mobile'))
    expect(clip).toHaveBeenLastCalledWith({ data: '13900000001' })
    fireEvent.click(screen.getByTestId('copy-email'))
    expect(clip).toHaveBeenLastCalledWith({ data: 'zhao.min@example.com' })
    fireEvent.click(screen.getByTestId('copy-address'))
    expect(clip).toHaveBeenLastCalledWith({ data: '杭州市余杭区文一西路969号' })
    await settle()
    expect(h.toasts().map((t) => t.title)).toContain('地址已复制')
    fireEvent.click(screen.getByTestId('action-copy'))
    expect(clip.mock.calls.at(-1)![0].data).toBe(
      '姓名：赵敏\n职位：产品经理\n公司：阿里巴巴（中国）有限公司\n手机：13900000001\n座机：010-62345678\n邮箱：zhao.min@example.com\n地址：杭州市余杭区文一西路969号',
    )

    fireEvent.click(screen.getByTestId('action-company'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P9' }))
    fireEvent.click(screen.getByTestId('open-company'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P9' }))
    fireEvent.click(screen.getByTestId('action-edit'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/cardEdit/cardEdit?id=5' }))
  })

  it('offers no 查看企业 for a card not linked to a company, and no rows for empty fields', async () => {
    h.on('GET', '/user/api/v1/card/detail', () => ({ data: { ...card, pid: null, landline: '', email: '' } }))
    render(<CardDetails />)
    await settle()
    expect(screen.queryByTestId('action-company')).toBeNull()
    expect(screen.queryByTestId('open-company')).toBeNull()
    expect(screen.queryByTestId('row-landline')).toBeNull()
    expect(screen.queryByTestId('row-email')).toBeNull()
    expect(screen.getByTestId('row-company').textContent).toContain('阿里巴巴')
  })

  it('says so when the card is gone', async () => {
    h.on('GET', '/user/api/v1/card/detail', () => ({ code: '4040', msg: '名片不存在或已删除', status: 404 }))
    render(<CardDetails />)
    await settle()
    expect(screen.getAllByText('名片不存在或已删除').length).toBeGreaterThan(0)
    expect(screen.queryByTestId('business-card')).toBeNull()
  })
})

describe('保存成功', () => {
  it('names the card and offers 继续添加 and 查看名片夹', async () => {
    session.login(TOKEN, user)
    h.params({ id: '5' })
    h.on('GET', '/user/api/v1/card/detail', () => ({ data: card }))
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pagesUser/cardHolder/list/list' }, { route: 'x' }] as Any)
    render(<CardSuc />)
    await settle()
    expect(screen.getByTestId('suc-card').textContent).toBe('赵敏 · 阿里巴巴（中国）有限公司 已加入名片夹')
    fireEvent.click(screen.getByTestId('suc-more'))
    expect(h.spies.redirectTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/cardAdd/cardAdd' }))
    fireEvent.click(screen.getByTestId('suc-holder'))
    expect(h.spies.navigateBack).toHaveBeenCalledWith({ delta: 1 })
  })
})

describe('我的名片', () => {
  beforeEach(() => session.login(TOKEN, user))

  it('copies the card as text with its share link (H5)', async () => {
    h.on('GET', '/user/api/v1/card/mine', () => ({ data: mine }))
    render(<MyCardEdit />)
    await settle()
    fireEvent.click(screen.getByTestId('my-card-copy'))
    const text: string = clip.mock.calls.at(-1)![0].data
    expect(text.split('\n').slice(0, 5)).toEqual([
      '姓名：张小明',
      '职位：产品经理',
      '公司：阿里巴巴（中国）有限公司',
      '手机：13900000001',
      '座机：010-62345678',
    ])
    expect(text).toContain('邮箱：zhao.min@example.com')
    expect(text).toMatch(new RegExp(`查看名片：.*#/pagesUser/cardHolder/cardShared/cardShared\\?token=${TOKEN_A}$`))
  })

  it('a new share link after a confirmation', async () => {
    h.on('GET', '/user/api/v1/card/mine', () => ({ data: mine }))
    h.on('POST', '/user/api/v1/card/mine/resetShare', () => ({ data: { ...mine, shareToken: 'tok_newnewnewnewnewnew' } }))
    render(<MyCardEdit />)
    await settle()
    fireEvent.click(screen.getByTestId('my-card-reset'))
    await settle()
    expect(h.callsTo('/user/api/v1/card/mine/resetShare')).toHaveLength(1)
    fireEvent.click(screen.getByTestId('my-card-copy'))
    expect(clip.mock.calls.at(-1)![0].data).toContain('token=tok_newnewnewnewnewnew')
  })

  it('without a card: the way to make one', async () => {
    h.on('GET', '/user/api/v1/card/mine', () => ({ data: null }))
    render(<MyCardEdit />)
    await settle()
    fireEvent.click(screen.getByTestId('my-card-create'))
    expect(h.spies.redirectTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/myCardAdd/myCardAdd' }))
  })
})

describe('a shared card', () => {
  beforeEach(() => {
    h.params({ token: TOKEN_A })
    h.on('GET', '/user/api/v1/card/shared', (_d, q) =>
      q.token === TOKEN_A ? { data: shared } : { code: '4040', msg: '名片不存在或分享已失效', status: 404 },
    )
  })

  it('signed out: read-only, with a sign-in that comes back to it', async () => {
    render(<CardShared />)
    await settle()
    expect(screen.getByTestId('business-card').textContent).toContain('赵敏')
    fireEvent.click(screen.getByTestId('shared-login'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent(`/pagesUser/cardHolder/cardShared/cardShared?token=${TOKEN_A}`)}`,
      }),
    )
    expect(h.callsTo('/user/api/v1/card/mine')).toHaveLength(0)
  })

  it('signed in: 保存到名片夹, then 查看名片 opens the copy', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/user/api/v1/card/mine', () => ({ data: null }))
    h.on('POST', '/user/api/v1/card/shared/save', () => ({ data: { ...card, id: 31 } }))
    render(<CardShared />)
    await settle()
    fireEvent.click(screen.getByTestId('shared-save'))
    await settle()
    expect(h.callsTo('/user/api/v1/card/shared/save')[0].data).toEqual({ token: TOKEN_A })
    expect(h.toasts().map((t) => t.title)).toContain('已保存到名片夹')
    fireEvent.click(screen.getByTestId('shared-open'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesUser/cardHolder/cardDetails/cardDetails?id=31' }),
    )
  })

  it('already kept: the refusal says so and 查看名片 opens the kept copy', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/user/api/v1/card/mine', () => ({ data: null }))
    h.on('POST', '/user/api/v1/card/shared/save', () => ({ code: '4090', msg: '这张名片已在你的名片夹中', status: 409, data: { id: 12 } }))
    render(<CardShared />)
    await settle()
    fireEvent.click(screen.getByTestId('shared-save'))
    await settle()
    expect(h.toasts().map((t) => t.title)).toContain('这张名片已在你的名片夹中')
    fireEvent.click(screen.getByTestId('shared-open'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesUser/cardHolder/cardDetails/cardDetails?id=12' }),
    )
  })

  it('its owner is offered the editor instead', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/user/api/v1/card/mine', () => ({ data: mine }))
    render(<CardShared />)
    await settle()
    expect(screen.queryByTestId('shared-save')).toBeNull()
    fireEvent.click(screen.getByTestId('shared-own'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesUser/cardHolder/myCardEdit/myCardEdit' }))
  })

  it('a link that no longer works says so', async () => {
    h.params({ token: 'tok_gonegonegonegonegone' })
    render(<CardShared />)
    await settle()
    expect(screen.getByText('名片不存在或分享已失效')).toBeTruthy()
  })
})
