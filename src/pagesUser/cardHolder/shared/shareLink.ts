/** The full address of an app page in H5 (hash routing), for text copied to share a card. */
export function shareLink(path: string): string {
  const origin = typeof window !== 'undefined' && window.location ? `${window.location.origin}${window.location.pathname}` : ''
  return `${origin}#${path.startsWith('/') ? path : `/${path}`}`
}
