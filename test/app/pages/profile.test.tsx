import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import UserInfo from '../../../src/pagesUser/userInfo/userInfo'
import UserInfoEdit from '../../../src/pagesUser/userInfoEdit/userInfoEdit'
import NicknameSet from '../../../src/pagesUser/nicknameSet/nicknameSet'
import { session } from '../../../src/stores/session'
import type { Profile } from '../../../contract/schemas/profile'
import { setupPage, settle, TOKEN, typeInto, user } from './harness'

type Any = any
let h: ReturnType<typeof setupPage>

const PROFILE: Profile = {
  userId: 'u1',
  nickname: '张小明',
  avatar: '',
  phoneMasked: '138****8000',
  company: '杭州云企科技有限公司',
  jobTitle: '',
  industry: 'I',
  industryName: '信息传输、软件和信息技术服务业',
  regionCode: '330106',
  regionName: '浙江省 杭州市 西湖区',
  registeredAt: Date.UTC(2026, 0, 5),
}

function serveProfile(p: Profile = PROFILE) {
  let current = { ...p }
  h.on('GET', '/user/api/v1/profile', () => ({ data: current }))
  h.on('POST', '/user/api/v1/profile/update', (body) => {
    if (body.nickname === '13800138000') return { code: '4000', msg: '昵称不能是手机号' }
    current = { ...current, ...(body as Partial<Profile>) }
    if (body.avatarId) current.avatar = `/files/${body.avatarId}.png`
    return { data: current }
  })
  return () => current
}

beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
})

describe('个人资料', () => {
  it('shows a skeleton while loading, then the profile with empty fields marked 未填写', async () => {
    let release: () => void = () => undefined
    h.spies.request.mockImplementationOnce(
      (() =>
        new Promise((r) => (release = () => r({ statusCode: 200, data: { code: '0000', msg: '', data: PROFILE }, header: {} })))) as Any,
    )
    const { container } = render(<UserInfo />)
    await settle()
    expect(container.querySelectorAll('.profile-skeleton').length).toBe(6)
    release()
    await settle()
    expect(container.querySelectorAll('.profile-skeleton').length).toBe(0)
    expect(screen.getByTestId('profile-name').textContent).toBe('张小明')
    expect(screen.getByTestId('profile-company').textContent).toContain('杭州云企科技有限公司')
    expect(screen.getByTestId('profile-jobTitle').textContent).toContain('未填写')
    expect(screen.getByTestId('profile-region').textContent).toContain('西湖区')
    expect(screen.getByText('2026-01-05')).toBeTruthy()
  })

  it('offers a retry when the profile cannot be loaded', async () => {
    h.on('GET', '/user/api/v1/profile', () => ({ code: '5000', msg: '服务器繁忙，请稍后再试', status: 500 }))
    render(<UserInfo />)
    await settle()
    serveProfile()
    fireEvent.click(screen.getByText('加载失败，点击重试'))
    await settle()
    expect(screen.getByTestId('profile-name').textContent).toBe('张小明')
  })

  it('opens the nickname page and the edit page from their rows', async () => {
    serveProfile()
    render(<UserInfo />)
    await settle()
    fireEvent.click(screen.getByTestId('profile-nickname'))
    fireEvent.click(screen.getByTestId('profile-industry'))
    const urls = h.spies.navigateTo.mock.calls.map((c: Any) => c[0].url)
    expect(urls[0]).toContain('pagesUser/nicknameSet/nicknameSet')
    expect(urls[1]).toContain('pagesUser/userInfoEdit/userInfoEdit')
  })

  it('uploads a chosen avatar with its progress shown on the avatar, then wears it everywhere', async () => {
    serveProfile()
    jest
      .spyOn(Taro, 'chooseImage')
      .mockResolvedValue({ tempFiles: [{ path: 'blob:avatar', size: 2048 }], tempFilePaths: ['blob:avatar'] } as Any)
    let progress: (p: { progress: number }) => void = () => undefined
    let finish: () => void = () => undefined
    const uploadSpy = jest.spyOn(Taro, 'uploadFile').mockImplementation(((opts: Any) => {
      const p: Any = new Promise((resolve) => {
        finish = () =>
          resolve({
            statusCode: 200,
            data: JSON.stringify({
              code: '0000',
              msg: '',
              data: { id: 'A'.repeat(24), url: `/files/${'A'.repeat(24)}.png`, mime: 'image/png', size: 2048, width: 1, height: 1 },
            }),
          })
      })
      p.progress = (cb: Any) => (progress = cb)
      expect(opts.formData).toEqual({ purpose: 'avatar' })
      expect(opts.header.sign).toBeTruthy()
      expect(opts.header.token).toBe(TOKEN)
      expect(opts.header['content-type']).toBeUndefined()
      return p
    }) as Any)
    render(<UserInfo />)
    await settle()
    fireEvent.click(screen.getByTestId('avatar-picker'))
    await settle()
    expect(uploadSpy).toHaveBeenCalledTimes(1)
    // the progress event arrives outside React: act flushes the render it causes
    act(() => progress({ progress: 42 }))
    await settle()
    expect(screen.getByTestId('avatar-progress').textContent).toBe('42%')
    finish()
    await settle()
    expect(h.callsTo('/user/api/v1/profile/update')[0].data).toEqual({ avatarId: 'A'.repeat(24) })
    expect(screen.queryByTestId('avatar-progress')).toBeNull()
    expect(session.userInfo?.avatar).toBe(`/files/${'A'.repeat(24)}.png`)
  })

  it('sends nothing when the user backs out of choosing, and refuses a file over the limit before sending', async () => {
    serveProfile()
    const choose = jest.spyOn(Taro, 'chooseImage').mockRejectedValueOnce({ errMsg: 'chooseImage:fail cancel' } as Any)
    const uploadSpy = jest.spyOn(Taro, 'uploadFile')
    render(<UserInfo />)
    await settle()
    fireEvent.click(screen.getByTestId('avatar-picker'))
    await settle()
    choose.mockResolvedValueOnce({ tempFiles: [{ path: 'blob:big', size: 6 * 1024 * 1024 }], tempFilePaths: ['blob:big'] } as Any)
    fireEvent.click(screen.getByTestId('avatar-picker'))
    await settle()
    expect(uploadSpy).not.toHaveBeenCalled()
    expect(h.toasts().map((t: Any) => t.title)).toContain('图片不能超过 5 MB')
  })
})

