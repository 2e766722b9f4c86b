/**
 * Scan login: a device without a session shows a QR code of a one-time ticket; a signed-in phone scans it, sees
 * which device asks, and confirms or refuses. The waiting page learns the outcome over a socket (or by polling) and
 * receives the new token exactly once. A ticket lives 2 minutes.
 */
import crypto from 'node:crypto'
import { EventEmitter } from 'node:events'
import QRCode from 'qrcode'
import type { DeviceInfo, ScanState, ScanStatus, ScanTicket, ScanTicketInfo } from '../../../contract/api/api'
import { TICKET_PATTERN } from '../../../contract/schemas/signin'
import { ApiError, ERRORS } from '../errors'
import type { ScanTicketRow } from '../store/scan-tickets'
import type { UserRow } from '../store/users'
import { toUserInfo } from '../store/users'
import type { SigninDeps } from './deps'

export const SCAN_TICKET_TTL_SEC = 120
const TICKET = new RegExp(TICKET_PATTERN)
const invalid = (msg: string) => new ApiError(ERRORS.SCAN_TICKET_INVALID, msg)

export class ScanLogin {
  /** one event per ticket whenever its state changes: the sockets waiting on it look again */
  private readonly changes = new EventEmitter()

  constructor(private readonly d: SigninDeps) {
    this.changes.setMaxListeners(0)
  }

  /** A new ticket for the device, with the QR code of the H5 scan page under `origin`. */
  async create(device: DeviceInfo, cid: string, ip: string, origin: string): Promise<ScanTicket> {
    const ticket = crypto.randomBytes(24).toString('base64url')
    const now = this.d.nowSec()
    const expiresAt = now + SCAN_TICKET_TTL_SEC
    await this.d.signin.scanTickets.create({
      ticket,
      deviceId: device.deviceIdentification || cid,
      deviceName: device.deviceName ?? '',
      phoneBrand: device.phoneBrand ?? '',
      systemVersion: device.systemVersion ?? '',
      appVersion: device.versions ?? '',
      ip,
      createdAt: now,
      expiresAt,
    })
    const url = `${origin}/#/pagesLogin/scan/scan?ticket=${ticket}`
    const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    return { ticket, qrSvg, url, expiresAt }
  }

  private liveStatus(row: ScanTicketRow): ScanStatus {
    return (row.status === 'waiting' || row.status === 'scanned') && row.expires_at <= this.d.nowSec() ? 'expired' : row.status
  }

  /** The state for the waiting page; a confirmed ticket hands its token over exactly once. */
  async state(ticket: string): Promise<ScanState> {
    const row = await this.d.signin.scanTickets.byTicket(ticket)
    if (!row) throw invalid('二维码不存在，请刷新后重试')
    const status = this.liveStatus(row)
    if (status !== 'confirmed') return { status }
    const taken = await this.d.signin.scanTickets.consume(ticket)
    if (!taken || !row.token || !row.user_id) return { status: 'consumed' }
    const user = await this.d.users.byUserId(row.user_id)
    if (!user) return { status: 'consumed' }
    return { status: 'confirmed', login: { token: row.token, expiresAt: row.token_expires ?? 0, user: toUserInfo(user) } }
  }

  /** A ticket a signed-in user may still act on, or 4004. */
  private async open(ticket: string): Promise<ScanTicketRow> {
    const row = await this.d.signin.scanTickets.byTicket(ticket)
    if (!row) throw invalid('二维码不存在，请让对方刷新后重新扫码')
    const status = this.liveStatus(row)
    if (status === 'expired') throw invalid('二维码已过期，请让对方刷新后重新扫码')
    if (status !== 'waiting' && status !== 'scanned') throw invalid('二维码已使用，请让对方刷新后重新扫码')
    return row
  }

  /** The phone scanned the code: it sees the asking device, and the waiting page shows "scanned". */
  async scan(ticket: string): Promise<ScanTicketInfo> {
    const row = await this.open(ticket)
    await this.d.signin.scanTickets.markScanned(ticket)
    this.changes.emit(ticket)
    return {
      status: 'scanned',
      deviceName: row.device_name,
      phoneBrand: row.phone_brand,
      systemVersion: row.system_version,
      appVersion: row.app_version,
      ip: row.ip,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }
  }

  /** Signs the asking device in as `user`; the confirming phone (session `keepJti`) stays signed in: both are the user's. */
  async confirm(ticket: string, user: UserRow, keepJti: string): Promise<void> {
    await this.d.signin.atomically(async () => {
      const row = await this.open(ticket)
      const device: DeviceInfo = {
        deviceIdentification: row.device_id,
        deviceName: row.device_name,
        phoneBrand: row.phone_brand,
        systemVersion: row.system_version,
        versions: row.app_version,
      }
      const login = await this.d.login.issue(user, { device, cid: row.device_id, ip: row.ip }, { keepJti })
      await this.d.signin.scanTickets.confirm(ticket, { userId: user.user_id, token: login.token, tokenExpires: login.expiresAt })
    })
    this.changes.emit(ticket)
  }

  async refuse(ticket: string): Promise<void> {
    await this.open(ticket)
    await this.d.signin.scanTickets.refuse(ticket)
    this.changes.emit(ticket)
  }

  /**
   * Follows a ticket for a socket: `send` gets the state at once, on every change and at expiry; after a final
   * state (or for an unknown ticket, sent as 'expired') `end` is called. Answers the function that stops following.
   */
  async watch(ticket: string, send: (state: ScanState) => void, end: () => void): Promise<() => void> {
    let done = false
    const stop = () => {
      done = true
      this.changes.off(ticket, onChange)
      clearTimeout(timer)
    }
    const look = async () => {
      if (done) return
      let state: ScanState
      try {
        state = await this.state(ticket)
      } catch {
        state = { status: 'expired' }
      }
      send(state)
      if (state.status !== 'waiting' && state.status !== 'scanned') {
        stop()
        end()
      }
    }
    // a socket that is gone when the state is sent has nothing left to tell
    const onChange = () => void look().catch(() => undefined)
    const row = TICKET.test(ticket) ? await this.d.signin.scanTickets.byTicket(ticket) : undefined
    const timer = setTimeout(onChange, Math.max(0, ((row?.expires_at ?? 0) - this.d.nowSec()) * 1000 + 200))
    this.changes.on(ticket, onChange)
    await look()
    return stop
  }
}
