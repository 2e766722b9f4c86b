import { render, screen, fireEvent } from '@testing-library/react'
import MonitoreGroupPage, { checkGroupName } from '../../../src/pagesMonitore/monitoreGroup/monitoreGroup'
import MonitoreListPage from '../../../src/pagesMonitore/monitoreList/monitoreList'
import { settle, typeInto } from '../pages/harness'
import { mon, quota, setupMonitor, teardownMonitor } from './fixtures'

let t: ReturnType<typeof setupMonitor>

beforeEach(() => {
  jest.restoreAllMocks()
  t = setupMonitor()
  t.h.params({})
})
afterEach(teardownMonitor)

const rowOf = (c: HTMLElement, name: string) => c.querySelector(`.mg-row[data-group="${name}"]`) as HTMLElement

describe('monitor groups', () => {
  it('create, rename and delete; the default group cannot be changed', async () => {
    const { container } = render(<MonitoreGroupPage />)
    await settle()
    expect([...container.querySelectorAll('.mg-row__name')].map((e) => e.textContent)).toEqual(['默认分组', '客户'])
    expect(rowOf(container, '默认分组').textContent).not.toContain('重命名')

    // create
    typeInto(container.querySelector('.mg-create taro-input-core')!, '  供应商 ')
    fireEvent.click(screen.getByTestId('group-create'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/group/create')[0].data).toEqual({ name: '供应商' })
    expect(rowOf(container, '供应商')).toBeTruthy()

    // a duplicate name: the server's message, nothing added
    typeInto(container.querySelector('.mg-create taro-input-core')!, '客户')
    fireEvent.click(screen.getByTestId('group-create'))
    await settle()
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '分组名称已存在' }))
    expect(container.querySelectorAll('.mg-row')).toHaveLength(3)

    // rename
    fireEvent.click(rowOf(container, '客户').querySelector('.mg-act')!)
    typeInto(rowOf(container, '客户').querySelector('taro-input-core')!, '重点客户')
    fireEvent.click(screen.getByText('保存'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/group/rename')[0].data).toEqual({ id: 2, name: '重点客户' })
    expect(rowOf(container, '重点客户')).toBeTruthy()

    // delete: confirmed, its targets go to the default group
    fireEvent.click(rowOf(container, '重点客户').querySelector('.mg-act--danger')!)
    await settle()
    expect((t.h.spies.showModal.mock.calls[0][0] as { content: string }).content).toBe(
      '删除「重点客户」后，其中的1个监控对象将移到默认分组',
    )
    expect(t.h.callsTo('/yqc/api/v1/monitor/group/delete')[0].data).toEqual({ id: 2 })
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '已删除，1个对象移到默认分组' }))
    expect(rowOf(container, '重点客户')).toBeNull()
    expect(rowOf(container, '默认分组').textContent).toContain('3个对象')
  })

  it('a blank or too long name is refused without a call', async () => {
    expect(checkGroupName('   ')).toBe('请输入分组名称')
    expect(checkGroupName('一'.repeat(21))).toBe('分组名称最多20个字')
    expect(checkGroupName(' 客户 ')).toBe('')
    render(<MonitoreGroupPage />)
    await settle()
    fireEvent.click(screen.getByTestId('group-create'))
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '请输入分组名称' }))
    expect(t.h.callsTo('/yqc/api/v1/monitor/group/create')).toHaveLength(0)
  })

  it('cancelling the delete dialog keeps the group', async () => {
    t.h.spies.showModal.mockImplementation((() => Promise.resolve({ confirm: false, cancel: true })) as never)
    const { container } = render(<MonitoreGroupPage />)
    await settle()
    fireEvent.click(rowOf(container, '客户').querySelector('.mg-act--danger')!)
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/group/delete')).toHaveLength(0)
  })

  it('the list moves selected targets to another group and removes others', async () => {
    t.h.on('GET', '/yqc/api/v1/monitor/list', (_d, q) => ({
      data: {
        total: 3,
        totalText: '3',
        pageNum: 1,
        pageSize: 20,
        list: [mon(1), mon(2), mon(3)].filter(() => !q.groupId || q.groupId === '1'),
        quota,
      },
    }))
    t.h.on('POST', '/yqc/api/v1/monitor/group/move', (d) => ({ data: { moved: (d.ids as number[]).length } }))
    t.h.on('POST', '/yqc/api/v1/monitor/remove', (d) => ({ data: { removed: (d.ids as number[]).length } }))
    const { container } = render(<MonitoreListPage />)
    await settle()
    expect(container.querySelectorAll('.mon-row')).toHaveLength(3)
    // group tabs filter the list
    fireEvent.click([...container.querySelectorAll('.mon-group-tab')].find((e) => e.textContent === '客户（1）')!)
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/list').at(-1)!.query.groupId).toBe('2')
    fireEvent.click([...container.querySelectorAll('.mon-group-tab')].find((e) => e.textContent === '全部')!)
    await settle()

    fireEvent.click(screen.getByText('管理'))
    const rows = [...container.querySelectorAll('.mon-row')] as HTMLElement[]
    fireEvent.click(rows[0])
    fireEvent.click(rows[2])
    fireEvent.click(screen.getByText('移动分组（2）'))
    fireEvent.click([...screen.getByTestId('move-sheet').querySelectorAll('.mon-sheet__opt')].find((e) => e.textContent === '客户')!)
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/group/move')[0].data).toEqual({ ids: [1, 3], groupId: 2 })
    expect(t.h.toasts()).toContainEqual(expect.objectContaining({ title: '已移动2个到「客户」' }))

    fireEvent.click(screen.getByText('管理'))
    fireEvent.click(container.querySelectorAll('.mon-row')[1])
    fireEvent.click(screen.getByText('取消监控'))
    await settle()
    expect(t.h.callsTo('/yqc/api/v1/monitor/remove')[0].data).toEqual({ ids: [2] })
  })
})
