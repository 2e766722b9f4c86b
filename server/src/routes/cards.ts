/**
 * 名片夹 and 我的名片. The kept cards are looked up within the caller's own rows only: another user's card id answers 4040
 * like a missing one. The own card is shared by its random token; the public read of a shared card answers only the
 * fields on the card. A refused request changes nothing.
 */
import { randomBytes } from 'node:crypto'
import { API } from '../../../contract/endpoints'
import { CARDS_MAX, cardSchemas, type Card, type CardBody, type MyCard, type SharedCard } from '../../../contract/schemas/card'
import { cardsFullText, cleanCard, firstCardProblem } from '../../../contract/domain/cards'
import { ApiError, ERRORS, badParam, fail, ok } from '../errors'
import type { CardFields, CardRow, MyCardRow } from '../store/cards'
import { userIdOf, type ApiPlugin } from './plugin'

const face = (r: CardRow | MyCardRow) => ({
  name: r.name,
  mobile: r.mobile,
  landline: r.landline,
  email: r.email,
  company: r.company,
  pid: r.pid,
  title: r.title,
  address: r.address,
  note: r.note,
})

const toCard = (r: CardRow): Card => ({ id: r.id, ...face(r), initial: r.initial, createdAt: r.created_at, updatedAt: r.updated_at })
const toMyCard = (r: MyCardRow): MyCard => ({ ...face(r), shareToken: r.share_token, createdAt: r.created_at, updatedAt: r.updated_at })
const toShared = (r: MyCardRow): SharedCard => ({ ...face(r), updatedAt: r.updated_at })

/** 22 characters of randomness: a link cannot be guessed from another or from its owner */
const newShareToken = () => randomBytes(16).toString('base64url')

const missingCard = () => fail('NOT_FOUND', '名片不存在或已删除')
const missingShared = () => fail('NOT_FOUND', '名片不存在或分享已失效')

const cardRoutes: ApiPlugin = async (app) => {
  const repo = app.repos.cards
  const login = app.auth.requireLogin
  const now = () => app.config.now()

  /** The card as it is kept: trimmed, every rule checked, a linked company that exists. */
  const checked = async (body: CardBody): Promise<CardFields> => {
    const problem = firstCardProblem(body)
    if (problem) throw badParam(problem)
    const c = cleanCard(body)
    if (c.pid && !(await repo.companyExists(c.pid))) throw fail('NOT_FOUND', '关联的企业不存在')
    return c
  }

  app.get(API.cards.list, { schema: cardSchemas.list, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20, keyword = '', sort = 'recent' } = request.query
    const userId = userIdOf(request)
    const { total, rows } = await repo.list(userId, { keyword, sort, offset: (pageNum - 1) * pageSize, limit: pageSize })
    return ok({
      total,
      totalText: String(total),
      pageNum,
      pageSize,
      list: rows.map(toCard),
      all: keyword.trim() ? await repo.count(userId) : total,
      max: CARDS_MAX,
    })
  })

  app.get(API.cards.detail, { schema: cardSchemas.detail, preHandler: login }, async (request) => {
    const row = await repo.one(userIdOf(request), request.query.id)
    if (!row) throw missingCard()
    return ok(toCard(row))
  })

  app.post(API.cards.create, { schema: cardSchemas.create, preHandler: login }, async (request) => {
    const row = await repo.create(userIdOf(request), await checked(request.body), now(), CARDS_MAX)
    if (!row) throw badParam(cardsFullText)
    return ok(toCard(row))
  })

  app.post(API.cards.update, { schema: cardSchemas.update, preHandler: login }, async (request) => {
    const { id, ...body } = request.body
    const userId = userIdOf(request)
    if (!(await repo.one(userId, id))) throw missingCard()
    const row = await repo.update(userId, id, await checked(body), now())
    if (!row) throw missingCard()
    return ok(toCard(row))
  })

  app.post(API.cards.remove, { schema: cardSchemas.remove, preHandler: login }, async (request) => {
    const removed = await repo.remove(userIdOf(request), request.body.id)
    if (!removed) throw missingCard()
    return ok({ removed })
  })

  app.get(API.cards.mine, { schema: cardSchemas.mine, preHandler: login }, async (request) => {
    const row = await repo.mine(userIdOf(request))
    return ok(row ? toMyCard(row) : null)
  })

  app.post(API.cards.mineSave, { schema: cardSchemas.mineSave, preHandler: login }, async (request) =>
    ok(toMyCard(await repo.saveMine(userIdOf(request), await checked(request.body), now(), newShareToken()))),
  )

  app.post(API.cards.mineDelete, { schema: cardSchemas.mineDelete, preHandler: login }, async (request) => {
    const removed = await repo.removeMine(userIdOf(request))
    if (!removed) throw fail('NOT_FOUND', '你还没有创建名片')
    return ok({ removed })
  })

  app.post(API.cards.mineResetShare, { schema: cardSchemas.mineResetShare, preHandler: login }, async (request) => {
    const row = await repo.resetShare(userIdOf(request), newShareToken())
    if (!row) throw fail('NOT_FOUND', '你还没有创建名片')
    return ok(toMyCard(row))
  })

  app.get(API.cards.shared, { schema: cardSchemas.shared }, async (request) => {
    const row = await repo.byShareToken(request.query.token)
    if (!row) throw missingShared()
    return ok(toShared(row))
  })

  app.post(API.cards.saveShared, { schema: cardSchemas.saveShared, preHandler: login }, async (request) => {
    const { token } = request.body
    const userId = userIdOf(request)
    const shared = await repo.byShareToken(token)
    if (!shared) throw missingShared()
    if ((await repo.mine(userId))?.share_token === token) throw badParam('这是你自己的名片，无需保存')
    const saved = await repo.savedFrom(userId, token)
    // the copy already kept is named, so the app can open it
    if (saved) throw new ApiError(ERRORS.CONFLICT, '这张名片已在你的名片夹中', { id: saved.id })
    const { pid, ...rest } = face(shared)
    const row = await repo.create(userId, { ...rest, pid: pid ?? '' }, now(), CARDS_MAX, token)
    if (!row) throw badParam(cardsFullText)
    return ok(toCard(row))
  })
}

export default cardRoutes
