import { render, screen, fireEvent } from '@testing-library/react'
import InvoiceAdd, { formErrors } from '../../../src/pagesUser/invoiceHead/invoiceAdd/invoiceAdd'
import FillInfo from '../../../src/pagesUser/myOrder/fillInfo/fillInfo'
import ConfirmInfo from '../../../src/pagesUser/myOrder/confirmInfo/confirmInfo'
import Invoicing from '../../../src/pagesUser/myOrder/invoicing/invoicing'
import { usccCheckChar } from '../../../contract/domain/tax-id'
import { session } from '../../../src/stores/session'
import { setupPage, settle, typeInto, TOKEN, user } from '../pages/harness'
import { orderOf } from './fixtures'
import type { InvoiceHead, InvoiceRequest } from '../../../contract/schemas/invoice'

const BODY = '91110108MA01ABCDE'
const TAX_ID = BODY + usccCheckChar(BODY)
const head = (over: Partial<InvoiceHead> = {}): InvoiceHead => ({
  id: 7,
  kind: 'company',
  name: '北京示例科技有限公司',
  taxId: TAX_ID,
  bank: null,
  account: null,
  address: null,
  phone: null,
  isDefault: true,
  createdAt: 0,
  updatedAt: 0,
  ...over,
})
const paidOrder = orderOf({ state: 'paid', paidAt: Date.now(), amountFen: 2900 })
const issued: InvoiceRequest = {
  id: 3,
  orderNo: paidOrder.orderNo,
  headId: 7,
  buyer: { kind: 'company', name: '北京示例科技有限公司', taxId: TAX_ID, bank: null, account: null, address: null, phone: null },
  email: 'cw@example.com',
  item: '会员服务费',
  amountFen: 2900,
  state: 'issued',
  invoiceNo: '00000001',
  failReason: null,
  createdAt: Date.now(),
  issuedAt: Date.now(),
  pdfReady: true,
}

let h: ReturnType<typeof setupPage>
beforeEach(() => {
  jest.restoreAllMocks()
  h = setupPage()
  h.params({})
  session.login(TOKEN, user)
  h.on('GET', '/member/invoice/head/list', () => ({
    data: { list: [head(), head({ id: 8, kind: 'personal', name: '张小明', taxId: null, isDefault: false })], max: 20 },
  }))
})

describe('invoice head form', () => {
  it('a company head needs a valid tax id, said in Chinese; nothing is sent until it is', async () => {
    expect(
      formErrors({
        kind: 'company',
        name: '某公司',
        taxId: '91110108MA01ABCDEX',
        bank: '',
        account: '',
        address: '',
        phone: '',
        isDefault: false,
      }).taxId,
    ).toContain('校验')
    expect(
      formErrors({ kind: 'personal', name: '张三', taxId: '', bank: '', account: '', address: '', phone: '', isDefault: false }),
    ).toEqual({})
    h.on('POST', '/member/invoice/head/create', (d) => ({ data: head({ id: 9, ...(d as object) }) }))
    const { container } = render(<InvoiceAdd />)
    typeInto(container.querySelector('[data-testid=field-name]')!, '北京示例科技有限公司')
    typeInto(container.querySelector('[data-testid=field-taxId]')!, '9111010')
    fireEvent.click(screen.getByTestId('head-save'))
    await settle()
    expect(screen.getByText('纳税人识别号长度应为18位（当前7位）')).toBeTruthy()
    expect(h.callsTo('/member/invoice/head/create')).toHaveLength(0)
    typeInto(container.querySelector('[data-testid=field-taxId]')!, TAX_ID.toLowerCase())
    fireEvent.click(screen.getByTestId('head-save'))
    await settle()
    expect(h.callsTo('/member/invoice/head/create')[0].data).toMatchObject({ kind: 'company', name: '北京示例科技有限公司', taxId: TAX_ID })
  })
})

