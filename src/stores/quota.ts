/** Quota state ('times'): codes 15000 (type 0) and 15001 (type 1) mark the quota as used up. */
import { makeAutoObservable } from 'mobx'
import { QUOTA_TYPE } from '../domain/errorCatalogue'

export interface QuotaTimes {
  hasNoTimes: boolean
  /** 0 from code 15000, 1 from code 15001 */
  type: 0 | 1 | null
  /** extra layer data carried as JSON in the 15000 msg */
  appMaskLayer: unknown
}

const fresh = (): QuotaTimes => ({ hasNoTimes: false, type: null, appMaskLayer: null })

/** 15000's msg may be JSON ({ appMaskLayer, msg? }); otherwise plain text. */
function parseMsg(msg: unknown): { appMaskLayer: unknown; text: string } {
  if (typeof msg !== 'string') return { appMaskLayer: null, text: '' }
  const t = msg.trim()
  if (t.startsWith('{')) {
    try {
      const o = JSON.parse(t)
      return { appMaskLayer: o?.appMaskLayer ?? null, text: typeof o?.msg === 'string' ? o.msg : '' }
    } catch {
      // not JSON after all: plain text
    }
  }
  return { appMaskLayer: null, text: msg }
}

export class QuotaStore {
  times: QuotaTimes = fresh()
  /** the readable message of the last quota answer */
  message = ''

  constructor() {
    makeAutoObservable(this)
  }

  /** Applies a quota code; returns false (and changes nothing) for any other code. */
  setFromCode(code: string | number, msg?: unknown): boolean {
    const type = QUOTA_TYPE[String(code)]
    if (type === undefined) return false
    const parsed = parseMsg(msg)
    this.times = { hasNoTimes: true, type, appMaskLayer: type === 0 ? parsed.appMaskLayer : null }
    this.message = parsed.text
    return true
  }

  reset(): void {
    this.times = fresh()
    this.message = ''
  }
}

export const quota = new QuotaStore()
