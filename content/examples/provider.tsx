// Each <Provider> holds its own store: the same atom has a separate value under each one.
import { atom } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const countAtom = atom(0)

function Counter({ name }: { name: string }) {
  const count = useValue(countAtom)
  const setCount = useSetAtom(countAtom)
  return (
    <button type="button" data-store={name} onClick={() => setCount((c) => c + 1)}>
      Store {name}: <output>{count}</output>
    </button>
  )
}

export default function ProviderExample() {
  return (
    <p>
      <Provider>
        <Counter name="A" />
      </Provider>{' '}
      <Provider>
        <Counter name="B" />
      </Provider>
    </p>
  )
}
