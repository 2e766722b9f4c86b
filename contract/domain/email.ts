/** An address mail can be sent to: something@domain.tld, no spaces. Shared by the invoice form and its schema. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'

export const isEmail = (s: string): boolean => new RegExp(EMAIL_PATTERN).test(s.trim())
