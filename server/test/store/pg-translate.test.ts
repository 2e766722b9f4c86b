/** Statements written for SQLite, as PostgreSQL receives them. */
import { toPg, UntranslatableSql } from '../../src/store/pg-translate'

const tables = new Map([
  ['messages', new Set(['id', 'user_id', 'a'])],
  ['orders', new Set(['id', 'a'])],
  ['footprints', new Set(['user_id', 'kind', 'target_id', 'viewed_at'])],
])
const pg = (sql: string) => toPg(sql, tables)

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
  expect(
    pg(`INSERT INTO footprints (user_id, kind, target_id, viewed_at) VALUES (?, ?, ?, ?)
        ON CONFLICT (user_id, kind, target_id) DO UPDATE SET viewed_at = max(viewed_at, excluded.viewed_at), kind = kind WHERE viewed_at > 0`).text.replace(
      /\s+/g,
      ' ',
    ),
  ).toBe(
    'INSERT INTO footprints (user_id, kind, target_id, viewed_at) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, kind, target_id) DO UPDATE SET viewed_at = greatest(footprints.viewed_at, excluded.viewed_at), kind = footprints.kind WHERE viewed_at > 0',
  )
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

test('a subquery in FROM gets a name; GLOB becomes an anchored regular expression', () => {
  expect(pg('SELECT COUNT(*) AS n FROM (SELECT 1 FROM t LIMIT 5)').text).toBe('SELECT COUNT(*) AS n FROM (SELECT 1 FROM t LIMIT 5) AS _q1')
  expect(pg('SELECT n FROM (SELECT 1 AS n) WHERE n > 0').text).toBe('SELECT n FROM (SELECT 1 AS n) AS _q1 WHERE n > 0')
  expect(pg('SELECT n FROM (SELECT 1 AS n) s, (SELECT 2) AS b').text).toBe('SELECT n FROM (SELECT 1 AS n) s, (SELECT 2) AS b')
  expect(pg("SELECT 1 WHERE phone GLOB '1[3-9]?*.x'").text).toBe("SELECT 1 WHERE phone ~ '^1[3-9]..*\\.x$'")
  expect(pg("SELECT j.value ->> 'role' FROM json_each(r.parties) j").text).toBe(
    "SELECT j.value ->> 'role' FROM json_array_elements(r.parties::json) j",
  )
})

test('what has no equivalent is refused, naming the statement', () => {
  expect(() => pg('INSERT OR REPLACE INTO t (a) VALUES (?)')).toThrow(UntranslatableSql)
  expect(() => pg('SELECT rowid FROM t')).toThrow(/rowid/)
  expect(() => pg('SELECT ? , @a')).toThrow(/mixed/)
})

test('camelCase aliases keep their case: quoted where defined and wherever the statement names them', () => {
  const out = pg('SELECT p.person_id AS personId, COUNT(*) AS companyCount FROM persons p GROUP BY p.person_id ORDER BY companyCount DESC')
  expect(out.text).toBe(
    'SELECT p.person_id AS "personId", COUNT(*) AS "companyCount" FROM persons p GROUP BY p.person_id ORDER BY "companyCount" DESC',
  )
  // a cast's type, an all-lower alias and a column that merely contains capitals elsewhere are left alone
  expect(pg('SELECT CAST(x AS INTEGER) AS n, y AS total FROM t').text).toBe('SELECT CAST(x AS INTEGER) AS n, y AS total FROM t')
})
