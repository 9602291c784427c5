// Undo and redo: an atom holds the past, the present and the undone future, and three functions move between them.
// The recipe on the page runs the same functions, taken from the region below.
import { atom, selector, type Store } from 'valdres'
import { Provider, useStore, useValue } from 'valdres-react'

// [!region history]
type History<T> = { past: T[]; present: T; future: T[] }

function undoable<T>(initial: T) {
  const historyAtom = atom<History<T>>({ past: [], present: initial, future: [] })
  const presentSelector = selector((get) => get(historyAtom).present)
  return {
    historyAtom,
    presentSelector,
    set(s: Store, value: T) {
      const { past, present } = s.get(historyAtom)
      s.set(historyAtom, { past: [...past, present], present: value, future: [] })
    },
    undo(s: Store) {
      const { past, present, future } = s.get(historyAtom)
      if (past.length === 0) return
      s.set(historyAtom, { past: past.slice(0, -1), present: past[past.length - 1]!, future: [present, ...future] })
    },
    redo(s: Store) {
      const { past, present, future } = s.get(historyAtom)
      if (future.length === 0) return
      s.set(historyAtom, { past: [...past, present], present: future[0]!, future: future.slice(1) })
    },
  }
}
// [!endregion history]

const count = undoable(1)

function Counter() {
  const s = useStore()
  const value = useValue(count.presentSelector)
  const { past, future } = useValue(count.historyAtom)
  return (
    <p>
      <output data-name="count">{value}</output>{' '}
      <button type="button" onClick={() => count.set(s, value + 1)}>
        +1
      </button>{' '}
      <button type="button" onClick={() => count.set(s, value * 2)}>
        ×2
      </button>{' '}
      <button type="button" disabled={past.length === 0} onClick={() => count.undo(s)}>
        Undo
      </button>{' '}
      <button type="button" disabled={future.length === 0} onClick={() => count.redo(s)}>
        Redo
      </button>
    </p>
  )
}

export default function UndoRedoExample() {
  return (
    <Provider>
      <Counter />
    </Provider>
  )
}
