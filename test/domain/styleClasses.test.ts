/**
 * In the H5 app every page's stylesheet stays in the document once the page has been opened, so two stylesheets
 * that style the same class restyle each other's pages depending on which was opened first. Each class a rule starts
 * from (the first class of its selector) may therefore be styled by one stylesheet only.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as sass from 'sass'

const SRC = path.resolve(__dirname, '../../src')

const stylesheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return stylesheets(p)
    return e.name.endsWith('.scss') ? [p] : []
  })

/** the first class of each selector's first compound, e.g. `.a__b.is-on .c` → a__b; none for `page` or `0%` */
function leadingClasses(css: string): string[] {
  const out: string[] = []
  for (const line of css.split('\n')) {
    const head = /^\s*([^@{}][^{}]*)\{\s*$/.exec(line)
    if (!head) continue
    for (const selector of head[1].split(',')) {
      const firstCompound = selector.trim().split(/\s*[\s>+~]\s*/)[0]
      const cls = /\.(-?[_a-zA-Z][\w-]*)/.exec(firstCompound)
      if (cls) out.push(cls[1])
    }
  }
  return out
}

test('reads the leading class of each selector', () => {
  expect(leadingClasses('.a__b.is-on .c {\n}\npage, .d > .e {\n}\n@media (x) {\n  .f:hover {\n  }\n}\n0% {\n}')).toEqual(['a__b', 'd', 'f'])
})

test('no two stylesheets style the same class', () => {
  const owners = new Map<string, Set<string>>()
  const files = stylesheets(SRC)
  expect(files.length).toBeGreaterThan(50)
  for (const file of files) {
    for (const cls of leadingClasses(sass.compile(file).css)) {
      const set = owners.get(cls) ?? new Set<string>()
      set.add(path.relative(SRC, file))
      owners.set(cls, set)
    }
  }
  const shared = [...owners].filter(([, set]) => set.size > 1).map(([cls, set]) => `.${cls}: ${[...set].sort().join(', ')}`)
  expect(shared).toEqual([])
})
