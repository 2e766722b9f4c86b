import type { RouteDef } from '../routes'

/** Sign-in, complete (issue 4): the remaining login pages, the partner entry, account pages. */
export const SIGNIN_ROUTES: RouteDef[] = [
  // main package: the partner (领扬) entry
  { path: 'pages/fromLing/fromLing', title: '领扬登录', pkg: '' },
  // pagesLogin: never requires login
  { path: 'pagesLogin/scan/scan', title: '扫码登录', pkg: 'pagesLogin' },
  { path: 'pagesLogin/forget/forget', title: '找回密码', pkg: 'pagesLogin' },
  { path: 'pagesLogin/resetting/resetting', title: '设置新密码', pkg: 'pagesLogin' },
  { path: 'pagesLogin/bindPhone/bindPhone', title: '绑定手机号', pkg: 'pagesLogin' },
  // pagesUser
  { path: 'pagesUser/accountSet/accountSet', title: '账号设置', pkg: 'pagesUser', needsLogin: true },
  { path: 'pagesUser/resetPassword/resetPassword', title: '修改密码', pkg: 'pagesUser', needsLogin: true },
  { path: 'pagesUser/publicize/invitationCode', title: '填写邀请码', pkg: 'pagesUser', needsLogin: true },
]
