/** 名片夹 and 我的名片 (contract/schemas/card.ts). */
import type { Card, CardInput, CardList, CardSort, MyCard, SharedCard } from '../../contract/schemas/card'
import { CARD_PAGE_SIZE } from '../../contract/domain/cards'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

/** One page of the user's cards; the page draws its own loading state. */
export const listCards = (q: { pageNum: number; keyword?: string; sort: CardSort; pageSize?: number }) =>
  get<CardList>(
    API.cards.list,
    { pageNum: q.pageNum, pageSize: q.pageSize ?? CARD_PAGE_SIZE, sort: q.sort, ...(q.keyword ? { keyword: q.keyword } : {}) },
    { loading: false },
  )

export const cardDetail = (id: number) => get<Card>(API.cards.detail, { id }, { loading: false })

/** Only the fields with something in them are sent: a blank optional field is absent, a card without a link has no pid. */
const body = (input: CardInput) => {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(input)) if (typeof v === 'string' && v.trim()) out[k] = v.trim()
  return out
}

export const createCard = (input: CardInput) => post<Card>(API.cards.create, body(input))
export const updateCard = (id: number, input: CardInput) => post<Card>(API.cards.update, { id, ...body(input) })
export const deleteCard = (id: number) => post<{ removed: number }>(API.cards.remove, { id })

/** The user's own card, or null before it is made. */
export const myCard = (opts: { silent?: boolean } = {}) => get<MyCard | null>(API.cards.mine, undefined, { loading: false, ...opts })
export const saveMyCard = (input: CardInput) => post<MyCard>(API.cards.mineSave, body(input))
export const deleteMyCard = () => post<{ removed: number }>(API.cards.mineDelete, {})
export const resetMyCardShare = () => post<MyCard>(API.cards.mineResetShare, {})

/** A card shared by its owner: the page says itself why it cannot be shown. */
export const sharedCard = (token: string) => get<SharedCard>(API.cards.shared, { token }, { loading: false, silent: true })
/** A refusal says why in a toast; the card already in the user's 名片夹 is refused with its id (see keptCardIdOf). */
export const saveSharedCard = (token: string) => post<Card>(API.cards.saveShared, { token })

/** The id of the copy already kept, from the refusal of saving a shared card twice (code 4090); else 0. */
export function keptCardIdOf(e: unknown): number {
  const err = e as { code?: string; data?: { data?: { id?: unknown } | null } | null }
  const id = err?.code === '4090' ? err.data?.data?.id : undefined
  return typeof id === 'number' ? id : 0
}
