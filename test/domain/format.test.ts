import { capitalText, compactCount, formatAmount, formatDate, maskPhone } from '../../contract/domain/format'

describe('format', () => {
  it('capital text in 万 and 亿', () => {
    expect(capitalText(5000)).toBe('5000万人民币')
    expect(capitalText(12000)).toBe('1.2亿人民币')
    expect(capitalText(10000)).toBe('1亿人民币')
    expect(capitalText(123.456)).toBe('123.46万人民币')
    expect(capitalText(50.5, '美元')).toBe('50.5万美元')
    expect(capitalText(0)).toBe('-')
    expect(capitalText(undefined)).toBe('-')
  })
  it('dates', () => {
    expect(formatDate(new Date(2024, 0, 5, 7, 8, 9))).toBe('2024-01-05')
    expect(formatDate(new Date(2024, 0, 5, 7, 8, 9), 'yyyy年mm月dd日 hh:MM:ss')).toBe('2024年01月05日 07:08:09')
    expect(formatDate('2024-3-9 10:00')).toBe('2024-03-09')
    expect(formatDate('')).toBe('')
    expect(formatDate('garbage')).toBe('')
  })
  it('phone masking', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
    expect(maskPhone('010-1234')).toBe('010-1234')
    expect(maskPhone(undefined)).toBe('')
  })
  it('amounts and counts', () => {
    expect(formatAmount(1234567.5)).toBe('1,234,567.50')
    expect(formatAmount('-1000')).toBe('-1,000.00')
    expect(formatAmount(999, 0)).toBe('999')
    expect(formatAmount('x')).toBe('-')
    expect(compactCount(12345)).toBe('1.23万')
    expect(compactCount(250000000)).toBe('2.5亿')
    expect(compactCount(42)).toBe('42')
  })
})
