// A selector derives its value from atoms: it follows the count without being set itself.
import { atom, selector } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const countAtom = atom(1)
const doubledSelector = selector((get) => get(countAtom) * 2)

function Doubled() {
  const count = useValue(countAtom)
  const doubled = useValue(doubledSelector)
  const setCount = useSetAtom(countAtom)
  return (
    <p>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Add one
      </button>{' '}
      count <output data-name="count">{count}</output>, doubled <output data-name="doubled">{doubled}</output>
    </p>
  )
}

export default function SelectorExample() {
  return (
    <Provider>
      <Doubled />
    </Provider>
  )
}
