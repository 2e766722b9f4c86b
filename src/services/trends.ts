import type { TrendsResult } from '../../contract/api/api'
import { PAGE_SIZE } from '../domain/constants'
import { API } from '../../contract/endpoints'
import { get } from './request'

/** Recent changes and records of the given companies (viewed ones); none given: the most viewed companies. */
export const recentTrends = (pids: string[] = [], pageNum = 1, pageSize = PAGE_SIZE) =>
  get<TrendsResult>(API.trends.trendsRecent, { pids: pids.length ? pids.join(',') : undefined, pageNum, pageSize })
