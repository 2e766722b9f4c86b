/** Copyrights: software (rj) and works (zp), searched by keyword across companies. */
import type { CopyrightSearchResult } from '../../contract/api/api-dimensions'
import { PAGE_SIZE } from '../domain/constants'
import { API } from '../../contract/endpoints'
import { get } from './request'
import { to } from '../links.gen'

/** rj: software copyrights, zp: works copyrights */
export type CopyrightType = 'rj' | 'zp'

export const COPYRIGHT_DIMENSION: Record<CopyrightType, string> = { rj: 'softwareCopyright', zp: 'workCopyright' }
export const COPYRIGHT_LABEL: Record<CopyrightType, string> = { rj: '软件著作权', zp: '作品著作权' }
/** the detail page of a copyright record of each type */
export const COPYRIGHT_DETAIL = { rj: to.softwareCopyrightDetail, zp: to.workCopyrightDetail } as const

export const copyrightType = (t: string | undefined): CopyrightType => (t === 'zp' ? 'zp' : 'rj')

export const copyrightSearch = (keyword: string, type: CopyrightType, pageNum = 1, pageSize = PAGE_SIZE) =>
  get<CopyrightSearchResult>(API.dimensions.copyright, { keyword, type, pageNum, pageSize }, { loading: false })
