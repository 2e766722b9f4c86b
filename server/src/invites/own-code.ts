/** A user's own invitation code: made on first ask, then always the same. */
import crypto from 'node:crypto'
import { INVITE_CODE_ALPHABET, INVITE_OWN_CODE_LENGTH } from '../../../contract/domain/invites'
import type { InviteRewardRepo } from '../store/rewards'

export function randomInviteCode(length = INVITE_OWN_CODE_LENGTH): string {
  let code = ''
  for (let i = 0; i < length; i++) code += INVITE_CODE_ALPHABET[crypto.randomInt(INVITE_CODE_ALPHABET.length)]
  return code
}

/** The user's code, made when missing; a taken code is retried, one character longer after a few tries. */
export async function ownInviteCode(repo: InviteRewardRepo, userId: string, random = randomInviteCode): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const existing = await repo.ownCode(userId)
    if (existing) return existing
    const length = Math.min(8, INVITE_OWN_CODE_LENGTH + Math.floor(attempt / 5))
    if (await repo.createOwnCode(userId, random(length), '用户邀请')) return (await repo.ownCode(userId)) as string
  }
  throw new Error('could not make an invitation code')
}
