// The three hooks side by side: useSetAtom only writes, useValue reads, useAtom gives both (its setter takes an updater).
import { atom } from 'valdres'
import { Provider, useAtom, useSetAtom, useValue } from 'valdres-react'

const nameAtom = atom('Ada')

function NameInput() {
  const setName = useSetAtom(nameAtom)
  return <input aria-label="Name" defaultValue="Ada" onChange={(e) => setName(e.target.value)} />
}

function Greeting() {
  const name = useValue(nameAtom)
  return <output data-name="greeting">Hello, {name}!</output>
}

function Shout() {
  const [, setName] = useAtom(nameAtom)
  return (
    <button type="button" onClick={() => setName((name) => name.toUpperCase())}>
      Shout
    </button>
  )
}

export default function HooksExample() {
  return (
    <Provider>
      <p>
        <NameInput /> <Shout /> <Greeting />
      </p>
    </Provider>
  )
}
