/** Password rules for setting a password (sign-in still accepts older 6–32 character ones). Shared by app and server. */

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 20

export interface PasswordRule {
  key: 'length' | 'letter' | 'digit' | 'chars'
  text: string
  ok: boolean
}

/** Each rule with whether `pwd` meets it: shown while typing. */
export function passwordRules(pwd: string): PasswordRule[] {
  const len = [...pwd].length
  return [
    { key: 'length', text: `${PASSWORD_MIN}-${PASSWORD_MAX}个字符`, ok: len >= PASSWORD_MIN && len <= PASSWORD_MAX },
    { key: 'letter', text: '包含字母', ok: /[A-Za-z]/.test(pwd) },
    { key: 'digit', text: '包含数字', ok: /\d/.test(pwd) },
    { key: 'chars', text: '仅限字母、数字和常用符号', ok: pwd.length > 0 && /^[\x21-\x7e]+$/.test(pwd) },
  ]
}

/** null when the password may be set, else the first broken rule as a Chinese message. */
export function checkNewPassword(pwd: unknown): string | null {
  if (typeof pwd !== 'string' || pwd === '') return '请输入新密码'
  const broken = passwordRules(pwd).find((r) => !r.ok)
  if (!broken) return null
  switch (broken.key) {
    case 'length':
      return `密码长度应为${PASSWORD_MIN}-${PASSWORD_MAX}个字符`
    case 'chars':
      return '密码只能包含字母、数字和常用符号，不能有空格或中文'
    default:
      return '密码须同时包含字母和数字'
  }
}
