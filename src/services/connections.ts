/** 人脉 (contract/schemas/connections.ts): 人脉雷达, 老板详情 and the saved contacts, and the company picked in 添加企业. */
import Taro from '@tarojs/taro'
import type { Boss, Contact, ContactInput, ContactList, Radar, RadarSource } from '../../contract/schemas/connections'
import type { CompanyHit } from '../../contract/api/api'
import { CONTACT_PAGE_SIZE } from '../../contract/domain/connections'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

/** One page of the radar for a source tab; the page draws its own loading state. */
export const radar = (q: { pageNum: number; source: RadarSource; pageSize?: number }) =>
  get<Radar>(API.connections.radar, { pageNum: q.pageNum, pageSize: q.pageSize ?? CONTACT_PAGE_SIZE, source: q.source }, { loading: false })

export const boss = (personId: string) => get<Boss>(API.connections.boss, { personId }, { loading: false })

export const listContacts = (q: { pageNum: number; keyword?: string; pageSize?: number }) =>
  get<ContactList>(
    API.connections.contactList,
    { pageNum: q.pageNum, pageSize: q.pageSize ?? CONTACT_PAGE_SIZE, ...(q.keyword ? { keyword: q.keyword } : {}) },
    { loading: false },
  )

export const contactDetail = (id: number) => get<Contact>(API.connections.contactDetail, { id }, { loading: false })

/** Only the fields with something in them are sent: a blank optional field is absent, and so are no tags. */
const body = (input: ContactInput) => {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(input)) {
    if (typeof v === 'string' && v.trim()) out[k] = v.trim()
    else if (Array.isArray(v) && v.length) out[k] = v
  }
  return out
}

/** A refusal says why in a toast; a person already saved is refused with the contact's id (see keptContactIdOf). */
export const createContact = (input: ContactInput) => post<Contact>(API.connections.contactCreate, body(input))
export const updateContact = (id: number, input: ContactInput) => post<Contact>(API.connections.contactUpdate, { id, ...body(input) })
export const deleteContact = (id: number) => post<{ removed: number }>(API.connections.contactRemove, { id })

/** The id of the contact already saved from a person, from the refusal of saving it twice (code 4090); else 0. */
export function keptContactIdOf(e: unknown): number {
  const err = e as { code?: string; data?: { data?: { id?: unknown } | null } | null }
  const id = err?.code === '4090' ? err.data?.data?.id : undefined
  return typeof id === 'number' ? id : 0
}

/** 添加企业 hands the company it picked to the contact form that opened it. */
const PICKED = 'connections:company-picked'
export const pickCompany = (hit: Pick<CompanyHit, 'pid' | 'name'>) => Taro.eventCenter.trigger(PICKED, { pid: hit.pid, name: hit.name })
export function onCompanyPicked(listener: (c: { pid: string; name: string }) => void): () => void {
  Taro.eventCenter.on(PICKED, listener)
  return () => Taro.eventCenter.off(PICKED, listener)
}
