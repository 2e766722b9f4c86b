import type { JudicialKind } from '../../../contract/domain/judicial'

/** The tag of an entry no longer in force: a dishonest entry leaves the list, an executed case closes. */
export const offLabel = (kind: JudicialKind) => (kind === 'dishonest' ? '已移除' : '已结案')
