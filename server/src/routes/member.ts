/**
 * Membership, orders and coupons, and the address WeChat Pay posts its notifications to. The level list is public;
 * everything else is the signed-in user's own (another user's order answers 4040 like a missing one).
 */
import { API } from '../../../contract/endpoints'
import { memberSchemas } from '../../../contract/schemas/member'
import { Type } from '../../../contract/schemas/common'
import { ok } from '../errors'
import { sameSite } from './same-site'
import type { ApiPlugin } from './plugin'
import { userIdOf } from './plugin'

const memberRoutes: ApiPlugin = async (app) => {
  const money = app.money
  const login = app.auth.requireLogin

  app.get(API.member.levels, { schema: memberSchemas.levels }, async () => ok(money.levels()))
  app.get(API.member.info, { schema: memberSchemas.info, preHandler: login }, async (request) => ok(await money.info(userIdOf(request))))
  app.get(API.member.coupons, { schema: memberSchemas.coupons, preHandler: login }, async (request) =>
    ok({ list: await money.coupons(userIdOf(request), request.query.state) }),
  )

  app.post(API.member.orderCreate, { schema: memberSchemas.orderCreate, preHandler: login }, async (request) =>
    ok(
      await money.createOrder(
        userIdOf(request),
        {
          ...request.body,
          returnUrl: sameSite(request.body.returnUrl, request.headers.host),
          payer: { wxCode: request.body.wxCode, oaCode: request.body.oaCode },
        },
        request.ip,
      ),
    ),
  )
  app.post(API.member.orderPay, { schema: memberSchemas.orderPay, preHandler: login }, async (request) => {
    const { orderNo, payMethod, returnUrl, wxCode, oaCode } = request.body
    const back = sameSite(returnUrl, request.headers.host)
    return ok(await money.payAgain(userIdOf(request), orderNo, payMethod, request.ip, back, { wxCode, oaCode }))
  })
  // the app asks here when it comes back from paying: the state is confirmed with WeChat, never taken from the app
  app.get(API.member.orderDetail, { schema: memberSchemas.orderDetail, preHandler: login }, async (request) =>
    ok(await money.sync(userIdOf(request), request.query.orderNo)),
  )
  app.get(API.member.orderList, { schema: memberSchemas.orderList, preHandler: login }, async (request) => {
    const { pageNum = 1, pageSize = 20, state } = request.query
    return ok(await money.list(userIdOf(request), state, pageNum, pageSize))
  })
  app.post(API.member.orderCancel, { schema: memberSchemas.orderCancel, preHandler: login }, async (request) =>
    ok(await money.cancel(userIdOf(request), request.body.orderNo)),
  )
  app.post(API.member.orderRefund, { schema: memberSchemas.orderRefund, preHandler: login }, async (request) =>
    ok(await money.refund(userIdOf(request), request.body.orderNo, (request.body.reason ?? '').trim())),
  )

  // WeChat's notification: the signature covers the body byte for byte, so it is kept as the raw text
  await app.register(async (notify) => {
    notify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body))
    notify.post(
      API.member.wechatNotify,
      {
        schema: {
          hide: true,
          response: {
            '4xx': Type.Object({ code: Type.String(), message: Type.String() }),
            '5xx': Type.Object({ code: Type.String(), message: Type.String() }),
          },
        },
      },
      async (request, reply) => {
        const r = await money.notify(request.headers, typeof request.body === 'string' ? request.body : '')
        if (r.status < 300) return reply.code(204).send()
        return reply.code(r.status).send({ code: 'FAIL', message: r.reason === 'MISMATCH' ? '订单或金额不符' : '验签失败' })
      },
    )
  })
}

export default memberRoutes
