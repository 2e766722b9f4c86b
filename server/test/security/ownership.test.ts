/**
 * Every user-owned resource is owned: a second user's token, reading, changing or deleting by id, in lists and over the
 * push socket, gets 4040 (or an answer without the first user's data) and changes nothing.
 *
 * The table names every route that demands a signed-in user. The route table of the running server is walked, so a
 * route added later that demands a login and has no entry here fails the coverage test until it is given one.
 */
import WebSocket from 'ws'
import { startServer, type Answer, type TestServer } from '../api/helpers'
import { seedDemo } from '../../src/data/generate'
import { applyFeed } from '../../src/monitor/feed'
import { codeLogin, freshPhone } from '../signin/helpers'

let s: TestServer
let a: string
let b: string
const ids = { groupA: 0, groupB: 0, monitorA: 0, dynamicA: 0, messageA: 0, pidA: '', pidOther: '', orderA: '', couponA: 0 }

type Check = (t: { a: string; b: string }) => Promise<void>

const notFound = (r: Answer) => {
  expect({ status: r.status, code: r.body.code }).toEqual({ status: 404, code: '4040' })
  expect(r.body.data).toBeNull()
}
const json = (x: unknown) => JSON.stringify(x)

/** What A still sees after each foreign attempt: nothing of A's may have changed. */
async function aStillHasEverything() {
  const groups = await s.get('/yqc/api/v1/monitor/group/list', undefined, { token: a })
  expect(json(groups.body.data)).toContain('A的分组')
  const detail = await s.get('/yqc/api/v1/monitor/detail', { id: ids.monitorA }, { token: a })
  expect(detail.body.code).toBe('0000')
  expect(detail.body.data.monitor.groupId).toBe(ids.groupA)
  const own = await s.get('/yqc/api/v1/risk/own', undefined, { token: a })
  expect(json(own.body.data)).toContain(ids.pidA)
  const order = await s.get('/member/order/detail', { orderNo: ids.orderA }, { token: a })
  expect(order.body.data.state).toBe('created')
}

/** Routes that take another user's id: B must get 4040, and A must keep everything. */
const FOREIGN_ID: Record<string, Check> = {
  'POST /api/yqc/api/v1/monitor/group/rename': async ({ b }) =>
    notFound(await s.post('/yqc/api/v1/monitor/group/rename', { id: ids.groupA, name: '改名' }, { token: b })),
  'POST /api/yqc/api/v1/monitor/group/delete': async ({ b }) =>
    notFound(await s.post('/yqc/api/v1/monitor/group/delete', { id: ids.groupA }, { token: b })),
  'POST /api/yqc/api/v1/monitor/group/move': async ({ b }) => {
    notFound(await s.post('/yqc/api/v1/monitor/group/move', { groupId: ids.groupA, ids: [ids.monitorA] }, { token: b }))
    const intoOwn = await s.post('/yqc/api/v1/monitor/group/move', { groupId: ids.groupB, ids: [ids.monitorA] }, { token: b })
    if (intoOwn.body.code === '0000') expect(intoOwn.body.data.moved).toBe(0)
    else notFound(intoOwn)
  },
  'POST /api/yqc/api/v1/monitor/remove': async ({ b }) => {
    const r = await s.post('/yqc/api/v1/monitor/remove', { ids: [ids.monitorA] }, { token: b })
    if (r.body.code === '0000') expect(r.body.data.removed).toBe(0)
    else notFound(r)
  },
  'GET /api/yqc/api/v1/monitor/detail': async ({ b }) =>
    notFound(await s.get('/yqc/api/v1/monitor/detail', { id: ids.monitorA }, { token: b })),
  'GET /api/yqc/api/v1/monitor/targetSetting': async ({ b }) =>
    notFound(await s.get('/yqc/api/v1/monitor/targetSetting', { id: ids.monitorA }, { token: b })),
  'POST /api/yqc/api/v1/monitor/targetSetting': async ({ b }) =>
    notFound(await s.post('/yqc/api/v1/monitor/targetSetting', { id: ids.monitorA, dimensions: ['executor'] }, { token: b })),
  'GET /api/yqc/api/v1/monitor/dynamic/detail': async ({ b }) =>
    notFound(await s.get('/yqc/api/v1/monitor/dynamic/detail', { id: ids.dynamicA }, { token: b })),
  'GET /api/yqc/api/v1/monitor/dynamic/share': async ({ b }) =>
    notFound(await s.get('/yqc/api/v1/monitor/dynamic/share', { id: ids.dynamicA }, { token: b })),
  'POST /api/msg/api/v1/message/read': async ({ b }) =>
    notFound(await s.post('/msg/api/v1/message/read', { id: ids.messageA }, { token: b })),
  'DELETE /api/yqc/api/v1/risk/own/claim': async ({ b }) => {
    const sign = s.sign('DELETE', '/yqc/api/v1/risk/own/claim')
    const res = await fetch(`${s.url}/api/yqc/api/v1/risk/own/claim`, {
      method: 'DELETE',
      headers: { sign, token: b, 'content-type': 'application/json' },
      body: json({ pid: ids.pidA }),
    })
    const body = await res.json()
    if (body.code === '0000') expect(json(body.data)).not.toContain(ids.pidA)
    else expect(body.code).toBe('4040')
  },
}

for (const [route, path] of [
  ['GET /api/member/order/detail', '/member/order/detail'],
  ['POST /api/member/order/pay', '/member/order/pay'],
  ['POST /api/member/order/cancel', '/member/order/cancel'],
  ['POST /api/member/order/refund', '/member/order/refund'],
]) {
  FOREIGN_ID[route] = async ({ b }) =>
    notFound(
      route.startsWith('GET')
        ? await s.get(path, { orderNo: ids.orderA }, { token: b })
        : await s.post(path, { orderNo: ids.orderA, payMethod: 'native' }, { token: b }),
    )
}

