import { closedDropdown, closeDropdown, tapEntry, tapMask } from '../../src/domain/dropdown'

const entries = [{ title: '地区' }, { title: '行业', disabled: true }, { title: '更多' }, { title: '隐藏', visible: false }]

describe('dropdown', () => {
  it('tap opens an entry; tapping another switches', () => {
    const s = tapEntry(closedDropdown(), entries, 0)
    expect(s).toEqual({ openIndex: 0 })
    expect(tapEntry(s, entries, 2)).toEqual({ openIndex: 2 })
  })
  it('does not open when hidden, disabled, invisible or out of range', () => {
    const c = closedDropdown()
    expect(tapEntry(c, entries, 0, { hidden: true })).toBe(c)
    expect(tapEntry(c, entries, 1)).toBe(c)
    expect(tapEntry(c, entries, 3)).toBe(c)
    expect(tapEntry(c, entries, 9)).toBe(c)
  })
  it('tapping the open entry closes it only with closeOnClickSelf', () => {
    const open = { openIndex: 2 }
    expect(tapEntry(open, entries, 2, { closeOnClickSelf: true })).toEqual({ openIndex: null })
    expect(tapEntry(open, entries, 2)).toEqual({ openIndex: 2 })
  })
  it('mask tap closes only with closeOnClickOverlay', () => {
    const open = { openIndex: 0 }
    expect(tapMask(open, { closeOnClickOverlay: true })).toEqual({ openIndex: null })
    expect(tapMask(open)).toEqual({ openIndex: 0 })
    expect(closeDropdown()).toEqual({ openIndex: null })
  })
})
