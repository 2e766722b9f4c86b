/**
 * The shape of the server, checked: route files hold no SQL (it lives in repositories under server/src/store), the server
 * never imports the app's src/, and configuration is read from the environment in one place only.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../../..')

function files(dir: string, ext = /\.tsx?$/): string[] {
  const out: string[] = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...files(p, ext))
    else if (ext.test(e.name)) out.push(p)
  }
  return out
}

const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|require\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1])

test('no route file prepares or runs SQL', () => {
  const offenders: string[] = []
  for (const f of files(path.join(root, 'server/src/routes'))) {
    const text = fs.readFileSync(f, 'utf8')
    if (/\.prepare\(|\.exec\(|\bdb\.(transaction|pragma)\(/.test(text)) offenders.push(`${path.relative(root, f)}: runs SQL`)
    if (/\b(SELECT\s+[\s\S]{0,200}?\bFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b/.test(text))
      offenders.push(`${path.relative(root, f)}: SQL text`)
    if (/app\.db\b/.test(text)) offenders.push(`${path.relative(root, f)}: uses the database handle`)
  }
  expect(offenders).toEqual([])
})

test('nothing in the server (code, tests, benchmarks) imports the app\u2019s src/', () => {
  const appSrc = path.join(root, 'src') + path.sep
  const offenders: string[] = []
  for (const f of [...files(path.join(root, 'server')), ...files(path.join(root, 'bench'))]) {
    for (const spec of importsOf(f)) {
      if (!spec.startsWith('.')) {
        if (spec.startsWith('@/')) offenders.push(`${path.relative(root, f)} → ${spec}`)
        continue
      }
      const target = path.resolve(path.dirname(f), spec)
      if ((target + path.sep).startsWith(appSrc) || target.startsWith(appSrc)) offenders.push(`${path.relative(root, f)} → ${spec}`)
    }
  }
  expect(offenders).toEqual([])
})

test('contract/ imports neither the app nor the server', () => {
  const offenders: string[] = []
  for (const f of files(path.join(root, 'contract'))) {
    for (const spec of importsOf(f)) {
      if (!spec.startsWith('.')) continue
      const rel = path.relative(path.join(root, 'contract'), path.resolve(path.dirname(f), spec))
      if (rel.startsWith('..')) offenders.push(`${path.relative(root, f)} → ${spec}`)
    }
  }
  expect(offenders).toEqual([])
})

test('the app imports nothing but types from contract/schemas (TypeBox stays out of its bundle)', () => {
  const offenders: string[] = []
  for (const f of [
    ...files(path.join(root, 'src')),
    ...files(path.join(root, 'contract/api')),
    ...files(path.join(root, 'contract/domain')),
  ]) {
    const text = fs.readFileSync(f, 'utf8')
    for (const m of text.matchAll(/^(import|export)\s+(?!type\b)[^'"]*from\s+['"]([^'"]*schemas[^'"]*)['"]/gm))
      offenders.push(`${path.relative(root, f)} → ${m[2]}`)
  }
  expect(offenders).toEqual([])
})

test('only server/src/env.ts and config.ts read process.env', () => {
  const offenders = files(path.join(root, 'server/src'))
    .filter((f) => !f.endsWith(`${path.sep}env.ts`) && !f.endsWith(`server${path.sep}src${path.sep}config.ts`))
    .filter((f) => /process\.env\b/.test(fs.readFileSync(f, 'utf8').replace(/env: process\.env/g, '')))
    .map((f) => path.relative(root, f))
  expect(offenders).toEqual([])
})
