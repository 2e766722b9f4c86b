import { pickFigures, riskVerdict, RISK_KEYS } from '../../src/domain/bgReport'

const dims = [
  { key: 'executor', label: '被执行人', category: 'judicial', count: 2 },
  { key: 'dishonestExecutor', label: '失信被执行人', category: 'judicial', count: 0 },
  { key: 'adminPenalty', label: '行政处罚', category: 'operating', count: 1 },
  { key: 'patent', label: '专利', category: 'ip', count: 9 },
]

describe('background-check report', () => {
  it('picks the figures in the report order and skips unknown keys', () => {
    expect(pickFigures(dims, RISK_KEYS).map((f) => f.key)).toEqual(['dishonestExecutor', 'executor', 'adminPenalty'])
  })

  it('names the serious records first, then the others, else says it is clean', () => {
    expect(
      riskVerdict([
        { key: 'dishonestExecutor', label: '失信被执行人', count: 1 },
        { key: 'executor', label: '被执行人', count: 3 },
      ]),
    ).toEqual({
      level: 'high',
      text: '存在失信被执行人等高风险记录，合作前请重点核实',
    })
    expect(riskVerdict(pickFigures(dims, RISK_KEYS))).toEqual({ level: 'warn', text: '存在被执行人、行政处罚等风险记录，建议查看详情' })
    expect(riskVerdict([{ key: 'executor', label: '被执行人', count: 0 }]).level).toBe('clean')
  })
})
