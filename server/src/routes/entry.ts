/**
 * Entry codes (二维码入口): a code for a company, a person or a scan ticket (anyone, rate-limited), for an invitation code
 * or a monitoring dynamic (its signed-in owner only); what a code opens (no login); a code's QR image.
 */
import type { FastifyRequest } from 'fastify'
import { API } from '../../../contract/endpoints'
import { ENTRY_KIND_DEFS, ENTRY_PAGE, entryLink, validEntryId, type EntryKind } from '../../../contract/domain/entry'
import { entrySchemas, type EntryCode } from '../../../contract/schemas/entry'
import { ApiError, ERRORS, badParam, fail, ok } from '../errors'
import type { Limit } from '../auth/rate-limit'
import { tokenOf } from '../plugins/auth'
import { LocalWechatProvider } from '../providers/wechat'
import { EntryCodes } from '../entry/codes'
import { ImageCache, imageType, linkQrPng } from '../entry/images'
import { publicBase } from '../entry/origin'
import type { EntryCodeRow } from '../store/entry-codes'
import { userIdOf, type ApiPlugin } from './plugin'

const LIMITS = {
  create: { max: 60, windowSec: 600, msg: '生成二维码过于频繁，请{wait}后再试' },
  createOwn: { max: 60, windowSec: 600, msg: '生成二维码过于频繁，请{wait}后再试' },
  resolve: { max: 120, windowSec: 60, msg: '扫码过于频繁，请{wait}后再试' },
  image: { max: 120, windowSec: 600, msg: '获取二维码过于频繁，请{wait}后再试' },
} satisfies Record<string, Limit>

const entryRoutes: ApiPlugin = async (app) => {
  const { repos, config, services } = app
  const codes = new EntryCodes(repos.entryCodes, config.jwtSecret, config.now)
  const images = new ImageCache()
  const limit = (key: string, l: Limit) => services.limiter.hit(`entry:${key}`, l)

  const view = (row: EntryCodeRow): EntryCode => {
    const code = codes.codeOf(row.id)
    return {
      code,
      kind: row.kind,
      id: row.target,
      link: entryLink(publicBase(app), code),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }
  }

  const checkId = (kind: EntryKind, id: string) => {
    if (!validEntryId(kind, id)) throw badParam(ENTRY_KIND_DEFS[kind].idMessage)
  }

  /** the signed-in caller of a route open to everyone, or null */
  const callerOf = async (request: FastifyRequest): Promise<string | null> => {
    try {
      return tokenOf(request) ? (await app.auth.resolve(tokenOf(request))).userId : null
    } catch {
      return null
    }
  }

  app.post(API.entry.create, { schema: entrySchemas.create }, async (request) => {
    await limit(`create:${request.ip}`, LIMITS.create)
    const { kind, id } = request.body
    checkId(kind, id)
    const by = await callerOf(request)
    if (kind === 'company' || kind === 'person') {
      if (!(await repos.footprints.exists(kind, id))) throw fail('NOT_FOUND', kind === 'company' ? '企业不存在' : '人员不存在')
      return ok(view(await codes.issue(kind, id, by)))
    }
    // a scan ticket: its code lives exactly as long as the ticket may still be scanned
    const ticket = await repos.signin.scanTickets.byTicket(id)
    const open = ticket && (ticket.status === 'waiting' || ticket.status === 'scanned') && ticket.expires_at * 1000 > config.now()
    if (!ticket || !open) throw new ApiError(ERRORS.SCAN_TICKET_INVALID)
    return ok(view(await codes.issue(kind, id, by, ticket.expires_at * 1000)))
  })

  app.post(API.entry.createOwn, { schema: entrySchemas.createOwn, preHandler: app.auth.requireLogin }, async (request) => {
    const userId = userIdOf(request)
    await limit(`createOwn:${userId}`, LIMITS.createOwn)
    const { kind } = request.body
    const id = kind === 'invite' ? request.body.id.toUpperCase() : request.body.id
    checkId(kind, id)
    if (kind === 'dynamic') {
      if (!(await repos.messages.visibleDynamic(userId, Number(id)))) throw fail('NOT_FOUND', '动态不存在')
      return ok(view(await codes.issue(kind, id, userId)))
    }
    // another user's invitation code answers as one that does not exist
    const invite = await repos.signin.invites.byCode(id)
    if (!invite || (await repos.entryCodes.inviteOwner(id)) !== userId) throw fail('NOT_FOUND', '邀请码不存在')
    const ends = invite.expires_at > 0 ? invite.expires_at * 1000 : Infinity
    if (ends <= config.now()) throw badParam('该邀请码已过期')
    if (invite.max_uses > 0 && invite.used_count >= invite.max_uses) throw badParam('该邀请码已达使用上限')
    return ok(view(await codes.issue(kind, id, userId, ends)))
  })

  app.get(API.entry.resolve, { schema: entrySchemas.resolve }, async (request) => {
    await limit(`resolve:${request.ip}`, LIMITS.resolve)
    return ok(await codes.resolve(request.query.code))
  })

  app.get(API.entry.image, { schema: entrySchemas.image }, async (request, reply) => {
    await limit(`image:${request.ip}`, LIMITS.image)
    const { code, type = 'link' } = request.query
    const row = await codes.check(code)
    const base = publicBase(app)
    const wechat = config.wechat ?? new LocalWechatProvider(config.wxLocalPhone, base)
    const png = await images
      .get(`${type}:${code}:${wechat.name === 'local' || type === 'link' ? base : ''}`, () =>
        type === 'mini' ? wechat.miniProgramCode(code, ENTRY_PAGE) : linkQrPng(entryLink(base, code)),
      )
      .catch((err) => {
        request.log.warn({ err }, 'mini-program code failed')
        throw fail('INTERNAL', '二维码生成失败，请稍后再试')
      })
    // the image depends only on the code and the configuration, so any cache may keep it, but not past the code's end
    const maxAge = Math.max(0, Math.min(86400, Math.floor((row.expires_at - config.now()) / 1000)))
    return reply.type(imageType(png)).header('cache-control', `public, max-age=${maxAge}`).send(png)
  })
}

export default entryRoutes
