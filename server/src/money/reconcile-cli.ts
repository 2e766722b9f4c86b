/*
 * 对账 by hand, on the database the server uses (DATABASE_URL or DATABASE, or --db) against the merchant's WeChat Pay
 * (the WXPAY_* settings, and PUBLIC_URL for the refund notifications):
 *   npm run reconcile -- --date 2026-11-27 [--db ./data/app.db] [--json]
 * Downloads WeChat Pay's trade bill of that China day, compares it with the orders and refunds, repairs what WeChat's
 * word settles and prints every difference. The server does the same each day on its own; running a day again is
 * harmless (what was repaired is no longer a difference). Exit code 0 when nothing is left unresolved, 1 otherwise.
 */
import { buildApp } from '../app'
import { configFromEnv } from '../config'
import { openCommandStore } from '../store/command-store'
import { providerPlan, applyProviderPlan } from '../providers/plan'
import { BillNotReadyError } from './reconcile'

const USAGE = '用法：npm run reconcile -- --date YYYY-MM-DD [--db 数据库路径或 postgres:// 地址] [--json]'

/** `env`: the environment to read (the process's own when absent) */
export async function runReconcileCli(argv: string[], env?: Record<string, string | undefined>, io = console): Promise<number> {
  const opts: Record<string, string> = {}
  let json = false
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--json') json = true
    else if (argv[i].startsWith('--') && argv[i + 1] !== undefined) opts[argv[i].slice(2)] = argv[++i]
    else {
      io.error(USAGE)
      return 2
    }
  }
  if (!opts.date) {
    io.error(USAGE)
    return 2
  }
  const { config, env: parsed } = configFromEnv(env)
  const plan = providerPlan(parsed, config.now)
  if (!plan.pay.provider) {
    io.error(
      '未配置微信支付商户（WXPAY_MCHID、WXPAY_APPID、WXPAY_MCH_SERIAL_NO、WXPAY_MCH_PRIVATE_KEY_PATH、WXPAY_APIV3_KEY 与微信支付公钥）：' +
        '本地模拟的微信支付只在服务器进程内保存订单，由运行中的服务器每天自动对账。',
    )
    return 2
  }
  applyProviderPlan(config, plan)
  config.logToStdout = false
  const store = await openCommandStore(opts.db, parsed)
  const app = await buildApp({ sql: store.sql, config })
  try {
    await app.ready()
    const r = await app.moneyRuntime.reconcile(opts.date)
    if (json) io.log(JSON.stringify(r))
    else {
      io.log(
        `对账 ${r.date}（${store.label}）：账单 ${r.billRows} 行，差异 ${r.differences.length} 项，已修复 ${r.repaired} 项，待人工处理 ${r.unresolved} 项`,
      )
      for (const d of r.differences) io.log(`  ${d.repaired ? '已修复' : '待处理'}  ${d.orderNo}  ${d.kind}：${d.detail}；${d.action}`)
    }
    return r.unresolved > 0 ? 1 : 0
  } catch (e) {
    io.error(e instanceof BillNotReadyError ? e.message : `对账失败：${(e as Error).message}`)
    return 2
  } finally {
    await app.close()
    await store.close()
  }
}

if (require.main === module) {
  runReconcileCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e) => {
      console.error(e)
      process.exit(2)
    },
  )
}
