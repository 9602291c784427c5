// One atom per todo: ticking a todo writes its own family member, so only that item renders again. Each item shows
// how many times it has rendered; the list reads only the order of the ids.
import { useRef } from 'react'
import { atom, atomFamily, selector } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const TITLES = ['Buy milk', 'Call Bo', 'Write docs']
const todoAtom = atomFamily((id: number) => ({ id, title: TITLES[id] ?? `Todo ${id}`, done: false }))
const orderAtom = atom([0, 1, 2])
const openCountSelector = selector((get) => get(orderAtom).filter((id) => !get(todoAtom(id)).done).length)

function TodoItem({ id }: { id: number }) {
  const renders = useRef(0)
  renders.current++
  const todo = useValue(todoAtom(id))
  const setTodo = useSetAtom(todoAtom(id))
  return (
    <li>
      <label>
        <input type="checkbox" checked={todo.done} onChange={() => setTodo({ ...todo, done: !todo.done })} /> {todo.title}
      </label>{' '}
      <small data-renders={id}>rendered {renders.current}×</small>
    </li>
  )
}

function TodoList() {
  return (
    <ul>
      {useValue(orderAtom).map((id) => (
        <TodoItem key={id} id={id} />
      ))}
    </ul>
  )
}

function OpenCount() {
  return <output data-name="open">{useValue(openCountSelector)} open</output>
}

export default function TodoFamilyExample() {
  return (
    <Provider>
      <TodoList />
      <OpenCount />
    </Provider>
  )
}
