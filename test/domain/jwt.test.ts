import { hasPermission, hasRole, readToken, tokenValid } from '../../src/domain/jwt'

const jwt = (claims: object) =>
  `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`

describe('jwt claims on the client', () => {
  it('reads claims, including UTF-8 text', () => {
    const t = jwt({ sub: '用户1', roles: ['member'], permissions: ['export'], exp: 2000 })
    expect(readToken(t)).toEqual({ sub: '用户1', roles: ['member'], permissions: ['export'], exp: 2000 })
  })
  it('expiry decides validity', () => {
    const t = jwt({ sub: 'u', exp: 2000 })
    expect(tokenValid(t, 1999)).toBe(true)
    expect(tokenValid(t, 2000)).toBe(false)
    expect(tokenValid('', 1)).toBe(false)
    expect(tokenValid(null, 1)).toBe(false)
    expect(tokenValid('opaque-token', 1)).toBe(true)
  })
  it('unreadable tokens give null', () => {
    expect(readToken('a.b')).toBeNull()
    expect(readToken('a.!!!.c')).toBeNull()
    expect(readToken(`x.${Buffer.from('not json').toString('base64url')}.y`)).toBeNull()
  })
  it('admin passes every role and permission check', () => {
    const admin = readToken(jwt({ roles: ['admin'], permissions: [] }))
    const user = readToken(jwt({ roles: ['member'], permissions: ['export'] }))
    expect(hasPermission(admin, 'anything')).toBe(true)
    expect(hasRole(admin, 'vip')).toBe(true)
    expect(hasPermission(user, 'export')).toBe(true)
    expect(hasPermission(user, 'monitor')).toBe(false)
    expect(hasRole(user, 'member')).toBe(true)
    expect(hasRole(user, 'vip')).toBe(false)
    expect(hasPermission(null, 'export')).toBe(false)
  })
})
