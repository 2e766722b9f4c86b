import Taro from '@tarojs/taro'
import { render, screen, fireEvent } from '@testing-library/react'
import Publicize from '../../../src/pagesUser/publicize/publicize'
import PublicizeRecord from '../../../src/pagesUser/publicize/publicizeRecord'
import RewardRecord from '../../../src/pagesUser/publicize/rewardRecord'
import Detailed from '../../../src/pagesUser/publicize/detailed'
import { session } from '../../../src/stores/session'
import { setupPage, settle, TOKEN, user } from './harness'
import { reachBottom } from './reachBottom'
import type { InviteReward, Invitee, MyInvite } from '../../../contract/schemas/invite'
import { inviteRulesText } from '../../../contract/domain/invites'

let h: ReturnType<typeof setupPage>
const NOW = Date.UTC(2026, 10, 20, 2, 0)
const DAY = 86_400_000

const rules = { rewardDays: 5, rewardLevel: 1, monthlyCap: 3, coupon: { title: '邀请奖励券', amountFen: 2000, minFen: 5000, days: 30 } }
const mine: MyInvite = {
  code: 'K7P3QX',
  rules,
  rulesText: inviteRulesText(rules),
  invited: 4,
  credited: 3,
  daysEarned: 15,
  creditedThisMonth: 3,
}
const invitee = (i: number): Invitee => ({
  phone: `139****${String(1000 + i)}`,
  nickname: `好友${i}`,
  joinedAt: NOW - i * DAY,
  rewardState: i === 1 ? 'capped' : 'credited',
})
const reward = (i: number): InviteReward => ({
  id: i,
  state: i === 1 ? 'capped' : 'credited',
  stateText: i === 1 ? '已达上限' : '已到账',
  inviteePhone: `139****${String(1000 + i)}`,
  inviteeNickname: `好友${i}`,
  code: 'K7P3QX',
  days: i === 1 ? 0 : 5,
  level: i === 1 ? 0 : 1,
  termStart: i === 1 ? null : NOW,
  termEnd: i === 1 ? null : NOW + 5 * DAY,
  createdAt: NOW - i * DAY,
})
const paged = <T,>(all: T[], q: Record<string, string>) => {
  const pageNum = Number(q.pageNum || 1)
  const pageSize = Number(q.pageSize || 20)
  return {
    data: {
      total: all.length,
      totalText: String(all.length),
      pageNum,
      pageSize,
      list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    },
  }
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
  h.on('GET', '/user/api/v1/invite/mine', () => ({ data: mine }))
})

describe('邀请好友', () => {
  it('shows the code, its QR code through the entry code, the counts and the rules as configured', async () => {
    h.on('POST', '/yqc/api/v1/entry/createOwn', () => ({
      data: { code: 'E123', kind: 'invite', id: 'K7P3QX', link: 'http://x/#/e/E123', createdAt: 0, expiresAt: 0 },
    }))
    const download = jest.spyOn(Taro, 'downloadFile').mockResolvedValue({ statusCode: 200, tempFilePath: 'blob:qr' } as never)
    const clip = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    render(<Publicize />)
    await settle()
    await settle()
    expect(screen.getByTestId('pz-code').textContent).toBe('K7P3QX')
    expect(h.callsTo('/yqc/api/v1/entry/createOwn')[0].data).toEqual({ kind: 'invite', id: 'K7P3QX' })
    expect(download).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('code=E123') }))
    expect(screen.getByTestId('pz-qr').getAttribute('src')).toBe('blob:qr')
    expect(screen.getByTestId('pz-headline').textContent).toBe('每邀请1位好友注册，得5天VIP会员')
    const shown = screen.getByTestId('pz-rules').textContent
    for (const line of mine.rulesText) expect(shown).toContain(line)
    expect(shown).toContain('最多获得3次奖励')
    expect(screen.getByText('本月已得 3/3 次 ›')).toBeTruthy()

    fireEvent.click(screen.getByTestId('pz-copy'))
    await settle()
    expect(clip).toHaveBeenCalledWith({ data: 'K7P3QX' })
    expect(h.toasts()).toContainEqual(expect.objectContaining({ title: '邀请码已复制' }))

    fireEvent.click(screen.getByTestId('pz-records'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/publicize/publicizeRecord' }))
    fireEvent.click(screen.getByTestId('pz-rewards'))
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/publicize/rewardRecord' }))
  })

  it('says why the QR code failed and retries it', async () => {
    let fail = true
    h.on('POST', '/yqc/api/v1/entry/createOwn', () =>
      fail
        ? { code: '4040', msg: '邀请码不存在', status: 404 }
        : { data: { code: 'E9', kind: 'invite', id: 'K7P3QX', link: '', createdAt: 0, expiresAt: 0 } },
    )
    jest.spyOn(Taro, 'downloadFile').mockResolvedValue({ statusCode: 200, tempFilePath: 'blob:qr2' } as never)
    render(<Publicize />)
    await settle()
    await settle()
    expect(screen.getByText('邀请码不存在，点击重试')).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByText('邀请码不存在，点击重试'))
    await settle()
    expect(screen.getByTestId('pz-qr').getAttribute('src')).toBe('blob:qr2')
  })

  it('a failed load shows the reason and a retry', async () => {
    h.on('GET', '/user/api/v1/invite/mine', () => ({ code: '5000', msg: '服务器繁忙，请稍后再试', status: 500 }))
    render(<Publicize />)
    await settle()
    expect(screen.getByText('服务器繁忙，请稍后再试')).toBeTruthy()
    h.on('GET', '/user/api/v1/invite/mine', () => ({ data: mine }))
    fireEvent.click(screen.getByTestId('pz-retry'))
    await settle()
    expect(screen.getByTestId('pz-code').textContent).toBe('K7P3QX')
  })
})