/** Routes that read or change only the caller's own data: B's answer must not hold anything of A's. */
const OWN_ONLY: Record<string, Check> = {
  'GET /api/yqc/api/v1/monitor/list': async ({ b }) =>
    expect(json((await s.get('/yqc/api/v1/monitor/list', undefined, { token: b })).body.data)).not.toContain(ids.pidA),
  'GET /api/yqc/api/v1/monitor/group/list': async ({ b }) =>
    expect(json((await s.get('/yqc/api/v1/monitor/group/list', undefined, { token: b })).body.data)).not.toContain('A的分组'),
  'GET /api/yqc/api/v1/monitor/dynamics': async ({ b }) => {
    const r = await s.get('/yqc/api/v1/monitor/dynamics', undefined, { token: b })
    expect(r.body.data.list.map((d: { id: number }) => d.id)).not.toContain(ids.dynamicA)
  },
  'GET /api/msg/api/v1/message/list': async ({ b }) => {
    const r = await s.get('/msg/api/v1/message/list', undefined, { token: b })
    expect(r.body.data.list.map((m: { id: number }) => m.id)).not.toContain(ids.messageA)
  },
  'GET /api/msg/api/v1/message/unreadCount': async ({ b }) =>
    expect((await s.get('/msg/api/v1/message/unreadCount', undefined, { token: b })).body.data.count).toBe(0),
  'POST /api/msg/api/v1/message/readAll': async ({ a, b }) => {
    await s.post('/msg/api/v1/message/readAll', {}, { token: b })
    expect((await s.get('/msg/api/v1/message/unreadCount', undefined, { token: a })).body.data.count).toBeGreaterThan(0)
  },
  'GET /api/msg/api/v1/message/trend': async ({ b }) => {
    const r = await s.get('/msg/api/v1/message/trend', undefined, { token: b })
    expect(r.body.code).toBe('0000')
    expect(json(r.body.data)).not.toMatch(/"count":[1-9]/)
  },
  'GET /api/yqc/api/v1/monitor/status': async ({ b }) =>
    expect((await s.get('/yqc/api/v1/monitor/status', { kind: 'company', targetId: ids.pidA }, { token: b })).body.data.monitored).toBe(
      false,
    ),
  'GET /api/yqc/api/v1/monitor/quota': async ({ b }) =>
    expect((await s.get('/yqc/api/v1/monitor/quota', undefined, { token: b })).body.data.used).toBe(0),
  'POST /api/yqc/api/v1/monitor/add': async ({ b }) => {
    const r = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: ids.pidOther, groupId: ids.groupA }, { token: b })
    notFound(r)
  },
  'POST /api/yqc/api/v1/monitor/batchAdd': async ({ b }) => {
    const r = await s.post(
      '/yqc/api/v1/monitor/batchAdd',
      { items: [{ kind: 'company', targetId: ids.pidOther, groupId: ids.groupA }] },
      { token: b },
    )
    if (r.body.code === '0000') expect(r.body.data.added).toHaveLength(0)
    else notFound(r)
  },
  'POST /api/yqc/api/v1/monitor/group/create': async ({ b }) =>
    expect((await s.post('/yqc/api/v1/monitor/group/create', { name: 'B的分组' }, { token: b })).body.code).toBe('0000'),
  'GET /api/yqc/api/v1/monitor/setting': async ({ b }) =>
    expect((await s.get('/yqc/api/v1/monitor/setting', undefined, { token: b })).body.code).toBe('0000'),
  'POST /api/yqc/api/v1/monitor/setting': async ({ a, b }) => {
    const before = json((await s.get('/yqc/api/v1/monitor/setting', undefined, { token: a })).body.data)
    const current = (await s.get('/yqc/api/v1/monitor/setting', undefined, { token: b })).body.data
    await s.post('/yqc/api/v1/monitor/setting', { ...current, dimensions: ['executor'] }, { token: b })
    expect(json((await s.get('/yqc/api/v1/monitor/setting', undefined, { token: a })).body.data)).toBe(before)
  },
  'GET /api/msg/api/v1/notify/setting': async ({ b }) =>
    expect((await s.get('/msg/api/v1/notify/setting', undefined, { token: b })).body.code).toBe('0000'),
  'POST /api/msg/api/v1/notify/setting': async ({ a, b }) => {
    const before = json((await s.get('/msg/api/v1/notify/setting', undefined, { token: a })).body.data)
    const current = (await s.get('/msg/api/v1/notify/setting', undefined, { token: b })).body.data
    await s.post('/msg/api/v1/notify/setting', { ...current, digest: !current.digest }, { token: b })
    expect(json((await s.get('/msg/api/v1/notify/setting', undefined, { token: a })).body.data)).toBe(before)
  },
  'POST /api/msg/api/v1/notify/subscribe': async ({ b }) =>
    expect((await s.post('/msg/api/v1/notify/subscribe', { accepted: [] }, { token: b })).status).toBeLessThan(500),
  'GET /api/yqc/api/v1/risk/own': async ({ b }) =>
    expect(json((await s.get('/yqc/api/v1/risk/own', undefined, { token: b })).body.data)).not.toContain(ids.pidA),
  'POST /api/yqc/api/v1/risk/own/claim': async ({ b }) =>
    expect((await s.post('/yqc/api/v1/risk/own/claim', { pid: ids.pidOther }, { token: b })).body.code).toBe('0000'),
  'GET /api/sso/api/userCenter/devices': async ({ b }) => {
    const r = await s.get('/sso/api/userCenter/devices', undefined, { token: b })
    expect(json(r.body.data)).not.toContain('dev-owner-a')
  },
  'GET /api/sso/api/userCenter/getYqcClientUserInfo': async ({ b }) => {
    const mine = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: b })
    const theirs = await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: a })
    expect(mine.body.data.userId).not.toBe(theirs.body.data.userId)
  },
  'POST /api/sso/pwd/change': async ({ b }) =>
    expect((await s.post('/sso/pwd/change', { oldPassword: 'Wrong12345', newPassword: 'Abc12345678' }, { token: b })).status).toBeLessThan(
      500,
    ),
  'POST /api/sso/scan/confirm': async ({ b }) =>
    expect((await s.post('/sso/scan/confirm', { ticket: 'no-such-ticket' }, { token: b })).status).toBeLessThan(500),
  'POST /api/sso/scan/refuse': async ({ b }) =>
    expect((await s.post('/sso/scan/refuse', { ticket: 'no-such-ticket' }, { token: b })).status).toBeLessThan(500),
  'GET /api/sso/scan/info': async ({ b }) =>
    expect((await s.get('/sso/scan/info', { ticket: 'no-such-ticket' }, { token: b })).status).toBeLessThan(500),
  'POST /api/sso/wx/phone': async ({ b }) => expect((await s.post('/sso/wx/phone', { code: 'x' }, { token: b })).status).toBeLessThan(500),
  'GET /api/user/api/v1/invite/accessLog': async ({ b }) =>
    expect((await s.get('/user/api/v1/invite/accessLog', { path: 'pages/index/index' }, { token: b })).status).toBeLessThan(500),
  'GET /api/msg/api/v1/notify/templates': async ({ b }) =>
    expect((await s.get('/msg/api/v1/notify/templates', undefined, { token: b })).body.code).toBe('0000'),
  'POST /api/sso/wx/bindPhone': async ({ b }) =>
    expect((await s.post('/sso/wx/bindPhone', { code: 'x' }, { token: b })).status).toBeLessThan(500),
  'POST /api/user/api/v1/invite/addInviteCode': async ({ b }) =>
    expect((await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: 'NOPE00' }, { token: b })).status).toBeLessThan(500),
  'POST /api/user/api/v1/invite/skipInviteCode': async ({ b }) =>
    expect((await s.post('/user/api/v1/invite/skipInviteCode', {}, { token: b })).status).toBeLessThan(500),
}

Object.assign(OWN_ONLY, {
  'GET /api/member/info': async ({ b }) => expect((await s.get('/member/info', undefined, { token: b })).body.data.level).toBe(0),
  'GET /api/member/coupons': async ({ b }) => {
    const r = await s.get('/member/coupons', undefined, { token: b })
    expect(r.body.data.list.map((c: { id: number }) => c.id)).not.toContain(ids.couponA)
  },
  'GET /api/member/order/list': async ({ b }) =>
    expect(json((await s.get('/member/order/list', undefined, { token: b })).body.data)).not.toContain(ids.orderA),
  'POST /api/member/order/create': async ({ b }) =>
    notFound(await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: ids.couponA }, { token: b })),
} satisfies Record<string, Check>)

/** A's invoice head and an invoice of another order of A's, paid on the local fake WeChat Pay (made on first use). */
let invoiceOfA: Promise<{ head: number; invoice: number; orderNo: string }> | null = null
const aInvoice = () =>
  (invoiceOfA ??= (async () => {
    const head = (await s.post('/member/invoice/head/create', { kind: 'personal', name: 'A的抬头' }, { token: a })).body.data.id
    const order = await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, { token: a })
    const { orderNo } = order.body.data.order
    const pay = (await s.app.moneyRuntime.localPay())!
    pay.fake.pay(orderNo)
    await pay.fake.settled()
    const invoice = (await s.post('/member/invoice/request/create', { orderNo, headId: head, email: 'a@example.com' }, { token: a })).body
      .data.id
    return { head, invoice, orderNo }
  })())
const aInvoiceUnchanged = async () => {
  const { head, invoice } = await aInvoice()
  expect(json((await s.get('/member/invoice/head/list', undefined, { token: a })).body.data)).toContain(
    `"id":${head},"kind":"personal","name":"A的抬头"`,
  )
  expect((await s.get('/member/invoice/request/detail', { id: invoice }, { token: a })).body.data.state).toBe('issued')
}
Object.assign(FOREIGN_ID, {
  'POST /api/member/invoice/head/update': async ({ b }) => {
    notFound(await s.post('/member/invoice/head/update', { id: (await aInvoice()).head, kind: 'personal', name: '改名' }, { token: b }))
    await aInvoiceUnchanged()
  },
  'POST /api/member/invoice/head/delete': async ({ b }) => {
    notFound(await s.post('/member/invoice/head/delete', { id: (await aInvoice()).head }, { token: b }))
    await aInvoiceUnchanged()
  },
  'POST /api/member/invoice/head/setDefault': async ({ b }) => {
    notFound(await s.post('/member/invoice/head/setDefault', { id: (await aInvoice()).head }, { token: b }))
    await aInvoiceUnchanged()
  },
  'POST /api/member/invoice/request/create': async ({ b }) => {
    const { head, orderNo } = await aInvoice()
    const own = (await s.post('/member/invoice/head/create', { kind: 'personal', name: 'B的抬头' }, { token: b })).body.data.id
    notFound(await s.post('/member/invoice/request/create', { orderNo, headId: own, email: 'b@example.com' }, { token: b }))
    notFound(await s.post('/member/invoice/request/create', { orderNo: ids.orderA, headId: head, email: 'b@example.com' }, { token: b }))
    await aInvoiceUnchanged()
  },
  'GET /api/member/invoice/request/detail': async ({ b }) =>
    notFound(await s.get('/member/invoice/request/detail', { id: (await aInvoice()).invoice }, { token: b })),
  'GET /api/member/invoice/request/pdf': async ({ b }) => {
    const query = `id=${(await aInvoice()).invoice}`
    const res = await fetch(`${s.url}/api/member/invoice/request/pdf?${query}`, {
      headers: { sign: s.sign('GET', '/member/invoice/request/pdf', query), token: b },
    })
    notFound({ status: res.status, body: await res.json() })
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/member/invoice/head/list': async ({ b }) => {
    await aInvoice()
    expect(json((await s.get('/member/invoice/head/list', undefined, { token: b })).body.data)).not.toContain('A的抬头')
  },
  'POST /api/member/invoice/head/create': async ({ b }) => {
    expect((await s.post('/member/invoice/head/create', { kind: 'personal', name: 'B的抬头', isDefault: 1 }, { token: b })).body.code).toBe(
      '0000',
    )
    await aInvoiceUnchanged()
  },
  'GET /api/member/invoice/request/list': async ({ b }) => {
    const { orderNo } = await aInvoice()
    expect(json((await s.get('/member/invoice/request/list', undefined, { token: b })).body.data)).not.toContain(orderNo)
  },
} satisfies Record<string, Check>)

