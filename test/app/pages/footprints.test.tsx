import { act, render, screen, fireEvent } from '@testing-library/react'
import MyFooter from '../../../src/pagesUser/myFooter/myFooter'
import { clearFootprints, listFootprints, mergeFootprints, recordFootprint } from '../../../src/services/footprints'
import { footprintSync } from '../../../src/stores/footprints'
import { searchHistory } from '../../../src/stores/searchHistory'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { Footprint, FootprintKind } from '../../../contract/schemas/footprint'

let h: ReturnType<typeof setupPage>
const NOW = Date.now()

const fp = (kind: FootprintKind, i: number): Footprint => ({
  kind,
  targetId: kind === 'company' ? `P${i}` : `X${i}`,
  name: kind === 'company' ? `云端公司${i}` : `云端人员${i}`,
  sub: kind === 'company' ? `张三${i} · 存续` : `任职公司${i}`,
  viewedAt: NOW - i * 60_000,
})

/** The server's footprints: 25 companies and 3 persons, pages of 20. */
function serve(counts: Record<FootprintKind, number> = { company: 25, person: 3 }) {
  h.on('GET', '/user/api/v1/footprint/list', (_d, q) => {
    const kind = (q.kind || 'company') as FootprintKind
    const pageNum = Number(q.pageNum || 1)
    const pageSize = Number(q.pageSize || 20)
    const all = Array.from({ length: counts[kind] }, (_, i) => fp(kind, i + 1))
    const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize)
    return { data: { total: all.length, totalText: String(all.length), pageNum, pageSize, list } }
  })
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  searchHistory.clearPersonFootprints()
})

describe('浏览足迹, signed in', () => {
  beforeEach(() => session.login(TOKEN, user))

  it('lists the server’s companies with their sub line and view time, and the next page at the bottom', async () => {
    serve()
    render(<MyFooter />)
    await settle()
    const first = h.callsTo('/user/api/v1/footprint/list')
    expect(first).toHaveLength(1)
    expect(first[0].query).toMatchObject({ pageNum: '1', pageSize: '20', kind: 'company' })
    expect(screen.getAllByTestId('fp-item')).toHaveLength(20)
    expect(screen.getByText('云端公司1')).toBeTruthy()
    expect(screen.getByText('张三1 · 存续')).toBeTruthy()
    expect(screen.getAllByTestId('fp-time')[0].textContent).toMatch(/^(今天|昨天) \d\d:\d\d$/)
    expect(screen.getByTestId('fp-count').textContent).toBe('共 25 条浏览记录')
    expect(screen.queryByTestId('fp-banner')).toBeNull()
    expect(screen.getByText('上拉加载更多')).toBeTruthy()

    await reachBottom()
    await settle()
    const calls = h.callsTo('/user/api/v1/footprint/list')
    expect(calls).toHaveLength(2)
    expect(calls[1].query).toMatchObject({ pageNum: '2', kind: 'company' })
    expect(screen.getAllByTestId('fp-item')).toHaveLength(25)
    expect(screen.getByText('没有更多了')).toBeTruthy()

    fireEvent.click(screen.getByText('云端公司3'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P3' }))
  })

  it('the 人员 tab asks for kind=person and opens the person page', async () => {
    serve()
    render(<MyFooter />)
    await settle()
    fireEvent.click(screen.getByTestId('fp-tab-person'))
    await settle()
    const calls = h.callsTo('/user/api/v1/footprint/list')
    expect(calls[calls.length - 1].query).toMatchObject({ pageNum: '1', kind: 'person' })
    expect(screen.getAllByTestId('fp-item')).toHaveLength(3)
    expect(screen.queryByText('云端公司1')).toBeNull()
    expect(screen.getByText('任职公司2')).toBeTruthy()
    fireEvent.click(screen.getByText('云端人员2'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X2' }),
    )
  })

  it('清空 asks first, then clears that kind on the server and on the device', async () => {
    serve({ company: 2, person: 2 })
    let cleared = false
    h.on('POST', '/user/api/v1/footprint/clear', (d) => {
      cleared = true
      return { data: { removed: d.kind === 'person' ? 2 : 0 } }
    })
    searchHistory.addPersonFootprint('X1', '王伟', '', 1)
    searchHistory.addFootprint('P1', '甲公司', 1)
    render(<MyFooter />)
    await settle()
    fireEvent.click(screen.getByTestId('fp-tab-person'))
    await settle()
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    fireEvent.click(screen.getByTestId('fp-clear'))
    await settle()
    expect(h.callsTo('/user/api/v1/footprint/clear')).toHaveLength(0)

    h.on('GET', '/user/api/v1/footprint/list', () => ({ data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [] } }))
    fireEvent.click(screen.getByTestId('fp-clear'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '确定清空人员浏览足迹吗？' }))
    expect(cleared).toBe(true)
    expect(h.callsTo('/user/api/v1/footprint/clear')[0].data).toEqual({ kind: 'person' })
    expect(searchHistory.personFootprints).toEqual([])
    expect(searchHistory.footprints).toHaveLength(1)
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(h.toasts().map((t) => t.title)).toContain('已清空')
  })

  it('nothing viewed yet: the empty state', async () => {
    serve({ company: 0, person: 0 })
    render(<MyFooter />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.queryByTestId('fp-clear')).toBeNull()
  })

  it('a failed load shows 重试, which loads again', async () => {
    h.on('GET', '/user/api/v1/footprint/list', () => ({ code: '5000', msg: '服务繁忙', status: 500 }))
    render(<MyFooter />)
    await settle()
    expect(screen.getByTestId('list-retry')).toBeTruthy()
    serve()
    fireEvent.click(screen.getByTestId('list-retry'))
    await settle()
    expect(screen.getAllByTestId('fp-item')).toHaveLength(20)
    expect(screen.queryByTestId('list-retry')).toBeNull()
  })
})

describe('浏览足迹, signed out', () => {
  it('shows the device’s own list with the sign-in banner, and asks the server nothing', async () => {
    searchHistory.addFootprint('P1', '本机甲公司', NOW - 1000)
    searchHistory.addFootprint('P2', '本机乙公司', NOW)
    searchHistory.addPersonFootprint('X1', '王伟', '本机甲公司', NOW)
    render(<MyFooter />)
    await settle()
    expect(screen.getByTestId('fp-banner').textContent).toContain('登录后足迹将同步到云端，换设备也能查看')
    const rows = screen.getAllByTestId('fp-item')
    expect(rows.map((r) => r.getAttribute('data-id'))).toEqual(['P2', 'P1'])
    expect(h.callsTo('/user/api/v1/footprint/list')).toHaveLength(0)
    fireEvent.click(screen.getByTestId('fp-tab-person'))
    await settle()
    expect(screen.getByText('王伟')).toBeTruthy()
    expect(screen.getByText('本机甲公司')).toBeTruthy()

    fireEvent.click(screen.getByTestId('fp-login'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `/pagesLogin/phoneLogin/phoneLogin?redirect=${encodeURIComponent('/pagesUser/myFooter/myFooter')}`,
      }),
    )
  })

  it('clears the device’s list of a kind after confirming; nothing on the device: the empty state', async () => {
    searchHistory.addFootprint('P1', '本机甲公司', NOW)
    render(<MyFooter />)
    await settle()
    fireEvent.click(screen.getByTestId('fp-clear'))
    await settle()
    expect(h.callsTo('/user/api/v1/footprint/clear')).toHaveLength(0)
    expect(searchHistory.footprints).toEqual([])
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.getByTestId('fp-banner')).toBeTruthy()
  })
})

