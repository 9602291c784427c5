// Worked example: a todo list. One atom per todo (a family), the order in its own atom, a filter, and derived counts;
// every change that touches several atoms runs in one transaction. Runs in the browser; shown on /guides/examples/todo-list.
import { type FormEvent, useState } from 'react'
import { atom, atomFamily, selector, type Transaction } from 'valdres'
import { Provider, useSetAtom, useTransaction, useValue } from 'valdres-react'

type Todo = { id: number; title: string; done: boolean }
type Filter = 'all' | 'open' | 'done'

const todoAtom = atomFamily((id: number): Todo => ({ id, title: '', done: false }))
const orderAtom = atom<number[]>([])
const nextIdAtom = atom(1)
const filterAtom = atom<Filter>('all')

const remainingSelector = selector((get) => get(orderAtom).filter((id) => !get(todoAtom(id)).done).length)
const doneCountSelector = selector((get) => get(orderAtom).length - get(remainingSelector))
const visibleIdsSelector = selector((get) => {
  const filter = get(filterAtom)
  return get(orderAtom).filter((id) => filter === 'all' || get(todoAtom(id)).done === (filter === 'done'))
})

// The rules of the app, as functions over a transaction: the component calls them, a test can too.
function addTodo(txn: Transaction, title: string) {
  const id = txn.get(nextIdAtom)
  txn.set(todoAtom(id), { id, title, done: false })
  txn.set(orderAtom, [...txn.get(orderAtom), id])
  txn.set(nextIdAtom, id + 1)
}

function removeTodos(txn: Transaction, ids: number[]) {
  for (const id of ids) txn.del(todoAtom(id))
  txn.set(
    orderAtom,
    txn.get(orderAtom).filter((id) => !ids.includes(id)),
  )
}

function TodoItem({ id }: { id: number }) {
  const todo = useValue(todoAtom(id))
  const setTodo = useSetAtom(todoAtom(id))
  const transaction = useTransaction()
  return (
    <li style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}>
      <label style={{ flex: 1, textDecoration: todo.done ? 'line-through' : 'none' }}>
        <input type="checkbox" checked={todo.done} onChange={() => setTodo({ ...todo, done: !todo.done })} /> {todo.title}
      </label>
      <button type="button" aria-label={`Delete ${todo.title}`} onClick={() => transaction((txn) => removeTodos(txn, [id]))}>
        ×
      </button>
    </li>
  )
}

function NewTodo() {
  const [title, setTitle] = useState('')
  const transaction = useTransaction()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = title.trim()
    if (!trimmed) return
    transaction((txn) => addTodo(txn, trimmed))
    setTitle('')
  }
  return (
    <form onSubmit={submit} style={{ display: 'flex', gap: 8 }}>
      <input aria-label="New todo" placeholder="What needs doing?" value={title} onChange={(e) => setTitle(e.target.value)} style={{ flex: 1 }} />
      <button type="submit">Add</button>
    </form>
  )
}

function Footer() {
  const remaining = useValue(remainingSelector)
  const doneCount = useValue(doneCountSelector)
  const filter = useValue(filterAtom)
  const setFilter = useSetAtom(filterAtom)
  const transaction = useTransaction()
  const clearDone = () =>
    transaction((txn) =>
      removeTodos(
        txn,
        txn.get(orderAtom).filter((id) => txn.get(todoAtom(id)).done),
      ),
    )
  return (
    <footer style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <output>{`${remaining} ${remaining === 1 ? 'item' : 'items'} left`}</output>
      {(['all', 'open', 'done'] as const).map((f) => (
        <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
          {f}
        </button>
      ))}
      <button type="button" disabled={doneCount === 0} onClick={clearDone}>
        Clear done
      </button>
    </footer>
  )
}

function TodoList() {
  const ids = useValue(visibleIdsSelector)
  return (
    <ul style={{ listStyle: 'none', padding: 0 }}>
      {ids.map((id) => (
        <TodoItem key={id} id={id} />
      ))}
    </ul>
  )
}

export default function TodoApp() {
  return (
    <Provider>
      <section aria-label="Todo list" style={{ display: 'grid', gap: 8, maxWidth: 420 }}>
        <NewTodo />
        <TodoList />
        <Footer />
      </section>
    </Provider>
  )
}
