// React state mirrored in Web Storage as JSON (the search query per session, the detail-view toggle for good),
// read once on mount. Storage can be missing or full (private mode, quotas); search then just forgets.
import { useCallback, useState } from 'react'

/** `initial`, when given, replaces the stored value (and is stored). */
export function useStoredState<T>(kind: 'session' | 'local', key: string, fallback: T, valid: (v: unknown) => v is T, initial?: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => {
    if (initial !== undefined) {
      write(kind, key, initial)
      return initial
    }
    try {
      const raw = storage(kind)?.getItem(key)
      if (raw == null) return fallback
      const parsed: unknown = JSON.parse(raw)
      return valid(parsed) ? parsed : fallback
    } catch {
      return fallback
    }
  })
  const set = useCallback(
    (next: T) => {
      setValue(next)
      write(kind, key, next)
    },
    [kind, key],
  )
  return [value, set]
}

function write(kind: 'session' | 'local', key: string, value: unknown): void {
  try {
    storage(kind)?.setItem(key, JSON.stringify(value))
  } catch {
    // Not persisted; the in-memory value still works for this page view.
  }
}

function storage(kind: 'session' | 'local'): Storage | undefined {
  try {
    return kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage
  } catch {
    return undefined
  }
}

export const isString = (v: unknown): v is string => typeof v === 'string'
export const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean'