describe('signing in on the page', () => {
  it('merges the device’s footprints first, then shows the server’s list', async () => {
    const order: string[] = []
    h.on('POST', '/user/api/v1/footprint/merge', () => {
      order.push('merge')
      return { data: { merged: 1, skipped: 0 } }
    })
    h.on('GET', '/user/api/v1/footprint/list', () => {
      order.push('list')
      return { data: { total: 1, totalText: '1', pageNum: 1, pageSize: 20, list: [fp('company', 7)] } }
    })
    searchHistory.addFootprint('M1', '本机甲公司', NOW - 5000)
    const stop = footprintSync.start()
    render(<MyFooter />)
    await settle()
    expect(screen.getByTestId('fp-banner')).toBeTruthy()
    act(() => session.login(TOKEN, user))
    await settle()
    stop()
    expect(order).toEqual(['merge', 'list'])
    expect(h.callsTo('/user/api/v1/footprint/merge')[0].data).toEqual({
      items: [{ kind: 'company', targetId: 'M1', viewedAt: NOW - 5000 }],
    })
    expect(screen.queryByTestId('fp-banner')).toBeNull()
    expect(screen.getByText('云端公司7')).toBeTruthy()
    // the device keeps its own list
    expect(searchHistory.footprints.map((f) => f.pid)).toEqual(['M1'])
  })
})

describe('the footprint services', () => {
  it('send the contract’s paths and bodies; record and merge run in the background without toasts', async () => {
    session.login(TOKEN, user)
    h.on('GET', '/user/api/v1/footprint/list', () => ({ data: { total: 0, totalText: '0', pageNum: 1, pageSize: 20, list: [] } }))
    h.on('POST', '/user/api/v1/footprint/record', () => ({ code: '5000', msg: '失败', status: 500 }))
    h.on('POST', '/user/api/v1/footprint/merge', () => ({ data: { merged: 1, skipped: 0 } }))
    h.on('POST', '/user/api/v1/footprint/clear', () => ({ data: { removed: 0 } }))
    await listFootprints(2)
    expect(h.callsTo('/user/api/v1/footprint/list')[0].query).toEqual({ pageNum: '2', pageSize: '20' })
    await expect(recordFootprint('company', 'P1')).rejects.toBeTruthy()
    expect(h.callsTo('/user/api/v1/footprint/record')[0].data).toEqual({ kind: 'company', targetId: 'P1' })
    expect(h.spies.showToast).not.toHaveBeenCalled()
    await mergeFootprints([{ kind: 'person', targetId: 'X1', viewedAt: 5 }])
    expect(h.callsTo('/user/api/v1/footprint/merge')[0].data).toEqual({ items: [{ kind: 'person', targetId: 'X1', viewedAt: 5 }] })
    await clearFootprints()
    expect(h.callsTo('/user/api/v1/footprint/clear')[0].data).toEqual({})
  })
})
