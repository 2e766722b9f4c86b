/**
 * Sign-in beyond SMS and password (issue 4): one-click login through the carrier gateway, scan login
 * with a one-time ticket (WebSocket with polling as fall-back), forgotten and changed passwords,
 * WeChat login and phone binding, the partner (领扬) entry, invitation codes and the device list.
 */
import crypto from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import QRCode from 'qrcode'
import type {
  DeviceInfo, DeviceSession, InviteCodeResult, LoginResult, OneClickPreCheck, PrefetchPhoneResult, ResetTicket,
  ScanState, ScanStatus, ScanTicket, ScanTicketInfo, UserInfo, WxLoginResult,
} from '../../../types/api'
import { ApiError, ERRORS, badParam, fail, ok } from '../errors'
import { cidOf, tokenOf } from '../plugins/auth'
import { hashPassword } from '../auth/password'
import { verifyPartnerTicket } from '../auth/partner'
import { checkNewPassword } from '../../../src/domain/password'
import { maskPhone } from '../../../src/domain/format'
import { LocalCarrierProvider, type CarrierProvider } from '../providers/carrier'
import { LocalWechatProvider, type WechatProvider } from '../providers/wechat'
import { toUserInfo, type UserRow } from '../store/users'
import type { SessionRow } from '../store/sessions'
import { asParams, mobile, str, type Params } from './params'
import type { RouteContext } from './context'

export const ONE_CLICK_CONFIRM_TTL_SEC = 300
export const SCAN_TICKET_TTL_SEC = 120
export const RESET_TICKET_TTL_SEC = 600

const rand = (bytes: number) => crypto.randomBytes(bytes).toString('base64url')

export function deviceFields(p: Params): DeviceInfo {
  const field = (name: keyof DeviceInfo, label: string) => str(p, name, { label, max: 128 })
  return {
    deviceIdentification: field('deviceIdentification', '设备标识'),
    deviceName: field('deviceName', '设备名称'),
    phoneBrand: field('phoneBrand', '手机品牌'),
    systemVersion: field('systemVersion', '系统版本'),
    versions: field('versions', '应用版本'),
  }
}

interface ScanRow {
  ticket: string
  status: ScanStatus
  device_id: string
  device_name: string
  phone_brand: string
  system_version: string
  app_version: string
  ip: string
  created_at: number
  expires_at: number
  user_id: string | null
  token: string | null
  token_expires: number | null
}

