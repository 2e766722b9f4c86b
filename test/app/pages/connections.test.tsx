import Taro from '@tarojs/taro'
import { act, render, screen, fireEvent } from '@testing-library/react'
import Radar from '../../../src/pagesUser/connections/radar/radar'
import BossDetails from '../../../src/pagesUser/connections/bossDetails/bossDetails'
import ContactsDetails from '../../../src/pagesUser/connections/contactsDetails/contactsDetails'
import ContactsAdd from '../../../src/pagesUser/connections/contactsAdd/contactsAdd'
import ContactsEdit from '../../../src/pagesUser/connections/contactsedit/contactsedit'
import EnterpriseAdd from '../../../src/pagesUser/connections/enterpriseAdd/enterpriseAdd'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { Boss, Contact, Radar as RadarData, RadarPersonItem } from '../../../contract/schemas/connections'

type Any = any
let h: ReturnType<typeof setupPage>
const NOW = Date.UTC(2026, 10, 1)
const P = {
  radar: '/user/api/v1/connections/radar',
  boss: '/user/api/v1/connections/boss',
  list: '/user/api/v1/connections/contact/list',
  detail: '/user/api/v1/connections/contact/detail',
  create: '/user/api/v1/connections/contact/create',
  update: '/user/api/v1/connections/contact/update',
  remove: '/user/api/v1/connections/contact/delete',
  search: '/search/api/v1/middle/entPersonSearch',
}

const person = (i: number, extra: Partial<RadarPersonItem> = {}): RadarPersonItem => ({
  personId: `p${i}`,
  name: `老板${i}`,
  companyCount: 1,
  roleCount: 1,
  links: [{ pid: 'c1', companyName: '云企查科技有限公司', roles: ['董事'], share: null, origins: ['own'] }],
  reason: '担任 云企查科技有限公司 董事',
  contactId: null,
  ...extra,
})

const contact = (i: number, extra: Partial<Contact> = {}): Contact => ({
  id: i,
  name: `联系人${i}`,
  phone: '',
  wechat: '',
  email: '',
  company: '',
  pid: null,
  title: '',
  note: '',
  tags: [],
  personId: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...extra,
})

const radarPage = (list: RadarPersonItem[], extra: Partial<RadarData> = {}, q: Record<string, string> = {}): RadarData => {
  const pageNum = Number(q.pageNum || 1)
  const pageSize = Number(q.pageSize || 20)
  return {
    total: list.length,
    totalText: String(list.length),
    pageNum,
    pageSize,
    list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    profileCompany: '云企查科技有限公司',
    ownCompany: { pid: 'c1', name: '云企查科技有限公司' },
    monitorCount: 2,
    ...extra,
  }
}

const field = (key: string) => screen.getByTestId(`field-${key}`)
const errorText = (key: string) => screen.queryByTestId(`error-${key}`)?.textContent ?? null
const navigatedTo = () => h.spies.navigateTo.mock.calls.map((c: Any) => c[0].url)

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})
afterEach(() => jest.useRealTimers())

