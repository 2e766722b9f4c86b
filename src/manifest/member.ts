import type { RouteDef } from '../routes'

/** A keyword search's or an advanced filter's result, as the export pages take it. */
const RESULT_SET_PARAMS = [
  'keyword?',
  'regionCode?',
  'industry?',
  'capitalMin?',
  'capitalMax?',
  'estStart?',
  'estEnd?',
  'status?',
  'companyType?',
]

/** Membership and its money: the member centre, one benefit explained, orders and their invoices, invoice heads, exports and downloads, coupons. */
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
    params: ['orderNo?'],
  },
  {
    name: 'invoicing',
    path: 'pagesUser/myOrder/invoicing/invoicing',
    title: '开具发票',
    pkg: 'pagesUser',
    needsLogin: true,
  },
  {
    name: 'invoiceFill',
    path: 'pagesUser/myOrder/fillInfo/fillInfo',
    title: '填写开票信息',
    pkg: 'pagesUser',
    needsLogin: true,
    params: ['orderNo'],
  },
  {
    name: 'invoiceConfirm',
    path: 'pagesUser/myOrder/confirmInfo/confirmInfo',
    title: '确认开票信息',
    pkg: 'pagesUser',
    needsLogin: true,
    params: ['orderNo', 'headId', 'email'],
  },
  { name: 'invoiceHeads', path: 'pagesUser/invoiceHead/invoiceHead/invoiceHead', title: '发票抬头', pkg: 'pagesUser', needsLogin: true },
  {
    name: 'invoiceHeadEdit',
    path: 'pagesUser/invoiceHead/invoiceAdd/invoiceAdd',
    title: '编辑发票抬头',
    pkg: 'pagesUser',
    needsLogin: true,
    params: ['id?'],
  },
  {
    name: 'myDownloads',
    path: 'pagesUser/myDownload/myDownload/myDownload',
    title: '我的下载',
    pkg: 'pagesUser',
    needsLogin: true,
  },
  { name: 'exportFrequency', path: 'pagesUser/myDownload/frequency/frequency', title: '导出次数', pkg: 'pagesUser', needsLogin: true },
  // pagesDetail: what the header bar's export icon opens
  {
    name: 'exportData',
    path: 'pagesDetail/exportData/exportData',
    title: '导出数据',
    pkg: 'pagesDetail',
    needsLogin: true,
    params: ['kind', 'title?', ...RESULT_SET_PARAMS, 'pid?', 'dimension?'],
  },
  // the paid export of a result's contact phones: the quote, then the payment and the file
  {
    name: 'exportPhoneData',
    path: 'pagesDetail/exportPhoneData/exportPhoneData',
    title: '导出企业电话',
    pkg: 'pagesDetail',
    needsLogin: true,
    params: ['kind', 'title?', ...RESULT_SET_PARAMS],
  },
  {
    name: 'exportPhonePay',
    path: 'pagesDetail/exportPhoneData/pay',
    title: '确认支付',
    pkg: 'pagesDetail',
    needsLogin: true,
    params: ['kind', 'title?', ...RESULT_SET_PARAMS, 'rows', 'orderNo?'],
  },
  {
    name: 'exportProfile',
    path: 'pagesDetail/exportDataDetail/exportDataDetail',
    title: '导出企业档案',
    pkg: 'pagesDetail',
    needsLogin: true,
    params: ['pid', 'name?'],
  },
  { name: 'coupons', path: 'pagesUser/coupon/coupon', title: '优惠券', pkg: 'pagesUser', needsLogin: true },
]
