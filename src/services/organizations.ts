/** 组织: the signed-in user's organisations, joining by code and the admin's changes (contract/schemas/organization.ts). */
import type { Paged } from '../../contract/api/api'
import type { OrgLeaveResult, OrgMember, OrgPreview, Organization } from '../../contract/schemas/organization'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

export const ORG_MEMBER_PAGE_SIZE = 20

/** The organisations the user belongs to; the page draws its own loading state. */
export const listOrganizations = () => get<Organization[]>(API.organizations.list, undefined, { loading: false })
export const createOrganization = (name: string) => post<Organization>(API.organizations.create, { name })
export const organizationDetail = (id: number) => get<Organization>(API.organizations.detail, { id }, { loading: false })
export const listOrgMembers = (id: number, pageNum: number, pageSize = ORG_MEMBER_PAGE_SIZE) =>
  get<Paged<OrgMember>>(API.organizations.members, { id, pageNum, pageSize }, { loading: false })
/** What a code opens; errors (unknown code, already a member, full) are shown by the page, not toasted. */
export const previewOrganization = (code: string) => get<OrgPreview>(API.organizations.preview, { code }, { silent: true })
export const joinOrganization = (code: string) => post<Organization>(API.organizations.join, { code })
export const renameOrganization = (id: number, name: string) => post<Organization>(API.organizations.rename, { id, name })
export const resetOrgCode = (id: number) => post<Organization>(API.organizations.resetCode, { id })
export const removeOrgMember = (id: number, userId: string) => post<null>(API.organizations.remove, { id, userId })
export const makeOrgAdmin = (id: number, userId: string) => post<null>(API.organizations.makeAdmin, { id, userId })
export const leaveOrganization = (id: number) => post<OrgLeaveResult>(API.organizations.leave, { id })
