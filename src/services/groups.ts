/** 企业集团: search, a group's overview and lists, the members' records and risk scan, the group of a company. */
import type { PagedOf } from '../../contract/schemas/common'
import type { RecordItem } from '../../contract/api/api-dimensions'
import type {
  CompanyGroup,
  GroupCard,
  GroupInvestor,
  GroupLink,
  GroupMember,
  GroupOverview,
  GroupPerson,
  GroupScan,
} from '../../contract/schemas/group'
import type { GroupRecordSet } from '../../contract/domain/groups'
import { API } from '../../contract/endpoints'
import { get } from './request'

const quiet = { loading: false }

export const searchGroups = (keyword: string, pageNum: number, pageSize: number) =>
  get<PagedOf<GroupCard>>(API.group.search, keyword ? { keyword, pageNum, pageSize } : { pageNum, pageSize }, quiet)
export const groupOverview = (groupId: string) => get<GroupOverview>(API.group.overview, { groupId }, quiet)
/** the profile's 所属集团 line: optional, so a failure shows nothing rather than a toast over the profile */
export const companyGroup = (pid: string) => get<CompanyGroup>(API.group.ofCompany, { pid }, { silent: true })

const list =
  <T>(url: string) =>
  (groupId: string, pageNum: number, pageSize: number) =>
    get<PagedOf<T>>(url, { groupId, pageNum, pageSize }, quiet)

export const groupMembers = list<GroupMember>(API.group.members)
export const groupBranches = list<GroupLink>(API.group.branches)
export const groupInvestments = list<GroupLink>(API.group.investments)
export const groupInvestors = list<GroupInvestor>(API.group.investors)
export const groupPersons = list<GroupPerson>(API.group.persons)

export const groupRecords = (groupId: string, dimension: string, pageNum: number, pageSize: number) =>
  get<PagedOf<RecordItem>>(API.group.records, { groupId, dimension, pageNum, pageSize }, quiet)
export const groupRecordCounts = (groupId: string, set: GroupRecordSet) =>
  get<Array<{ dimension: string; count: number }>>(API.group.recordCounts, { groupId, set }, quiet)

export const groupScan = (groupId: string, level: '' | 'high' | 'warn' | 'info', pageNum: number, pageSize: number) =>
  get<GroupScan>(API.group.scan, level ? { groupId, level, pageNum, pageSize } : { groupId, pageNum, pageSize }, quiet)
