/** The mini-program share menu of a company or person profile: a card to a friend and a post to 朋友圈. */
import { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { to } from '@/links.gen'
import type { PosterSpec } from './poster'

/** The title a shared profile carries. */
export const shareTitle = (spec: Pick<PosterSpec, 'kind' | 'name'>) =>
  spec.kind === 'company' ? `${spec.name}的工商信息、股东和风险 - 云企查` : `${spec.name}的任职企业和合作伙伴 - 云企查`

/** Answers the share menu with the profile (its page path and query); before it has loaded, with the home page. */
export function useProfileShare(spec: PosterSpec | null) {
  useShareAppMessage(() => {
    if (!spec) return { title: '云企查 - 查企业、查老板、查风险', path: to.home() }
    const path = spec.kind === 'company' ? to.companyProfile({ pid: spec.id }) : to.personProfile({ personId: spec.id })
    return { title: shareTitle(spec), path }
  })
  useShareTimeline(() => {
    if (!spec) return { title: '云企查 - 查企业、查老板、查风险' }
    const query = spec.kind === 'company' ? `pid=${encodeURIComponent(spec.id)}` : `personId=${encodeURIComponent(spec.id)}`
    return { title: shareTitle(spec), query }
  })
}
