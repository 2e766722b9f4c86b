/**
 * The dimension registry owns every per-dimension rule: the monitor catalogue, the risk rule book, the legal-case
 * stages and the demo generator all read it, so a rule written on an entry shows up everywhere it matters.
 */
import { CASE_STAGE_ORDER, DIMENSIONS, getDimension } from '../../../contract/domain/dimensions'
import { MONITOR_DIMENSION_MAP } from '../../src/monitor/catalog'
import { RULES, RULE_BY_ID, RECORD_RULES, explain } from '../../src/risk/rules'
import { MAKERS } from '../../src/data/records'

const PLACEHOLDERS = new Set(['date', 'amount', 'status', 'statusText', 'title', 'court', 'refNo', 'reason', 'before', 'after', 'field'])

describe('the dimension registry', () => {
  it('decides what the monitor offers and turns on', () => {
    for (const d of DIMENSIONS) {
      const m = MONITOR_DIMENSION_MAP.get(d.key)
      if (d.monitor === 'off') expect({ key: d.key, offered: !!m }).toEqual({ key: d.key, offered: false })
      else expect({ key: d.key, defaultOn: m?.defaultOn }).toEqual({ key: d.key, defaultOn: d.monitor === 'on' })
    }
    // the default follows the level where an entry says nothing
    expect(getDimension('dishonestExecutor')!.monitor).toBe('on')
    expect(getDimension('patent')!.monitor).toBe('on')
    expect(getDimension('phone')!.monitor).toBe('off')
    expect(DIMENSIONS.filter((d) => d.monitor === 'optIn').every((d) => d.level === 'info')).toBe(true)
  })

  it('holds the risk scan’s record rules: each reading becomes one rule on its dimension', () => {
    const readings = DIMENSIONS.flatMap((d) => (d.risk ?? []).map((r) => ({ ...r, dimension: d.key })))
    expect(readings.length).toBeGreaterThan(15)
    expect(RECORD_RULES).toEqual(readings)
    expect(RULE_BY_ID.size).toBe(RULES.length) // ids are unique
    for (const r of readings) {
      const used = [...r.template.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
      expect({ id: r.id, unknown: used.filter((p) => !PLACEHOLDERS.has(p)) }).toEqual({ id: r.id, unknown: [] })
      expect(r.conditions.length).toBeGreaterThan(0)
    }
    const dishonest = RULE_BY_ID.get('R-DISHONEST')!
    expect(dishonest.dimension).toBe('dishonestExecutor')
    expect(explain(dishonest, { date: '2026-01-02', amount: 12.5, status: '全部未履行', title: '', refNo: '', court: '某某法院' })).toBe(
      '2026-01-02 被列为失信被执行人，涉案金额 12.5 万元，至今未履行（某某法院）',
    )
  })

  it('names the legal-case stage of each legal dimension, in one stage order', () => {
    const staged = DIMENSIONS.filter((d) => d.caseStage)
    expect(staged.map((d) => d.key)).toEqual(
      expect.arrayContaining(['caseFiling', 'courtSession', 'judgmentDocument', 'executor', 'finalCase']),
    )
    for (const d of staged) expect(CASE_STAGE_ORDER).toContain(d.caseStage)
    expect(CASE_STAGE_ORDER.indexOf('立案')).toBeLessThan(CASE_STAGE_ORDER.indexOf('开庭'))
    expect(CASE_STAGE_ORDER.indexOf('公告')).toBeLessThan(CASE_STAGE_ORDER.indexOf('开庭'))
  })

  it('gives every dimension with a demo presence a generator, and no generator lacks an entry', () => {
    for (const d of DIMENSIONS.filter((x) => x.demo)) {
      expect({ key: d.key, generator: typeof MAKERS[d.key] }).toEqual({ key: d.key, generator: 'function' })
      expect(d.demo!.presence).toBeGreaterThan(0)
      expect(d.demo!.presence).toBeLessThanOrEqual(1)
    }
    for (const key of Object.keys(MAKERS)) expect({ key, inRegistry: !!getDimension(key) }).toEqual({ key, inRegistry: true })
    for (const key of Object.keys(MAKERS)) expect({ key, hasPresence: !!getDimension(key)?.demo }).toEqual({ key, hasPresence: true })
  })
})
