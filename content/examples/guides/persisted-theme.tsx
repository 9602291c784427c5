// A persisted atom: its default reads localStorage and onSet writes it, so a choice survives a reload of the page.
// The persistence guide runs the same persistentAtom function.
import { atom } from 'valdres'
import { Provider, useResetAtom, useSetAtom, useValue } from 'valdres-react'

// [!region persistent]
function persistentAtom<T>(key: string, fallback: T) {
  return atom<T>(
    () => {
      const saved = localStorage.getItem(key)
      if (saved === null) return fallback
      try {
        return JSON.parse(saved) as T
      } catch {
        return fallback
      }
    },
    { name: key, onSet: (value) => localStorage.setItem(key, JSON.stringify(value)) },
  )
}
// [!endregion persistent]

const themeAtom = persistentAtom<'light' | 'dark'>('guides:persisted-theme', 'light')

function ThemePicker() {
  const theme = useValue(themeAtom)
  const setTheme = useSetAtom(themeAtom)
  const reset = useResetAtom(themeAtom)
  return (
    <p>
      <label>
        Theme{' '}
        <select value={theme} onChange={(e) => setTheme(e.target.value as 'light' | 'dark')}>
          <option value="light">light</option>
          <option value="dark">dark</option>
        </select>
      </label>{' '}
      <button
        type="button"
        onClick={() => {
          localStorage.removeItem('guides:persisted-theme')
          reset()
        }}
      >
        Forget
      </button>{' '}
      <output data-name="saved">saved: {JSON.stringify(theme)}</output>
    </p>
  )
}

export default function PersistedThemeExample() {
  return (
    <Provider>
      <ThemePicker />
    </Provider>
  )
}
