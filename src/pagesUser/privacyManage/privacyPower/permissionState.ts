/**
 * What the platform says of each device permission. The mini-program keeps a switch per scope (Taro.getSetting); a
 * browser answers through the Permissions API where it has one; a permission given by each use is never kept.
 */
import Taro from '@tarojs/taro'
import type { DevicePermission, PermissionKey } from '@contract/domain/privacy'

export type PermissionState = 'granted' | 'denied' | 'prompt' | 'perUse' | 'browser'

export const STATE_TEXT: Record<PermissionState, string> = {
  granted: '已允许',
  denied: '已拒绝',
  prompt: '未询问',
  perUse: '使用时选择',
  browser: '由浏览器管理',
}

export const isMiniProgram = () => process.env.TARO_ENV !== 'h5'

async function miniStates(list: DevicePermission[]): Promise<Partial<Record<PermissionKey, PermissionState>>> {
  const setting = (await Taro.getSetting({ withSubscriptions: true } as never)) as unknown as {
    authSetting?: Record<string, boolean | undefined>
    subscriptionsSetting?: { mainSwitch?: boolean }
  }
  const out: Partial<Record<PermissionKey, PermissionState>> = {}
  for (const p of list) {
    if (!p.miniScope) continue
    const on = p.miniScope === 'subscriptions' ? setting.subscriptionsSetting?.mainSwitch : setting.authSetting?.[p.miniScope]
    out[p.key] = on === true ? 'granted' : on === false ? 'denied' : 'prompt'
  }
  return out
}

async function webStates(list: DevicePermission[]): Promise<Partial<Record<PermissionKey, PermissionState>>> {
  const perms = typeof navigator !== 'undefined' ? navigator.permissions : undefined
  const out: Partial<Record<PermissionKey, PermissionState>> = {}
  if (!perms?.query) return out
  await Promise.all(
    list.map(async (p) => {
      if (!p.webPermission) return
      try {
        const r = await perms.query({ name: p.webPermission as PermissionName })
        out[p.key] = r.state === 'granted' ? 'granted' : r.state === 'denied' ? 'denied' : 'prompt'
      } catch {
        // this browser keeps no such permission
      }
    }),
  )
  return out
}

/** Each permission's state: a kept switch where the platform tells it, else how it is given. */
export async function permissionStates(list: DevicePermission[]): Promise<Record<PermissionKey, PermissionState>> {
  let known: Partial<Record<PermissionKey, PermissionState>> = {}
  try {
    known = isMiniProgram() ? await miniStates(list) : await webStates(list)
  } catch {
    // the platform would not say
  }
  return Object.fromEntries(list.map((p) => [p.key, known[p.key] ?? (p.perUse ? 'perUse' : 'browser')])) as Record<
    PermissionKey,
    PermissionState
  >
}
