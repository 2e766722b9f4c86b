/** Membership, orders and coupons (contract/schemas/member.ts). */
import type {
  Coupon,
  MemberInfo,
  MemberLevels,
  Order,
  OrderCreateInput,
  OrderCreateResult,
  OrderStateKey,
  PayMethod,
} from '../../contract/schemas/member'
import type { Paged } from '../../contract/api/api'
import { API } from '../../contract/endpoints'
import { get, post } from './request'
import { payerCodes } from './payer'

export const getMemberLevels = () => get<MemberLevels>(API.member.levels)
export const getMemberInfo = () => get<MemberInfo>(API.member.info, undefined, { loading: false })
export const getCoupons = (state?: Coupon['state']) => get<{ list: Coupon[] }>(API.member.coupons, state ? { state } : {})

/** A JSAPI order carries its payer (see payer.ts). */
export const createOrder = async (input: OrderCreateInput) =>
  post<OrderCreateResult>(API.member.orderCreate, { ...input, ...(await payerCodes(input.payMethod)) })
export const payOrderAgain = async (orderNo: string, payMethod: PayMethod, returnUrl?: string) =>
  post<OrderCreateResult>(API.member.orderPay, {
    ...(returnUrl ? { orderNo, payMethod, returnUrl } : { orderNo, payMethod }),
    ...(await payerCodes(payMethod)),
  })
/** The order as the server confirms it with WeChat: the app never decides an order is paid. */
export const getOrder = (orderNo: string, loading = true) => get<Order>(API.member.orderDetail, { orderNo }, { loading })
export const listOrders = (pageNum: number, state?: OrderStateKey) =>
  get<Paged<Order>>(API.member.orderList, state ? { pageNum, pageSize: 20, state } : { pageNum, pageSize: 20 })
export const cancelOrder = (orderNo: string) => post<Order>(API.member.orderCancel, { orderNo })
export const refundOrder = (orderNo: string, reason: string) => post<Order>(API.member.orderRefund, { orderNo, reason })
