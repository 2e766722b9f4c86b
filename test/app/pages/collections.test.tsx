import { render, screen, fireEvent, within } from '@testing-library/react'
import MyCollect from '../../../src/pagesUser/myCollect/myCollect'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { CollectFolder, CollectItem, CollectKind } from '../../../contract/schemas/collection'

let h: ReturnType<typeof setupPage>
const NOW = Date.now()

const folder = (id: number, name: string, companyCount: number, personCount = 0): CollectFolder => ({
  id,
  name,
  isDefault: id === 1,
  companyCount,
  personCount,
  createdAt: NOW,
})

const item = (kind: CollectKind, i: number, folderId = 1): CollectItem => ({
  id: kind === 'company' ? i : 1000 + i,
  kind,
  targetId: kind === 'company' ? `P${i}` : `X${i}`,
  name: kind === 'company' ? `收藏公司${i}` : `收藏人员${i}`,
  sub: kind === 'company' ? `张三${i} · 存续` : `任职公司${i}`,
  folderId,
  folderName: folderId === 1 ? '默认收藏夹' : '供应商',
  collectedAt: NOW - i * 60_000,
})

/** The server: 25 companies (20 in 默认收藏夹, 5 in 供应商) and 2 persons, pages of 20. */
function serve(counts: Record<CollectKind, number> = { company: 25, person: 2 }) {
  let folders = [
    folder(1, '默认收藏夹', Math.min(counts.company, 20), counts.person),
    folder(2, '供应商', Math.max(0, counts.company - 20)),
  ]
  h.on('GET', '/user/api/v1/collect/folder/list', () => ({ data: { list: folders, folderLimit: 20, itemCount: 27, itemLimit: 1000 } }))
  h.on('GET', '/user/api/v1/collect/list', (_d, q) => {
    const kind = q.kind as CollectKind
    const pageNum = Number(q.pageNum || 1)
    const pageSize = Number(q.pageSize || 20)
    let all = Array.from({ length: counts[kind] }, (_, i) => item(kind, i + 1, kind === 'company' && i >= 20 ? 2 : 1))
    if (q.folderId) all = all.filter((r) => r.folderId === Number(q.folderId))
    return {
      data: {
        total: all.length,
        totalText: String(all.length),
        pageNum,
        pageSize,
        list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      },
    }
  })
  return { setFolders: (f: CollectFolder[]) => (folders = f) }
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('我的收藏', () => {
  it('shows the loading overlay, then the companies with their second line, folder and time; the next page at the bottom', async () => {
    serve()
    render(<MyCollect />)
    expect(screen.getByRole('status')).toBeTruthy()
    await settle()
    expect(screen.queryByRole('status')).toBeNull()
    const first = h.callsTo('/user/api/v1/collect/list')
    expect(first).toHaveLength(1)
    expect(first[0].query).toEqual({ kind: 'company', pageNum: '1', pageSize: '20' })
    expect(screen.getAllByTestId('cl-item')).toHaveLength(20)
    expect(screen.getByText('收藏公司1')).toBeTruthy()
    expect(screen.getByText('张三1 · 存续')).toBeTruthy()
    expect(screen.getAllByTestId('cl-time')[0].textContent).toMatch(/^收藏于 (今天|昨天) \d\d:\d\d$/)
    expect(screen.getByTestId('cl-count').textContent).toBe('共 25 家企业')
    // the folder row: 全部 and each folder with this kind's count
    expect(screen.getByTestId('cl-folder-all').textContent).toBe('全部 25')
    expect(screen.getAllByTestId('cl-folder').map((e) => e.textContent)).toEqual(['默认收藏夹 20', '供应商 5'])

    await reachBottom()
    await settle()
    expect(h.callsTo('/user/api/v1/collect/list')[1].query).toMatchObject({ pageNum: '2', kind: 'company' })
    expect(screen.getAllByTestId('cl-item')).toHaveLength(25)
    expect(screen.getByText('没有更多了')).toBeTruthy()

    fireEvent.click(screen.getByText('收藏公司3'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=P3' }))
  })

  it('the 人员 tab and a folder chip ask for that kind and folder; a person opens the person page', async () => {
    serve()
    render(<MyCollect />)
    await settle()
    fireEvent.click(screen.getByText('供应商 5'))
    await settle()
    expect(h.callsTo('/user/api/v1/collect/list').pop()!.query).toMatchObject({ kind: 'company', folderId: '2', pageNum: '1' })
    expect(screen.getAllByTestId('cl-item')).toHaveLength(5)
    expect(screen.getByTestId('cl-count').textContent).toBe('「供应商」共 5 家企业')

    fireEvent.click(screen.getByTestId('cl-tab-person'))
    await settle()
    expect(h.callsTo('/user/api/v1/collect/list').pop()!.query).toMatchObject({ kind: 'person', folderId: '2' })
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    fireEvent.click(screen.getByTestId('cl-folder-all'))
    await settle()
    expect(screen.getAllByTestId('cl-item')).toHaveLength(2)
    expect(screen.getByText('任职公司2')).toBeTruthy()
    fireEvent.click(screen.getByText('收藏人员2'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X2' }),
    )
  })

  it('nothing collected: 暂无数据～ with where to collect, and no 编辑', async () => {
    serve({ company: 0, person: 0 })
    render(<MyCollect />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.getByText('在企业详情页底部点击「收藏」，即可收藏到这里')).toBeTruthy()
    expect(screen.queryByTestId('cl-edit')).toBeNull()
  })

  it('a failed load shows 重试, which loads again', async () => {
    serve()
    h.on('GET', '/user/api/v1/collect/list', () => ({ code: '5000', msg: '服务繁忙', status: 500 }))
    render(<MyCollect />)
    await settle()
    expect(screen.getByText('服务繁忙')).toBeTruthy()
    serve()
    fireEvent.click(screen.getByTestId('list-retry'))
    await settle()
    expect(screen.getAllByTestId('cl-item')).toHaveLength(20)
  })

  it('编辑 selects several to move into another folder', async () => {
    serve()
    let moved: Record<string, unknown> | null = null
    h.on('POST', '/user/api/v1/collect/move', (d) => {
      moved = d
      return { data: { moved: (d.ids as number[]).length } }
    })
    render(<MyCollect />)
    await settle()
    fireEvent.click(screen.getByTestId('cl-edit'))
    const rows = screen.getAllByTestId('cl-item')
    fireEvent.click(rows[0])
    fireEvent.click(rows[2])
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    expect(screen.getByText('已选 2')).toBeTruthy()
    fireEvent.click(screen.getByTestId('cl-move'))
    await settle()
    const sheet = screen.getByTestId('folder-sheet')
    expect(within(sheet).getByText('将 2 条移动到')).toBeTruthy()
    fireEvent.click(within(sheet).getByText('供应商'))
    await settle()
    expect(moved).toEqual({ ids: [1, 3], folderId: 2 })
    expect(h.toasts().map((t) => t.title)).toContain('已将2条移动到「供应商」')
    expect(screen.queryByTestId('cl-edit-bar')).toBeNull()
    // the list and the folder counts are read again
    expect(h.callsTo('/user/api/v1/collect/list').length).toBeGreaterThan(1)
    expect(h.callsTo('/user/api/v1/collect/folder/list').length).toBeGreaterThan(1)
  })

  it('a long press starts selecting; 取消收藏 asks first and removes the selected', async () => {
    serve()
    const removed: unknown[] = []
    h.on('POST', '/user/api/v1/collect/remove', (d) => {
      removed.push(d)
      return { data: { removed: (d.ids as number[]).length } }
    })
    render(<MyCollect />)
    await settle()
    const rows = screen.getAllByTestId('cl-item')
    fireEvent(rows[1], new Event('longpress', { bubbles: true }))
    await settle()
    expect(screen.getByText('已选 1')).toBeTruthy()
    h.spies.showModal.mockImplementationOnce((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    fireEvent.click(screen.getByTestId('cl-remove'))
    await settle()
    expect(removed).toEqual([])
    fireEvent.click(screen.getByTestId('cl-remove'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(expect.objectContaining({ content: '确定取消收藏选中的1条吗？' }))
    expect(removed).toEqual([{ ids: [2] }])
    expect(h.toasts().map((t) => t.title)).toContain('已取消收藏1条')
  })

  it('管理 makes, renames and deletes folders; deleting says where the items go', async () => {
    const srv = serve()
    const calls: Array<[string, unknown]> = []
    h.on('POST', '/user/api/v1/collect/folder/create', (d) => {
      calls.push(['create', d])
      return { data: folder(3, String(d.name), 0) }
    })
    h.on('POST', '/user/api/v1/collect/folder/rename', (d) => {
      calls.push(['rename', d])
      return { data: folder(2, String(d.name), 5) }
    })
    h.on('POST', '/user/api/v1/collect/folder/delete', (d) => {
      calls.push(['delete', d])
      return { data: { moved: 5 } }
    })
    render(<MyCollect />)
    await settle()
    fireEvent.click(screen.getByTestId('cl-manage'))
    const manager = screen.getByTestId('folder-manager')
    expect(
      within(manager)
        .getAllByTestId('manager-row')
        .map((r) => r.getAttribute('data-name')),
    ).toEqual(['默认收藏夹', '供应商'])
    // 默认收藏夹 offers no rename or delete
    expect(within(manager).getAllByTestId('manager-rename')).toHaveLength(1)

    fireEvent.click(within(manager).getByTestId('manager-create'))
    await settle()
    expect(h.toasts().pop()!.title).toBe('请输入收藏夹名称')
    typeInto(within(manager).getByTestId('manager-name'), '  客户  ')
    fireEvent.click(within(manager).getByTestId('manager-create'))
    await settle()
    expect(calls[0]).toEqual(['create', { name: '客户' }])

    fireEvent.click(within(manager).getByTestId('manager-rename'))
    typeInto(within(manager).getByTestId('manager-edit-name'), '核心供应商')
    fireEvent.click(within(manager).getByTestId('manager-save'))
    await settle()
    expect(calls[1]).toEqual(['rename', { id: 2, name: '核心供应商' }])

    srv.setFolders([folder(1, '默认收藏夹', 20, 2), folder(2, '核心供应商', 5)])
    await settle()
    fireEvent.click(within(screen.getByTestId('folder-manager')).getByTestId('manager-delete'))
    await settle()
    expect(h.spies.showModal).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: expect.stringContaining('其中的5条收藏将移到默认收藏夹') }),
    )
    expect(calls[2]).toEqual(['delete', { id: 2 }])
    expect(h.toasts().pop()!.title).toBe('已删除，5条收藏移到默认收藏夹')
  })
})