describe('人脉雷达', () => {
  it('explains an empty radar and offers to fill the company or add monitoring', async () => {
    h.on('GET', P.radar, () => ({ data: radarPage([], { profileCompany: '', ownCompany: null, monitorCount: 0 }) }))
    render(<Radar />)
    await settle()
    expect(screen.getByText(/请先填写你所在的公司，或添加监控企业/)).toBeTruthy()
    expect(screen.queryByTestId('source-own')).toBeNull()
    fireEvent.click(screen.getByTestId('fill-company'))
    fireEvent.click(screen.getByTestId('add-monitor'))
    await settle()
    expect(navigatedTo()).toEqual(['/pagesUser/userInfoEdit/userInfoEdit', '/pagesMonitore/monitoreAdd/monitoreAdd'])
  })

  it('lists the people with why they are linked, by source, and opens a boss', async () => {
    const jia = person(1, {
      companyCount: 2,
      roleCount: 2,
      reason: '同时担任 云企查科技有限公司 法定代表人，星河贸易有限公司 股东',
      links: [
        { pid: 'c1', companyName: '云企查科技有限公司', roles: ['法定代表人'], share: null, origins: ['own'] },
        { pid: 'c2', companyName: '星河贸易有限公司', roles: ['股东'], share: 30, origins: ['monitor'] },
      ],
    })
    h.on('GET', P.radar, (_d, q) => ({ data: radarPage(q.source === 'monitor' ? [] : [jia, person(2)], {}, q) }))
    render(<Radar />)
    expect(screen.getByTestId('radar-skeleton')).toBeTruthy()
    await settle()
    expect(screen.getAllByTestId('radar-person')).toHaveLength(2)
    expect(screen.getAllByTestId('radar-reason')[0].textContent).toBe('同时担任 云企查科技有限公司 法定代表人，星河贸易有限公司 股东')
    expect(screen.getByTestId('radar-basis').textContent).toContain('监控企业：2 家')
    expect(screen.getByTestId('radar-count').textContent).toBe('共 2 人')

    fireEvent.click(screen.getByTestId('source-monitor'))
    await settle()
    expect(h.callsTo(P.radar).map((c) => c.query.source)).toEqual(['all', 'monitor'])
    expect(screen.getByText('监控的企业中暂无可关联的人员～')).toBeTruthy()

    fireEvent.click(screen.getByTestId('source-all'))
    await settle()
    fireEvent.click(screen.getAllByTestId('radar-person')[0])
    await settle()
    expect(navigatedTo()).toContain('/pagesUser/connections/bossDetails/bossDetails?personId=p1')
  })

  it('says when the company on the profile is not in the data', async () => {
    h.on('GET', P.radar, () => ({ data: radarPage([], { profileCompany: '不存在的公司', ownCompany: null, monitorCount: 0 }) }))
    render(<Radar />)
    await settle()
    expect(screen.getByTestId('basis-unmatched').textContent).toContain('企业库中没有名为“不存在的公司”的企业')
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })

  it('lists 我的联系人 page by page and opens one or the form', async () => {
    h.on('GET', P.radar, () => ({ data: radarPage([]) }))
    const all = Array.from({ length: 25 }, (_, i) => contact(i + 1, { company: '云企查科技', phone: '13912345678' }))
    h.on('GET', P.list, (_d, q) => {
      const pageNum = Number(q.pageNum || 1)
      const list = all.slice((pageNum - 1) * 20, pageNum * 20)
      return { data: { total: 25, totalText: '25', pageNum, pageSize: 20, list, all: 25, max: 500 } }
    })
    render(<Radar />)
    await settle()
    fireEvent.click(screen.getByTestId('tab-contacts'))
    await settle()
    expect(screen.getAllByTestId('contact-item')).toHaveLength(20)
    expect(screen.getByTestId('contact-count').textContent).toBe('共 25 位，最多 500 位')
    await reachBottom()
    await settle()
    expect(screen.getAllByTestId('contact-item')).toHaveLength(25)
    expect(h.callsTo(P.list).map((c) => c.query.pageNum)).toEqual(['1', '2'])
    fireEvent.click(screen.getAllByTestId('contact-item')[0])
    fireEvent.click(screen.getByTestId('contact-add'))
    await settle()
    expect(navigatedTo()).toEqual([
      '/pagesUser/connections/contactsDetails/contactsDetails?id=1',
      '/pagesUser/connections/contactsAdd/contactsAdd',
    ])
  })

  it('shows 暂无数据～ when no contact is saved', async () => {
    h.on('GET', P.radar, () => ({ data: radarPage([]) }))
    h.on('GET', P.list, () => ({ data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [], all: 0, max: 500 } }))
    render(<Radar />)
    await settle()
    fireEvent.click(screen.getByTestId('tab-contacts'))
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.getByTestId('contact-empty-add')).toBeTruthy()
  })
})

const theBoss: Boss = {
  personId: 'p1',
  name: '王建国',
  companyCount: 2,
  legalCount: 1,
  shareholderCount: 1,
  executiveCount: 0,
  roles: [
    {
      pid: 'c2',
      companyName: '星河贸易有限公司',
      status: '存续',
      roles: ['股东'],
      share: 30,
      regCapitalText: '100万人民币',
      regionName: '上海市',
      since: '2020-01-01',
    },
    {
      pid: 'c1',
      companyName: '云企查科技有限公司',
      status: '存续',
      roles: ['法定代表人'],
      regCapitalText: '500万人民币',
      regionName: '北京市',
      since: '2019-01-01',
    },
  ] as Boss['roles'],
  links: [{ pid: 'c1', companyName: '云企查科技有限公司', roles: ['法定代表人'], share: null, origins: ['own'] }],
  reason: '担任 云企查科技有限公司 法定代表人',
  contactId: null,
}

