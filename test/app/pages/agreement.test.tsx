import { render, screen, fireEvent } from '@testing-library/react'
import Agreement from '../../../src/pagesLogin/shared/Agreement'
import UserAgreement from '../../../src/pagesLogin/userAgreement/userAgreement'
import PrivacyAgreement from '../../../src/pagesLogin/privacyAgreement/privacyAgreement'
import { setupPage, settle } from './harness'

let h: ReturnType<typeof setupPage>
beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
})

it('the links open the documents without ticking the box; the box ticks on tap', async () => {
  const onChange = jest.fn()
  render(<Agreement checked={false} onChange={onChange} />)
  fireEvent.click(screen.getByText('《用户协议》'))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesLogin/userAgreement/userAgreement' }))
  fireEvent.click(screen.getByText('《隐私政策》'))
  await settle()
  expect(h.spies.navigateTo).toHaveBeenLastCalledWith(expect.objectContaining({ url: '/pagesLogin/privacyAgreement/privacyAgreement' }))
  expect(onChange).not.toHaveBeenCalled()
  fireEvent.click(screen.getByText(/我已阅读并同意/))
  expect(onChange).toHaveBeenCalledWith(true)
})

it('the documents say what is collected and why', () => {
  const { container, unmount } = render(<PrivacyAgreement />)
  expect(container.textContent).toContain('设备名称、品牌、系统版本')
  expect(container.textContent).toContain('搜索历史与浏览足迹保存在您的设备本地')
  unmount()
  const u = render(<UserAgreement />)
  expect(u.container.textContent).toContain('每条信息均标注来源与采集时间')
})