/** A's export (made on first use), for the export routes that take an id. */
let exportOfA: Promise<number> | null = null
const aExport = () =>
  (exportOfA ??= (async () =>
    (await s.post('/member/entOrPhoneExport/entExport', { kind: 'advanced', regionCode: '440000' }, { token: a })).body.data.item.id)())
const aExportUnchanged = async () => {
  const list = (await s.get('/member/entOrPhoneExport/myDownload', undefined, { token: a })).body.data.list
  expect(list.map((x: { id: number; state: string }) => [x.id, x.state])).toEqual([[await aExport(), 'ready']])
}
Object.assign(FOREIGN_ID, {
  'GET /api/member/entOrPhoneExport/download': async ({ b }) => {
    notFound(await s.get('/member/entOrPhoneExport/download', { id: await aExport() }, { token: b }))
    await aExportUnchanged()
  },
  'POST /api/member/entOrPhoneExport/reEntExport': async ({ b }) => {
    notFound(await s.post('/member/entOrPhoneExport/reEntExport', { id: await aExport() }, { token: b }))
    await aExportUnchanged()
  },
  'POST /api/member/entOrPhoneExport/phoneExport': async ({ b }) => {
    notFound(await s.post('/member/entOrPhoneExport/phoneExport', { orderNo: ids.orderA }, { token: b }))
    await aExportUnchanged()
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/member/entOrPhoneExport/myDownload': async ({ b }) => {
    await aExport()
    expect((await s.get('/member/entOrPhoneExport/myDownload', undefined, { token: b })).body.data.total).toBe(0)
  },
  'GET /api/member/entOrPhoneExport/frequency': async ({ b }) => {
    await aExport()
    expect((await s.get('/member/entOrPhoneExport/frequency', undefined, { token: b })).body.data.used).toBe(0)
  },
  'POST /api/member/entOrPhoneExport/entExport': async ({ b }) => {
    expect((await s.post('/member/entOrPhoneExport/entExport', { kind: 'advanced' }, { token: b })).body.code).toBe('0000')
    await aExportUnchanged()
  },
  'POST /api/member/entOrPhoneExport/phoneQuote': async ({ b }) => {
    const r = (await s.post('/member/entOrPhoneExport/phoneQuote', { kind: 'advanced', regionCode: '440000' }, { token: b })).body
    expect(r.code).toBe('0000')
    expect(json(r.data)).not.toContain(ids.orderA)
  },
  'POST /api/member/entOrPhoneExport/phoneOrder': async ({ b }) => {
    const body = { kind: 'advanced', regionCode: '440000', rows: 1, payMethod: 'native' }
    // B is a free user: phones need a member level, and nothing of A's is touched
    expect((await s.post('/member/entOrPhoneExport/phoneOrder', body, { token: b })).body.code).toBe('4291')
  },
  'POST /api/member/entOrPhoneExport/profileExport': async ({ b }) => {
    expect((await s.post('/member/entOrPhoneExport/profileExport', { pid: ids.pidA }, { token: b })).body.code).toBe('0000')
    await aExportUnchanged()
  },
} satisfies Record<string, Check>)

/** A's footprint of pidA (made on first use), for the footprint routes. */
let footprintOfA: Promise<void> | null = null
const aFootprint = () =>
  (footprintOfA ??= (async () => {
    await s.post('/user/api/v1/footprint/record', { kind: 'company', targetId: ids.pidA }, { token: a })
  })())
const aFootprintUnchanged = async () => {
  const list = (await s.get('/user/api/v1/footprint/list', undefined, { token: a })).body.data.list
  expect(list.map((f: { targetId: string }) => f.targetId)).toEqual([ids.pidA])
}
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/footprint/list': async ({ b }) => {
    await aFootprint()
    expect(json((await s.get('/user/api/v1/footprint/list', undefined, { token: b })).body.data)).not.toContain(ids.pidA)
  },
  'POST /api/user/api/v1/footprint/record': async ({ b }) => {
    await aFootprint()
    expect((await s.post('/user/api/v1/footprint/record', { kind: 'company', targetId: ids.pidOther }, { token: b })).body.code).toBe(
      '0000',
    )
    await aFootprintUnchanged()
  },
  'POST /api/user/api/v1/footprint/merge': async ({ b }) => {
    await aFootprint()
    const items = [{ kind: 'company', targetId: ids.pidOther, viewedAt: 1 }]
    expect((await s.post('/user/api/v1/footprint/merge', { items }, { token: b })).body.data.merged).toBe(1)
    await aFootprintUnchanged()
  },
  'POST /api/user/api/v1/footprint/clear': async ({ b }) => {
    await aFootprint()
    await s.post('/user/api/v1/footprint/clear', {}, { token: b })
    await aFootprintUnchanged()
  },
} satisfies Record<string, Check>)

/** A's own invitation code with one friend who joined with it (made on first use), for the 推广邀请 routes. */
let inviteOfA: Promise<{ code: string; rewardId: number }> | null = null
const aInvite = () =>
  (inviteOfA ??= (async () => {
    const code = (await s.get('/user/api/v1/invite/mine', undefined, { token: a })).body.data.code as string
    const friend = await codeLogin(s, freshPhone('1363'), 'dev-owner-friend')
    expect((await s.post('/user/api/v1/invite/addInviteCode', { inviteCode: code }, { token: friend })).body.code).toBe('0000')
    const rewardId = (await s.get('/user/api/v1/invite/rewards', undefined, { token: a })).body.data.list[0].id as number
    return { code, rewardId }
  })())
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/invite/mine': async ({ b }) => {
    const { code } = await aInvite()
    const mine = (await s.get('/user/api/v1/invite/mine', undefined, { token: b })).body.data
    expect(mine.code).not.toBe(code)
    expect(mine.invited).toBe(0)
  },
  'GET /api/user/api/v1/invite/records': async ({ b }) => {
    await aInvite()
    expect((await s.get('/user/api/v1/invite/records', undefined, { token: b })).body.data.total).toBe(0)
    expect((await s.get('/user/api/v1/invite/records', undefined, { token: a })).body.data.total).toBe(1)
  },
  'GET /api/user/api/v1/invite/rewards': async ({ b }) => {
    await aInvite()
    expect((await s.get('/user/api/v1/invite/rewards', undefined, { token: b })).body.data.total).toBe(0)
  },
  'GET /api/user/api/v1/invite/reward': async ({ b }) => {
    const { rewardId } = await aInvite()
    notFound(await s.get('/user/api/v1/invite/reward', { id: rewardId }, { token: b }))
    expect((await s.get('/user/api/v1/invite/reward', { id: rewardId }, { token: a })).body.data.state).toBe('credited')
  },
  'GET /api/user/api/v1/invite/codeStatus': async ({ b }) => {
    await aInvite()
    // A has invited someone, B has not: each answer is about the caller
    expect((await s.get('/user/api/v1/invite/codeStatus', undefined, { token: a })).body.data.reason).toBe(
      '您已邀请过好友，不能再填写邀请码',
    )
    expect((await s.get('/user/api/v1/invite/codeStatus', undefined, { token: b })).body.data.reason).not.toBe(
      '您已邀请过好友，不能再填写邀请码',
    )
  },
  'GET /api/user/api/v1/invite/ledger': async ({ b }) => {
    await aInvite()
    expect((await s.get('/user/api/v1/invite/ledger', undefined, { token: b })).body.data.total).toBe(0)
    expect((await s.get('/user/api/v1/invite/ledger', undefined, { token: a })).body.data.total).toBe(2)
  },
} satisfies Record<string, Check>)

/** A's organisation (made on first use) with A as its only member: B's calls must leave it as it is. */
let orgOfA: Promise<{ id: number; joinCode: string }> | null = null
const aOrg = () => (orgOfA ??= (async () => (await s.post('/user/api/v1/org/create', { name: 'A的组织' }, { token: a })).body.data)())
const aOrgUnchanged = async () => {
  const { id, joinCode } = await aOrg()
  expect((await s.get('/user/api/v1/org/detail', { id }, { token: a })).body.data).toMatchObject({ name: 'A的组织', joinCode })
  const members = (await s.get('/user/api/v1/org/members', { id }, { token: a })).body.data.list
  expect(members.map((m: { role: string }) => m.role)).toEqual(['admin'])
}
const orgForeign =
  (method: 'get' | 'post', path: string, body: (id: number) => Record<string, string | number>): Check =>
  async ({ b }) => {
    const { id } = await aOrg()
    notFound(method === 'get' ? await s.get(path, body(id), { token: b }) : await s.post(path, body(id), { token: b }))
    await aOrgUnchanged()
  }
