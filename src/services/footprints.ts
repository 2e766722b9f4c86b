/** 浏览足迹 kept on the server for the signed-in user (contract/schemas/footprint.ts). */
import type { Paged } from '../../contract/api/api'
import type {
  Footprint,
  FootprintClearResult,
  FootprintKind,
  FootprintMergeInput,
  FootprintMergeResult,
} from '../../contract/schemas/footprint'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

export const FOOTPRINT_PAGE_SIZE = 20

/** One page of the user's footprints, newest first; without `kind` both kinds. The page draws its own loading state. */
export const listFootprints = (pageNum: number, kind?: FootprintKind, pageSize = FOOTPRINT_PAGE_SIZE) =>
  get<Paged<Footprint>>(API.footprints.list, kind ? { pageNum, pageSize, kind } : { pageNum, pageSize }, { loading: false })

/**
 * One view, recorded in the background: no loading toast, no error toast or dialog (the page the user is looking at
 * must not be disturbed by it). A failure rejects; the caller swallows it.
 */
export const recordFootprint = (kind: FootprintKind, targetId: string) =>
  post<Footprint>(API.footprints.record, { kind, targetId }, { silent: true })

/** The device's own footprints, sent on sign-in (at most 100); in the background like a record. */
export const mergeFootprints = (items: FootprintMergeInput['items']) =>
  post<FootprintMergeResult>(API.footprints.merge, { items }, { silent: true })

/** Clears one kind, or every footprint of the user without `kind`. */
export const clearFootprints = (kind?: FootprintKind) => post<FootprintClearResult>(API.footprints.clear, kind ? { kind } : {})
