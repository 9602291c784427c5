// An atom read with useValue and written with useSetAtom: each click adds one.
import { atom } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const countAtom = atom(0)

function Counter() {
  const count = useValue(countAtom)
  const setCount = useSetAtom(countAtom)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Clicked <output>{count}</output> times
    </button>
  )
}

export default function CounterExample() {
  return (
    <Provider>
      <Counter />
    </Provider>
  )
}
