import type { RouteDef } from '../routes'

/** The user centre: what the user has viewed, kept, written and set. */
export const USER_ROUTES: RouteDef[] = [
  // open signed out too: the device's own footprints, with an invitation to sign in and keep them in the cloud
  { name: 'myFootprints', path: 'pagesUser/myFooter/myFooter', title: '浏览足迹', pkg: 'pagesUser' },
]
