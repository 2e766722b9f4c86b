/**
 * What every login call shares: the device it comes from (shown in the device list), the client it asks for, the
 * limits on attempts; and the device list itself.
 */
import crypto from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { DeviceInfo, DeviceSession } from '../../../contract/api/api'
import { cidOf } from '../plugins/auth'
import type { SessionRepo, SessionRow } from '../store/sessions'
import type { LoginContext } from './login'
import type { RateLimiter, signinLimits } from './rate-limit'

const field = (v: string | undefined): string | undefined => v?.trim() || undefined

/** The device fields of a login body, trimmed; empty ones are left out. */
export function deviceOf(body: DeviceInfo): DeviceInfo {
  return {
    deviceIdentification: field(body.deviceIdentification),
    deviceName: field(body.deviceName),
    phoneBrand: field(body.phoneBrand),
    systemVersion: field(body.systemVersion),
    versions: field(body.versions),
  }
}

export function loginContext(request: FastifyRequest, body: DeviceInfo): LoginContext {
  return { device: deviceOf(body), cid: cidOf(request), ip: request.ip }
}

export interface LoginLimits {
  limiter: RateLimiter
  limits: ReturnType<typeof signinLimits>
}

/** Every login attempt counts against the client IP and, when it names one, the phone (4290 beyond the limits). */
export async function limitLogin(services: LoginLimits, ip: string, phone?: string): Promise<void> {
  await services.limiter.hit(`login:ip:${ip}`, services.limits.loginIp)
  if (phone) await services.limiter.hit(`login:phone:${phone}`, services.limits.loginPhone)
}

function sessionStatus(s: SessionRow, nowSec: number): DeviceSession['status'] {
  if (s.revoked_at !== null) return 'revoked'
  if (s.superseded) return 'superseded'
  return s.expires_at <= nowSec ? 'expired' : 'active'
}

/** The user's latest session on each device, newest first; `currentJti` marks the one asking. */
export async function deviceSessions(sessions: SessionRepo, userId: string, currentJti: string, nowSec: number): Promise<DeviceSession[]> {
  return (await sessions.latestPerDevice(userId)).map((s) => ({
    // a short digest: the session id itself is never shown
    id: crypto.createHash('sha256').update(s.jti).digest('hex').slice(0, 12),
    deviceName: s.device_name || '未知设备',
    phoneBrand: s.phone_brand,
    systemVersion: s.system_version,
    appVersion: s.app_version,
    ip: s.ip,
    loginAt: s.created_at,
    status: sessionStatus(s, nowSec),
    current: s.jti === currentJti,
  }))
}