describe('邀请记录', () => {
  it('lists who joined, masked, with the reward state, and the next page at the bottom', async () => {
    const all = Array.from({ length: 25 }, (_, i) => invitee(i + 1))
    h.on('GET', '/user/api/v1/invite/records', (_d, q) => paged(all, q))
    render(<PublicizeRecord />)
    await settle()
    expect(screen.getAllByTestId('ir-invitee')).toHaveLength(20)
    expect(screen.getByTestId('ir-count').textContent).toBe('共邀请 25 位好友')
    expect(screen.getByText('好友1')).toBeTruthy()
    expect(screen.getAllByTestId('ir-invitee')[0].textContent).toContain('139****1001')
    expect(screen.getAllByTestId('ir-invitee')[0].textContent).toContain('已达上限')
    await reachBottom()
    await settle()
    expect(h.callsTo('/user/api/v1/invite/records')[1].query).toMatchObject({ pageNum: '2' })
    expect(screen.getAllByTestId('ir-invitee')).toHaveLength(25)
  })

  it('says 暂无数据～ when nobody joined yet', async () => {
    h.on('GET', '/user/api/v1/invite/records', (_d, q) => paged([], q))
    render(<PublicizeRecord />)
    await settle()
    expect(screen.getByText('暂无数据～')).toBeTruthy()
  })
})

describe('奖励记录 and 奖励明细', () => {
  it('lists the rewards with the days and the stretch they cover, and opens one', async () => {
    h.on('GET', '/user/api/v1/invite/rewards', (_d, q) => paged([reward(2), reward(1)], q))
    render(<RewardRecord />)
    await settle()
    const rows = screen.getAllByTestId('ir-reward')
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).toContain('+5天')
    expect(rows[0].textContent).toContain('已到账')
    expect(rows[1].textContent).toContain('已达上限')
    expect(rows[1].textContent).toContain('本月奖励次数已达上限，未发放')
    expect(screen.getByTestId('ir-summary').textContent).toContain('3/3')
    fireEvent.click(rows[0])
    expect(h.spies.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pagesUser/publicize/detailed?id=2' }))
  })

  it('奖励明细 shows one reward; another user’s id shows the server’s reason', async () => {
    h.params({ id: '2' })
    h.on('GET', '/user/api/v1/invite/reward', (_d, q) =>
      q.id === '2' ? { data: reward(2) } : { code: '4040', msg: '奖励记录不存在', status: 404 },
    )
    const { unmount } = render(<Detailed />)
    await settle()
    const detail = screen.getByTestId('ir-detail').textContent
    expect(detail).toContain('5天VIP会员')
    expect(detail).toContain('好友2（139****1002）')
    expect(detail).toContain('K7P3QX')
    unmount()
    h.params({ id: '99' })
    render(<Detailed />)
    await settle()
    expect(screen.getByText('奖励记录不存在')).toBeTruthy()
  })
})
