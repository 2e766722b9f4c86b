/** Copyrights: software (rj) and works (zp), searched by keyword across companies. */
import type { CopyrightSearchResult } from '../../types/api-dimensions'
import { PAGE_SIZE } from '../domain/constants'
import { get } from './request'

/** rj: software copyrights, zp: works copyrights */
export type CopyrightType = 'rj' | 'zp'

export const COPYRIGHT_DIMENSION: Record<CopyrightType, string> = { rj: 'softwareCopyright', zp: 'workCopyright' }
export const COPYRIGHT_LABEL: Record<CopyrightType, string> = { rj: '软件著作权', zp: '作品著作权' }
export const COPYRIGHT_DETAIL_PAGE: Record<CopyrightType, string> = { rj: 'pagesQuery/copyright/rjCopyright', zp: 'pagesQuery/copyright/zpCopyright' }

export const copyrightType = (t: string | undefined): CopyrightType => (t === 'zp' ? 'zp' : 'rj')

export const copyrightSearch = (keyword: string, type: CopyrightType, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<CopyrightSearchResult>('/yqc/api/v1/copyright/search', { keyword, type, pageNum, pageSize }, { loading: false })
