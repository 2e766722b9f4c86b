/**
 * The 人脉 rules the server and the app share (contract/domain/connections.ts): a contact's problems named in Chinese,
 * and the radar's ranking with the sentence that explains each person's links.
 */
import {
  cleanContact,
  contactProblems,
  firstContactProblem,
  radarReason,
  rankRadar,
  type RadarOrigin,
  type RadarRoleRow,
} from '../../../contract/domain/connections'

describe('contactProblems', () => {
  it('passes a contact with only a name, blank optional fields included', () => {
    expect(contactProblems({ name: '张三', phone: ' ', email: '', wechat: '', tags: [' '] })).toEqual({})
  })

  it('takes mainland mobiles and landlines, refuses the rest', () => {
    for (const phone of ['13800138000', '19912345678', '010-62345678', '01062345678', '0755-1234567', '0755-12345678-801', '138 0013 8000'])
      expect([phone, contactProblems({ name: 'a', phone }).phone]).toEqual([phone, undefined])
    for (const phone of ['12345678901', '1380013800', '62345678', '400-800-6688', '+86 13800138000', 'abc'])
      expect([phone, contactProblems({ name: 'a', phone }).phone]).toEqual([
        phone,
        '请输入正确的手机号或座机号，如 13912345678 或 010-62345678',
      ])
  })

  it('names each problem in Chinese', () => {
    expect(
      contactProblems({
        name: '名'.repeat(21),
        email: 'a@b',
        wechat: 'ab',
        note: '备'.repeat(201),
        company: '甲\n乙',
        tags: ['一二三四五六七八九十一'],
      }),
    ).toEqual({
      name: '姓名最多20个字',
      email: '请输入正确的邮箱，如 name@example.com',
      wechat: '微信号为5-30位字母、数字、下划线或减号',
      note: '备注最多200个字',
      company: '公司不能包含换行或控制字符',
      tags: '每个标签最多10个字',
    })
    expect(contactProblems({ name: ' ' })).toEqual({ name: '请输入姓名' })
    expect(contactProblems({ name: 'a', tags: ['1', '2', '3', '4', '5', '6'] }).tags).toBe('标签最多5个')
    expect(firstContactProblem({ name: '', email: 'x' })).toBe('请输入姓名')
    expect(firstContactProblem({ name: '张三' })).toBe('')
  })

  it('cleans: trims, drops spaces inside a phone, keeps each tag once', () => {
    expect(cleanContact({ name: ' 张三 ', phone: '138 0013 8000', tags: ['客户', ' 客户', '', '伙伴'] })).toMatchObject({
      name: '张三',
      phone: '13800138000',
      tags: ['客户', '伙伴'],
    })
  })
})

describe('rankRadar', () => {
  const row = (personId: string, pid: string, role: string, label: string, share: number | null = null): RadarRoleRow => ({
    personId,
    personName: `人${personId}`,
    pid,
    companyName: `${pid}公司`,
    role,
    label,
    share,
  })
  const origins = new Map<string, RadarOrigin[]>([
    ['A', ['own']],
    ['B', ['monitor']],
    ['C', ['own', 'monitor']],
  ])

  it('ranks by the companies connected, then roles, then a legal representative, then the id', () => {
    const ranked = rankRadar(
      [
        row('p1', 'A', 'executive', '董事'),
        row('p2', 'A', 'legal', '法定代表人'),
        row('p2', 'B', 'shareholder', '股东', 40),
        row('p3', 'A', 'executive', '监事'),
        row('p3', 'A', 'shareholder', '股东', 10),
        row('p4', 'B', 'legal', '法定代表人'),
        row('p0', 'C', 'executive', '总经理'),
      ],
      origins,
    )
    expect(ranked.map((p) => [p.personId, p.companyCount, p.roleCount])).toEqual([
      ['p2', 2, 2],
      ['p3', 1, 2],
      ['p4', 1, 1],
      ['p0', 1, 1],
      ['p1', 1, 1],
    ])
  })

  it('explains each link with the companies and roles, the legal representative first', () => {
    const [p] = rankRadar(
      [row('p2', 'B', 'shareholder', '股东', 40), row('p2', 'A', 'executive', '董事'), row('p2', 'A', 'legal', '法定代表人')],
      origins,
    )
    expect(p.links).toEqual([
      { pid: 'A', companyName: 'A公司', roles: ['法定代表人', '董事'], share: null, origins: ['own'] },
      { pid: 'B', companyName: 'B公司', roles: ['股东'], share: 40, origins: ['monitor'] },
    ])
    expect(p.reason).toBe('同时担任 A公司 法定代表人、董事，B公司 股东')
  })

  it('says 担任 for one company and keeps a role once', () => {
    const [p] = rankRadar([row('p1', 'C', 'executive', '董事'), row('p1', 'C', 'executive', '董事')], origins)
    expect(p).toMatchObject({ companyCount: 1, roleCount: 1, reason: '担任 C公司 董事' })
    expect(p.links[0].origins).toEqual(['own', 'monitor'])
    expect(radarReason([])).toBe('')
    expect(rankRadar([], origins)).toEqual([])
  })
})
