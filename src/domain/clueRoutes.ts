/**
 * The clue-type navigation table, in one place: which page a clue of a given type code
 * opens, with which parameters. Framework-free; `openClue` (src/services/clues.ts) navigates.
 *
 * 120505 / 110501 / 100501 (qualificateCertificate or administratelicense): 120505 — the
 * company's 资质证书 (certificate type 05 of the 05 licence group) — opens qualificateCertificate;
 * 110501 and 100501 — the first item of the licence group, 行政许可 — open administratelicense.
 * Both pages show any licence record by id, so either target shows the clue's record.
 */

import { to, type RouteName } from '../links.gen'
import type { Query } from '../pageLink'

export interface ClueJumpParams {
  id?: string | number
  pid?: string
  projectId?: string | number
  associatedNo?: string
  certNo?: string
}

export interface Clue {
  clueType: string
  jumpParams: ClueJumpParams
  [k: string]: unknown
}

type ParamSource = (c: Clue) => string | number | undefined
/** the query parameters the manifest declares for the page of builder `N` */
type ParamName<N extends RouteName> = keyof NonNullable<Parameters<(typeof to)[N]>[0]> & string

interface ClueRoute {
  /** the target page's link builder (`to.<name>`) */
  name: RouteName
  /** the target's query parameters, in order, each with where its value comes from */
  params: Array<[name: string, from: ParamSource]>
}

const id: ParamSource = (c) => c.jumpParams.id
const pid: ParamSource = (c) => c.jumpParams.pid
const route = <N extends RouteName>(name: N, ...params: Array<[ParamName<N>, ParamSource]>): ClueRoute => ({ name, params })

/** clue type code → target page and parameters. */
export const CLUE_ROUTES: Record<string, ClueRoute> = (() => {
  const t: Record<string, ClueRoute> = {}
  const add = (codes: string[], r: ClueRoute) => codes.forEach((c) => (t[c] = r))
  add(['120505'], route('qualificateCertificate', ['id', id]))
  add(['110501', '100501'], route('administratelicense', ['id', id]))
  add(['120401'], route('businessStatusChange', ['pid', pid]))
  add(['120205', '100204', '120204', '120203'], route('stockDetails', ['id', id]))
  add(['100203', '100206', '120202'], route('equityfreeze', ['id', id], ['pid', pid]))
  add(['110402'], route('restrictHighconsumption', ['id', id], ['pid', pid], ['isCompany', () => 1]))
  add(['120502'], route('patentDetail', ['id', id]))
  add(['120501'], route('trademarkDetail', ['id', id]))
  add(['100103', '120101'], route('developDetail', ['projectId', (c) => c.jumpParams.projectId ?? c.jumpParams.id], ['pid', pid]))
  add(['110405'], route('taxArrearsDetilas', ['id', id]))
  add(['120404', '110404'], route('executor', ['id', id], ['pid', pid]))
  add(['100101'], route('bondInfo', ['id', id], ['pid', pid]))
  add(['120402', '110401'], route('dishonestExecutor', ['id', id], ['pid', pid]))
  add(['100301', '110301'], route('tenderBidd', ['id', id], ['projectId', (c) => c.jumpParams.projectId]))
  add(['100401'], route('judicialAuction', ['id', id]))
  add(['120301', '120403'], route('caseDetail', ['pid', pid], ['referenceNo', (c) => c.jumpParams.associatedNo]))
  add(['100205', '120201'], route('shareholderChange', ['key', (c) => JSON.stringify(c)]))
  add(['100502'], route('telLicense', ['certNo', (c) => c.jumpParams.certNo], ['pid', pid]))
  add(['110403'], route('punishDetails', ['id', id]))
  return t
})()

export const CLUE_TYPE_CODES = Object.keys(CLUE_ROUTES)

/** The exact target URL ('/path?name=value…') of a clue; parameters without a value are left out; '' for an unknown code. */
export function clueTarget(clue: Clue): string {
  const r = CLUE_ROUTES[String(clue?.clueType ?? '')]
  if (!r) return ''
  const c = { ...clue, jumpParams: clue.jumpParams ?? {} }
  const build = to[r.name] as (query: Query) => string
  return build(Object.fromEntries(r.params.map(([name, from]) => [name, from(c)])))
}