Object.assign(FOREIGN_ID, {
  'GET /api/user/api/v1/org/detail': orgForeign('get', '/user/api/v1/org/detail', (id) => ({ id })),
  'GET /api/user/api/v1/org/members': orgForeign('get', '/user/api/v1/org/members', (id) => ({ id })),
  'POST /api/user/api/v1/org/rename': orgForeign('post', '/user/api/v1/org/rename', (id) => ({ id, name: 'B改的名' })),
  'POST /api/user/api/v1/org/resetCode': orgForeign('post', '/user/api/v1/org/resetCode', (id) => ({ id })),
  'POST /api/user/api/v1/org/member/remove': orgForeign('post', '/user/api/v1/org/member/remove', (id) => ({ id, userId: 'x' })),
  'POST /api/user/api/v1/org/member/makeAdmin': orgForeign('post', '/user/api/v1/org/member/makeAdmin', (id) => ({ id, userId: 'x' })),
  'POST /api/user/api/v1/org/leave': orgForeign('post', '/user/api/v1/org/leave', (id) => ({ id })),
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/org/list': async ({ b }) => {
    await aOrg()
    expect(json((await s.get('/user/api/v1/org/list', undefined, { token: b })).body.data)).not.toContain('A的组织')
  },
  'POST /api/user/api/v1/org/create': async ({ b }) => {
    await aOrg()
    expect((await s.post('/user/api/v1/org/create', { name: 'A的组织' }, { token: b })).body.code).toBe('0000')
    await aOrgUnchanged()
  },
  'GET /api/user/api/v1/org/preview': async ({ b }) => {
    await aOrg()
    notFound(await s.get('/user/api/v1/org/preview', { code: 'ZZZZZZZZ' }, { token: b }))
  },
  'POST /api/user/api/v1/org/join': async ({ b }) => {
    await aOrg()
    notFound(await s.post('/user/api/v1/org/join', { code: 'ZZZZZZZZ' }, { token: b }))
    await aOrgUnchanged()
  },
} satisfies Record<string, Check>)

/** A's profile as set at the start of the profile checks: B's calls must leave it as it is. */
let profileOfA: Promise<unknown> | null = null
const aProfile = () =>
  (profileOfA ??= (async () => {
    await s.post('/user/api/v1/profile/update', { nickname: 'A的昵称', company: 'A的公司' }, { token: a })
    return (await s.get('/user/api/v1/profile', undefined, { token: a })).body.data
  })())
const aProfileUnchanged = async () => {
  const want = await aProfile()
  expect((await s.get('/user/api/v1/profile', undefined, { token: a })).body.data).toEqual(want)
}
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/profile': async ({ b }) => {
    await aProfile()
    const theirs = json((await s.get('/user/api/v1/profile', undefined, { token: b })).body.data)
    expect(theirs).not.toContain('A的昵称')
    expect(theirs).not.toContain('A的公司')
  },
  'POST /api/user/api/v1/profile/update': async ({ b }) => {
    await aProfile()
    expect((await s.post('/user/api/v1/profile/update', { nickname: 'B改的昵称', company: 'B的公司' }, { token: b })).body.code).toBe(
      '0000',
    )
    await aProfileUnchanged()
  },
  'POST /api/user/api/v1/upload/image': async ({ b }) => {
    await aProfile()
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    const form = new FormData()
    form.append('purpose', 'avatar')
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png')
    const path = '/user/api/v1/upload/image'
    const res = await fetch(`${s.url}/api${path}`, { method: 'POST', headers: { sign: s.sign('POST', path), token: b }, body: form })
    const id = ((await res.json()) as { data: { id: string } }).data.id
    // the upload is B's: A cannot wear it as an avatar
    expect((await s.post('/user/api/v1/profile/update', { avatarId: id }, { token: a })).body.code).toBe('4040')
    await aProfileUnchanged()
  },
} satisfies Record<string, Check>)

/** A's folder 'A的收藏夹' holding pidA, and A's follow of pidA (made on first use), for the 收藏 and 关注 routes. */
let collectionsOfA: Promise<{ folder: number; item: number }> | null = null
const aCollections = () =>
  (collectionsOfA ??= (async () => {
    const folder = (await s.post('/user/api/v1/collect/folder/create', { name: 'A的收藏夹' }, { token: a })).body.data.id
    const item = (await s.post('/user/api/v1/collect/add', { kind: 'company', targetId: ids.pidA, folderId: folder }, { token: a })).body
      .data.id
    await s.post('/user/api/v1/follow/add', { pid: ids.pidA }, { token: a })
    return { folder, item }
  })())
const aCollectionsUnchanged = async () => {
  const { folder, item } = await aCollections()
  const folders = (await s.get('/user/api/v1/collect/folder/list', undefined, { token: a })).body.data.list
  expect(folders.find((f: { id: number }) => f.id === folder)).toMatchObject({ name: 'A的收藏夹', companyCount: 1 })
  const items = (await s.get('/user/api/v1/collect/list', { kind: 'company' }, { token: a })).body.data.list
  expect(items.map((i: { id: number; folderId: number }) => [i.id, i.folderId])).toEqual([[item, folder]])
  const follows = (await s.get('/user/api/v1/follow/list', undefined, { token: a })).body.data.list
  expect(follows.map((f: { pid: string }) => f.pid)).toEqual([ids.pidA])
}
/** B's own item and folder, for moves that mix B's with A's */
let collectionsOfB: Promise<{ folder: number; item: number }> | null = null
const bCollections = () =>
  (collectionsOfB ??= (async () => {
    const folder = (await s.post('/user/api/v1/collect/folder/create', { name: 'B的收藏夹' }, { token: b })).body.data.id
    const item = (await s.post('/user/api/v1/collect/add', { kind: 'company', targetId: ids.pidOther }, { token: b })).body.data.id
    return { folder, item }
  })())
Object.assign(FOREIGN_ID, {
  'POST /api/user/api/v1/collect/folder/rename': async ({ b }) => {
    notFound(await s.post('/user/api/v1/collect/folder/rename', { id: (await aCollections()).folder, name: '改名' }, { token: b }))
    await aCollectionsUnchanged()
  },
  'POST /api/user/api/v1/collect/folder/delete': async ({ b }) => {
    notFound(await s.post('/user/api/v1/collect/folder/delete', { id: (await aCollections()).folder }, { token: b }))
    await aCollectionsUnchanged()
  },
  'GET /api/user/api/v1/collect/list': async ({ b }) => {
    notFound(await s.get('/user/api/v1/collect/list', { kind: 'company', folderId: (await aCollections()).folder }, { token: b }))
    expect(json((await s.get('/user/api/v1/collect/list', { kind: 'company' }, { token: b })).body.data)).not.toContain(ids.pidA)
  },
  'POST /api/user/api/v1/collect/remove': async ({ b }) => {
    const own = await bCollections()
    notFound(await s.post('/user/api/v1/collect/remove', { ids: [(await aCollections()).item, own.item] }, { token: b }))
    await aCollectionsUnchanged()
  },
  'POST /api/user/api/v1/collect/move': async ({ b }) => {
    const own = await bCollections()
    const { folder, item } = await aCollections()
    notFound(await s.post('/user/api/v1/collect/move', { ids: [item], folderId: own.folder }, { token: b }))
    notFound(await s.post('/user/api/v1/collect/move', { ids: [own.item], folderId: folder }, { token: b }))
    await aCollectionsUnchanged()
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/collect/folder/list': async ({ b }) => {
    await aCollections()
    expect(json((await s.get('/user/api/v1/collect/folder/list', undefined, { token: b })).body.data)).not.toContain('A的收藏夹')
  },
  'POST /api/user/api/v1/collect/folder/create': async ({ b }) => {
    await aCollections()
    expect((await s.post('/user/api/v1/collect/folder/create', { name: 'A的收藏夹' }, { token: b })).body.code).toBe('0000')
    await aCollectionsUnchanged()
  },
  'POST /api/user/api/v1/collect/add': async ({ b }) => {
    const { folder } = await aCollections()
    notFound(await s.post('/user/api/v1/collect/add', { kind: 'company', targetId: ids.pidA, folderId: folder }, { token: b }))
    expect((await s.post('/user/api/v1/collect/add', { kind: 'company', targetId: ids.pidA }, { token: b })).body.code).toBe('0000')
    await aCollectionsUnchanged()
  },
  'GET /api/user/api/v1/collect/status': async ({ b }) => {
    await aCollections()
    const r = await s.get('/user/api/v1/collect/status', { kind: 'company', targetId: ids.pidA }, { token: b })
    expect(json(r.body.data)).not.toContain('A的收藏夹')
    expect(r.body.data.followed).toBe(false)
  },
  'GET /api/user/api/v1/follow/list': async ({ b }) => {
    await aCollections()
    expect(json((await s.get('/user/api/v1/follow/list', undefined, { token: b })).body.data)).not.toContain(ids.pidA)
  },
  'POST /api/user/api/v1/follow/add': async ({ b }) => {
    await aCollections()
    expect((await s.post('/user/api/v1/follow/add', { pid: ids.pidOther }, { token: b })).body.code).toBe('0000')
    await aCollectionsUnchanged()
  },
  'POST /api/user/api/v1/follow/remove': async ({ b }) => {
    await aCollections()
    expect((await s.post('/user/api/v1/follow/remove', { pid: ids.pidA }, { token: b })).body.data.removed).toBe(0)
    await aCollectionsUnchanged()
  },
  'POST /api/user/api/v1/follow/seen': async ({ b }) => {
    await aCollections()
    await s.post('/user/api/v1/follow/seen', {}, { token: a })
    expect((await s.post('/user/api/v1/follow/seen', {}, { token: b })).body.data.since).toBeNull()
    await aCollectionsUnchanged()
  },
} satisfies Record<string, Check>)