describe('编辑资料', () => {
  it('saves only once something changed, and sends the whole form', async () => {
    const current = serveProfile()
    h.on('GET', '/user/condition/options', () => ({
      data: {
        industries: [
          { code: 'I', name: '信息传输、软件和信息技术服务业' },
          { code: 'K', name: '房地产业' },
        ],
        statuses: [],
        companyTypes: [],
        capitalRanges: [],
      },
    }))
    h.on('GET', '/user/condition/provinceRegionsTree', () => ({ data: [] }))
    const { container } = render(<UserInfoEdit />)
    await settle()
    expect(screen.getByTestId('edit-save').className).toContain('is-disabled')
    fireEvent.click(screen.getByTestId('edit-save'))
    await settle()
    expect(h.callsTo('/user/api/v1/profile/update')).toHaveLength(0)
    typeInto(container.querySelector('[data-testid=edit-jobTitle]')!, '财务总监')
    await settle()
    expect(screen.getByTestId('edit-save').className).not.toContain('is-disabled')
    fireEvent.click(screen.getByTestId('edit-save'))
    await settle()
    expect(h.callsTo('/user/api/v1/profile/update')[0].data).toEqual({
      company: '杭州云企科技有限公司',
      jobTitle: '财务总监',
      industry: 'I',
      regionCode: '330106',
    })
    expect(current().jobTitle).toBe('财务总监')
  })
})

describe('修改昵称', () => {
  it('checks the nickname as it is typed and saves a good one', async () => {
    serveProfile()
    const { container } = render(<NicknameSet />)
    await settle()
    const input = container.querySelector('[data-testid=nickname-input]')!
    typeInto(input, '13800138000')
    await settle()
    expect(screen.getByTestId('nickname-error').textContent).toBe('昵称不能是手机号')
    expect(screen.getByTestId('nickname-save').className).toContain('is-disabled')
    typeInto(input, '云中行者')
    await settle()
    expect(screen.getByTestId('nickname-error').textContent).toBe('')
    fireEvent.click(screen.getByTestId('nickname-save'))
    await settle()
    expect(h.callsTo('/user/api/v1/profile/update')[0].data).toEqual({ nickname: '云中行者' })
    expect(session.userInfo?.nickname).toBe('云中行者')
  })
})

describe('修改昵称 before the profile arrives', () => {
  it('keeps what the user typed when the profile answers later', async () => {
    let release: () => void = () => undefined
    h.spies.request.mockImplementationOnce(
      (() =>
        new Promise(
          (r) =>
            (release = () => r({ statusCode: 200, data: { code: '0000', msg: '', data: { ...PROFILE, nickname: '旧昵称' } }, header: {} })),
        )) as Any,
    )
    const { container } = render(<NicknameSet />)
    await settle()
    typeInto(container.querySelector('[data-testid=nickname-input]')!, '新昵称')
    release()
    await settle()
    expect((container.querySelector('[data-testid=nickname-input]') as Any).value).toBe('新昵称')
    expect(screen.getByTestId('nickname-save').className).not.toContain('is-disabled')
  })
})

describe('编辑资料 before the profile arrives', () => {
  it('keeps the company typed while the profile was loading and saves it', async () => {
    let release: () => void = () => undefined
    h.spies.request.mockImplementationOnce(
      (() =>
        new Promise(
          (r) => (release = () => r({ statusCode: 200, data: { code: '0000', msg: '', data: { ...PROFILE, company: '' } }, header: {} })),
        )) as Any,
    )
    h.on('GET', '/user/condition/options', () => ({ data: { industries: [], statuses: [], companyTypes: [], capitalRanges: [] } }))
    h.on('GET', '/user/condition/provinceRegionsTree', () => ({ data: [] }))
    h.on('POST', '/user/api/v1/profile/update', (body) => ({ data: { ...PROFILE, ...(body as Partial<Profile>) } }))
    const { container } = render(<UserInfoEdit />)
    await settle()
    typeInto(container.querySelector('[data-testid=edit-company]')!, '新公司')
    release()
    await settle()
    expect((container.querySelector('[data-testid=edit-company]') as Any).value).toBe('新公司')
    fireEvent.click(screen.getByTestId('edit-save'))
    await settle()
    expect(h.callsTo('/user/api/v1/profile/update')[0].data).toMatchObject({ company: '新公司', regionCode: '330106' })
  })
})
