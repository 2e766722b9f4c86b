/** 企业图谱 and 人员图谱: the neighbourhood of a company or a person; an expanded node asks with the narrower scope. */
import type { Neighbourhood } from '../../contract/schemas/graphMap'
import { API } from '../../contract/endpoints'
import { get } from './request'

export const companyGraph = (pid: string, scope: 'all' | 'holdings' = 'all') =>
  get<Neighbourhood>(API.graph.companyGraph, { pid, scope }, { loading: false })

export const personGraph = (personId: string, scope: 'all' | 'roles' = 'all') =>
  get<Neighbourhood>(API.graph.personGraph, { personId, scope }, { loading: false })