/** A turned 个性化推荐 off (once): B's reads and saves are B's own and leave A's switch off. */
let preferenceOfA: Promise<void> | null = null
const aPreferenceOff = () =>
  (preferenceOfA ??= (async () => {
    await s.post('/user/api/v1/preference', { personalise: false }, { token: a })
  })())
const aPreferenceUnchanged = async () =>
  expect((await s.get('/user/api/v1/preference', undefined, { token: a })).body.data).toEqual({ personalise: false })
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/preference': async ({ b }) => {
    await aPreferenceOff()
    expect((await s.get('/user/api/v1/preference', undefined, { token: b })).body.data).toEqual({ personalise: true })
  },
  'POST /api/user/api/v1/preference': async ({ b }) => {
    await aPreferenceOff()
    for (const personalise of [false, true]) {
      expect((await s.post('/user/api/v1/preference', { personalise }, { token: b })).body.data).toEqual({ personalise })
      await aPreferenceUnchanged()
    }
  },
} satisfies Record<string, Check>)

/** An entry code (二维码) of A's invitation code or of A's dynamic is A's alone to make. */
Object.assign(FOREIGN_ID, {
  'POST /api/yqc/api/v1/entry/createOwn': async ({ a, b }) => {
    const owner = (await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: a })).body.data.userId
    await s.sql
      .prepare("INSERT OR IGNORE INTO invite_codes (code, source, label, owner_id) VALUES ('AINVITE1', 3, 'A的邀请码', ?)")
      .run(owner)
    notFound(await s.post('/yqc/api/v1/entry/createOwn', { kind: 'invite', id: 'AINVITE1' }, { token: b }))
    notFound(await s.post('/yqc/api/v1/entry/createOwn', { kind: 'dynamic', id: String(ids.dynamicA) }, { token: b }))
    expect((await s.post('/yqc/api/v1/entry/createOwn', { kind: 'invite', id: 'AINVITE1' }, { token: a })).body.code).toBe('0000')
  },
} satisfies Record<string, Check>)

/** Privacy: the inventory and the cancellation of an account read and change only the caller's own account. */
const whoIs = async (token: string) => (await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token })).body.data
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/privacy/inventory': async ({ a, b }) => {
    const mine = (await s.get('/user/api/v1/privacy/inventory', undefined, { token: b })).body.data
    const theirs = (await s.get('/user/api/v1/privacy/inventory', undefined, { token: a })).body.data
    expect(mine.identity.userIdMasked).not.toBe(theirs.identity.userIdMasked)
    expect(mine.basic.phoneMasked).not.toBe(theirs.basic.phoneMasked)
    expect(mine.usage.find((u: { kind: string }) => u.kind === 'monitors').latest).not.toBe(
      theirs.usage.find((u: { kind: string }) => u.kind === 'monitors').latest,
    )
  },
  'GET /api/user/api/v1/account/cancel/status': async ({ a, b }) => {
    const mine = (await s.get('/user/api/v1/account/cancel/status', undefined, { token: b })).body.data
    expect(mine.phoneMasked).toBe((await whoIs(b)).phoneMasked)
    expect(mine.phoneMasked).not.toBe((await whoIs(a)).phoneMasked)
  },
  'POST /api/user/api/v1/account/cancel/sendCode': async ({ a, b }) => {
    const r = await s.post('/user/api/v1/account/cancel/sendCode', {}, { token: b })
    expect(r.status).toBeLessThan(500)
    if (r.body.code === '0000') expect(r.body.data.phoneMasked).not.toBe((await whoIs(a)).phoneMasked)
  },
  'POST /api/user/api/v1/account/cancel/request': async ({ a, b }) => {
    const r = await s.post('/user/api/v1/account/cancel/request', { code: '000000', agreed: true }, { token: b })
    expect(['4000', '4001']).toContain(r.body.code)
    expect((await s.get('/user/api/v1/account/cancel/status', undefined, { token: a })).body.data.state).toBe('none')
  },
  'POST /api/user/api/v1/account/cancel/withdraw': async ({ a, b }) => {
    // A has a pending request (its unpaid order would block one made the ordinary way)
    const { userId } = await whoIs(a)
    const requests = s.app.repos.cancellations
    await requests.request(userId, s.clock.ms, s.clock.ms + 7 * 86_400_000)
    try {
      notFound(await s.post('/user/api/v1/account/cancel/withdraw', {}, { token: b }))
      expect((await s.get('/user/api/v1/account/cancel/status', undefined, { token: a })).body.data.state).toBe('pending')
    } finally {
      await requests.withdraw(userId, 'user', s.clock.ms)
    }
  },
} satisfies Record<string, Check>)

/** A's card in 名片夹 and A's own card (made on first use), for the card routes. */
let cardsOfA: Promise<{ card: number; shareToken: string }> | null = null
const aCards = () =>
  (cardsOfA ??= (async () => {
    const card = (await s.post('/user/api/v1/card/create', { name: 'A的名片', mobile: '13900001111' }, { token: a })).body.data.id
    const own = await s.post('/user/api/v1/card/mine/save', { name: 'A本人', mobile: '13900002222' }, { token: a })
    return { card, shareToken: own.body.data.shareToken }
  })())
const aCardsUnchanged = async () => {
  const { card, shareToken } = await aCards()
  expect((await s.get('/user/api/v1/card/detail', { id: card }, { token: a })).body.data).toMatchObject({ name: 'A的名片' })
  expect((await s.get('/user/api/v1/card/list', undefined, { token: a })).body.data.total).toBe(1)
  expect((await s.get('/user/api/v1/card/mine', undefined, { token: a })).body.data).toMatchObject({ name: 'A本人', shareToken })
}
Object.assign(FOREIGN_ID, {
  'GET /api/user/api/v1/card/detail': async ({ b }) => {
    notFound(await s.get('/user/api/v1/card/detail', { id: (await aCards()).card }, { token: b }))
    await aCardsUnchanged()
  },
  'POST /api/user/api/v1/card/update': async ({ b }) => {
    const body = { id: (await aCards()).card, name: '改名', mobile: '13900003333' }
    notFound(await s.post('/user/api/v1/card/update', body, { token: b }))
    await aCardsUnchanged()
  },
  'POST /api/user/api/v1/card/delete': async ({ b }) => {
    notFound(await s.post('/user/api/v1/card/delete', { id: (await aCards()).card }, { token: b }))
    await aCardsUnchanged()
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/card/list': async ({ b }) => {
    await aCards()
    expect(json((await s.get('/user/api/v1/card/list', { keyword: 'A' }, { token: b })).body.data)).not.toContain('A的名片')
  },
  'POST /api/user/api/v1/card/create': async ({ b }) => {
    await aCards()
    expect((await s.post('/user/api/v1/card/create', { name: 'B的名片', mobile: '13900004444' }, { token: b })).body.code).toBe('0000')
    await aCardsUnchanged()
  },
  'GET /api/user/api/v1/card/mine': async ({ b }) => {
    await aCards()
    expect(json((await s.get('/user/api/v1/card/mine', undefined, { token: b })).body.data)).not.toContain('A本人')
  },
  'POST /api/user/api/v1/card/mine/save': async ({ b }) => {
    await aCards()
    expect((await s.post('/user/api/v1/card/mine/save', { name: 'B本人', mobile: '13900005555' }, { token: b })).body.code).toBe('0000')
    await aCardsUnchanged()
  },
  'POST /api/user/api/v1/card/mine/resetShare': async ({ b }) => {
    await aCards()
    await s.post('/user/api/v1/card/mine/resetShare', {}, { token: b })
    await aCardsUnchanged()
  },
  'POST /api/user/api/v1/card/mine/delete': async ({ b }) => {
    await aCards()
    await s.post('/user/api/v1/card/mine/delete', {}, { token: b })
    await aCardsUnchanged()
  },
  // saving A's shared card gives B a copy in B's 名片夹; A's own card and 名片夹 stay as they are
  'POST /api/user/api/v1/card/shared/save': async ({ b }) => {
    const { shareToken } = await aCards()
    const r = await s.post('/user/api/v1/card/shared/save', { token: shareToken }, { token: b })
    expect(r.body.code === '0000' || r.body.code === '4090').toBe(true)
    await aCardsUnchanged()
  },
} satisfies Record<string, Check>)