describe('asking for an invoice', () => {
  it('step 1: the default head is chosen; a wrong email is refused before going on', async () => {
    h.params({ orderNo: paidOrder.orderNo })
    const { container } = render(<FillInfo />)
    await settle()
    expect(container.querySelectorAll('.iv-head__radio.is-on')).toHaveLength(1)
    typeInto(container.querySelector('[data-testid=field-email]')!, 'not-an-email')
    fireEvent.click(screen.getByTestId('invoice-next'))
    await settle()
    expect(screen.getByText('请输入正确的接收邮箱')).toBeTruthy()
    expect(h.spies.navigateTo).not.toHaveBeenCalled()
    typeInto(container.querySelector('[data-testid=field-email]')!, 'cw@example.com')
    fireEvent.click(screen.getByTestId('invoice-next'))
    await settle()
    expect(h.spies.navigateTo).toHaveBeenCalledWith(
      expect.objectContaining({
        url: `/pagesUser/myOrder/confirmInfo/confirmInfo?orderNo=${paidOrder.orderNo}&headId=7&email=${encodeURIComponent('cw@example.com')}`,
      }),
    )
  })

  it('step 2: shows what will be invoiced and submits it', async () => {
    h.params({ orderNo: paidOrder.orderNo, headId: '7', email: 'cw@example.com' })
    h.on('GET', '/member/order/detail', () => ({ data: paidOrder }))
    h.on('POST', '/member/invoice/request/create', () => ({ data: issued }))
    render(<ConfirmInfo />)
    await settle()
    expect(screen.getByText('¥29')).toBeTruthy()
    expect(screen.getByText(TAX_ID)).toBeTruthy()
    fireEvent.click(screen.getByTestId('invoice-submit'))
    await settle()
    expect(h.callsTo('/member/invoice/request/create')[0].data).toEqual({ orderNo: paidOrder.orderNo, headId: 7, email: 'cw@example.com' })
    expect(screen.getByTestId('invoice-result').textContent).toContain('开票成功')
    expect(screen.getByText('下载发票')).toBeTruthy()
  })

  it('step 2 opened without an order says so and leads back to 我的订单, asking the server nothing', async () => {
    render(<ConfirmInfo />)
    await settle()
    expect(screen.getByText('缺少订单号，请从我的订单进入')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    expect(h.callsTo('/member/order/detail')).toHaveLength(0)
    fireEvent.click(screen.getByTestId('invoice-back'))
    await settle()
    expect(h.spies.redirectTo.mock.calls.at(-1)![0].url).toContain('/pagesUser/myOrder/myOrder/myOrder')
  })

  it('step 2 with a head that is gone, or an order the server refuses, says why and leads back to step 1', async () => {
    h.params({ orderNo: paidOrder.orderNo, headId: '99', email: 'cw@example.com' })
    h.on('GET', '/member/order/detail', () => ({ data: paidOrder }))
    const first = render(<ConfirmInfo />)
    await settle()
    expect(screen.getByText('发票抬头不存在，请重新选择')).toBeTruthy()
    fireEvent.click(screen.getByTestId('invoice-back'))
    await settle()
    expect(h.spies.redirectTo.mock.calls.at(-1)![0].url).toContain(`/pagesUser/myOrder/fillInfo/fillInfo?orderNo=${paidOrder.orderNo}`)
    first.unmount()
    h.params({ orderNo: 'YQ0000', headId: '7', email: 'cw@example.com' })
    h.on('GET', '/member/order/detail', () => ({ status: 404, code: '4040', msg: '订单不存在' }))
    render(<ConfirmInfo />)
    await settle()
    expect(screen.getByText('订单不存在')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('the invoicing page lists orders still to invoice and the invoices asked for', async () => {
    const other = orderOf({ orderNo: 'YQ2026112310000099999999', state: 'paid', paidAt: Date.now() })
    h.on('GET', '/member/order/list', () => ({ data: { total: 2, totalText: '2', pageNum: 1, pageSize: 20, list: [paidOrder, other] } }))
    h.on('GET', '/member/invoice/request/list', () => ({ data: { total: 1, totalText: '1', pageNum: 1, pageSize: 20, list: [issued] } }))
    render(<Invoicing />)
    await settle()
    expect(screen.getAllByTestId('invoiceable-order')).toHaveLength(1)
    expect(screen.getAllByTestId('invoice-request')).toHaveLength(1)
    expect(screen.getByText('已开票')).toBeTruthy()
  })
})
