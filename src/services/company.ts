import type { CompanyHeader, CompanyProfile } from '../../types/api'
import { get } from './request'

export const companyHeader = (pid: string) => get<CompanyHeader>('/yqc/api/v1/business/header', { pid })

export const companyProfile = (pid: string) => get<CompanyProfile>('/yqc/api/v1/business/profile', { pid })