/** A's contact in 人脉 (made on first use), for the connections routes. */
let contactOfA: Promise<number> | null = null
const aContact = () =>
  (contactOfA ??= (async () =>
    (await s.post('/user/api/v1/connections/contact/create', { name: 'A的联系人', phone: '13900006666' }, { token: a })).body.data
      .id as number)())
const aContactUnchanged = async () => {
  const id = await aContact()
  const d = (await s.get('/user/api/v1/connections/contact/detail', { id }, { token: a })).body.data
  expect(d).toMatchObject({ name: 'A的联系人', phone: '13900006666' })
  expect((await s.get('/user/api/v1/connections/contact/list', undefined, { token: a })).body.data.total).toBe(1)
}
Object.assign(FOREIGN_ID, {
  'GET /api/user/api/v1/connections/contact/detail': async ({ b }) => {
    notFound(await s.get('/user/api/v1/connections/contact/detail', { id: await aContact() }, { token: b }))
    await aContactUnchanged()
  },
  'POST /api/user/api/v1/connections/contact/update': async ({ b }) => {
    const body = { id: await aContact(), name: '改名', phone: '13900007777' }
    notFound(await s.post('/user/api/v1/connections/contact/update', body, { token: b }))
    await aContactUnchanged()
  },
  'POST /api/user/api/v1/connections/contact/delete': async ({ b }) => {
    notFound(await s.post('/user/api/v1/connections/contact/delete', { id: await aContact() }, { token: b }))
    await aContactUnchanged()
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/connections/contact/list': async ({ b }) => {
    await aContact()
    expect(json((await s.get('/user/api/v1/connections/contact/list', { keyword: 'A' }, { token: b })).body.data)).not.toContain(
      'A的联系人',
    )
  },
  'POST /api/user/api/v1/connections/contact/create': async ({ b }) => {
    await aContact()
    const r = await s.post('/user/api/v1/connections/contact/create', { name: 'B的联系人' }, { token: b })
    expect(r.body.code).toBe('0000')
    await aContactUnchanged()
  },
  // the radar and the boss page are drawn from the caller's own profile, monitors and contacts only
  'GET /api/user/api/v1/connections/radar': async ({ b }) => {
    await aContact()
    const r = await s.get('/user/api/v1/connections/radar', undefined, { token: b })
    expect(r.body.code).toBe('0000')
    expect(json(r.body.data)).not.toContain('A的联系人')
    await aContactUnchanged()
  },
  'GET /api/user/api/v1/connections/boss': async ({ b }) => {
    const personId = ((await s.sql.prepare('SELECT person_id FROM persons ORDER BY id LIMIT 1').get()) as { person_id: string }).person_id
    const r = await s.get('/user/api/v1/connections/boss', { personId }, { token: b })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.contactId).toBeNull()
    await aContactUnchanged()
  },
} satisfies Record<string, Check>)

/** A's monitored party in 案件监控 with one new case from the feed (made on first use). */
let watchOfA: Promise<{ party: number; alert: number }> | null = null
const aWatch = () =>
  (watchOfA ??= (async () => {
    const party = (await s.post('/yqc/api/v1/judicialData/parties/add', { name: 'A的监控当事人' }, { token: a })).body.data.id as number
    const record = {
      type: 'record',
      dimension: 'caseFiling',
      pid: ids.pidA,
      date: '2026-10-20',
      title: 'A的监控当事人合同纠纷',
      refNo: '（2026）京0105民初4321号',
      parties: [{ name: 'A的监控当事人', role: '被告' }],
      detail: { court: '北京市朝阳区人民法院', cause: '合同纠纷' },
    }
    await applyFeed(s.sql, JSON.stringify(record), s.clock.ms)
    const alert = (await s.get('/yqc/api/v1/judicialData/alerts', undefined, { token: a })).body.data.list[0].id as number
    return { party, alert }
  })())
const aWatchUnchanged = async () => {
  const list = (await s.get('/yqc/api/v1/judicialData/parties', undefined, { token: a })).body.data.list
  expect(list.map((p: { name: string }) => p.name)).toEqual(['A的监控当事人'])
  const alerts = (await s.get('/yqc/api/v1/judicialData/alerts', undefined, { token: a })).body.data
  expect(alerts).toMatchObject({ total: 1, unread: 1 })
}
Object.assign(FOREIGN_ID, {
  'POST /api/yqc/api/v1/judicialData/parties/remove': async ({ b }) => {
    notFound(await s.post('/yqc/api/v1/judicialData/parties/remove', { id: (await aWatch()).party }, { token: b }))
    await aWatchUnchanged()
  },
  'GET /api/yqc/api/v1/judicialData/alerts': async ({ b }) => {
    notFound(await s.get('/yqc/api/v1/judicialData/alerts', { partyId: (await aWatch()).party }, { token: b }))
    const own = (await s.get('/yqc/api/v1/judicialData/alerts', undefined, { token: b })).body.data
    expect(json(own)).not.toContain('A的监控当事人')
  },
  'POST /api/yqc/api/v1/judicialData/alerts/read': async ({ b }) => {
    notFound(await s.post('/yqc/api/v1/judicialData/alerts/read', { id: (await aWatch()).alert }, { token: b }))
    await s.post('/yqc/api/v1/judicialData/alerts/read', {}, { token: b })
    await aWatchUnchanged()
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/yqc/api/v1/judicialData/parties': async ({ b }) => {
    await aWatch()
    expect(json((await s.get('/yqc/api/v1/judicialData/parties', undefined, { token: b })).body.data)).not.toContain('A的监控当事人')
  },
  'POST /api/yqc/api/v1/judicialData/parties/add': async ({ b }) => {
    await aWatch()
    const r = await s.post('/yqc/api/v1/judicialData/parties/add', { name: 'A的监控当事人' }, { token: b })
    expect(r.body.code).toBe('0000')
    await s.post('/yqc/api/v1/judicialData/parties/remove', { id: r.body.data.id }, { token: b })
    await aWatchUnchanged()
  },
  'GET /api/yqc/api/v1/judicialData/setting': async ({ b }) => {
    await s.post('/yqc/api/v1/judicialData/setting', { frequency: 'daily' }, { token: a })
    expect((await s.get('/yqc/api/v1/judicialData/setting', undefined, { token: b })).body.data.frequency).toBe('instant')
  },
  'POST /api/yqc/api/v1/judicialData/setting': async ({ b }) => {
    await s.post('/yqc/api/v1/judicialData/setting', { enabled: false }, { token: b })
    expect((await s.get('/yqc/api/v1/judicialData/setting', undefined, { token: a })).body.data.enabled).toBe(true)
    await s.post('/yqc/api/v1/judicialData/setting', { enabled: true }, { token: b })
  },
} satisfies Record<string, Check>)

/** A's debtor in 财产线索, collected, monitored and related to A's case, with one new clue from the feed (made on first use). */
let clueDebtorOfA: Promise<{ debtor: number; alert: number }> | null = null
const aClueDebtor = () =>
  (clueDebtorOfA ??= (async () => {
    const body = { debtorKind: 'company', debtorId: ids.pidOther }
    await s.post('/yqc/api/v1/propertyClues/collect', body, { token: a })
    const debtor = (await s.post('/yqc/api/v1/propertyClues/monitor', body, { token: a })).body.data.id as number
    await s.post('/yqc/api/v1/propertyClues/relate', { id: debtor, caseNo: 'A的案号', note: 'A的备注' }, { token: a })
    const patent = { type: 'record', dimension: 'patent', pid: ids.pidOther, date: '2026-10-21', title: 'A的线索专利', refNo: 'CNA0001' }
    await applyFeed(s.sql, JSON.stringify(patent), s.clock.ms)
    const alert = (await s.get('/yqc/api/v1/propertyClues/alerts', undefined, { token: a })).body.data.list[0].id as number
    return { debtor, alert }
  })())
