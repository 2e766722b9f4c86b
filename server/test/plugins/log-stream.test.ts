import { prettyLine } from '../../src/plugins/log-stream'

describe('prettyLine', () => {
  it('turns a pino line into time, level, message and the request summary', () => {
    const time = new Date(2026, 10, 21, 9, 5, 7).getTime()
    expect(prettyLine(JSON.stringify({ level: 30, time, msg: '[SMS] phone=13912345678 scene=login code=123456' }))).toBe(
      '09:05:07 INFO  [SMS] phone=13912345678 scene=login code=123456\n',
    )
    expect(prettyLine(JSON.stringify({ level: 30, time, msg: 'request completed', res: { statusCode: 200 }, responseTime: 3.6 }))).toBe(
      '09:05:07 INFO  request completed 200 4ms\n',
    )
    expect(prettyLine(JSON.stringify({ level: 50, time, msg: 'boom', err: { message: 'disk full' } }))).toBe(
      '09:05:07 ERROR boom disk full\n',
    )
  })

  it('passes a line that is not JSON through unchanged', () => {
    expect(prettyLine('plain text\n')).toBe('plain text\n')
  })
})
