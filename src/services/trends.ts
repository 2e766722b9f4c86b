import type { TrendsResult } from '../../types/api'
import { PAGE_SIZE } from '../domain/constants'
import { get } from './request'

/** Recent changes and records of the given companies (viewed ones); none given: the most viewed companies. */
export const recentTrends = (pids: string[] = [], pageNum = 1, pageSize = PAGE_SIZE) =>
  get<TrendsResult>('/yqc/api/v1/trends/recent', { pids: pids.length ? pids.join(',') : undefined, pageNum, pageSize })