describe('老板详情', () => {
  it('shows every company and role, opens the company and the person, and 加入人脉 saves a prefilled contact', async () => {
    h.params({ personId: 'p1' })
    h.on('GET', P.boss, () => ({ data: theBoss }))
    h.on('POST', P.create, (d) => ({ data: contact(7, d as Partial<Contact>) }))
    render(<BossDetails />)
    expect(screen.getByTestId('boss-skeleton')).toBeTruthy()
    await settle()
    expect(screen.getByTestId('boss-name').textContent).toBe('王建国')
    expect(screen.getByTestId('boss-reason').textContent).toBe('担任 云企查科技有限公司 法定代表人')
    expect(screen.getAllByTestId('boss-company')).toHaveLength(2)
    fireEvent.click(screen.getAllByTestId('boss-company')[0])
    fireEvent.click(screen.getByTestId('open-person'))
    await settle()
    expect(navigatedTo()).toEqual(['/pagesFilter/detail/detail?pid=c2', '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=p1'])

    fireEvent.click(screen.getByTestId('boss-save'))
    await settle()
    expect(h.callsTo(P.create)[0].data).toEqual({
      name: '王建国',
      company: '云企查科技有限公司',
      pid: 'c1',
      title: '法定代表人',
      personId: 'p1',
    })
    expect(h.toasts().map((t) => t.title)).toContain('已加入人脉')
    fireEvent.click(screen.getByTestId('open-contact'))
    await settle()
    expect(navigatedTo()).toContain('/pagesUser/connections/contactsDetails/contactsDetails?id=7')
  })

  it('opens the contact already saved from the person when the server says so', async () => {
    h.params({ personId: 'p1' })
    h.on('GET', P.boss, () => ({ data: theBoss }))
    h.on('POST', P.create, () => ({ code: '4090', status: 409, msg: '此人已在你的人脉中', data: { id: 3 } }))
    render(<BossDetails />)
    await settle()
    fireEvent.click(screen.getByTestId('boss-save'))
    await settle()
    expect(screen.getByTestId('open-contact')).toBeTruthy()
  })
})

describe('新增联系人', () => {
  beforeEach(() => {
    h.on('POST', P.create, (d) => ({ data: contact(9, d as Partial<Contact>) }))
  })

  it('refuses an empty name and bad phone, WeChat and email in Chinese, asking the server nothing', async () => {
    render(<ContactsAdd />)
    fireEvent.click(screen.getByTestId('contact-save'))
    await settle()
    expect(errorText('name')).toBe('请输入姓名')
    expect(h.toasts().map((t) => t.title)).toContain('请输入姓名')

    typeInto(field('name'), '张伟')
    typeInto(field('phone'), '12345')
    typeInto(field('wechat'), '微信')
    typeInto(field('email'), 'zhang@')
    fireEvent.click(screen.getByTestId('contact-save'))
    await settle()
    expect(errorText('name')).toBeNull()
    expect(errorText('phone')).toBe('请输入正确的手机号或座机号，如 13912345678 或 010-62345678')
    expect(errorText('wechat')).toBe('微信号为5-30位字母、数字、下划线或减号')
    expect(errorText('email')).toBe('请输入正确的邮箱，如 name@example.com')
    typeInto(field('note'), '备'.repeat(201))
    expect(errorText('note')).toBe('备注最多200个字')
    expect(h.callsTo(P.create)).toHaveLength(0)
  })

  it('saves a valid contact with its tags and opens it', async () => {
    render(<ContactsAdd />)
    typeInto(field('name'), ' 张伟 ')
    typeInto(field('phone'), '010-62345678')
    typeInto(field('tag'), '客户')
    fireEvent.click(screen.getByTestId('tag-add'))
    typeInto(field('tag'), '华北')
    fireEvent.click(screen.getByTestId('tag-add'))
    expect(screen.getAllByTestId('tag').map((t) => t.textContent)).toEqual(['客户 ✕', '华北 ✕'])
    fireEvent.click(screen.getAllByTestId('tag')[1])
    fireEvent.click(screen.getByTestId('contact-save'))
    await settle()
    expect(h.callsTo(P.create)[0].data).toEqual({ name: '张伟', phone: '010-62345678', tags: ['客户'] })
    expect(h.spies.redirectTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesUser/connections/contactsDetails/contactsDetails?id=9' }),
    )
  })

  it('links the company picked in 添加企业', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    const hit = { pid: 'c9', name: '星河贸易有限公司', legalPerson: '王建国', status: '存续', regionName: '上海市' }
    h.on('GET', P.search, () => ({ data: { total: 1, totalText: '1', pageNum: 1, pageSize: 20, list: [hit] } }))
    const form = render(<ContactsAdd />)
    fireEvent.click(screen.getByTestId('pick-company'))
    await settle()
    expect(navigatedTo()).toEqual(['/pagesUser/connections/enterpriseAdd/enterpriseAdd'])

    const picker = render(<EnterpriseAdd />)
    typeInto(picker.getByTestId('enterprise-search'), '星')
    await act(async () => jest.advanceTimersByTime(1000))
    expect(h.callsTo(P.search)).toHaveLength(0)
    typeInto(picker.getByTestId('enterprise-search'), '星河')
    typeInto(picker.getByTestId('enterprise-search'), '星河贸易')
    expect(picker.getByTestId('enterprise-skeleton')).toBeTruthy()
    await act(async () => jest.advanceTimersByTime(400))
    await settle()
    expect(h.callsTo(P.search).map((c) => c.query.keyword)).toEqual(['星河贸易'])
    fireEvent.click(picker.getByTestId('enterprise-hit'))
    await settle()
    expect(h.spies.navigateBack).toHaveBeenCalled()
    picker.unmount()

    expect(form.getByTestId('company-linked')).toBeTruthy()
    typeInto(form.getByTestId('field-name'), '王建国')
    fireEvent.click(form.getByTestId('contact-save'))
    await settle()
    expect(h.callsTo(P.create)[0].data).toEqual({ name: '王建国', company: '星河贸易有限公司', pid: 'c9' })
  })
})

