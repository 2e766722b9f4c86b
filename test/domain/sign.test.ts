import { createHash } from 'node:crypto'
import { buildQuery, makeSign, parseSign, randomNonce, signedText, verifySign, NONCE_CHARS } from '../../contract/domain/sign'

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

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

describe('makeSign hashes exactly as node:crypto', () => {
  const hashOf = (text: string) => makeSign(1700000000, 'AbCdEf123456', SECRET, text).split(',')[2]
  const expected = (text: string) => md5(`1700000000AbCdEf123456${SECRET}${text}`)

  it('on the RFC 1321 test vector of eighty digits (timestamp 1234567890, the rest as text)', () => {
    expect(makeSign(1234567890, '', '', '1234567890'.repeat(7))).toBe('1234567890,,57edf4a22be3c955ac49da2e2107b67a')
  })

  it('on ASCII, Chinese, emoji and every length around the 64-byte block boundaries', () => {
    const samples = ['/search/api/v1/hotSearch', '华为技术有限公司', '云企查：公司信息查询 & risk 监控 ✓', '😀 surrogate pairs 𠀀']
    for (let n = 0; n <= 200; n++) samples.push('x'.repeat(n), '企'.repeat(n))
    for (const s of samples) expect(hashOf(s)).toBe(expected(s))
  })

  it('on 500 random texts of ASCII, Chinese and astral characters', () => {
    let seed = 20240601
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = () => {
      const r = rand()
      if (r < 0.4) return String.fromCharCode(32 + Math.floor(rand() * 95))
      if (r < 0.8) return String.fromCharCode(0x4e00 + Math.floor(rand() * 0x5000))
      if (r < 0.9) return String.fromCodePoint(0x1f300 + Math.floor(rand() * 0x300))
      return String.fromCharCode(0x80 + Math.floor(rand() * 0x700))
    }
    for (let i = 0; i < 500; i++) {
      let s = ''
      const len = Math.floor(rand() * 300)
      for (let j = 0; j < len; j++) s += pick()
      expect(hashOf(s)).toBe(expected(s))
    }
  })

  it('on a long mixed text and on lone surrogates (hashed as U+FFFD)', () => {
    let s = ''
    for (let i = 0; i < 20000; i++) s += String.fromCharCode(32 + ((i * 7919) % 20000))
    expect(hashOf(s)).toBe(expected(s))
    for (const odd of ['a\ud800b', '\udc00', 'x\ud83d', '\ude00\ud83d😀']) expect(hashOf(odd)).toBe(expected(odd))
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
