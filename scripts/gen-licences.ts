/**
 * Writes the open-source licences of the runtime dependencies (package.json "dependencies") from node_modules:
 * - src/pagesUser/about/licences.gen.ts: name, version and licence of each, for the 开源许可 list;
 * - server/src/data/licences.json: the same with the licence text, served as the document `licence:<name>`.
 * A package without a licence file takes the one of a dependency from the same repository (the Taro packages share
 * one), else the standard text of its declared licence with a line saying so.
 * Run with `npx tsx scripts/gen-licences.ts` after dependencies change; server/test/app-info checks the list is current.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '..')
export const APP_FILE = path.join(root, 'src', 'pagesUser', 'about', 'licences.gen.ts')
export const SERVER_FILE = path.join(root, 'server', 'src', 'data', 'licences.json')

const STANDARD: Record<string, string> = {
  MIT: `Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`,
}

export interface Licence {
  name: string
  version: string
  licence: string
  text: string
}

interface Found extends Licence {
  repository: string
  hasFile: boolean
}

const licenceName = (pkg: Record<string, unknown>): string => {
  const l = pkg.license ?? pkg.licenses
  if (typeof l === 'string') return l
  if (l && typeof l === 'object' && 'type' in (l as object)) return String((l as { type: unknown }).type)
  if (Array.isArray(l)) return l.map((x) => (typeof x === 'string' ? x : String(x?.type ?? ''))).join(' OR ')
  return '未声明'
}

const repositoryOf = (pkg: Record<string, unknown>): string => {
  const r = pkg.repository
  const url = typeof r === 'string' ? r : r && typeof r === 'object' ? String((r as { url?: unknown }).url ?? '') : ''
  return url.replace(/^git\+/, '').replace(/\.git$/, '')
}

function read(name: string): Found {
  const dir = path.join(root, 'node_modules', name)
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
  const file = fs.readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f))
  return {
    name,
    version: String(pkg.version),
    licence: licenceName(pkg),
    text: file ? fs.readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n').trim() : '',
    repository: repositoryOf(pkg),
    hasFile: !!file,
  }
}

export function collect(): Licence[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  const found = Object.keys(pkg.dependencies).sort().map(read)
  return found.map((f) => {
    let text = f.text
    if (!f.hasFile) {
      const sibling = found.find((o) => o.hasFile && o.repository && o.repository === f.repository)
      if (sibling) text = sibling.text
      else if (STANDARD[f.licence])
        text = `本软件包未随附许可证文件，其 package.json 声明的许可证为 ${f.licence}，标准条款如下：\n\n${STANDARD[f.licence]}`
      else text = `本软件包未随附许可证文件，其 package.json 声明的许可证为 ${f.licence}。`
    }
    return { name: f.name, version: f.version, licence: f.licence, text }
  })
}

export function renderAppList(list: Licence[]): string {
  const rows = list.map((l) => `  { name: '${l.name}', version: '${l.version}', licence: '${l.licence}' },`)
  return [
    '// Generated from node_modules by `npx tsx scripts/gen-licences.ts`. Do not edit.',
    '/** The runtime dependencies and their licences; each licence text is the server document `licence:<name>`. */',
    'export const LICENCES: Array<{ name: string; version: string; licence: string }> = [',
    ...rows,
    ']',
    '',
  ].join('\n')
}

if (require.main === module) {
  const list = collect()
  fs.writeFileSync(APP_FILE, renderAppList(list))
  fs.writeFileSync(SERVER_FILE, `${JSON.stringify(list, null, 2)}\n`)
  console.log(`${list.length} 个依赖的许可证已写入 ${path.relative(root, APP_FILE)} 与 ${path.relative(root, SERVER_FILE)}`)
}
