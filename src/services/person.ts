import type { GetPersonIdResult, PersonDetail } from '../../types/api'
import { get, post } from './request'

/** personId of the person of that name in that company, or null when unknown. */
export const getPersonId = (personName: string, pid: string) =>
  post<GetPersonIdResult>('/yqc/api/v1/person/getPersonId', { personName, pid })

export const personDetail = (personId: string) => get<PersonDetail>('/yqc/api/v1/person/detail', { personId })
