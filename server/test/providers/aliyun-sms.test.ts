import { AliyunSmsProvider, signRpcV1 } from '../../src/providers/aliyun-sms'

describe('Aliyun SMS provider', () => {
  test('signature v1 matches the vendor documentation example (DescribeRegions, testsecret)', () => {
    const params = {
      TimeStamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    }
    expect(signRpcV1('GET', params, 'testsecret')).toBe('CT9X0VtwR86fNWSnsc6v8YGOjuE=')
  })

  test('SendSms carries phone, template and code, signed; a non-OK answer rejects', async () => {
    const urls: string[] = []
    let answer = { Code: 'OK', Message: 'OK' }
    const fakeFetch = (async (url: string) => {
      urls.push(url)
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
    const provider = new AliyunSmsProvider({
      accessKeyId: 'id1',
      accessKeySecret: 'secret1',
      signName: '云企查',
      templateCode: 'SMS_1',
      fetch: fakeFetch,
      now: () => Date.UTC(2026, 10, 1, 2, 0, 0),
    })
    await provider.send('13800138000', '123456', 'login')
    const q = new URL(urls[0]).searchParams
    expect(q.get('Action')).toBe('SendSms')
    expect(q.get('Version')).toBe('2017-05-25')
    expect(q.get('PhoneNumbers')).toBe('13800138000')
    expect(q.get('SignName')).toBe('云企查')
    expect(JSON.parse(q.get('TemplateParam')!)).toEqual({ code: '123456' })
    expect(q.get('Timestamp')).toBe('2026-11-01T02:00:00Z')
    const params = Object.fromEntries([...q].filter(([k]) => k !== 'Signature'))
    expect(q.get('Signature')).toBe(signRpcV1('GET', params, 'secret1'))
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' }
    await expect(provider.send('13800138000', '654321', 'login')).rejects.toThrow('BUSINESS_LIMIT_CONTROL')
  })

  test('fromEnv needs every setting', () => {
    expect(AliyunSmsProvider.fromEnv({ ALIYUN_SMS_ACCESS_KEY_ID: 'a' })).toBeNull()
    expect(
      AliyunSmsProvider.fromEnv({
        ALIYUN_SMS_ACCESS_KEY_ID: 'a',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'b',
        ALIYUN_SMS_SIGN_NAME: 'c',
        ALIYUN_SMS_TEMPLATE_CODE: 'd',
      }),
    ).toBeInstanceOf(AliyunSmsProvider)
  })
})
