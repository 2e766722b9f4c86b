import type { CompanyHeader, CompanyProfile } from '../../contract/api/api'
import { API } from '../../contract/endpoints'
import { get } from './request'

export const companyHeader = (pid: string) => get<CompanyHeader>(API.company.businessHeader, { pid })

export const companyProfile = (pid: string) => get<CompanyProfile>(API.company.businessProfile, { pid })
