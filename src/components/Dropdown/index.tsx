import { View, Text } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { tapEntry, tapMask, closedDropdown, type DropdownEntry, type DropdownOptions, type DropdownState } from '@/domain/dropdown'
import { DROPDOWN_HEIGHT, DROPDOWN_TITLE_SIZE } from '@/domain/constants'
import './index.scss'

export interface DropdownProps extends DropdownOptions {
  entries: DropdownEntry[]
  /** the panel of the open entry; call close() after a choice */
  renderPanel: (index: number, close: () => void) => ReactNode
  /** marks entries whose choice differs from the default */
  active?: boolean[]
}

/** Dropdown menu over the state machine of src/domain/dropdown.ts. */
export default function Dropdown({ entries, renderPanel, active = [], ...opts }: DropdownProps) {
  const [state, setState] = useState<DropdownState>(closedDropdown())
  if (opts.hidden) return null
  const close = () => setState(closedDropdown())
  return (
    <View className='dropdown'>
      <View className='dropdown__bar' data-height={DROPDOWN_HEIGHT}>
        {entries.map((e, i) =>
          e.visible === false ? null : (
            <View
              key={e.title + i}
              className={`dropdown__entry ${state.openIndex === i ? 'is-open' : ''} ${e.disabled ? 'is-disabled' : ''} ${active[i] ? 'is-active' : ''}`}
              onClick={() => setState((s) => tapEntry(s, entries, i, opts))}
            >
              <Text className='dropdown__title' data-size={DROPDOWN_TITLE_SIZE}>
                {e.title}
              </Text>
              <View className='dropdown__caret' />
            </View>
          ),
        )}
      </View>
      {state.openIndex !== null && (
        <View className='dropdown__layer'>
          <View className='dropdown__panel'>{renderPanel(state.openIndex, close)}</View>
          <View className='dropdown__mask' onClick={() => setState((s) => tapMask(s, opts))} />
        </View>
      )}
    </View>
  )
}