const aClueDebtorUnchanged = async () => {
  const { debtor } = await aClueDebtor()
  const d = (await s.get('/yqc/api/v1/propertyClues/debtor', { id: debtor }, { token: a })).body.data
  expect(d).toMatchObject({ collected: true, monitored: true, caseNo: 'A的案号', note: 'A的备注', newClues: 1 })
  expect((await s.get('/yqc/api/v1/propertyClues/alerts', undefined, { token: a })).body.data).toMatchObject({ total: 1, unread: 1 })
}
Object.assign(FOREIGN_ID, {
  'GET /api/yqc/api/v1/propertyClues/debtor': async ({ b }) => {
    notFound(await s.get('/yqc/api/v1/propertyClues/debtor', { id: (await aClueDebtor()).debtor }, { token: b }))
  },
  'POST /api/yqc/api/v1/propertyClues/uncollect': async ({ b }) => {
    notFound(await s.post('/yqc/api/v1/propertyClues/uncollect', { id: (await aClueDebtor()).debtor }, { token: b }))
    await aClueDebtorUnchanged()
  },
  'POST /api/yqc/api/v1/propertyClues/unmonitor': async ({ b }) => {
    notFound(await s.post('/yqc/api/v1/propertyClues/unmonitor', { id: (await aClueDebtor()).debtor }, { token: b }))
    await aClueDebtorUnchanged()
  },
  'POST /api/yqc/api/v1/propertyClues/relate': async ({ b }) => {
    const id = (await aClueDebtor()).debtor
    notFound(await s.post('/yqc/api/v1/propertyClues/relate', { id, caseNo: 'B改的案号', note: '' }, { token: b }))
    await aClueDebtorUnchanged()
  },
  'GET /api/yqc/api/v1/propertyClues/alerts': async ({ b }) => {
    notFound(await s.get('/yqc/api/v1/propertyClues/alerts', { debtorRowId: (await aClueDebtor()).debtor }, { token: b }))
    expect(json((await s.get('/yqc/api/v1/propertyClues/alerts', undefined, { token: b })).body.data)).not.toContain('A的线索专利')
  },
  'POST /api/yqc/api/v1/propertyClues/alerts/read': async ({ b }) => {
    notFound(await s.post('/yqc/api/v1/propertyClues/alerts/read', { id: (await aClueDebtor()).alert }, { token: b }))
    await s.post('/yqc/api/v1/propertyClues/alerts/read', {}, { token: b })
    await aClueDebtorUnchanged()
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/yqc/api/v1/propertyClues/debtors': async ({ b }) => {
    await aClueDebtor()
    for (const list of ['collect', 'monitor'])
      expect((await s.get('/yqc/api/v1/propertyClues/debtors', { list }, { token: b })).body.data.total).toBe(0)
  },
  'POST /api/yqc/api/v1/propertyClues/collect': async ({ b }) => {
    const { debtor } = await aClueDebtor()
    const r = await s.post('/yqc/api/v1/propertyClues/collect', { debtorKind: 'company', debtorId: ids.pidOther }, { token: b })
    expect(r.body.data.id).not.toBe(debtor)
    expect(r.body.data.caseNo).toBe('')
    await s.post('/yqc/api/v1/propertyClues/uncollect', { id: r.body.data.id }, { token: b })
    await aClueDebtorUnchanged()
  },
  'POST /api/yqc/api/v1/propertyClues/monitor': async ({ b }) => {
    const { debtor } = await aClueDebtor()
    const r = await s.post('/yqc/api/v1/propertyClues/monitor', { debtorKind: 'company', debtorId: ids.pidOther }, { token: b })
    expect(r.body.data).toMatchObject({ collected: false, newClues: 0 })
    expect(r.body.data.id).not.toBe(debtor)
    await s.post('/yqc/api/v1/propertyClues/unmonitor', { id: r.body.data.id }, { token: b })
    await aClueDebtorUnchanged()
  },
  'GET /api/yqc/api/v1/propertyClues/setting': async ({ b }) => {
    await s.post('/yqc/api/v1/propertyClues/setting', { pushEnabled: false }, { token: a })
    expect((await s.get('/yqc/api/v1/propertyClues/setting', undefined, { token: b })).body.data.pushEnabled).toBe(true)
    await s.post('/yqc/api/v1/propertyClues/setting', { pushEnabled: true }, { token: a })
  },
  'POST /api/yqc/api/v1/propertyClues/setting': async ({ b }) => {
    await s.post('/yqc/api/v1/propertyClues/setting', { kinds: ['land'] }, { token: b })
    expect((await s.get('/yqc/api/v1/propertyClues/setting', undefined, { token: a })).body.data.kinds).toContain('ip')
  },
} satisfies Record<string, Check>)

/** A's suggestion with A's image, answered by an operator so A has an unread reply (made on first use). */
let feedbackOfA: Promise<{ id: number; image: string }> | null = null
const aFeedback = () =>
  (feedbackOfA ??= (async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    const form = new FormData()
    form.append('purpose', 'feedback')
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png')
    const up = '/user/api/v1/upload/image'
    const res = await fetch(`${s.url}/api${up}`, { method: 'POST', headers: { sign: s.sign('POST', up), token: a }, body: form })
    const image = ((await res.json()) as { data: { id: string } }).data.id
    const body = { kind: 'suggestion', content: 'A的反馈：希望增加更多筛选条件', images: [image] }
    const id = (await s.post('/user/api/v1/feedback/submit', body, { token: a })).body.data.id
    const phone = freshPhone('1363')
    await codeLogin(s, phone, 'dev-owner-admin')
    await s.sql.prepare(`UPDATE users SET roles = '["user","admin"]' WHERE phone = ?`).run(phone)
    const admin = await codeLogin(s, phone, 'dev-owner-admin')
    await s.post('/admin/api/v1/feedback/reply', { id, status: 'processing', text: '已转交产品团队' }, { token: admin })
    return { id, image }
  })())
const aFeedbackUnchanged = async () => {
  const { id, image } = await aFeedback()
  const d = (await s.get('/user/api/v1/feedback/detail', { id }, { token: a })).body.data
  expect(d).toMatchObject({ content: 'A的反馈：希望增加更多筛选条件', status: 'processing', outcome: '', unread: true })
  expect(d.images.map((i: { id: string }) => i.id)).toEqual([image])
}
/** the operator's routes: B is no operator */
const notOperator = (r: Answer) =>
  expect({ status: r.status, code: r.body.code, data: r.body.data }).toEqual({ status: 401, code: '4031', data: null })
Object.assign(FOREIGN_ID, {
  'GET /api/user/api/v1/feedback/detail': async ({ b }) => {
    notFound(await s.get('/user/api/v1/feedback/detail', { id: (await aFeedback()).id }, { token: b }))
    await aFeedbackUnchanged()
  },
  'POST /api/user/api/v1/feedback/read': async ({ b }) => {
    notFound(await s.post('/user/api/v1/feedback/read', { id: (await aFeedback()).id }, { token: b }))
    await aFeedbackUnchanged()
  },
  'GET /api/admin/api/v1/feedback/list': async ({ b }) => {
    await aFeedback()
    notOperator(await s.get('/admin/api/v1/feedback/list', undefined, { token: b }))
  },
  'GET /api/admin/api/v1/feedback/detail': async ({ b }) => {
    notOperator(await s.get('/admin/api/v1/feedback/detail', { id: (await aFeedback()).id }, { token: b }))
  },
  'POST /api/admin/api/v1/feedback/reply': async ({ b }) => {
    const { id } = await aFeedback()
    notOperator(await s.post('/admin/api/v1/feedback/reply', { id, status: 'resolved', text: 'B改的回复' }, { token: b }))
    await aFeedbackUnchanged()
  },
  'POST /api/admin/api/v1/feedback/accept': async ({ b }) => {
    const { id } = await aFeedback()
    const body = { id, field: 'name', value: 'B改的名称', source: 'B', text: 'B' }
    notOperator(await s.post('/admin/api/v1/feedback/accept', body, { token: b }))
    await aFeedbackUnchanged()
  },
  'POST /api/admin/api/v1/feedback/reject': async ({ b }) => {
    const { id } = await aFeedback()
    notOperator(await s.post('/admin/api/v1/feedback/reject', { id, text: 'B拒绝' }, { token: b }))
    await aFeedbackUnchanged()
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/feedback/list': async ({ b }) => {
    await aFeedback()
    expect(json((await s.get('/user/api/v1/feedback/list', undefined, { token: b })).body.data)).not.toContain('A的反馈')
  },
  'GET /api/user/api/v1/feedback/summary': async ({ b }) => {
    await aFeedback()
    expect((await s.get('/user/api/v1/feedback/summary', undefined, { token: b })).body.data.unread).toBe(0)
  },
  'POST /api/user/api/v1/feedback/submit': async ({ b }) => {
    const { image } = await aFeedback()
    // A's image cannot be attached to B's feedback
    const r = await s.post(
      '/user/api/v1/feedback/submit',
      { kind: 'suggestion', content: 'B的反馈内容足够长了', images: [image] },
      { token: b },
    )
    expect(r.body.code).toBe('4000')
    await aFeedbackUnchanged()
  },
} satisfies Record<string, Check>)

