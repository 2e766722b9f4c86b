/** Prints a partner (领扬) ticket for local testing: npx tsx server/src/auth/partner-cli.ts --uid LY1001 [--phone 13…] [--name 张三] [--ttl 600] */
import { readEnv } from '../env'
import crypto from 'node:crypto'
import { signPartnerTicket } from './partner'
import { DEFAULT_LINGYANG_SECRET } from '../config'

const args = process.argv.slice(2)
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const uid = arg('uid') ?? 'LY1001'
const ttl = Math.min(600, Number(arg('ttl') ?? 600))
const ticket = signPartnerTicket(
  { uid, exp: Math.floor(Date.now() / 1000) + ttl, nonce: crypto.randomBytes(12).toString('hex'), phone: arg('phone'), name: arg('name') },
  readEnv().LINGYANG_SECRET || DEFAULT_LINGYANG_SECRET,
)
console.log(ticket)
console.log(`#/pages/fromLing/fromLing?ticket=${ticket}`)
