/**
 * Rewrites a statement written for SQLite into PostgreSQL: parameters (`?`, `?NNN`, `@name`, `:name`, `$name`) become
 * `$1…`, `INSERT OR IGNORE` becomes `ON CONFLICT DO NOTHING`, an INSERT into a table with an `id` column answers that
 * id, and the functions that differ are renamed (ifnull, instr, trim with characters, json_each, group_concat, the
 * two-argument max/min). LIKE becomes ILIKE: SQLite's LIKE ignores the case of latin letters. Quoted strings and
 * identifiers are never touched. What has no equivalent (INSERT OR REPLACE, rowid) is refused with the statement, so a
 * repository branches on the dialect there instead of running something different from what it says.
 *
 * No library fits: SQL translators either target whole dialects through their own AST (and drop SQLite's parameter
 * forms) or do not know SQLite; the rewrites here are few and token-local.
 */
export interface Translated {
  text: string
  /** for named parameters: the name behind each `$n`, in order; null when the parameters are positional */
  names: string[] | null
  /** the statement is an INSERT that was given `RETURNING id` */
  returnsId: boolean
}

type Tok = { kind: 'str' | 'ident' | 'word' | 'param' | 'punct' | 'space' | 'comment'; text: string }

function lex(sql: string): Tok[] {
  const out: Tok[] = []
  let i = 0
  while (i < sql.length) {
    const c = sql[i]
    const rest = sql.slice(i)
    let m: RegExpMatchArray | null
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1
      for (; j < sql.length; j++) {
        if (sql[j] === c) {
          if (sql[j + 1] === c) j++
          else break
        }
      }
      out.push({ kind: c === "'" ? 'str' : 'ident', text: sql.slice(i, j + 1) })
      i = j + 1
    } else if ((m = rest.match(/^--[^\n]*/)) || (m = rest.match(/^\/\*[\s\S]*?\*\//))) {
      out.push({ kind: 'comment', text: m[0] })
      i += m[0].length
    } else if ((m = rest.match(/^\s+/))) {
      out.push({ kind: 'space', text: m[0] })
      i += m[0].length
    } else if ((m = rest.match(/^\?\d*/)) || (m = rest.match(/^[@:$][A-Za-z_]\w*/))) {
      // `::` casts are punctuation, not a parameter
      if (c === ':' && sql[i - 1] === ':') {
        out.push({ kind: 'punct', text: ':' })
        i++
      } else {
        out.push({ kind: 'param', text: m[0] })
        i += m[0].length
      }
    } else if ((m = rest.match(/^[A-Za-z_][\w$]*/)) || (m = rest.match(/^\d+(\.\d+)?([eE][-+]?\d+)?/))) {
      out.push({ kind: 'word', text: m[0] })
      i += m[0].length
    } else {
      out.push({ kind: 'punct', text: c })
      i++
    }
  }
  return out
}

const CAMEL = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/
const RENAMED: Record<string, string> = { ifnull: 'coalesce', instr: 'strpos' }

export class UntranslatableSql extends Error {}

/** The columns of each table: an INSERT into a table with an `id` column answers it; upserts name their columns. */
export type TableColumns = ReadonlyMap<string, ReadonlySet<string>>

const CLAUSE_WORDS = new Set(
  'where join left right inner outer cross full natural on using group order limit offset union except intersect having window returning'.split(
    ' ',
  ),
)

/** A GLOB pattern (case-sensitive, `*` `?` `[...]`) as an anchored regular expression. */
function globToRegex(glob: string): string {
  let out = '^'
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]
    if (c === '*') out += '.*'
    else if (c === '?') out += '.'
    else if (c === '[') {
      const end = glob.indexOf(']', i + 1)
      if (end < 0) throw new UntranslatableSql(`unclosed [ in GLOB pattern ${glob}`)
      out += glob.slice(i, end + 1)
      i = end
    } else out += /[.^$+(){}|\\]/.test(c) ? `\\${c}` : c
  }
  return `${out}$`
}

