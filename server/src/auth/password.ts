import bcrypt from 'bcryptjs'

const ROUNDS = 10

/**
 * A hash of a random secret nobody holds, made with the same cost as real ones. A password login for a phone without
 * a password (unknown, or an account that never set one) is compared against it, so the refusal costs one bcrypt
 * compare just like a wrong password does and the answer time does not tell whether the phone is registered.
 */
export const UNUSABLE_HASH = '$2b$10$DZaVJrXZjm1oQ8hsh4naLOO4IG7nYCsrDa9oUDe74NQ4HtXuA0Gg6'

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, ROUNDS)
}

export function checkPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash)
}
