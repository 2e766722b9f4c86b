import type { RouteDef } from '../routes'

/**
 * Opening the app from a QR code or a shared link: the entry page reads the code (`scene` of a mini-program code,
 * `q` of a plain-link QR code or of the H5 address), asks the server what it opens and goes there, or says clearly
 * why it cannot.
 */
export const ENTRY_ROUTES: RouteDef[] = [
  { name: 'entry', path: 'pagesIndex/entry/entry', title: '云企查', pkg: 'pagesIndex', params: ['q?', 'scene?'] },
]
