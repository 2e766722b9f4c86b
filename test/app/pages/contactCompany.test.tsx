import { act, render, screen, fireEvent } from '@testing-library/react'
import ContactsAdd from '../../../src/pagesUser/connections/contactsAdd/contactsAdd'
import ContactsEdit from '../../../src/pagesUser/connections/contactsedit/contactsedit'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import type { Contact } from '../../../contract/schemas/connections'

let h: ReturnType<typeof setupPage>
const SEARCH = '/search/api/v1/middle/entPersonSearch'
const NOW = Date.UTC(2026, 10, 1)

const hit = (i: number, name: string) => ({
  pid: `c${i}`,
  name,
  highlight: [],
  status: '存续',
  legalPerson: `法人${i}`,
  legalPersonId: '',
  regCapital: 100,
  regCapitalText: '100万人民币',
  currency: '人民币',
  established: '2018-01-01',
  regionCode: '310000',
  regionName: '上海市',
  industry: '',
  companyType: '',
  logo: '',
})
const answer = (list: ReturnType<typeof hit>[]) => ({
  data: { keyword: '', total: list.length, totalText: String(list.length), pageNum: 1, pageSize: 6, list, persons: [], tookMs: 1 },
})
const saved: Contact = {
  id: 5,
  name: '王建国',
  phone: '',
  wechat: '',
  email: '',
  company: '云企查科技有限公司',
  pid: 'c1',
  title: '',
  note: '',
  tags: [],
  personId: null,
  createdAt: NOW,
  updatedAt: NOW,
}
const field = (key: string) => screen.getByTestId(`field-${key}`)
const pause = (ms: number) => act(async () => jest.advanceTimersByTime(ms))

beforeEach(() => {
  jest.restoreAllMocks()
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})
afterEach(() => jest.useRealTimers())

describe('联系人的公司：输入即查企业', () => {
  it('asks once typing pauses, links the company picked and saves the link', async () => {
    h.on('GET', SEARCH, () => answer([hit(9, '星河贸易有限公司'), hit(10, '星河物流有限公司')]))
    h.on('POST', '/user/api/v1/connections/contact/create', (d) => ({ data: { ...saved, id: 9, ...(d as object) } }))
    render(<ContactsAdd />)
    typeInto(field('name'), '王建国')
    typeInto(field('company'), '星')
    await pause(1000)
    expect(h.callsTo(SEARCH)).toHaveLength(0)
    expect(screen.queryByTestId('company-suggest')).toBeNull()
    typeInto(field('company'), '星河')
    expect(screen.getByTestId('company-suggest-hint').textContent).toBe('正在查找企业…')
    typeInto(field('company'), '星河贸')
    await pause(300)
    await settle()
    expect(h.callsTo(SEARCH).map((c) => c.query)).toEqual([{ keyword: '星河贸', pageNum: '1', pageSize: '6' }])
    const hits = screen.getAllByTestId('company-hit')
    expect(hits.map((x) => x.textContent)).toEqual(['星河贸易有限公司法人9 · 存续 · 上海市', '星河物流有限公司法人10 · 存续 · 上海市'])
    fireEvent.click(hits[0])
    expect(screen.queryByTestId('company-suggest')).toBeNull()
    expect(screen.getByTestId('company-linked')).toBeTruthy()
    fireEvent.click(screen.getByTestId('contact-save'))
    await settle()
    expect(h.callsTo('/user/api/v1/connections/contact/create')[0].data).toEqual({ name: '王建国', company: '星河贸易有限公司', pid: 'c9' })
  })

  it('says when nothing matches and keeps the typed name unlinked; a failure is quiet', async () => {
    let fail = false
    h.on('GET', SEARCH, () => (fail ? { code: '5000', msg: '服务繁忙', status: 500 } : answer([])))
    render(<ContactsAdd />)
    typeInto(field('company'), '无名小店')
    await pause(300)
    await settle()
    expect(screen.getByTestId('company-suggest-hint').textContent).toBe('未找到匹配的企业，将使用输入的名称')
    fireEvent.click(screen.getByTestId('company-suggest-hint'))
    expect(screen.queryByTestId('company-suggest')).toBeNull()
    expect(screen.queryByTestId('company-linked')).toBeNull()
    fail = true
    typeInto(field('company'), '无名小店二')
    await pause(300)
    await settle()
    expect(h.toasts()).toEqual([])
    expect(screen.getByTestId('company-suggest-hint').textContent).toBe('未找到匹配的企业，将使用输入的名称')
  })

  it('编辑联系人: the saved company asks nothing; retyping it unlinks and offers companies to link again', async () => {
    h.params({ id: '5' })
    h.on('GET', '/user/api/v1/connections/contact/detail', () => ({ data: saved }))
    h.on('GET', SEARCH, () => answer([hit(2, '云企查信息技术有限公司')]))
    h.on('POST', '/user/api/v1/connections/contact/update', (d) => ({ data: { ...saved, ...(d as object) } }))
    render(<ContactsEdit />)
    await settle()
    await pause(1000)
    expect(h.callsTo(SEARCH)).toHaveLength(0)
    expect(screen.getByTestId('company-linked')).toBeTruthy()
    typeInto(field('company'), '云企查信息')
    expect(screen.queryByTestId('company-linked')).toBeNull()
    await pause(300)
    await settle()
    fireEvent.click(screen.getByTestId('company-hit'))
    fireEvent.click(screen.getByTestId('contact-save'))
    await settle()
    expect(h.callsTo('/user/api/v1/connections/contact/update')[0].data).toMatchObject({
      id: 5,
      company: '云企查信息技术有限公司',
      pid: 'c2',
    })
  })
})