/** A's saved search 'A的订阅' and A's banked judicial sends, for the 订阅 routes. */
let subscriptionOfA: Promise<number> | null = null
const aSubscription = () =>
  (subscriptionOfA ??= (async () => {
    const notices = (await s.get('/user/api/v1/subscriptions/notices', undefined, { token: a })).body.data.list
    const judicial = notices.find((n: { kind: string }) => n.kind === 'judicial').templateId
    await s.post('/user/api/v1/subscriptions/notices/accept', { accepted: [judicial] }, { token: a })
    const r = await s.post('/user/api/v1/subscriptions/search/save', { filter: { capitalMin: 321 }, name: 'A的订阅' }, { token: a })
    return r.body.data.id as number
  })())
const aSubscriptionUnchanged = async () => {
  const id = await aSubscription()
  const list = (await s.get('/user/api/v1/subscriptions/list', undefined, { token: a })).body.data.list
  expect(list.find((i: { id: number }) => i.id === id)).toMatchObject({ title: 'A的订阅', enabled: true })
  const notices = (await s.get('/user/api/v1/subscriptions/notices', undefined, { token: a })).body.data.list
  expect(notices.find((n: { kind: string }) => n.kind === 'judicial').remaining).toBe(1)
}
Object.assign(FOREIGN_ID, {
  'POST /api/user/api/v1/subscriptions/toggle': async ({ b }) => {
    notFound(await s.post('/user/api/v1/subscriptions/toggle', { kind: 'search', id: await aSubscription(), enabled: false }, { token: b }))
    await aSubscriptionUnchanged()
  },
  'POST /api/user/api/v1/subscriptions/remove': async ({ b }) => {
    notFound(await s.post('/user/api/v1/subscriptions/remove', { id: await aSubscription() }, { token: b }))
    await aSubscriptionUnchanged()
  },
  'POST /api/user/api/v1/subscriptions/seen': async ({ b }) => {
    notFound(await s.post('/user/api/v1/subscriptions/seen', { id: await aSubscription() }, { token: b }))
    await aSubscriptionUnchanged()
  },
} satisfies Record<string, Check>)
Object.assign(OWN_ONLY, {
  'GET /api/user/api/v1/subscriptions/list': async ({ b }) => {
    await aSubscription()
    expect(json((await s.get('/user/api/v1/subscriptions/list', undefined, { token: b })).body.data)).not.toContain('A的订阅')
  },
  'GET /api/user/api/v1/subscriptions/notices': async ({ b }) => {
    await aSubscription()
    const list = (await s.get('/user/api/v1/subscriptions/notices', undefined, { token: b })).body.data.list
    expect(list.every((n: { remaining: number }) => n.remaining === 0)).toBe(true)
  },
  'POST /api/user/api/v1/subscriptions/notices/accept': async ({ b }) => {
    await aSubscription()
    const notices = (await s.get('/user/api/v1/subscriptions/notices', undefined, { token: b })).body.data.list
    const order = notices.find((n: { kind: string }) => n.kind === 'order').templateId
    await s.post('/user/api/v1/subscriptions/notices/accept', { accepted: [order] }, { token: b })
    const ofA = (await s.get('/user/api/v1/subscriptions/notices', undefined, { token: a })).body.data.list
    expect(ofA.find((n: { kind: string }) => n.kind === 'order').remaining).toBe(0)
    await aSubscriptionUnchanged()
  },
  'POST /api/user/api/v1/subscriptions/notices/cancel': async ({ b }) => {
    await aSubscription()
    await s.post('/user/api/v1/subscriptions/notices/cancel', { kind: 'judicial' }, { token: b })
    await aSubscriptionUnchanged()
  },
  'POST /api/user/api/v1/subscriptions/search/save': async ({ b }) => {
    await aSubscription()
    // the same conditions as A's are B's own new subscription, not a conflict with A's
    const r = await s.post('/user/api/v1/subscriptions/search/save', { filter: { capitalMin: 321 } }, { token: b })
    expect(r.body.code).toBe('0000')
    expect(r.body.data.id).not.toBe(await aSubscription())
    await aSubscriptionUnchanged()
  },
} satisfies Record<string, Check>)

/** Logout is last: it ends B's session (it takes any token, so it is not a login-only route). */
const LAST: Record<string, Check> = {
  'POST /api/sso/logout': async ({ a, b }) => {
    await s.post('/sso/logout', {}, { token: b })
    expect((await s.get('/sso/api/userCenter/getYqcClientUserInfo', undefined, { token: a })).body.code).toBe('0000')
  },
}

beforeAll(async () => {
  s = await startServer({ seed: (db) => seedDemo(db, { companies: 300, seed: 11 }) })
  a = await codeLogin(s, freshPhone('1361'), 'dev-owner-a')
  b = await codeLogin(s, freshPhone('1362'), 'dev-owner-b')
  const pids = ((await s.sql.prepare('SELECT pid FROM companies ORDER BY id LIMIT 3').all()) as Array<{ pid: string }>).map((r) => r.pid)
  ids.pidA = pids[0]
  ids.pidOther = pids[1]
  ids.groupA = (await s.post('/yqc/api/v1/monitor/group/create', { name: 'A的分组' }, { token: a })).body.data.id
  ids.groupB = (await s.post('/yqc/api/v1/monitor/group/create', { name: 'B自己的分组' }, { token: b })).body.data.id
  const add = await s.post('/yqc/api/v1/monitor/add', { kind: 'company', targetId: ids.pidA, groupId: ids.groupA }, { token: a })
  ids.monitorA = add.body.data.id
  const order = await s.post('/member/order/create', { sku: 'vip_month', payMethod: 'native', couponId: 0 }, { token: a })
  ids.orderA = order.body.data.order.orderNo
  ids.couponA = (await s.get('/member/coupons', undefined, { token: a })).body.data.list[0].id
  await applyFeed(
    s.sql,
    JSON.stringify({ type: 'record', dimension: 'executor', pid: ids.pidA, date: '2026-10-31', title: '被执行', refNo: 'OWN1', amount: 5 }),
    s.clock.ms,
  )
  const msgs = await s.get('/msg/api/v1/message/list', undefined, { token: a })
  ids.messageA = msgs.body.data.list[0].id
  ids.dynamicA = msgs.body.data.list[0].dynamicId
  expect((await s.post('/yqc/api/v1/risk/own/claim', { pid: ids.pidA }, { token: a })).body.code).toBe('0000')
}, 60_000)

afterAll(async () => {
  await s.close()
})

test('every route that demands a login has an entry in the ownership table', () => {
  const table = new Set([...Object.keys(FOREIGN_ID), ...Object.keys(OWN_ONLY)])
  const loginRoutes = s.app.routeTable.filter((r) => r.login).map((r) => `${r.method} ${r.url}`)
  expect(loginRoutes.length).toBeGreaterThan(30)
  expect(loginRoutes.filter((r) => !table.has(r))).toEqual([])
  // and the table names no route that does not exist or does not demand a login
  expect([...table].filter((k) => !loginRoutes.includes(k))).toEqual([])
})

test.each(Object.entries(FOREIGN_ID))('%s with another user\u2019s id → 4040, nothing changes', async (_route, check) => {
  await check({ a, b })
  await aStillHasEverything()
})

test.each(Object.entries(OWN_ONLY))('%s answers only with the caller\u2019s own data', async (_route, check) => {
  await check({ a, b })
  await aStillHasEverything()
})

test('a push socket carries only its own user\u2019s messages', async () => {
  const url = `${s.url.replace('http', 'ws')}/api/msg/ws?token=${encodeURIComponent(b)}`
  const ws = new WebSocket(url)
  const frames: string[] = []
  ws.on('message', (d) => frames.push(String(d)))
  await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)))
  await applyFeed(
    s.sql,
    JSON.stringify({ type: 'record', dimension: 'executor', pid: ids.pidA, date: '2026-11-01', title: '被执行', refNo: 'OWN2', amount: 6 }),
    s.clock.ms,
  )
  await s.app.monitor.hub.dispatch()
  await new Promise((r) => setTimeout(r, 300))
  ws.close()
  expect(frames.join('\n')).not.toContain('OWN2')
  expect(frames.some((f) => f.includes('"type":"message"'))).toBe(false)
})

test.each(Object.entries(LAST))('%s', async (_route, check) => {
  await check({ a, b })
})
