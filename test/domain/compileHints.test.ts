import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import webpack from 'webpack'
import { COMPILE_HINT, CompileHints } from '../../config/h5-plugins'

// A two-page app built by webpack with the plugin: the app's own script and the landing page's chunk start with the
// compile hint; the chunk of a page nobody lands on does not.
describe('compile hints: the scripts of a first load are compiled while they stream in', () => {
  let dir: string
  let outputs: Record<string, string>

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-hints-'))
    const src = path.join(dir, 'src')
    fs.mkdirSync(path.join(src, 'pages/index'), { recursive: true })
    fs.mkdirSync(path.join(src, 'pages/other'), { recursive: true })
    fs.writeFileSync(path.join(src, 'pages/index/index.js'), 'export default function Index() { return "首页" }\n')
    fs.writeFileSync(path.join(src, 'pages/other/other.js'), 'export default function Other() { return "其他" }\n')
    fs.writeFileSync(
      path.join(src, 'app.js'),
      'export const routes = [() => import("./pages/index/index"), () => import("./pages/other/other")]\nroutes[0]()\n',
    )
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { app: './src/app.js' },
      output: { path: path.join(dir, 'dist'), filename: 'js/[name].js', chunkFilename: 'js/[name].chunk.js' },
      optimization: { chunkIds: 'named' },
      plugins: [new CompileHints(['pages/index/index'])],
    })
    await new Promise<void>((resolve, reject) =>
      compiler.run((err, stats) => {
        if (err || stats?.hasErrors()) reject(err ?? new Error(stats?.toString('errors-only')))
        else compiler.close(() => resolve())
      }),
    )
    const out = path.join(dir, 'dist/js')
    outputs = Object.fromEntries(fs.readdirSync(out).map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8')]))
  }, 60_000)

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const fileOf = (part: string) => {
    const name = Object.keys(outputs).find((f) => f.includes(part))
    if (!name) throw new Error(`no output file for ${part}: ${Object.keys(outputs).join(', ')}`)
    return outputs[name]
  }

  it("puts the hint first in the app's own script, before the minified code", () => {
    expect(fileOf('app.js').startsWith(COMPILE_HINT)).toBe(true)
    expect(fileOf('app.js').length).toBeGreaterThan(COMPILE_HINT.length + 100)
  })

  it("puts it first in a landing page's chunk, whose code still runs", () => {
    const index = fileOf('pages_index_index')
    expect(index.startsWith(COMPILE_HINT)).toBe(true)
    expect(index).toContain('首页')
  })

  it('leaves out a chunk of a page nobody lands on: its functions mostly wait for a tap', () => {
    const other = fileOf('pages_other_other')
    expect(other).toContain('其他')
    expect(other).not.toContain('allFunctionsCalledOnLoad')
  })

  it('writes the hint once, as a line comment Chrome reads and other browsers skip', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
    expect(fileOf('app.js').split('allFunctionsCalledOnLoad').length).toBe(2)
  })
})
