/**
 * The clue-type navigation table of spec §2, in one place: which page a clue of a given type code
 * opens, with which parameters. Framework-free; `openClue` (src/services/clues.ts) navigates.
 *
 * 120505 / 110501 / 100501 (spec: qualificateCertificate or administratelicense): 120505 — the
 * company's 资质证书 (certificate type 05 of the 05 licence group) — opens qualificateCertificate;
 * 110501 and 100501 — the first item of the licence group, 行政许可 — open administratelicense.
 * Both pages show any licence record by id, so either target shows the clue's record.
 */

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

interface ClueRoute {
  path: string
  /** the target's query parameters, in order, each with where its value comes from */
  params: Array<[name: string, from: ParamSource]>
}

const id: ParamSource = (c) => c.jumpParams.id
const pid: ParamSource = (c) => c.jumpParams.pid
const route = (path: string, ...params: Array<[string, ParamSource]>): ClueRoute => ({ path, params })

/** clue type code → target page and parameters (spec §2 "Navigation targets used by clue types"). */
export const CLUE_ROUTES: Record<string, ClueRoute> = (() => {
  const t: Record<string, ClueRoute> = {}
  const add = (codes: string[], r: ClueRoute) => codes.forEach((c) => (t[c] = r))
  add(['120505'], route('pagesBussiness/qualificateCertificate/qualificateCertificate', ['id', id]))
  add(['110501', '100501'], route('pagesBussiness/administratelicense/administratelicense', ['id', id]))
  add(['120401'], route('pagesClues/businessStatusChange/businessStatusChange', ['pid', pid]))
  add(['120205', '100204', '120204', '120203'], route('pagesOperate/stockDetails/stockDetails', ['id', id]))
  add(['100203', '100206', '120202'], route('pagesLaw/equityfreeze/equityfreeze', ['id', id], ['pid', pid]))
  add(['110402'], route('pagesLaw/restrictHighconsumption/restrictHighconsumption', ['id', id], ['pid', pid], ['isCompany', () => 1]))
  add(['120502'], route('pagesIntelle/patentdetail/detail', ['id', id]))
  add(['120501'], route('pagesIntelle/appbrand/detail', ['id', id]))
  add(['100103', '120101'], route('pagesDevelop/business/detail', ['projectId', (c) => c.jumpParams.projectId ?? c.jumpParams.id], ['pid', pid]))
  add(['110405'], route('pagesOperate/taxArrearsDetilas/taxArrearsDetilas', ['id', id]))
  add(['120404', '110404'], route('pagesLaw/executor/executor', ['id', id], ['pid', pid]))
  add(['100101'], route('pagesBussiness/bondInfo/bondInfo', ['id', id], ['pid', pid]))
  add(['120402', '110401'], route('pagesLaw/dishonestExecutor/dishonestExecutor', ['id', id], ['pid', pid]))
  add(['100301', '110301'], route('pagesBussiness/tenderBidd/tenderBidd', ['id', id], ['projectId', (c) => c.jumpParams.projectId]))
  add(['100401'], route('pagesLaw/judicialAuction/judicialAuction', ['id', id]))
  add(['120301', '120403'], route('pagesLaw/caseDetail/caseDetail', ['pid', pid], ['referenceNo', (c) => c.jumpParams.associatedNo]))
  add(['100205', '120201'], route('pagesClues/shareholderChange/shareholderChange', ['key', (c) => JSON.stringify(c)]))
  add(['100502'], route('pagesBussiness/telLicense/telLicense', ['certNo', (c) => c.jumpParams.certNo], ['pid', pid]))
  add(['110403'], route('pagesOperate/punishDetails/punishDetails', ['id', id]))
  return t
})()

export const CLUE_TYPE_CODES = Object.keys(CLUE_ROUTES)

/** The exact target URL ('/path?name=value…') of a clue; parameters without a value are left out; '' for an unknown code. */
export function clueTarget(clue: Clue): string {
  const r = CLUE_ROUTES[String(clue?.clueType ?? '')]
  if (!r) return ''
  const jp = clue.jumpParams ?? {}
  const c = { ...clue, jumpParams: jp }
  const q = r.params
    .map(([name, from]) => [name, from(c)] as const)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([name, v]) => `${name}=${encodeURIComponent(String(v))}`)
  return `/${r.path}${q.length ? `?${q.join('&')}` : ''}`
}
