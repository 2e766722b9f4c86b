/** How a reward of 推广邀请 reads on 奖励记录 and 奖励明细. */
import type { InviteReward } from '../../../contract/schemas/invite'
import { formatDate } from '../../../contract/domain/format'

export const levelName = (level: number) => (level === 2 ? 'SVIP' : 'VIP')

/** What the reward added, in a line: the stretch of membership, or why nothing was added. */
export function rewardTerm(r: InviteReward): string {
  if (r.state === 'capped') return '本月奖励次数已达上限，未发放'
  if (r.termStart === null || r.termEnd === null) return '会员长期有效，无需顺延'
  return `${formatDate(r.termStart, 'yyyy-mm-dd')} 至 ${formatDate(r.termEnd, 'yyyy-mm-dd')}`
}
