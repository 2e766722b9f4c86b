/**
 * `npm run server` itself: in production with no provider settings it exits with an error naming them, before it opens
 * the database; with DEMO=1 it starts on the stand-ins and says so loudly in its log.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.join(__dirname, '..', '..', '..')
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-start-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

interface Run {
  code: number | null
  out: string
  started: boolean
}

/** Runs the server until it exits or says it has started (then stops it); never longer than `ms`. */
function runServer(env: Record<string, string>, ms = 40_000): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsx, path.join(root, 'server', 'src', 'main.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        PORT: '0',
        DATABASE: path.join(dir, `app-${Date.now()}.db`),
        LOG_FILE: path.join(dir, 'server.log'),
        H5_DIR: path.join(dir, 'no-h5'),
        DEMO_COMPANIES: '0',
        SIGN_SECRET: 'sign-x',
        JWT_SECRET: 'jwt-x',
        LINGYANG_SECRET: 'ly-x',
        NODE_ENV: 'production',
        ...env,
      } as unknown as NodeJS.ProcessEnv,
    })
    let out = ''
    let started = false
    const onData = (b: Buffer) => {
      out += b.toString('utf8')
      if (!started && out.includes('云企查已启动')) {
        started = true
        child.kill('SIGTERM')
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    const timer = setTimeout(() => child.kill('SIGKILL'), ms)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, out, started })
    })
  })
}

test('production with no provider settings exits non-zero, naming every missing setting in one message', async () => {
  const r = await runServer({})
  expect(r.started).toBe(false)
  expect(r.code).not.toBe(0)
  expect(r.out).toContain('生产环境')
  for (const n of [
    'SMS_PROVIDER=aliyun',
    'ONE_CLICK_PROVIDER=aliyun',
    'WX_PROVIDER=wechat',
    'WXPAY_MCHID',
    'INVOICE_PROVIDER=nuonuo',
    'PUBLIC_URL',
  ])
    expect(r.out).toContain(n)
  // refused before the database was opened
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.db'))).toEqual([])
}, 60_000)

test('DEMO=1 starts in production on the stand-ins with a warning that lists them', async () => {
  const r = await runServer({ DEMO: '1' })
  expect(r.started).toBe(true)
  const warning = r.out.split('\n').find((l) => l.includes('演示环境'))
  expect(warning).toBeDefined()
  for (const name of ['短信验证码', '一键登录', '微信登录', '微信支付', '电子发票']) expect(warning).toContain(name)
  expect(warning).toMatch(/"level":40/)
}, 60_000)
