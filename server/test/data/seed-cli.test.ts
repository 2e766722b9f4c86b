import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'

const root = path.resolve(__dirname, '../../..')
const tsx = path.join(root, 'node_modules/.bin/tsx')
const cli = path.join(root, 'server/src/data/seed-cli.ts')
const run = (...args: string[]) => spawnSync(tsx, [cli, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE: '' } })

describe('npm run seed', () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-seed-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('seeds, refuses to seed over data, and reseeds with --reset', () => {
    const file = path.join(dir, 'demo.db')
    const first = run('--companies', '150', '--seed', '5', '--db', file)
    expect(first.status).toBe(0)
    expect(first.stdout).toContain('完成：企业 150')
    const count = () => {
      const db = new Database(file, { readonly: true })
      const n = (db.prepare('SELECT COUNT(*) AS n FROM companies').get() as { n: number }).n
      db.close()
      return n
    }
    expect(count()).toBe(150)

    const again = run('--companies', '300', '--db', file)
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('已有数据')
    expect(count()).toBe(150)

    const reset = run('--companies', '200', '--db', file, '--reset')
    expect(reset.status).toBe(0)
    expect(count()).toBe(200)
  }, 60000)

  it('rejects a bad --companies value in Chinese and writes nothing', () => {
    const file = path.join(dir, 'bad.db')
    const r = run('--companies', 'abc', '--db', file)
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('--companies 须为')
    expect(fs.existsSync(file)).toBe(false)
  }, 30000)
})