describe('编辑联系人', () => {
  it('loads the contact, refuses a bad change and saves a good one in full', async () => {
    h.params({ id: '5' })
    const saved = contact(5, { name: '王建国', company: '云企查科技有限公司', pid: 'c1', personId: 'p1', tags: ['客户'] })
    h.on('GET', P.detail, () => ({ data: saved }))
    h.on('POST', P.update, (d) => ({ data: { ...saved, ...(d as object) } }))
    render(<ContactsEdit />)
    expect(screen.getByTestId('contact-skeleton')).toBeTruthy()
    await settle()
    typeInto(field('phone'), '1391234567')
    fireEvent.click(screen.getByTestId('contact-save'))
    await settle()
    expect(errorText('phone')).toBe('请输入正确的手机号或座机号，如 13912345678 或 010-62345678')
    expect(h.callsTo(P.update)).toHaveLength(0)

    typeInto(field('phone'), '13912345678')
    typeInto(field('wechat'), 'wang_jianguo')
    fireEvent.click(screen.getByTestId('contact-save'))
    await settle()
    expect(h.callsTo(P.update)[0].data).toEqual({
      id: 5,
      name: '王建国',
      phone: '13912345678',
      wechat: 'wang_jianguo',
      company: '云企查科技有限公司',
      pid: 'c1',
      personId: 'p1',
      tags: ['客户'],
    })
  })

  it('says so when the contact is gone', async () => {
    h.params({ id: '5' })
    h.on('GET', P.detail, () => ({ code: '4040', status: 404, msg: '联系人不存在或已删除' }))
    render(<ContactsEdit />)
    await settle()
    expect(screen.getByText('联系人不存在或已删除')).toBeTruthy()
  })
})

describe('联系人详情', () => {
  let call: jest.SpyInstance
  let clip: jest.SpyInstance
  beforeEach(() => {
    call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
    clip = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as Any)
    h.params({ id: '5' })
    h.on(
      'GET',
      P.detail,
      () =>
        ({
          data: contact(5, {
            name: '王建国',
            phone: '010-62345678',
            wechat: 'wang_jianguo',
            email: 'wang@example.com',
            company: '云企查科技有限公司',
            pid: 'c1',
            title: '总经理',
            note: '展会认识',
            tags: ['客户', '华北'],
            personId: 'p1',
          }),
        }) as Any,
    )
    h.on('POST', P.remove, () => ({ data: { removed: 1 } }))
  })

  it('shows every field, calls, copies and opens the company, the boss and the edit form', async () => {
    render(<ContactsDetails />)
    await settle()
    expect(screen.getByTestId('contact-name').textContent).toBe('王建国')
    expect(screen.getByTestId('row-tags').textContent).toContain('客户')
    expect(screen.getByTestId('row-note').textContent).toContain('展会认识')
    fireEvent.click(screen.getByTestId('call-phone'))
    expect(call).toHaveBeenCalledWith({ phoneNumber: '01062345678' })
    fireEvent.click(screen.getByTestId('copy-wechat'))
    expect(clip).toHaveBeenCalledWith({ data: 'wang_jianguo' })
    await settle()
    expect(h.toasts().map((t) => t.title)).toContain('微信号已复制')
    fireEvent.click(screen.getByTestId('open-company'))
    fireEvent.click(screen.getByTestId('open-boss'))
    fireEvent.click(screen.getByTestId('contact-edit'))
    await settle()
    expect(navigatedTo()).toEqual([
      '/pagesFilter/detail/detail?pid=c1',
      '/pagesUser/connections/bossDetails/bossDetails?personId=p1',
      '/pagesUser/connections/contactsedit/contactsedit?id=5',
    ])
  })

  it('deletes only after the confirmation', async () => {
    render(<ContactsDetails />)
    await settle()
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as Any)
    fireEvent.click(screen.getByTestId('contact-delete'))
    await settle()
    expect(h.callsTo(P.remove)).toHaveLength(0)
    fireEvent.click(screen.getByTestId('contact-delete'))
    await settle()
    expect((h.spies.showModal.mock.calls[1][0] as Any).content).toContain('王建国')
    expect(h.callsTo(P.remove)[0].data).toEqual({ id: 5 })
    expect(h.toasts().map((t) => t.title)).toContain('已删除')
  })
})
