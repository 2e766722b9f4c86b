/** Dropdown menu state machine: closed, or open at one entry index. */

export interface DropdownEntry {
  title: string
  disabled?: boolean
  visible?: boolean
}

export interface DropdownState {
  openIndex: number | null
}

export interface DropdownOptions {
  /** the whole dropdown is hidden */
  hidden?: boolean
  closeOnClickSelf?: boolean
  closeOnClickOverlay?: boolean
}

export const closedDropdown = (): DropdownState => ({ openIndex: null })

export function tapEntry(state: DropdownState, entries: DropdownEntry[], index: number, opts: DropdownOptions = {}): DropdownState {
  const entry = entries[index]
  if (!entry || opts.hidden || entry.disabled || entry.visible === false) return state
  if (state.openIndex === index) return opts.closeOnClickSelf ? { openIndex: null } : state
  return { openIndex: index }
}

export function tapMask(state: DropdownState, opts: DropdownOptions = {}): DropdownState {
  return opts.closeOnClickOverlay ? { openIndex: null } : state
}

/** Closing after a choice is made inside the open panel. */
export const closeDropdown = (): DropdownState => ({ openIndex: null })
