/**
 * The card rules the server and the app share (contract/domain/cards.ts) and the sort keys the server derives: a field's
 * problem named in Chinese, the text 复制名片 copies, the group headers, and initials read from pinyin.
 */
import { cardGroup, cardProblems, cardText, cardAvatarText, cleanCard, firstCardProblem } from '../../../contract/domain/cards'
import { cardKeys } from '../../src/store/cards'

describe('cardProblems', () => {
  it('passes a card with a name and a mobile, blank optional fields included', () => {
    expect(cardProblems({ name: '张三', mobile: '13800138000', landline: ' ', email: '' })).toEqual({})
  })

  it('names each field’s problem in Chinese', () => {
    expect(cardProblems({ name: ' ', mobile: '' })).toEqual({ name: '请输入姓名', mobile: '请输入手机号' })
    expect(
      cardProblems({ name: '张三', mobile: '1380013800', landline: 'abc', email: 'a@b', title: '职'.repeat(51), company: '甲\n乙' }),
    ).toEqual({
      mobile: '请输入正确的11位手机号',
      landline: '请输入正确的座机号码，如 010-12345678',
      email: '请输入正确的邮箱，如 name@example.com',
      title: '职位最多50个字',
      company: '公司不能包含换行或控制字符',
    })
    expect(firstCardProblem({ name: '', mobile: 'x' })).toBe('请输入姓名')
  })

  it('takes the landlines people write', () => {
    for (const landline of ['010-62345678', '0755 1234567-801', '400-800-6688', '+86 10 12345678', '62345678'])
      expect([landline, cardProblems({ name: 'a', mobile: '13800138000', landline }).landline]).toEqual([landline, undefined])
  })

  it('lets the note and the address run over lines', () => {
    expect(cardProblems({ name: 'a', mobile: '13800138000', note: '一\r\n二', address: '一\n二' })).toEqual({})
    expect(cardProblems({ name: 'a', mobile: '13800138000', note: '一\u0007二' }).note).toBe('备注不能包含控制字符')
  })

  it('trims every field', () => {
    expect(cleanCard({ name: ' a ', mobile: ' 13800138000 ' })).toEqual({
      name: 'a',
      mobile: '13800138000',
      landline: '',
      email: '',
      company: '',
      pid: '',
      title: '',
      address: '',
      note: '',
    })
  })
})

describe('the text and the headers of a card', () => {
  it('copies one line per field the card has, and the link when given', () => {
    expect(cardText({ name: '张三', title: '经理', company: '甲公司', mobile: '13800138000', email: '' })).toBe(
      '姓名：张三\n职位：经理\n公司：甲公司\n手机：13800138000',
    )
    expect(cardText({ name: '张三', email: 'z@x.cn' }, 'https://h5/#/s')).toBe('姓名：张三\n邮箱：z@x.cn\n查看名片：https://h5/#/s')
  })

  it('groups by initial, by company (or 未填写公司), or not at all', () => {
    const c = { initial: 'Z', company: '' }
    expect([cardGroup('name', c), cardGroup('company', c), cardGroup('recent', c)]).toEqual(['Z', '未填写公司', ''])
    expect(cardAvatarText(' alice')).toBe('A')
    expect(cardAvatarText('欧阳锋')).toBe('欧')
  })
})

describe('cardKeys', () => {
  it('reads surnames as surnames and keeps latin names', () => {
    expect(cardKeys('单雄信', '')).toMatchObject({ initial: 'S', name_key: 'shan xiong xin', name_py: 'shanxiongxin', name_abbr: 'sxx' })
    expect(cardKeys('曾国藩', '')).toMatchObject({ initial: 'Z', name_abbr: 'zgf' })
    expect(cardKeys('Tom 张', '').initial).toBe('T')
    expect(cardKeys('吕布', '').name_key).toBe('lv bu')
  })

  it('files names that start with neither a letter nor a Chinese character under #', () => {
    expect(cardKeys('007', '').initial).toBe('#')
    expect(cardKeys('😀李', '').initial).toBe('#')
  })

  it('keys a company by its pinyin, brackets dropped', () => {
    expect(cardKeys('a', '腾讯（深圳）').company_key).toBe('teng xun shen zhen')
    expect(cardKeys('a', '').company_key).toBe('')
  })
})
