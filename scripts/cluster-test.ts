/**
 * `npm run test:cluster`: two API instances behind nginx (scripts/cluster-lib.js), then what a load balancer must
 * guarantee, checked over real HTTP and WebSocket through nginx:
 *  - a push socket opened through the balancer gets its frames, from whichever instance dispatches;
 *  - under steady load, `kill -9` of one instance: the balancer routes around it, only requests that were in flight
 *    on it may fail (counted), and every write that was acknowledged is in the database afterwards.
 * The instances share one PostgreSQL database and Redis. Exits 1 with the reason on any failure. Needs nginx,
 * PostgreSQL and Redis (each installed when absent and running as root).
 */
import fs from 'node:fs'
import { Client } from 'pg'
import WebSocket from 'ws'
import { makeSign, randomNonce, signedText } from '../contract/domain/sign'
import { API } from '../contract/endpoints'
import { FOOTPRINTS_KEPT } from '../contract/domain/footprints'
import { DEFAULT_SIGN_SECRET } from '../server/src/config'
const { startCluster } = require('./cluster-lib') as typeof import('./cluster-lib')

const WORKERS = 12
const LOAD_MS = 8000
const KILL_AT_MS = 3000

interface Answer {
  status: number
  body: { code: string; msg: string; data: any }
}

function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message)
}

