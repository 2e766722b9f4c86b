import type { GetPersonIdResult, PersonDetail } from '../../contract/api/api'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

/** personId of the person of that name in that company, or null when unknown. */
export const getPersonId = (personName: string, pid: string) => post<GetPersonIdResult>(API.person.personGetPersonId, { personName, pid })

export const personDetail = (personId: string) => get<PersonDetail>(API.person.personDetail, { personId })
