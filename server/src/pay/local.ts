/**
 * Payments with no configuration: throwaway merchant and platform keys, the fake WeChat Pay on loopback, and
 * the production client pointed at it. This is what `npm start` uses when no WXPAY_* settings are given.
 */
import crypto from 'node:crypto'
import { startFakeWechatPay, fakePublicKeyId, type FakeWechatPay, type FakeWechatPayOptions } from './fake-wechat-pay'
import { WechatPayV3Provider } from './wechat-v3'

/** Everything both sides need; the field names match WechatPayV3Config and FakeWechatPayOptions. */
export interface PayKeySet {
  mchid: string
  appid: string
  merchantSerialNo: string
  /** PEM (PKCS#8), like apiclient_key.pem */
  merchantPrivateKey: string
  merchantPublicKey: string
  platformPublicKeyId: string
  platformPrivateKey: string
  platformPublicKey: string
  apiV3Key: string
}

function rsaPem() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  }
}

/** A fresh merchant + platform key set (two 2048-bit RSA pairs, a 32-character APIv3 key); nothing is written to disk. */
export function localPayKeys(overrides: Partial<Pick<PayKeySet, 'mchid' | 'appid'>> = {}): PayKeySet {
  const merchant = rsaPem()
  const platform = rsaPem()
  return {
    mchid: overrides.mchid ?? '1900000109',
    appid: overrides.appid ?? 'wx0000000000local',
    merchantSerialNo: crypto.randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    platformPublicKeyId: fakePublicKeyId(),
    platformPrivateKey: platform.privateKey,
    platformPublicKey: platform.publicKey,
    apiV3Key: crypto.randomBytes(16).toString('hex'),
  }
}

export interface LocalWechatPay {
  fake: FakeWechatPay
  provider: WechatPayV3Provider
  keys: PayKeySet
}

/** The local official account's AppID: JSAPI payers authorised in WeChat's browser pay under it. */
export const LOCAL_OA_APPID = 'wx00000000localoa'

/**
 * Starts the fake with fresh keys and returns the client pointed at it; call `fake.stop()` on shutdown. The merchant
 * has two AppIDs bound, as a real one paying in the mini-program and in WeChat's browser does: `keys.appid` (the
 * mini-program's, also Native and H5) and LOCAL_OA_APPID.
 */
export async function startLocalWechatPay(
  options: Omit<FakeWechatPayOptions, keyof PayKeySet | 'merchantPublicKey'> = {},
): Promise<LocalWechatPay> {
  const keys = localPayKeys()
  const fake = await startFakeWechatPay({ boundAppids: [keys.appid, LOCAL_OA_APPID], ...options, ...keys })
  const provider = new WechatPayV3Provider({ ...keys, oaAppid: LOCAL_OA_APPID, baseUrl: fake.baseUrl, now: options.now })
  return { fake, provider, keys }
}