async function main() {
  const cluster = await startCluster({
    companies: 1500,
    // every client comes through nginx from one address: the per-address limit (tested on its own) would be what is measured
    env: { API_PER_IP_PER_MIN: '100000000' },
    log: (l: string) => console.log(`[cluster] ${l}`),
  })
  let failed = false
  try {
    const base = cluster.url
    const call = async (method: 'GET' | 'POST', p: string, body?: unknown, token?: string): Promise<Answer> => {
      const headers: Record<string, string> = {
        sign: makeSign(Math.floor(Date.now() / 1000), randomNonce(), DEFAULT_SIGN_SECRET, signedText(method, p)),
      }
      if (token) headers.token = token
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await fetch(`${base}/api${p}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      const text = await res.text()
      try {
        return { status: res.status, body: JSON.parse(text) as Answer['body'] }
      } catch {
        // nginx's own error page: the instance that had the request died before answering
        return { status: res.status, body: { code: String(res.status), msg: `nginx ${res.status}`, data: null } }
      }
    }
    const codeFromLogs = (phone: string): string | null => {
      let code: string | null = null
      for (const x of cluster.instances) {
        const log = fs.existsSync(x.logFile) ? fs.readFileSync(x.logFile, 'utf8') : ''
        for (const m of log.matchAll(new RegExp(`\\[SMS\\] phone=${phone} scene=login code=(\\d{6})`, 'g'))) code = m[1]
      }
      return code
    }
    const signIn = async (phone: string): Promise<string> => {
      const sent = await call('POST', API.sso.sendCode, { phone, scene: 'login' })
      check(sent.body.code === '0000', `发送验证码失败：${sent.body.msg}`)
      let code: string | null = null
      for (let i = 0; i < 40 && !code; i++) {
        code = codeFromLogs(phone)
        if (!code) await new Promise((r) => setTimeout(r, 100))
      }
      check(code, `日志中没有 ${phone} 的验证码`)
      const device = {
        deviceIdentification: `lb-${phone}`,
        deviceName: '负载测试',
        phoneBrand: 'Test',
        systemVersion: 'Android 14',
        versions: '1.0.1',
      }
      const r = await call('POST', API.sso.codeLogin, { phone, code, ...device })
      check(r.body.code === '0000', `登录失败：${r.body.msg}`)
      return r.body.data.token
    }

    // 1. a push socket through the balancer
    const token0 = await signIn('13900007700')
    const frames: any[] = []
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/msg/ws?token=${token0}`)
    ws.on('message', (d) => frames.push(JSON.parse(String(d))))
    await new Promise<void>((resolve, reject) => {
      ws.once('message', () => resolve())
      ws.once('error', reject)
      setTimeout(() => reject(new Error('经 nginx 的推送连接没有收到消息')), 5000)
    })
    check(frames[0]?.type === 'unread', `推送连接的第一帧应是未读数：${JSON.stringify(frames[0])}`)
    ws.close()
    console.log('ok  WebSocket upgrade through nginx: the push socket answers with the unread count')

    // 2. steady load, then kill -9 of one instance
    const db = new Client({ connectionString: cluster.databaseUrl! })
    await db.connect()
    const pids = (await db.query<{ pid: string }>('SELECT pid FROM companies ORDER BY id LIMIT 2000')).rows.map((r) => r.pid)
    const tokens: string[] = []
    for (let i = 0; i < WORKERS; i++) tokens.push(await signIn(`139000077${String(10 + i).padStart(2, '0')}`))
    const acked: Array<{ token: number; pid: string }> = []
    let inFlight = 0
    let inFlightAtKill = -1
    let sent = 0
    const failures: string[] = []
    const started = Date.now()
    let killedAt = 0
    const victim = cluster.instances[0]
    const killer = setTimeout(() => {
      inFlightAtKill = inFlight
      killedAt = Date.now()
      victim.child.kill('SIGKILL')
    }, KILL_AT_MS)
    const latencies: number[] = []
    await Promise.all(
      tokens.map(async (token, w) => {
        for (let n = 0; Date.now() - started < LOAD_MS; n++) {
          const pid = pids[(w * 150 + n) % pids.length]
          const write = n % 2 === 0
          inFlight++
          sent++
          const t0 = Date.now()
          try {
            const r = write
              ? await call('POST', API.footprints.record, { kind: 'company', targetId: pid }, token)
              : await call('GET', `${API.footprints.list}?pageNum=1&pageSize=5`, undefined, token)
            if (r.body.code === '0000') {
              if (write) acked.push({ token: w, pid })
            } else failures.push(`${r.status} ${r.body.code} ${r.body.msg}`)
          } catch (e) {
            failures.push(String((e as Error).message))
          } finally {
            inFlight--
            latencies.push(Date.now() - t0)
          }
        }
      }),
    )
    clearTimeout(killer)
    const seconds = (Date.now() - started) / 1000
    check(killedAt > 0, '负载结束前没有终止实例')
    console.log(
      `    ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s) by ${WORKERS} clients; ` +
        `instance 1 killed at ${((killedAt - started) / 1000).toFixed(1)} s with ${inFlightAtKill} requests in flight (on both instances); ` +
        `${failures.length} failed`,
    )
    for (const f of failures.slice(0, 5)) console.log(`    failed: ${f}`)
    check(failures.length <= inFlightAtKill, `失败的请求（${failures.length}）多于终止时在途的请求（${inFlightAtKill}）`)
    console.log('ok  kill -9 under load: no request failed except those in flight when the instance died')

    // every acknowledged write is stored
    const userOf = new Map<number, string>()
    for (let w = 0; w < WORKERS; w++) {
      const me = await call('GET', API.sso.userInfo, undefined, tokens[w])
      check(me.body.code === '0000', `终止后读取用户失败：${me.body.msg}`)
      userOf.set(w, me.body.data.userId)
    }
    // a user keeps their newest FOOTPRINTS_KEPT footprints of a kind, so on a fast machine a worker's oldest writes are
    // trimmed by that rule; each worker's writes are sequential, so its newest ones in acknowledgement order are what
    // must be stored
    const newest: typeof acked = []
    for (let w = 0; w < WORKERS; w++) {
      const mine = acked.filter((a) => a.token === w)
      const latest = new Map(mine.map((a, i) => [a.pid, i]))
      newest.push(...mine.filter((a, i) => latest.get(a.pid) === i).slice(-FOOTPRINTS_KEPT))
    }
    const stored = new Set(
      (await db.query<{ user_id: string; target_id: string }>("SELECT user_id, target_id FROM footprints WHERE kind = 'company'")).rows.map(
        (r) => `${r.user_id}|${r.target_id}`,
      ),
    )
    const lost = newest.filter((a) => !stored.has(`${userOf.get(a.token)}|${a.pid}`))
    check(lost.length === 0, `${lost.length} 条已确认的写入丢失`)
    console.log(
      `ok  all ${newest.length} acknowledged writes each user keeps are in the database ` +
        `(${acked.length} acknowledged; the older ones past ${FOOTPRINTS_KEPT} a user are trimmed by design)`,
    )
    await db.end()
    check(!(await fetch(`${victim.url}/api/health`).catch(() => null)), '被终止的实例仍在应答')
    const after = await call('GET', `${API.footprints.list}?pageNum=1&pageSize=5`, undefined, tokens[0])
    check(after.body.code === '0000', `终止后经 nginx 的请求失败：${after.body.msg}`)
    console.log('ok  the balancer serves every request from the surviving instance')
  } catch (e) {
    failed = true
    console.error(`FAIL ${(e as Error).message}`)
  } finally {
    await cluster.stop()
  }
  process.exit(failed ? 1 : 0)
}

void main()
