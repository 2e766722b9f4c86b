import * as V from '../../src/domain/validators'

describe('validators', () => {
  it('mobile: 11 digits, first 1, second 2-9', () => {
    expect(V.isMobile('13800138000')).toBe(true)
    expect(V.isMobile('19912345678')).toBe(true)
    expect(V.isMobile('12012345678')).toBe(true)
    expect(V.isMobile('11012345678')).toBe(false)
    expect(V.isMobile('10012345678')).toBe(false)
    expect(V.isMobile('23800138000')).toBe(false)
    expect(V.isMobile('1380013800')).toBe(false)
    expect(V.isMobile('138001380001')).toBe(false)
    expect(V.isMobile(13800138000)).toBe(true)
    expect(V.isMobile(undefined)).toBe(false)
  })

  it('id card: 18 characters with a valid birth date and check character', () => {
    expect(V.isIdCard('11010519491231002X')).toBe(true)
    expect(V.isIdCard('11010519491231002x')).toBe(true)
    expect(V.isIdCard('440524188001010014')).toBe(true)
    expect(V.isIdCard('110105194912310021')).toBe(false) // wrong check char
    expect(V.isIdCard('110105194902300027')).toBe(false) // Feb 30
    expect(V.isIdCard('11010519491231002')).toBe(false)
  })

  it('car plate: 7 or 8 characters', () => {
    expect(V.isCarPlate('京A12345')).toBe(true)
    expect(V.isCarPlate('粤B8888学')).toBe(true)
    expect(V.isCarPlate('沪AD12345')).toBe(true)
    expect(V.isCarPlate('沪A12345D')).toBe(true)
    expect(V.isCarPlate('京A1234')).toBe(false)
    expect(V.isCarPlate('京A123456')).toBe(false) // 8 but not new-energy
    expect(V.isCarPlate('XA12345')).toBe(false)
  })

  it('amount: up to 2 decimals', () => {
    for (const ok of ['0', '12', '12.3', '12.34', '0.5']) expect(V.isAmount(ok)).toBe(true)
    for (const bad of ['12.345', '-1', '01', '1.', 'abc', '']) expect(V.isAmount(bad)).toBe(false)
  })

  it('landline: area code 3-4 digits, number 7-8, optional extension', () => {
    for (const ok of ['010-12345678', '0755-1234567', '075512345678', '021-87654321-123']) expect(V.isLandline(ok)).toBe(true)
    for (const bad of ['10-12345678', '010-123456', '010-123456789', '13800138000']) expect(V.isLandline(bad)).toBe(false)
  })

  it('numeric code: 6 digits by default, other lengths by parameter', () => {
    expect(V.isCode('123456')).toBe(true)
    expect(V.isCode('12345')).toBe(false)
    expect(V.isCode('12345a')).toBe(false)
    expect(V.isCode('1234', 4)).toBe(true)
    expect(V.isCode('123456', 4)).toBe(false)
  })

  it('email, url, date, ISO date', () => {
    expect(V.isEmail('a.b+c@example.com.cn')).toBe(true)
    expect(V.isEmail('a@b')).toBe(false)
    expect(V.isUrl('https://www.example.com/a?b=1')).toBe(true)
    expect(V.isUrl('ftp://x.com')).toBe(false)
    expect(V.isDate('2024-02-29')).toBe(true)
    expect(V.isDate('2023-02-29')).toBe(false)
    expect(V.isDate('2024/1/5')).toBe(true)
    expect(V.isDate('2024-13-01')).toBe(false)
    expect(V.isDateISO('2024-05-01')).toBe(true)
    expect(V.isDateISO('2024-05-01T12:30:00Z')).toBe(true)
    expect(V.isDateISO('2024-05-01T12:30:00.123+08:00')).toBe(true)
    expect(V.isDateISO('2024-05-01T25:00')).toBe(false)
    expect(V.isDateISO('2024/05/01')).toBe(false)
  })

  it('number, digits, Chinese, letters, letters+digits', () => {
    expect(V.isNumber('-1.5')).toBe(true)
    expect(V.isNumber('1e3')).toBe(true)
    expect(V.isNumber('1.2.3')).toBe(false)
    expect(V.isDigits('0123')).toBe(true)
    expect(V.isDigits('1.0')).toBe(false)
    expect(V.isChinese('云企查')).toBe(true)
    expect(V.isChinese('云企查a')).toBe(false)
    expect(V.isLetters('abcXYZ')).toBe(true)
    expect(V.isLetters('abc1')).toBe(false)
    expect(V.isLettersDigits('abc123')).toBe(true)
    expect(V.isLettersDigits('abc_123')).toBe(false)
  })

  it('range and length range', () => {
    expect(V.inRange('5', 1, 10)).toBe(true)
    expect(V.inRange(10, 1, 10)).toBe(true)
    expect(V.inRange(11, 1, 10)).toBe(false)
    expect(V.inRange('x', 1, 10)).toBe(false)
    expect(V.lengthInRange('云企查', 2, 3)).toBe(true)
    expect(V.lengthInRange('云企查查', 2, 3)).toBe(false)
    expect(V.lengthInRange('a', 2, 3)).toBe(false)
  })

  it('video and image by file extension', () => {
    expect(V.isVideo('https://x.com/a.MP4?t=1')).toBe(true)
    expect(V.isVideo('a.png')).toBe(false)
    expect(V.isImage('/tmp/logo.webp')).toBe(true)
    expect(V.isImage('logo.jpg#x')).toBe(true)
    expect(V.isImage('logo')).toBe(false)
  })

  it('password: 8-20 letters and digits with both kinds', () => {
    expect(V.isPassword('abc12345')).toBe(true)
    expect(V.isPassword('abcdefgh')).toBe(false)
    expect(V.isPassword('12345678')).toBe(false)
    expect(V.isPassword('abc1234')).toBe(false)
    expect(V.isPassword('a1'.repeat(10) + 'b')).toBe(false)
    expect(V.isPassword('abc 12345')).toBe(false)
  })

  it('form checks give Chinese messages', () => {
    expect(V.checkMobile('')).toBe('请输入手机号')
    expect(V.checkMobile('123')).toBe('请输入正确的手机号')
    expect(V.checkMobile(' 13800138000 ')).toBeNull()
    expect(V.checkCode('')).toBe('请输入验证码')
    expect(V.checkCode('12')).toBe('请输入6位数字验证码')
    expect(V.checkCode('123456')).toBeNull()
    expect(V.checkPassword('')).toBe('请输入密码')
    expect(V.checkPassword('abc')).toBe('密码须为8-20位字母和数字组合')
    expect(V.checkPassword('abc12345')).toBeNull()
  })
})
