import { useEffect, useState } from 'react'
import { failurePageClosed, reloadFailedPage } from '@/services/networkFailure'

/**
 * The 重新加载 of a failure page: opens the failed page again, one attempt at a time; `stillFailing` may keep the user
 * here (and say why) instead. Leaving the page frees the request door to open a failure page again.
 */
export function useFailureReload(stillFailing?: () => Promise<boolean>) {
  const [busy, setBusy] = useState(false)
  useEffect(() => failurePageClosed, [])
  const reload = async () => {
    if (busy) return
    setBusy(true)
    try {
      if (stillFailing && (await stillFailing())) return
      await reloadFailedPage()
    } catch {
      // navigation refused: the page stays, the button can be pressed again
    } finally {
      setBusy(false)
    }
  }
  return { busy, reload }
}
