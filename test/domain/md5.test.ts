import { createHash } from 'crypto'
import { md5 } from '../../src/domain/md5'

const nodeMd5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

describe('md5', () => {
  it('matches the RFC 1321 test suite', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect(md5('a')).toBe('0cc175b9c0f1b6a831c399e269772661')
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0')
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe(
      '57edf4a22be3c955ac49da2e2107b67a',
    )
  })

  it('matches node crypto on ASCII, Chinese, emoji and block-boundary lengths', () => {
    const samples = [
      '1700000000AbCdEf123456yqc-local-sign-secret/search/api/v1/hotSearch',
      '华为技术有限公司',
      '云企查：公司信息查询 & risk 监控 ✓',
      '😀 surrogate pairs 𠀀',
    ]
    for (let n = 50; n <= 130; n++) samples.push('x'.repeat(n))
    for (const s of samples) expect(md5(s)).toBe(nodeMd5(s))
  })

  it('matches node crypto on a long mixed string', () => {
    let s = ''
    for (let i = 0; i < 20000; i++) s += String.fromCharCode(32 + (i * 7919) % 20000)
    expect(md5(s)).toBe(nodeMd5(s))
  })
})
