/**
 * 查电话: what kind a number is and the filter's choices. A number is a mobile when it is 11 digits starting with 1
 * (as the carrier plans allot them); anything else — an area code and a local number, a 400/800 line — is a landline.
 */
export const PHONE_KINDS = ['mobile', 'landline'] as const
export type PhoneKind = (typeof PHONE_KINDS)[number]

export const PHONE_KIND_NAMES: Record<PhoneKind, string> = { mobile: '手机', landline: '固定电话' }

export function phoneKindOf(number: string): PhoneKind {
  return /^1[3-9]\d{9}$/.test(number.replace(/[\s-]/g, '')) ? 'mobile' : 'landline'
}
