/**
 * The tiny storage adapter the stores write through: Taro's sync storage by default,
 * a memory backend in tests (`setStorageBackend(memoryBackend())`).
 */
import Taro from '@tarojs/taro'

export interface StorageBackend {
  get(key: string): unknown
  set(key: string, value: unknown): void
  remove(key: string): void
}

export const taroBackend: StorageBackend = {
  get: (key) => {
    try {
      const v = Taro.getStorageSync(key)
      return v === '' ? undefined : v
    } catch {
      return undefined
    }
  },
  set: (key, value) => {
    try {
      Taro.setStorageSync(key, value)
    } catch {
      // a full or unavailable storage must not break the page; the value stays in memory
    }
  },
  remove: (key) => {
    try {
      Taro.removeStorageSync(key)
    } catch {
      // nothing to remove
    }
  },
}

export function memoryBackend(initial: Record<string, unknown> = {}): StorageBackend & { data: Record<string, unknown> } {
  const data: Record<string, unknown> = JSON.parse(JSON.stringify(initial))
  return {
    data,
    get: (key) => (key in data ? JSON.parse(JSON.stringify(data[key])) : undefined),
    set: (key, value) => {
      data[key] = JSON.parse(JSON.stringify(value))
    },
    remove: (key) => {
      delete data[key]
    },
  }
}

let backend: StorageBackend = taroBackend

export function setStorageBackend(b: StorageBackend): void {
  backend = b
}

/** Delegates to the current backend so modules may hold it from load time. */
export const storage: StorageBackend = {
  get: (key) => backend.get(key),
  set: (key, value) => backend.set(key, value),
  remove: (key) => backend.remove(key),
}
