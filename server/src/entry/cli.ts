/**
 * Makes an entry code and its QR image for an operator: official and channel invitation codes belong to no user, so
 * their printed QR codes are made here (any kind but a scan ticket works).
 *   npx tsx server/src/entry/cli.ts --kind invite --id YQC2026 --base https://yqc.example.com [--out qr.png] [--mini]
 * --mini asks WeChat for a mini-program code (WX_APPID, WX_APPSECRET); otherwise a plain QR code of the H5 address.
 */
import fs from 'node:fs'
import { readEnv } from '../env'
import { DEFAULT_JWT_SECRET } from '../config'
import { openDb } from '../store/db'
import { SqliteSql } from '../store/sqlite-sql'
import { SqlEntryCodeRepo } from '../store/entry-codes'
import { SqlInviteRepo } from '../store/invites'
import { SqlPersonRepo } from '../store/persons'
import { SqlCompanyRepo } from '../store/companies'
import { ENTRY_PAGE, entryLink, isEntryKind, validEntryId, ENTRY_KIND_DEFS } from '../../../contract/domain/entry'
import { LocalWechatProvider, WechatApiProvider } from '../providers/wechat'
import { EntryCodes } from './codes'
import { linkQrPng } from './images'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}

async function main() {
  const env = readEnv()
  const kind = arg('kind') ?? ''
  const base = arg('base') ?? env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`
  if (!isEntryKind(kind) || kind === 'scanLogin') throw new Error('--kind 应为 company、person、invite 或 dynamic')
  const id = kind === 'invite' ? (arg('id') ?? '').toUpperCase() : (arg('id') ?? '')
  if (!validEntryId(kind, id)) throw new Error(ENTRY_KIND_DEFS[kind].idMessage)
  const raw = openDb(env.DATABASE)
  const db = new SqliteSql(raw)
  try {
    let ends = Infinity
    if (kind === 'invite') {
      const invite = await new SqlInviteRepo(db).byCode(id)
      if (!invite) throw new Error('邀请码不存在')
      if (invite.expires_at > 0) ends = invite.expires_at * 1000
      if (ends <= Date.now()) throw new Error('该邀请码已过期')
    }
    if (kind === 'company' && !(await new SqlCompanyRepo(db).byPid(id))) throw new Error('企业不存在')
    if (kind === 'person' && !(await new SqlPersonRepo(db).exists(id))) throw new Error('人员不存在')
    const codes = new EntryCodes(new SqlEntryCodeRepo(db), env.JWT_SECRET || DEFAULT_JWT_SECRET, Date.now)
    const row = await codes.issue(kind, id, null, ends)
    const code = codes.codeOf(row.id)
    const link = entryLink(base, code)
    console.log(`二维码 ${code}，有效期至 ${new Date(row.expires_at).toISOString()}`)
    console.log(link)
    const out = arg('out')
    if (!out) return
    const wechat = args.includes('--mini')
      ? (WechatApiProvider.fromEnv(env as Record<string, string | undefined>) ?? new LocalWechatProvider(undefined, base))
      : null
    fs.writeFileSync(out, wechat ? await wechat.miniProgramCode(code, ENTRY_PAGE) : await linkQrPng(link))
    console.log(`已写入 ${out}`)
  } finally {
    raw.close()
  }
}

main().catch((e) => {
  console.error((e as Error).message)
  process.exitCode = 1
})