export function signinRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, users, sessions, config } = ctx
  const nowSec = () => Math.floor(config.now() / 1000)
  const limiter = ctx.limiter
  const limits = ctx.limits
  const carrier: CarrierProvider = config.carrier ?? new LocalCarrierProvider(config.oneClickLocalPhone)
  const wechat: WechatProvider = config.wechat ?? new LocalWechatProvider(config.wxLocalPhone)
  const scanEvents = new EventEmitter()
  scanEvents.setMaxListeners(0)

  const loginCtx = (request: FastifyRequest, p: Params) => ({ device: deviceFields(p), cid: cidOf(request), ip: request.ip })
  const limitLogin = (request: FastifyRequest, phone?: string) => {
    limiter.hit(`login:ip:${request.ip}`, limits.loginIp)
    if (phone) limiter.hit(`login:phone:${phone}`, limits.loginPhone)
  }
  const userOf = (request: FastifyRequest): UserRow => {
    const u = users.byUserId(request.auth!.userId)
    if (!u) throw fail('TOKEN_INVALID')
    return u
  }
  const freshUserInfo = (userId: string): UserInfo => toUserInfo(users.byUserId(userId) as UserRow)

  // ---------- one-click login ----------

  app.get('/sso/sso/oneClickPreCheck', async () => {
    const data: OneClickPreCheck = { available: true, provider: carrier.name }
    return ok(data)
  })

  app.post('/sso/sso/getPrefetchPhoneNumber', async (request) => {
    const p = asParams(request.body)
    const accessToken = str(p, 'accessToken', { label: '本机号码凭证', required: true, max: 512 })
    const openId = str(p, 'openId', { label: 'openId', max: 128 }) ?? ''
    limiter.hit(`oneclick:ip:${request.ip}`, limits.oneClickIp)
    let phone: string | null
    try {
      phone = await carrier.phoneFor(accessToken, openId)
    } catch (err) {
      request.log.warn({ err }, 'carrier gateway failed')
      phone = null
    }
    if (!phone || !/^1[2-9]\d{9}$/.test(phone)) throw new ApiError(ERRORS.ONE_CLICK_UNAVAILABLE)
    const confirmId = rand(24)
    const now = nowSec()
    db.prepare('INSERT INTO one_click_confirms (confirm_id, phone, cid, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
      confirmId, phone, cidOf(request), now, now + ONE_CLICK_CONFIRM_TTL_SEC,
    )
    const data: PrefetchPhoneResult = { confirmId, phoneMasked: maskPhone(phone), expiresAt: now + ONE_CLICK_CONFIRM_TTL_SEC }
    return ok(data)
  })

  app.post('/sso/sso/oneClickConfirmLogin', async (request) => {
    const p = asParams(request.body)
    const confirmId = str(p, 'confirmId', { label: 'confirmId', required: true, max: 64 })
    const lc = loginCtx(request, p)
    limitLogin(request)
    const now = nowSec()
    const result = db.transaction((): LoginResult => {
      const row = db.prepare('SELECT * FROM one_click_confirms WHERE confirm_id = ?').get(confirmId) as
        | { phone: string; cid: string; expires_at: number; used_at: number | null }
        | undefined
      // unknown, used, expired, or asked for by another client: the one-click login has lapsed
      if (!row || row.used_at !== null || row.expires_at <= now || (row.cid && row.cid !== lc.cid)) throw new ApiError(ERRORS.ONE_CLICK_EXPIRED)
      db.prepare('UPDATE one_click_confirms SET used_at = ? WHERE confirm_id = ?').run(now, confirmId)
      return ctx.login.issue(ctx.login.userForPhone(row.phone), lc)
    })()
    return ok(result)
  })

  // ---------- scan login ----------

  const scanRow = (ticket: string) => db.prepare('SELECT * FROM scan_tickets WHERE ticket = ?').get(ticket) as ScanRow | undefined
  const liveStatus = (row: ScanRow): ScanStatus =>
    (row.status === 'waiting' || row.status === 'scanned') && row.expires_at <= nowSec() ? 'expired' : row.status
  const ticketParam = (p: Params) => str(p, 'ticket', { label: '二维码票据', required: true, max: 64, pattern: /^[\w-]{16,64}$/, patternMsg: '二维码票据格式不正确' })

  /** The state for the waiting page; a confirmed ticket hands its token over exactly once. */
  function takeState(ticket: string): ScanState {
    const row = scanRow(ticket)
    if (!row) throw new ApiError(ERRORS.SCAN_TICKET_INVALID, '二维码不存在，请刷新后重试')
    const status = liveStatus(row)
    if (status !== 'confirmed') return { status }
    const taken = db.prepare("UPDATE scan_tickets SET status = 'consumed', token = NULL WHERE ticket = ? AND status = 'confirmed'").run(ticket).changes
    if (!taken || !row.token || !row.user_id) return { status: 'consumed' }
    return { status: 'confirmed', login: { token: row.token, expiresAt: row.token_expires ?? 0, user: freshUserInfo(row.user_id) } }
  }

  app.post('/sso/scan/ticket', async (request) => {
    const p = asParams(request.body)
    const d = deviceFields(p)
    limiter.hit(`scan:ip:${request.ip}`, limits.scanTicketIp)
    const ticket = rand(24)
    const now = nowSec()
    db.prepare(
      `INSERT INTO scan_tickets (ticket, device_id, device_name, phone_brand, system_version, app_version, ip, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(ticket, d.deviceIdentification || cidOf(request), d.deviceName ?? '', d.phoneBrand ?? '', d.systemVersion ?? '', d.versions ?? '', request.ip, now, now + SCAN_TICKET_TTL_SEC)
    const origin = headerOrigin(request)
    const url = `${origin}/#/pagesLogin/scan/scan?ticket=${ticket}`
    const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    const data: ScanTicket = { ticket, qrSvg, url, expiresAt: now + SCAN_TICKET_TTL_SEC }
    return ok(data)
  })

  app.get('/sso/scan/status', async (request) => {
    const ticket = ticketParam(asParams(request.query))
    const data: ScanState = takeState(ticket)
    return ok(data)
  })

  app.get('/sso/scan/ws', { websocket: true }, (socket, request) => {
    const ticket = String((request.query as Record<string, unknown>)?.ticket ?? '')
    const send = (state: ScanState) => {
      if (socket.readyState === 1) socket.send(JSON.stringify(state))
    }
    let done = false
    const finish = () => {
      done = true
      scanEvents.off(ticket, onChange)
      clearTimeout(timer)
      if (socket.readyState === 1) socket.close(1000)
    }
    const onChange = () => {
      if (done) return
      let state: ScanState
      try {
        state = takeState(ticket)
      } catch {
        send({ status: 'expired' })
        finish()
        return
      }
      send(state)
      if (state.status !== 'waiting' && state.status !== 'scanned') finish()
    }
    const row = /^[\w-]{16,64}$/.test(ticket) ? scanRow(ticket) : undefined
    const timer = setTimeout(onChange, Math.max(0, ((row?.expires_at ?? 0) - nowSec()) * 1000 + 200))
    socket.on('close', () => {
      done = true
      scanEvents.off(ticket, onChange)
      clearTimeout(timer)
    })
    scanEvents.on(ticket, onChange)
    onChange()
  })

  /** A ticket a signed-in user may still act on, or 4004. */
  function openTicket(ticket: string): ScanRow {
    const row = scanRow(ticket)
    if (!row) throw new ApiError(ERRORS.SCAN_TICKET_INVALID, '二维码不存在，请让对方刷新后重新扫码')
    const status = liveStatus(row)
    if (status === 'expired') throw new ApiError(ERRORS.SCAN_TICKET_INVALID, '二维码已过期，请让对方刷新后重新扫码')
    if (status !== 'waiting' && status !== 'scanned') throw new ApiError(ERRORS.SCAN_TICKET_INVALID, '二维码已使用，请让对方刷新后重新扫码')
    return row
  }

  app.get('/sso/scan/info', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const row = openTicket(ticketParam(asParams(request.query)))
    db.prepare("UPDATE scan_tickets SET status = 'scanned' WHERE ticket = ? AND status = 'waiting'").run(row.ticket)
    scanEvents.emit(row.ticket)
    const data: ScanTicketInfo = {
      status: 'scanned', deviceName: row.device_name, phoneBrand: row.phone_brand, systemVersion: row.system_version,
      appVersion: row.app_version, ip: row.ip, createdAt: row.created_at, expiresAt: row.expires_at,
    }
    return ok(data)
  })

  app.post('/sso/scan/confirm', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const ticket = ticketParam(asParams(request.body))
    const user = userOf(request)
    db.transaction(() => {
      const row = openTicket(ticket)
      // the confirming device stays signed in: both devices are the user's, confirmed in hand
      const login = ctx.login.issue(
        user,
        { device: { deviceIdentification: row.device_id, deviceName: row.device_name, phoneBrand: row.phone_brand, systemVersion: row.system_version, versions: row.app_version }, cid: row.device_id, ip: row.ip },
        { keepJti: request.auth!.claims.jti },
      )
      db.prepare("UPDATE scan_tickets SET status = 'confirmed', user_id = ?, token = ?, token_expires = ? WHERE ticket = ?").run(user.user_id, login.token, login.expiresAt, ticket)
    })()
    scanEvents.emit(ticket)
    return ok(null)
  })

  app.post('/sso/scan/refuse', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const ticket = ticketParam(asParams(request.body))
    openTicket(ticket)
    db.prepare("UPDATE scan_tickets SET status = 'refused' WHERE ticket = ?").run(ticket)
    scanEvents.emit(ticket)
    return ok(null)
  })

  // ---------- forgotten and changed passwords ----------

  app.post('/sso/pwd/forget/verify', async (request) => {
    const p = asParams(request.body)
    const phone = mobile(p)
    const code = str(p, 'code', { label: '验证码', required: true, max: 6, pattern: /^\d{6}$/, patternMsg: '请输入6位数字验证码' })
    limitLogin(request, phone)
    const user = users.byPhone(phone)
    if (!user) throw badParam('该手机号尚未注册')
    ctx.smsCodes.verify(phone, 'reset', code)
    const now = nowSec()
    const data: ResetTicket = { resetTicket: rand(24), expiresAt: now + RESET_TICKET_TTL_SEC }
    db.prepare('INSERT INTO reset_tickets (ticket, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(data.resetTicket, user.user_id, now, data.expiresAt)
    return ok(data)
  })

  app.post('/sso/pwd/reset', async (request) => {
    const p = asParams(request.body)
    const phone = mobile(p)
    const ticket = str(p, 'resetTicket', { label: '重置凭证', required: true, max: 64 })
    const password = newPassword(p)
    const hash = await hashPassword(password)
    const now = nowSec()
    db.transaction(() => {
      const row = db.prepare('SELECT * FROM reset_tickets WHERE ticket = ?').get(ticket) as { user_id: string; expires_at: number; used_at: number | null } | undefined
      const user = users.byPhone(phone)
      if (!row || !user || row.user_id !== user.user_id || row.used_at !== null) throw badParam('重置链接已失效，请重新获取验证码')
      if (row.expires_at <= now) throw badParam('重置已超时，请重新获取验证码')
      db.prepare('UPDATE reset_tickets SET used_at = ? WHERE ticket = ?').run(now, ticket)
      users.setPassword(user.user_id, hash)
      users.clearFailedLogins(user.user_id)
      // whoever knew the old password is signed out everywhere
      sessions.revokeAllForUser(user.user_id, now)
    })()
    return ok(null)
  })

  /** Signed-in change: the old password, or an SMS code of scene 'reset' sent to the account's phone. */
  app.post('/sso/pwd/change', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const p = asParams(request.body)
    const user = userOf(request)
    const oldPassword = str(p, 'oldPassword', { label: '原密码', max: 32, trim: false })
    const code = str(p, 'code', { label: '验证码', max: 6, pattern: /^\d{6}$/, patternMsg: '请输入6位数字验证码' })
    const password = newPassword(p)
    if (!oldPassword && !code) throw badParam('请输入原密码或短信验证码')
    if (oldPassword) {
      if (!user.password_hash) throw badParam('您尚未设置密码，请使用短信验证码设置')
      if (!user.phone) throw badParam('请先绑定手机号')
      await ctx.login.checkPassword(user.phone, oldPassword).catch((e: ApiError) => {
        throw e.code === ERRORS.LOGIN_FAILED.code ? new ApiError(ERRORS.PASSWORD_MISMATCH, e.message.replace('手机号或密码错误', '原密码错误')) : e
      })
    } else {
      if (!user.phone) throw badParam('请先绑定手机号')
      ctx.smsCodes.verify(user.phone, 'reset', code as string)
    }
    users.setPassword(user.user_id, await hashPassword(password))
    users.clearFailedLogins(user.user_id)
    sessions.revokeAllForUser(user.user_id, nowSec(), request.auth!.claims.jti)
    return ok(freshUserInfo(user.user_id))
  })

  // ---------- WeChat ----------

  app.post('/sso/wx/login', async (request) => {
    const p = asParams(request.body)
    const code = str(p, 'code', { label: '微信登录凭证', required: true, max: 128 })
    const lc = loginCtx(request, p)
    limitLogin(request)
    const openId = await wechat.openIdFor(code).catch(() => null)
    if (!openId) throw badParam('微信登录凭证无效，请重试')
    const result = db.transaction((): WxLoginResult => {
      const user = users.byWxOpenId(openId) ?? users.createIdentity({ wxOpenId: openId, nickname: '微信用户', nowSec: nowSec() })
      return { ...ctx.login.issue(user, lc), needBindPhone: !user.phone }
    })()
    return ok(result)
  })

  /**
   * Links a phone to the signed-in WeChat account. When the phone already has an account without
   * WeChat, the WeChat identity moves to it (the empty WeChat-only account is dropped) and a token
   * for that account is returned.
   */
  function bindPhone(request: FastifyRequest, phone: string, p: Params): LoginResult {
    const me = userOf(request)
    if (me.phone) throw badParam('当前账号已绑定手机号')
    return db.transaction((): LoginResult => {
      const owner = users.byPhone(phone)
      if (!owner) {
        users.setPhone(me.user_id, phone)
        return { token: tokenOf(request) as string, expiresAt: request.auth!.claims.exp, user: freshUserInfo(me.user_id) }
      }
      if (owner.wx_open_id) throw fail('PHONE_TAKEN')
      users.setWxOpenId(me.user_id, null)
      users.setWxOpenId(owner.user_id, me.wx_open_id)
      sessions.revokeAllForUser(me.user_id, nowSec())
      users.remove(me.user_id)
      return ctx.login.issue(users.byUserId(owner.user_id) as UserRow, loginCtx(request, p))
    })()
  }

  app.post('/sso/wx/phone', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const p = asParams(request.body)
    const code = str(p, 'code', { label: '手机号授权凭证', required: true, max: 128 })
    const phone = await wechat.phoneFor(code).catch(() => null)
    if (!phone || !/^1[2-9]\d{9}$/.test(phone)) throw badParam('未能获取微信绑定的手机号，请使用短信验证码绑定')
    return ok(bindPhone(request, phone, p))
  })

  app.post('/sso/wx/bindPhone', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const p = asParams(request.body)
    const phone = mobile(p)
    const code = str(p, 'code', { label: '验证码', required: true, max: 6, pattern: /^\d{6}$/, patternMsg: '请输入6位数字验证码' })
    limitLogin(request, phone)
    ctx.smsCodes.verify(phone, 'bind', code)
    return ok(bindPhone(request, phone, p))
  })

  // ---------- partner (领扬) ----------

  app.post('/sso/lingYangLogin/lingYangLogin', async (request) => {
    const p = asParams(request.body)
    const ticket = str(p, 'ticket', { label: '领扬登录凭证', required: true, max: 2048 })
    const lc = loginCtx(request, p)
    limitLogin(request)
    const now = nowSec()
    const checked = verifyPartnerTicket(ticket, config.lingyangSecret, now)
    if (!checked.ok) {
      throw new ApiError(ERRORS.PARTNER_TICKET_INVALID, checked.reason === 'expired' ? '领扬登录凭证已过期，请返回领扬APP重新进入' : undefined)
    }
    const c = checked.claims
    const result = db.transaction((): LoginResult => {
      db.prepare('DELETE FROM partner_nonces WHERE expires_at <= ?').run(now)
      const fresh = db.prepare('INSERT OR IGNORE INTO partner_nonces (nonce, expires_at) VALUES (?, ?)').run(c.nonce, c.exp).changes
      if (!fresh) throw new ApiError(ERRORS.PARTNER_TICKET_INVALID, '领扬登录凭证已使用，请返回领扬APP重新进入')
      let user = users.byPartnerUid(c.uid)
      if (!user && c.phone) {
        const byPhone = users.byPhone(c.phone)
        if (byPhone && !byPhone.partner_uid) {
          users.setPartnerUid(byPhone.user_id, c.uid)
          user = users.byUserId(byPhone.user_id)
        }
      }
      if (!user) {
        user = users.createIdentity({ partnerUid: c.uid, phone: c.phone && !users.byPhone(c.phone) ? c.phone : null, nickname: (c.name ?? '').slice(0, 20) || '领扬用户', nowSec: now })
      }
      return ctx.login.issue(user, lc)
    })()
    return ok(result)
  })

  // ---------- devices ----------

  app.get('/sso/api/userCenter/devices', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const now = nowSec()
    const me = request.auth!.claims.jti
    const status = (s: SessionRow): DeviceSession['status'] =>
      s.revoked_at !== null ? 'revoked' : s.superseded ? 'superseded' : s.expires_at <= now ? 'expired' : 'active'
    const data: DeviceSession[] = sessions.latestPerDevice(request.auth!.userId).map((s) => ({
      id: crypto.createHash('sha256').update(s.jti).digest('hex').slice(0, 12),
      deviceName: s.device_name || '未知设备',
      phoneBrand: s.phone_brand,
      systemVersion: s.system_version,
      appVersion: s.app_version,
      ip: s.ip,
      loginAt: s.created_at,
      status: status(s),
      current: s.jti === me,
    }))
    return ok(data)
  })

  // ---------- invitation codes ----------

  app.post('/user/api/v1/invite/addInviteCode', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const p = asParams(request.body)
    const code = str(p, 'inviteCode', { label: '邀请码', required: true, max: 16, pattern: /^[A-Za-z0-9]{4,16}$/, patternMsg: '邀请码为4-16位字母或数字' }).toUpperCase()
    const user = userOf(request)
    limiter.hit(`invite:user:${user.user_id}`, limits.inviteUser)
    const now = nowSec()
    const data = db.transaction((): InviteCodeResult => {
      if (user.promotion_source > 0 || db.prepare('SELECT 1 FROM invite_uses WHERE user_id = ?').get(user.user_id)) throw badParam('您已填写过邀请码，无需重复填写')
      const row = db.prepare('SELECT * FROM invite_codes WHERE code = ?').get(code) as
        | { code: string; source: number; label: string; max_uses: number; used_count: number; expires_at: number }
        | undefined
      if (!row) throw badParam('邀请码不存在，请核对后重新输入')
      if (row.expires_at > 0 && row.expires_at <= now) throw badParam('该邀请码已过期')
      if (row.max_uses > 0 && row.used_count >= row.max_uses) throw badParam('该邀请码已达使用上限')
      db.prepare('UPDATE invite_codes SET used_count = used_count + 1 WHERE code = ?').run(code)
      db.prepare('INSERT INTO invite_uses (code, user_id, at) VALUES (?, ?, ?)').run(code, user.user_id, now)
      users.setPromotion(user.user_id, row.source, 1)
      return { promotionSource: row.source, label: row.label, user: freshUserInfo(user.user_id) }
    })()
    return ok(data)
  })

  /** The user skipped the invitation page: it is not offered again. */
  app.post('/user/api/v1/invite/skipInviteCode', { preHandler: ctx.auth.requireLogin }, async (request) => {
    const user = userOf(request)
    users.setDateLimitStatus(user.user_id, 1)
    return ok(freshUserInfo(user.user_id))
  })
}

function newPassword(p: Params): string {
  const password = typeof p.password === 'string' ? p.password : ''
  const bad = checkNewPassword(password)
  if (bad) throw badParam(bad)
  if (p.confirmPassword !== undefined && p.confirmPassword !== password) throw badParam('两次输入的密码不一致')
  return password
}

/** The origin the QR code points at: the page's own origin when the browser sent one. */
function headerOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin
  if (typeof origin === 'string' && /^https?:\/\/[\w.-]+(:\d+)?$/.test(origin)) return origin
  const host = request.headers.host
  if (typeof host === 'string' && /^[\w.-]+(:\d+)?$/.test(host)) return `${request.protocol}://${host}`
  return 'http://127.0.0.1:8080'
}

