import { SERVICE_ENTRIES, type ServiceEntry } from './serviceEntries'
import { findRoute } from '../routes'

/** The service entries whose pages are built (in the route manifest). */
export function builtServices(): ServiceEntry[] {
  return SERVICE_ENTRIES.filter((e) => !!findRoute(e.url))
}
