import { act } from '@testing-library/react'
import { getPageInstance, HOOKS_APP_ID } from '@tarojs/runtime'

/** Fires the page's onReachBottom hooks (what Taro does when the page is scrolled to the bottom). */
export async function reachBottom() {
  const inst = getPageInstance(HOOKS_APP_ID) as unknown as { onReachBottom?: Array<() => void> | (() => void) }
  const hooks = inst?.onReachBottom
  const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : []
  expect(list.length).toBeGreaterThan(0)
  await act(async () => list.forEach((fn) => fn()))
}
