import { buildQuery, makeSign, parseSign, randomNonce, signedText, verifySign, NONCE_CHARS } from '../../src/domain/sign'
import { md5 } from '../../src/domain/md5'

const SECRET = 'test-secret'

describe('randomNonce', () => {
  it('gives 12 characters from the 62 alphanumerics', () => {
    for (let i = 0; i < 50; i++) expect(randomNonce()).toMatch(/^[0-9A-Za-z]{12}$/)
    expect(NONCE_CHARS).toHaveLength(62)
  })
  it('uses the injected random source, covering both ends of the alphabet', () => {
    expect(randomNonce(3, () => 0)).toBe('000')
    expect(randomNonce(2, () => 0.999999)).toBe('zz')
    expect(randomNonce(5)).toHaveLength(5)
  })
})

describe('buildQuery', () => {
  it('skips undefined and null, encodes, keeps the given key order', () => {
    expect(buildQuery({ keyword: '华为 技术', pageNum: 1, x: undefined, y: null, z: 0, flag: false })).toBe(
      'keyword=%E5%8D%8E%E4%B8%BA%20%E6%8A%80%E6%9C%AF&pageNum=1&z=0&flag=false',
    )
    expect(buildQuery({ b: 1, a: 2 })).toBe('b=1&a=2')
    expect(buildQuery({ 'a&b': 'c=d' })).toBe('a%26b=c%3Dd')
    expect(buildQuery(undefined)).toBe('')
    expect(buildQuery({})).toBe('')
  })
})

describe('signedText', () => {
  it('GET signs path plus query as sent; path alone without query', () => {
    expect(signedText('GET', '/search/api/v1/hotSearch', 'a=1&b=2')).toBe('/search/api/v1/hotSearch?a=1&b=2')
    expect(signedText('get', '/p', '?a=1')).toBe('/p?a=1')
    expect(signedText('GET', '/p')).toBe('/p')
    expect(signedText('GET', '/p', '')).toBe('/p')
  })
  it('every other method signs the path alone', () => {
    for (const m of ['POST', 'PUT', 'DELETE']) expect(signedText(m, '/sso/sms/codeLogin', 'a=1')).toBe('/sso/sms/codeLogin')
  })
})

describe('makeSign / parseSign', () => {
  it('joins timestamp, nonce and md5 of the concatenation', () => {
    const s = makeSign(1700000000, 'AbCdEf123456', SECRET, '/p?a=1')
    expect(s).toBe(`1700000000,AbCdEf123456,${md5('1700000000AbCdEf123456test-secret/p?a=1')}`)
    expect(parseSign(s)).toEqual({ timestamp: 1700000000, nonce: 'AbCdEf123456', hash: md5('1700000000AbCdEf123456test-secret/p?a=1') })
  })
  it('rejects malformed headers', () => {
    expect(parseSign(undefined)).toBeNull()
    expect(parseSign('')).toBeNull()
    expect(parseSign('1,2')).toBeNull()
    expect(parseSign('abc,AbCdEf123456,' + 'a'.repeat(32))).toBeNull()
    expect(parseSign('1700000000,short,' + 'a'.repeat(32))).toBeNull()
    expect(parseSign('1700000000,AbCdEf123456,' + 'A'.repeat(32))).toBeNull()
  })
})

describe('verifySign', () => {
  const now = 1700000000
  const header = makeSign(now, 'AbCdEf123456', SECRET, '/search/api/v1/advanced?keyword=a')
  const base = { header, method: 'GET', pathAfterRoot: '/search/api/v1/advanced', query: 'keyword=a', secret: SECRET, now }

  it('accepts a correct signature and returns nonce and timestamp', () => {
    expect(verifySign(base)).toEqual({ ok: true, nonce: 'AbCdEf123456', timestamp: now })
    expect(verifySign({ ...base, now: now + 300 }).ok).toBe(true)
    expect(verifySign({ ...base, now: now - 300 }).ok).toBe(true)
  })
  it('rejects outside the window', () => {
    const r = verifySign({ ...base, now: now + 301 })
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(/签名/) })
    expect(verifySign({ ...base, now: now + 50, windowSec: 10 }).ok).toBe(false)
  })
  it('rejects a missing, malformed or wrong signature with a Chinese reason', () => {
    expect(verifySign({ ...base, header: undefined })).toEqual({ ok: false, reason: '缺少签名' })
    expect(verifySign({ ...base, header: 'nonsense' })).toEqual({ ok: false, reason: '签名格式错误' })
    expect(verifySign({ ...base, secret: 'other' })).toEqual({ ok: false, reason: '签名错误' })
    expect(verifySign({ ...base, query: 'keyword=b' })).toEqual({ ok: false, reason: '签名错误' })
    expect(verifySign({ ...base, pathAfterRoot: '/search/api/v1/hotSearch' }).ok).toBe(false)
  })
  it('a POST signature ignores the query', () => {
    const h = makeSign(now, 'AbCdEf123456', SECRET, '/sso/sms/codeLogin')
    expect(verifySign({ header: h, method: 'POST', pathAfterRoot: '/sso/sms/codeLogin', query: 'x=1', secret: SECRET, now }).ok).toBe(true)
  })
})
