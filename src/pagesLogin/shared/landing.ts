import Taro from '@tarojs/taro'

const decodeOnce = (v: string) => {
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** The current page's router parameters, decoded once (the H5 router hands them over still encoded). */
export function routeParams(): Record<string, string> {
  const raw = (Taro.getCurrentInstance().router?.params ?? {}) as Record<string, string | undefined>
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k] = decodeOnce(v)
  return out
}