export function toPg(sql: string, tables: TableColumns): Translated {
  const toks = lex(sql)
  const sig = (from: number, step: 1 | -1): number => {
    let j = from
    while (j >= 0 && j < toks.length && (toks[j].kind === 'space' || toks[j].kind === 'comment')) j += step
    return j
  }
  const word = (j: number) => (j >= 0 && j < toks.length && toks[j].kind === 'word' ? toks[j].text.toLowerCase() : '')
  /** index of the ')' closing the '(' at `open`, and the indexes of its top-level commas */
  const group = (open: number): { close: number; commas: number[] } => {
    let depth = 0
    const commas: number[] = []
    for (let j = open; j < toks.length; j++) {
      const t = toks[j].text
      if (toks[j].kind !== 'punct') continue
      if (t === '(') depth++
      else if (t === ')') {
        depth--
        if (depth === 0) return { close: j, commas }
      } else if (t === ',' && depth === 1) commas.push(j)
    }
    throw new UntranslatableSql(`unbalanced parentheses: ${sql}`)
  }

  // PostgreSQL folds unquoted names to lower case, so a camelCase alias (AS personId) would come back as personid:
  // such aliases are quoted wherever the statement names them
  const camel = new Set<string>()
  for (let i = 0; i < toks.length; i++)
    if (toks[i].kind === 'word' && CAMEL.test(toks[i].text) && word(sig(i - 1, -1)) === 'as') camel.add(toks[i].text)
  if (camel.size)
    for (let i = 0; i < toks.length; i++)
      if (toks[i].kind === 'word' && camel.has(toks[i].text) && toks[sig(i - 1, -1)]?.text !== '.')
        toks[i] = { kind: 'word', text: `"${toks[i].text}"` }

  let aliases = 0
  let onConflictNothing = false
  let returnsId = false
  const first = sig(0, 1)
  const isInsert = word(first) === 'insert'
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]
    if (t.kind === 'word') {
      const w = t.text.toLowerCase()
      if (w === 'rowid') throw new UntranslatableSql(`rowid has no PostgreSQL equivalent: ${sql}`)
      if (i === first && w === 'insert') {
        const or = sig(i + 1, 1)
        if (word(or) === 'or') {
          const what = sig(or + 1, 1)
          if (word(what) === 'ignore') onConflictNothing = true
          else throw new UntranslatableSql(`INSERT OR ${toks[what]?.text} has no PostgreSQL equivalent: ${sql}`)
          for (let j = i + 1; j <= what; j++) toks[j] = { kind: 'space', text: '' }
        }
        continue
      }
      if (w === 'like') {
        t.text = 'ILIKE'
        continue
      }
      if (w === 'glob') {
        const pat = sig(i + 1, 1)
        if (toks[pat]?.kind !== 'str') throw new UntranslatableSql(`GLOB needs a literal pattern: ${sql}`)
        t.text = '~'
        toks[pat] = { kind: 'str', text: `'${globToRegex(toks[pat].text.slice(1, -1).replace(/''/g, "'")).replace(/'/g, "''")}'` }
        continue
      }
      if (w === 'from') {
        // PostgreSQL names every subquery in FROM
        const open = sig(i + 1, 1)
        if (toks[open]?.text !== '(' || !['select', 'with'].includes(word(sig(open + 1, 1)))) continue
        const after = sig(group(open).close + 1, 1)
        const next = word(after)
        if (after >= toks.length || toks[after].kind === 'punct' || (next && CLAUSE_WORDS.has(next)))
          toks[group(open).close] = { kind: 'punct', text: `) AS _q${++aliases}` }
        continue
      }
      if (w === 'collate') {
        const what = sig(i + 1, 1)
        if (word(what) === 'nocase') {
          t.text = ''
          toks[what] = { kind: 'space', text: '' }
        }
        continue
      }
      if (w === 'limit') {
        const a = sig(i + 1, 1)
        if (toks[a]?.text === '-' && toks[sig(a + 1, 1)]?.text === '1') {
          toks[a] = { kind: 'word', text: 'ALL' }
          toks[sig(a + 1, 1)] = { kind: 'space', text: '' }
        }
        continue
      }
      const open = sig(i + 1, 1)
      if (toks[open]?.text !== '(') continue
      const before = toks[sig(i - 1, -1)]
      if (before?.text === '.') continue
      if (RENAMED[w]) t.text = RENAMED[w]
      else if (w === 'trim') t.text = 'btrim'
      else if ((w === 'max' || w === 'min') && group(open).commas.length > 0) t.text = w === 'max' ? 'greatest' : 'least'
      else if (w === 'json_each') {
        const { close } = group(open)
        // the elements as text, or as JSON where the statement reads into them (->, ->>)
        t.text = /->/.test(sql) ? 'json_array_elements' : 'json_array_elements_text'
        toks[close] = { kind: 'punct', text: '::json)' }
      } else if (w === 'group_concat') {
        const { close, commas } = group(open)
        t.text = 'string_agg'
        const end = commas[0] ?? close
        toks[end] = { kind: 'punct', text: commas.length ? '::text,' : "::text, ',')" }
      }
    }
  }

  if (isInsert) {
    const table = word(sig(sig(first + 1, 1) + 1, 1))
    const columns = tables.get(table)
    const set = toks.findIndex((t, k) => t.kind === 'word' && t.text.toLowerCase() === 'set' && word(sig(k - 1, -1)) === 'update')
    if (columns && set >= 0) {
      let depth = 0
      let lhs = true
      for (let k = set + 1; k < toks.length; k++) {
        const t = toks[k]
        if (t.kind === 'punct') {
          if (t.text === '(') depth++
          else if (t.text === ')') depth--
          else if (t.text === ',' && depth === 0) lhs = true
          continue
        }
        if (t.kind !== 'word') continue
        const w = t.text.toLowerCase()
        if (depth === 0 && (w === 'where' || w === 'returning')) break
        if (lhs) {
          lhs = false
          continue
        }
        const prev = toks[sig(k - 1, -1)]
        const next = toks[sig(k + 1, 1)]
        if (columns.has(w) && prev?.text !== '.' && next?.text !== '.' && next?.text !== '(') t.text = `${table}.${t.text}`
      }
    }
  }

  // parameters
  let n = 0
  const named: string[] = []
  let positional = false
  for (const t of toks) {
    if (t.kind !== 'param') continue
    if (t.text === '?') {
      positional = true
      t.text = `$${++n}`
    } else if (/^\?\d+$/.test(t.text)) {
      positional = true
      t.text = `$${t.text.slice(1)}`
    } else {
      const name = t.text.slice(1)
      let k = named.indexOf(name)
      if (k < 0) k = named.push(name) - 1
      t.text = `$${k + 1}`
    }
  }
  if (positional && named.length) throw new UntranslatableSql(`positional and named parameters mixed: ${sql}`)

  let text = toks
    .map((t) => t.text)
    .join('')
    .trim()
    .replace(/;\s*$/, '')
  if (isInsert) {
    const table = word(sig(sig(first + 1, 1) + 1, 1)) || ''
    const hasReturning = toks.some((t) => t.kind === 'word' && t.text.toLowerCase() === 'returning')
    const at = hasReturning ? text.search(/\breturning\b/i) : text.length
    const tail = text.slice(at)
    let head = text.slice(0, at).trimEnd()
    if (onConflictNothing) head += ' ON CONFLICT DO NOTHING'
    if (!hasReturning && tables.get(table)?.has('id')) {
      returnsId = true
      text = `${head} RETURNING id`
    } else text = hasReturning ? `${head} ${tail}` : head
  }
  return { text, names: named.length ? named : null, returnsId }
}
