/** Entry codes (二维码入口): what a scanned code opens, a profile's share code and its QR image (contract/schemas/entry.ts). */
import type { EntryCode, EntryImageType, EntryTarget } from '../../contract/schemas/entry'
import { ENTRY_KIND_DEFS } from '../../contract/domain/entry'
import { API } from '../../contract/endpoints'
import { to } from '../links.gen'
import type { Param } from '../pageLink'
import { download, get, post } from './request'

/** What a code opens. Silent: the entry page tells the user itself why a code opens nothing. */
export const resolveEntry = (code: string) => get<EntryTarget>(API.entry.resolve, { code }, { silent: true })

/** The share code of a company or a person (one per target, the same for everyone); silent: the poster sheet says what failed. */
export const shareCode = (kind: 'company' | 'person', id: string) => post<EntryCode>(API.entry.create, { kind, id }, { silent: true })

/** A code's QR image as a local path (in a browser, an object URL): `mini` the mini-program code, `link` a plain QR code. */
export const entryImage = (code: string, type: EntryImageType) => download(API.entry.image, { code, type })

/** The QR code a poster carries: a mini-program code in the mini-program, a QR code of the H5 address elsewhere. */
export const posterQrType = (): EntryImageType => (process.env.TARO_ENV === 'weapp' ? 'mini' : 'link')

/** The page a resolved code opens, through the route manifest's link builder of its kind. */
export function entryTargetLink(t: Pick<EntryTarget, 'kind' | 'id'>): string {
  const def = ENTRY_KIND_DEFS[t.kind]
  const build = to[def.route] as (p: Record<string, Param>) => string
  return build({ [def.param]: t.id })
}
