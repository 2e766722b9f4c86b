import Taro, { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { findRoute } from '@/routes'
import { loginUrlFor } from '@/services/nav'
import { session } from '@/stores/session'

/**
 * A page flagged needs-login in the manifest sends a user without a valid token to phone login,
 * with the page's own URL as redirect — also when the page was opened directly by URL.
 */
export function usePageGuard() {
  const router = useRouter() ?? { path: '', params: {} }
  useEffect(() => {
    const path = router?.path || ''
    const route = findRoute(path)
    if (route?.needsLogin && !session.isLoggedIn) {
      const query = Object.entries(router.params || {})
        .filter(([k]) => k !== '$taroTimestamp' && k !== 'stamp')
        .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
        .join('&')
      Taro.redirectTo({ url: loginUrlFor(`/${route.path}${query ? `?${query}` : ''}`) })
    }
  }, [router.path])
}
