import type { RouteDef } from '../routes'

/** Membership and its money: the member centre, one benefit explained, orders, coupons (pagesUser). */
export const MEMBER_ROUTES: RouteDef[] = [
  // open to visitors: the levels and prices are no secret; buying asks for a sign-in
  { name: 'memberCenter', path: 'pagesUser/memberCenter/memberCenter', title: '会员中心', pkg: 'pagesUser', params: ['level?'] },
  { name: 'memberBenefit', path: 'pagesUser/memberBenefit/memberBenefit', title: '会员权益', pkg: 'pagesUser', params: ['key', 'level?'] },
  {
    name: 'myOrders',
    path: 'pagesUser/myOrder/myOrder/myOrder',
    title: '我的订单',
    pkg: 'pagesUser',
    needsLogin: true,
    pullDownRefresh: true,
    params: ['orderNo?'],
  },
  { name: 'coupons', path: 'pagesUser/coupon/coupon', title: '优惠券', pkg: 'pagesUser', needsLogin: true },
]
