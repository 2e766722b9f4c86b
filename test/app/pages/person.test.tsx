import { render, screen, fireEvent } from '@testing-library/react'
import PersonDetail from '../../../src/pagesCheckPersonnel/pagesDetail/detail/detail'
import DetailEmpty from '../../../src/pagesCheckPersonnel/pagesDetail/detailEmpty'
import type { PersonDetail as Detail } from '../../../contract/api/api'
import { setupPage } from './harness'

let h: ReturnType<typeof setupPage>

const detail: Detail = {
  personId: 'X1',
  name: '王建国',
  companyCount: 2,
  legalCount: 1,
  shareholderCount: 2,
  executiveCount: 1,
  roles: [
    {
      pid: 'PA',
      companyName: '深圳市甲科技有限公司',
      status: '存续',
      roles: ['法定代表人', '股东', '执行董事'],
      share: 60,
      regCapitalText: '1000万人民币',
      regionName: '广东省 深圳市 南山区',
      since: '2015-03-02',
    },
    {
      pid: 'PB',
      companyName: '杭州乙贸易有限公司',
      status: '注销',
      roles: ['股东'],
      share: 12.5,
      regCapitalText: '50万人民币',
      regionName: '浙江省 杭州市 西湖区',
      since: '2018-07-09',
    },
  ],
  partners: [{ personId: 'X2', name: '李红', times: 2 }],
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

describe('person detail page', () => {
  it('shows the person card, the counts and every role; items open the company or the partner', async () => {
    h.on('GET', '/yqc/api/v1/person/detail', (_d, q) =>
      q.personId === 'X1' ? { data: detail } : { code: '4004', msg: '人员不存在', status: 404 },
    )
    h.params({ personId: 'X1' })
    const { container } = render(<PersonDetail />)
    await screen.findByText('深圳市甲科技有限公司')
    expect(h.callsTo('/yqc/api/v1/person/detail')[0].query.personId).toBe('X1')
    expect(container.querySelector('.person-card__name')!.textContent).toBe('王建国')
    const counts = [...container.querySelectorAll('.person-count')].map((c) => c.textContent)
    expect(counts).toEqual(['1担任法定代表人', '2担任股东', '1担任高管'])
    const roles = [...container.querySelectorAll('.role-item')]
    expect(roles).toHaveLength(2)
    expect(roles[0].textContent).toContain('法定代表人')
    expect(roles[0].textContent).toContain('执行董事')
    expect(roles[0].textContent).toContain('60%')
    expect(roles[0].textContent).toContain('1000万人民币')
    expect(roles[0].textContent).toContain('广东省 深圳市 南山区')
    expect(roles[1].textContent).toContain('注销')
    expect(roles[1].textContent).toContain('12.5%')
    fireEvent.click(screen.getByText('杭州乙贸易有限公司'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesFilter/detail/detail?pid=PB' }))
    fireEvent.click(screen.getByText('李红'))
    expect(h.spies.navigateTo).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/pagesCheckPersonnel/pagesDetail/detail/detail?personId=X2' }),
    )
  })

  it('an unknown person says so', async () => {
    h.on('GET', '/yqc/api/v1/person/detail', () => ({ code: '4004', msg: '人员不存在', status: 404 }))
    h.params({ personId: 'NOPE' })
    render(<PersonDetail />)
    expect(await screen.findByText('未找到该人员的信息')).toBeTruthy()
  })
})

describe('person not found page', () => {
  it('shows the name and searches it', () => {
    h.params({ personName: encodeURIComponent('赵六') })
    render(<DetailEmpty />)
    expect(screen.getByText('未找到该人员的关联信息')).toBeTruthy()
    expect(screen.getByText('赵六')).toBeTruthy()
    fireEvent.click(screen.getByText('搜索「赵六」'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({ url: `/pagesIndex/search/search?keyword=${encodeURIComponent('赵六')}&type=person` }),
    )
  })
})
