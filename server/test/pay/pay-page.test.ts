import { startPair, startReceiver, tradeNo } from './helpers'

describe('the fake pay page', () => {
  let pair: Awaited<ReturnType<typeof startPair>>
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  beforeAll(async () => {
    pair = await startPair({ merchantName: '云企查科技' })
    receiver = await startReceiver()
  })
  afterAll(async () => {
    await pair.fake.stop()
    await receiver.stop()
  })

  const form = (fields: Record<string, string>) =>
    fetch(`${pair.fake.baseUrl}/pay/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    })

  test('H5: the link leads to a Chinese page with merchant, description and yuan; 确认支付 pays, notifies and returns', async () => {
    const no = tradeNo('H')
    const { h5Url } = await pair.provider.createH5({
      outTradeNo: no,
      description: '企业信用报告（专业版）',
      amountFen: 1234,
      clientIp: '198.51.100.4',
      notifyUrl: receiver.url,
    })
    const back = 'https://yunqicha.example.com/pages/pay/result?order=1'
    const link = await fetch(`${h5Url}&redirect_url=${encodeURIComponent(back)}`, { redirect: 'manual' })
    expect(link.status).toBe(302)
    const confirmUrl = new URL(link.headers.get('location')!, pair.fake.baseUrl).toString()

    const page = await fetch(confirmUrl)
    expect(page.headers.get('content-type')).toContain('text/html')
    const html = await page.text()
    for (const text of ['云企查科技', '企业信用报告（专业版）', '12.34', '确认支付', '取消', 'name="viewport"'])
      expect(html).toContain(text)
    expect(html).not.toMatch(/<script|src=|<link/)
    expect(html).toContain(`value="${back.replace(/&/g, '&#38;')}"`)

    const before = receiver.hits.length
    const paid = await form({ out_trade_no: no, action: 'pay', redirect_url: back })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(back)
    expect(pair.fake.order(no)!.state).toBe('SUCCESS')
    await pair.fake.settled()
    expect(receiver.hits.length).toBe(before + 1)
    const n = pair.provider.verifyNotification(receiver.hits[before].headers, receiver.hits[before].body)
    expect(n.resource).toMatchObject({ out_trade_no: no, trade_type: 'MWEB', amount: { total: 1234 } })
    expect((await pair.provider.query(no)).tradeState).toBe('SUCCESS')

    const again = await (await fetch(confirmUrl)).text()
    expect(again).toContain('订单已支付')
    expect(again).not.toContain('确认支付')
  })

  test('取消 leaves the order unpaid and returns; without redirect_url a result page is shown', async () => {
    const no = tradeNo()
    const { prepayId } = await pair.provider.createJsapi({
      outTradeNo: no,
      description: '月度会员',
      amountFen: 1990,
      openid: 'o_p',
      notifyUrl: receiver.url,
    })
    const byPrepay = await fetch(`${pair.fake.baseUrl}/pay/confirm?prepay_id=${prepayId}`)
    expect(await byPrepay.text()).toContain('19.90')

    const cancelled = await form({ out_trade_no: no, action: 'cancel', redirect_url: 'http://127.0.0.1:10086/back' })
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe('http://127.0.0.1:10086/back')
    expect((await pair.provider.query(no)).tradeState).toBe('NOTPAY')

    const shown = await form({ out_trade_no: no, action: 'cancel' })
    expect(shown.status).toBe(200)
    expect(await shown.text()).toContain('已取消支付')
    const notHttp = await form({ out_trade_no: no, action: 'cancel', redirect_url: 'javascript:alert(1)' })
    expect(notHttp.status).toBe(200)

    const payNow = await form({ out_trade_no: no, action: 'pay' })
    expect(await payNow.text()).toContain('支付成功')
    const twice = await form({ out_trade_no: no, action: 'pay' })
    expect(twice.status).toBe(409)
    await pair.fake.settled()
  })

  test('Native orders are found by the pr of their code_url; closed and unknown orders say so; text is escaped', async () => {
    const no = tradeNo('N')
    const { codeUrl } = await pair.provider.createNative({
      outTradeNo: no,
      description: '<b>年度</b>会员 & 报告',
      amountFen: 29900,
      notifyUrl: receiver.url,
    })
    const pr = new URL(codeUrl.replace('weixin://', 'http://')).searchParams.get('pr')!
    const html = await (await fetch(`${pair.fake.baseUrl}/pay/confirm?pr=${pr}`)).text()
    expect(html).toContain('299.00')
    expect(html).toContain('&#60;b&#62;年度&#60;/b&#62;会员 &#38; 报告')
    expect(html).not.toContain('<b>')

    await pair.provider.close(no)
    expect(await (await fetch(pair.fake.payPageUrl(no))).text()).toContain('订单已关闭')
    const closedPay = await form({ out_trade_no: no, action: 'pay' })
    expect(closedPay.status).toBe(409)
    expect(await closedPay.text()).toContain('订单已关闭')

    const unknown = await fetch(pair.fake.payPageUrl('NO_SUCH_ORDER'))
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('订单不存在')
  })

  test('publicUrl puts the address a phone can reach into H5 links and pay page URLs', async () => {
    const lan = await startPair({ host: '127.0.0.1', publicUrl: 'http://192.168.1.23:18080/' })
    try {
      const no = tradeNo('H')
      const { h5Url } = await lan.provider.createH5({
        outTradeNo: no,
        description: '局域网',
        amountFen: 1,
        clientIp: '192.168.1.50',
        notifyUrl: receiver.url,
      })
      expect(h5Url.startsWith('http://192.168.1.23:18080/pay/h5?prepay_id=')).toBe(true)
      expect(lan.fake.payPageUrl(no)).toBe(`http://192.168.1.23:18080/pay/confirm?out_trade_no=${no}`)
      expect(lan.fake.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    } finally {
      await lan.fake.stop()
    }
  })
})
