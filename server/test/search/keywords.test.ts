/**
 * Full-text keywords over real HTTP (copyright search and the company/person search) and the query builders under
 * them: a keyword reaches the engine only as quoted tokens, so syntax characters are refused in Chinese, operator
 * words are searched literally, and nothing answers 5xx.
 */
import { startServer, expectChinese, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { SqlRecordRepo } from '../../src/store/records'
import { ftsIn, ftsPhrase, ftsPrefix, ftsString, phraseOf } from '../../src/search/tokens'

let s: TestServer

const COPYRIGHT = '/yqc/api/v1/copyright/search'
const SEARCH = '/search/api/v1/middle/entPersonSearch'
/** copyright titles holding operator words and syntax characters as plain text */
const TITLES = ['智慧a OR b调度系统V1.0', '矩阵NEAR(运算)平台V2.0', '华为"鸿蒙"适配工具V1.0', 'NOT AND 检索引擎V3.0']

beforeAll(async () => {
  s = await startServer({
    seed: (db) => {
      seedDemo(db, { companies: 200, seed: 7 })
      const add = db.prepare(
        `INSERT INTO records (dimension, company_id, date, title, ref_no, detail, source, captured_at)
         VALUES ('softwareCopyright', 1, '2026-01-02', ?, '2026SR999999', '{}', '中国版权保护中心', '2026-01-03 00:00:00')`,
      )
      for (const t of TITLES) add.run(t)
    },
  })
}, 120_000)
afterAll(async () => {
  await s.close()
})

describe('the query builders', () => {
  test('a token is one FTS5 string: double-quoted, inner quotes doubled, control characters and lone surrogates dropped', () => {
    expect(ftsString('华为')).toBe('"华为"')
    expect(ftsString('华为"')).toBe('"华为"""')
    expect(ftsString('a"b"c')).toBe('"a""b""c"')
    expect(ftsString('a\u0000b\u001fc\u007f')).toBe('"abc"')
    expect(ftsString('x\ud800y\udc00z')).toBe('"xyz"')
    expect(ftsString('😀')).toBe('"😀"')
    expect(ftsPhrase(['科技', '技有', '有限'])).toBe('"科技" + "技有" + "有限"')
    expect(ftsPhrase([])).toBe('')
    expect(ftsPrefix('hw')).toBe('"hw" *')
    expect(ftsIn(['name'], '"a"')).toBe('name : "a"')
    expect(ftsIn(['name', 'persons'], '"a"')).toBe('{name persons} : "a"')
    expect(phraseOf('华为技术')).toBe('"华为" + "为技" + "技术"')
  })

  test('hostile text handed straight to the stores never breaks the engine', async () => {
    const records = new SqlRecordRepo(s.app.sql)
    const hostile = [
      'a\u0000b',
      'a\u0000bcd',
      '"',
      '""OR""',
      'NEAR(a b)',
      'a OR b',
      '华为"',
      '*',
      '^x',
      '(a',
      'a:b',
      '{title}:x',
      '\ud800abc',
      '-a',
      "'; DROP TABLE records; --",
    ]
    for (const k of hostile) {
      await expect(records.copyrightSearch(k, undefined, 1, 20)).resolves.toBeDefined()
      await expect(s.app.repos.search.entPerson(k, 1, 20)).resolves.toBeDefined()
      await expect(s.app.repos.search.advanced({ keyword: k }, 1, 20, false)).resolves.toBeDefined()
    }
    // quotes inside a keyword are text: the title holding them is found
    expect((await records.copyrightSearch('华为"鸿蒙"', 'rj', 1, 20)).list.map((x) => x.title)).toEqual(['华为"鸿蒙"适配工具V1.0'])
  })
})

describe('copyright search keywords over HTTP', () => {
  test('a%00b answers 4000, not 500', async () => {
    const r = await s.get(COPYRIGHT, 'keyword=a%00b')
    expect([r.status, r.body.code]).toEqual([400, '4000'])
    expectChinese(r.body.msg)
  })

  test('syntax characters are refused with 关键词不能包含特殊符号', async () => {
    for (const keyword of ['华为"', '*', '^x', 'NEAR(', 'a)', 'title:x', '"a OR b"']) {
      const r = await s.get(COPYRIGHT, { keyword })
      expect([keyword, r.status, r.body.code, r.body.msg]).toEqual([keyword, 400, '4000', '关键词不能包含特殊符号'])
    }
  })

  test('operator words are searched literally', async () => {
    const find = async (keyword: string) => {
      const r = await s.get<{ total: number; list: Array<{ title: string }> }>(COPYRIGHT, { keyword, type: 'rj' })
      expect([keyword, r.status, r.body.code]).toEqual([keyword, 200, '0000'])
      return r.body.data.list.map((x) => x.title)
    }
    expect(await find('a OR b')).toEqual(['智慧a OR b调度系统V1.0'])
    expect(await find('NEAR')).toEqual(['矩阵NEAR(运算)平台V2.0'])
    expect(await find('NOT AND')).toEqual(['NOT AND 检索引擎V3.0'])
    // 'OR' alone (two letters) is a word, never an operator
    expect(await find('OR')).toEqual(expect.arrayContaining(['智慧a OR b调度系统V1.0']))
  })

  test('keyword length is capped at 50 characters', async () => {
    expect((await s.get(COPYRIGHT, { keyword: '软'.repeat(50) })).body.code).toBe('0000')
    const r = await s.get(COPYRIGHT, { keyword: '软'.repeat(51) })
    expect([r.status, r.body.msg]).toEqual([400, '关键词不能超过50个字符'])
    const blank = await s.get(COPYRIGHT, { keyword: '   ' })
    expect([blank.status, blank.body.msg]).toEqual([400, '请输入关键词'])
  })
})

describe('no keyword gives a 5xx', () => {
  const odd = ['NEAR(', 'a OR b', '华为"', '*', '^x', 'AND', 'NOT x', 'a NEAR b', '{name}', '-x', '+x']
  for (const path of [COPYRIGHT, SEARCH]) {
    test(path, async () => {
      for (const keyword of odd) {
        const r = await s.get(path, { keyword })
        expect([keyword, r.status < 500]).toEqual([keyword, true])
        expect(['0000', '4000']).toContain(r.body.code)
      }
      // NUL, a lone surrogate sent as its raw UTF-8 bytes, other control characters
      for (const raw of ['keyword=a%00b', 'keyword=%00', 'keyword=a%ED%A0%80b', 'keyword=%ED%B0%80', 'keyword=a%07', 'keyword=a%1Fb']) {
        const r = await s.get(path, raw)
        expect([raw, r.status < 500, typeof r.body.msg]).toEqual([raw, true, 'string'])
      }
    })
  }

  test('the search box refuses syntax characters like the copyright search', async () => {
    for (const keyword of ['华为"', '*', '^x', 'NEAR(', 'a:b']) {
      const r = await s.get(SEARCH, { keyword })
      expect([keyword, r.status, r.body.msg]).toEqual([keyword, 400, '关键词不能包含特殊符号'])
    }
    const words = await s.get(SEARCH, { keyword: 'a OR b' })
    expect(words.body.code).toBe('0000')
  })
})
