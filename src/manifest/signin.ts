import type { RouteDef } from '../routes'

/** Sign-in, complete: the remaining login pages, the partner entry, account pages. */
export const SIGNIN_ROUTES: RouteDef[] = [
  // main package: the partner (领扬) entry
  { name: 'partnerEntry', path: 'pages/fromLing/fromLing', title: '领扬登录', pkg: '', params: ['ticket'] },
  // pagesLogin: never requires login
  { name: 'scanLogin', path: 'pagesLogin/scan/scan', title: '扫码登录', pkg: 'pagesLogin', params: ['ticket?'] },
  { name: 'forgotPassword', path: 'pagesLogin/forget/forget', title: '找回密码', pkg: 'pagesLogin', params: ['redirect?', 'phone?'] },
  {
    name: 'newPassword',
    path: 'pagesLogin/resetting/resetting',
    title: '设置新密码',
    pkg: 'pagesLogin',
    params: ['phone', 'ticket', 'redirect?'],
  },
  { name: 'bindPhone', path: 'pagesLogin/bindPhone/bindPhone', title: '绑定手机号', pkg: 'pagesLogin', params: ['redirect?'] },
  // pagesUser
  { name: 'accountSettings', path: 'pagesUser/accountSet/accountSet', title: '账号设置', pkg: 'pagesUser', needsLogin: true },
  { name: 'changePassword', path: 'pagesUser/resetPassword/resetPassword', title: '修改密码', pkg: 'pagesUser', needsLogin: true },
  /** type=1: opened right after a first sign-in (leaving goes home rather than back); code: filled in from a QR code */
  {
    name: 'invitationCode',
    path: 'pagesUser/publicize/invitationCode',
    title: '填写邀请码',
    pkg: 'pagesUser',
    needsLogin: true,
    params: ['type?', 'code?'],
  },
]
