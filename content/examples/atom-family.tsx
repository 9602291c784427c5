// An atomFamily makes one atom per key: each task below has its own done state.
import { atomFamily } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const taskDoneFamily = atomFamily((_id: string) => false)

function Task({ id, title }: { id: string; title: string }) {
  const done = useValue(taskDoneFamily(id))
  const setDone = useSetAtom(taskDoneFamily(id))
  return (
    <li>
      <label>
        <input type="checkbox" checked={done} onChange={(e) => setDone(e.target.checked)} /> {title}
      </label>{' '}
      <output data-task={id}>{done ? 'done' : 'to do'}</output>
    </li>
  )
}

export default function AtomFamilyExample() {
  return (
    <Provider>
      <ul>
        <Task id="write" title="Write the docs" />
        <Task id="test" title="Test the examples" />
      </ul>
    </Provider>
  )
}
