/** 推广邀请 (contract/schemas/invite.ts): the user's own invitation code and rules, who joined with it, its rewards. */
import type { Paged } from '../../contract/api/api'
import type { EntryCode } from '../../contract/schemas/entry'
import type { InviteReward, Invitee, Ledger, MyInvite } from '../../contract/schemas/invite'
import { API } from '../../contract/endpoints'
import { get, post } from './request'

export const INVITE_PAGE_SIZE = 20

/** The user's own code (made on first ask) with the rules and counts; the page draws its own loading state. */
export const myInvite = () => get<MyInvite>(API.invites.mine, undefined, { loading: false })

export const inviteRecords = (pageNum: number, pageSize = INVITE_PAGE_SIZE) =>
  get<Paged<Invitee>>(API.invites.records, { pageNum, pageSize }, { loading: false })

export const inviteRewards = (pageNum: number, pageSize = INVITE_PAGE_SIZE) =>
  get<Paged<InviteReward>>(API.invites.rewards, { pageNum, pageSize }, { loading: false })

/** 奖励流水: rewards credited and their use, newest first, with running totals */
export const rewardLedger = (pageNum: number, pageSize = INVITE_PAGE_SIZE) =>
  get<Ledger>(API.invites.ledger, { pageNum, pageSize }, { loading: false })

export const inviteReward = (id: number) => get<InviteReward>(API.invites.reward, { id }, { loading: false })

/** The entry code that opens 填写邀请码 with the user's code filled in; silent: the page says what failed. */
export const inviteEntryCode = (code: string) => post<EntryCode>(API.entry.createOwn, { kind: 'invite', id: code }, { silent: true })
