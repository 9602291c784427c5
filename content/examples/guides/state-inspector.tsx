// A state inspector to render during development: for each named atom or selector it shows the value the store
// holds and how many subscribers it has, and it logs every change. The debugging guide runs the same two helpers.
import { useEffect, useState } from 'react'
import { type Atom, atom, type Selector, selector, type Store } from 'valdres'
import { Provider, useSetAtom, useStore, useValue } from 'valdres-react'

// [!region helpers]
type Inspectable = Atom<any> | Selector<any>

/** What a store holds for one atom or selector: its value, if it has one yet, and its number of subscribers. */
function inspect(s: Store, state: Inspectable) {
  return {
    name: state.name ?? '(unnamed)',
    hasValue: s.data.values.has(state),
    value: s.data.values.get(state),
    subscribers: s.data.subscriptions.get(state)?.size ?? 0,
  }
}

/** Calls `log` with a line for every change of the given atoms and selectors; returns a function that stops it. */
function logChanges(s: Store, states: Inspectable[], log: (line: string) => void = console.log) {
  const stops = states.map((state) => s.sub(state, () => log(`${state.name ?? '(unnamed)'} → ${JSON.stringify(s.get(state))}`)))
  return () => {
    for (const stop of stops) stop()
  }
}
// [!endregion helpers]

const countAtom = atom(0, { name: 'countAtom' })
const nameAtom = atom('Ada', { name: 'nameAtom' })
const greetingSelector = selector((get) => `Hello, ${get(nameAtom)}!`, { name: 'greetingSelector' })
const watched: Inspectable[] = [countAtom, nameAtom, greetingSelector]

function Inspector() {
  const s = useStore()
  const [log, setLog] = useState<string[]>([])
  const [, setMounted] = useState(false)
  useEffect(() => {
    const stop = logChanges(s, watched, (line) => setLog((lines) => [...lines.slice(-3), line]))
    setMounted(true) // render once more: the components above have subscribed by now
    return stop
  }, [s])
  return (
    <>
      <table>
        <thead>
          <tr>
            <th>state</th>
            <th>value</th>
            <th>subscribers</th>
          </tr>
        </thead>
        <tbody>
          {watched.map((state) => {
            const row = inspect(s, state)
            return (
              <tr key={row.name} data-state={row.name}>
                <td>{row.name}</td>
                <td>{row.hasValue ? JSON.stringify(row.value) : '(not read yet)'}</td>
                <td>{row.subscribers}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <ol data-name="log">
        {log.map((line, i) => (
          <li key={`${i}:${line}`}>{line}</li>
        ))}
      </ol>
    </>
  )
}

function App() {
  const setCount = useSetAtom(countAtom)
  const setName = useSetAtom(nameAtom)
  return (
    <p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Count: {useValue(countAtom)}
      </button>{' '}
      <input aria-label="Name" defaultValue="Ada" onChange={(e) => setName(e.target.value)} /> {useValue(greetingSelector)}
    </p>
  )
}

export default function StateInspectorExample() {
  return (
    <Provider>
      <App />
      <Inspector />
    </Provider>
  )
}
