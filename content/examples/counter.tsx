// An atom read and written with useAtom: each click adds one.
import { atom } from 'valdres'
import { Provider, useAtom } from 'valdres-react'

const countAtom = atom(0)

function Counter() {
  const [count, setCount] = useAtom(countAtom)
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
