/** Statements written for SQLite, as PostgreSQL receives them. */
import { toPg, UntranslatableSql } from '../../src/store/pg-translate'

const ids = new Set(['messages', 'orders'])
const pg = (sql: string) => toPg(sql, ids)

test('positional parameters are numbered; quoted text and casts are left alone', () => {
  expect(pg("SELECT * FROM t WHERE a = ? AND b = '?' AND c = ? AND d::text = 'x'").text).toBe(
    "SELECT * FROM t WHERE a = $1 AND b = '?' AND c = $2 AND d::text = 'x'",
  )
  expect(pg('SELECT ?2, ?1').text).toBe('SELECT $2, $1')
})

test('named parameters become numbered ones, a repeated name keeps its number', () => {
  const t = pg('UPDATE t SET a = @a, b = :b WHERE a = @a AND c = $c')
  expect(t.text).toBe('UPDATE t SET a = $1, b = $2 WHERE a = $1 AND c = $3')
  expect(t.names).toEqual(['a', 'b', 'c'])
  expect(pg('SELECT ?').names).toBeNull()
})

test('INSERT OR IGNORE skips conflicts; an INSERT into a table with an id answers it', () => {
  expect(pg('INSERT OR IGNORE INTO follows (a, b) VALUES (?, ?)').text).toBe(
    'INSERT INTO follows (a, b) VALUES ($1, $2) ON CONFLICT DO NOTHING',
  )
  const m = pg('INSERT OR IGNORE INTO messages (a) VALUES (?)')
  expect(m.text).toBe('INSERT INTO messages (a) VALUES ($1) ON CONFLICT DO NOTHING RETURNING id')
  expect(m.returnsId).toBe(true)
  expect(pg('INSERT INTO orders (a) VALUES (?) RETURNING order_no').text).toBe('INSERT INTO orders (a) VALUES ($1) RETURNING order_no')
  expect(pg('INSERT INTO follows (a) VALUES (?);').returnsId).toBe(false)
})

test('functions that differ are renamed; aggregates keep their names', () => {
  expect(pg("SELECT max(a, b), min(x, y, z), max(c), ifnull(a, 0), instr(a, b), trim(a, ' ·') FROM t").text).toBe(
    "SELECT greatest(a, b), least(x, y, z), max(c), coalesce(a, 0), strpos(a, b), btrim(a, ' ·') FROM t",
  )
  expect(pg('ON CONFLICT (k) DO UPDATE SET v = max(v, excluded.v)').text).toBe('ON CONFLICT (k) DO UPDATE SET v = greatest(v, excluded.v)')
  expect(pg("SELECT group_concat(name), group_concat(DISTINCT k, '、') FROM t").text).toBe(
    "SELECT string_agg(name::text, ','), string_agg(DISTINCT k::text, '、') FROM t",
  )
  expect(pg('SELECT value FROM json_each(?)').text).toBe('SELECT value FROM json_array_elements_text($1::json)')
})

test('LIKE ignores latin case as in SQLite; NOCASE and LIMIT -1 are dropped or spelled out', () => {
  expect(pg("SELECT 1 WHERE a LIKE ? ESCAPE '\\' AND b NOT LIKE 'x%'").text).toBe(
    "SELECT 1 WHERE a ILIKE $1 ESCAPE '\\' AND b NOT ILIKE 'x%'",
  )
  expect(pg('SELECT a FROM t ORDER BY a COLLATE NOCASE LIMIT -1 OFFSET ?').text.replace(/ +/g, ' ')).toBe(
    'SELECT a FROM t ORDER BY a LIMIT ALL OFFSET $1',
  )
})

test('what has no equivalent is refused, naming the statement', () => {
  expect(() => pg('INSERT OR REPLACE INTO t (a) VALUES (?)')).toThrow(UntranslatableSql)
  expect(() => pg('SELECT rowid FROM t')).toThrow(/rowid/)
  expect(() => pg('SELECT ? , @a')).toThrow(/mixed/)
})
