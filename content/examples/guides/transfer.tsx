// A transfer between two accounts as one transaction: it checks before it writes, both balances change together,
// and a subscriber sees each transfer once, never a state in between. The guide runs the same transfer function.
import { useEffect, useState } from 'react'
import { atom, selector, type Store } from 'valdres'
import { Provider, useStore, useValue } from 'valdres-react'

// [!region transfer]
const checkingAtom = atom(100)
const savingsAtom = atom(0)

function transfer(s: Store, amount: number) {
  s.txn((txn) => {
    if (amount > txn.get(checkingAtom)) throw new Error('Insufficient funds') // check first
    txn.set(checkingAtom, (balance) => balance - amount)
    txn.set(savingsAtom, (balance) => balance + amount)
  })
}
// [!endregion transfer]

const balancesSelector = selector((get) => `checking ${get(checkingAtom)}, savings ${get(savingsAtom)}`)

function Bank() {
  const s = useStore()
  const [seen, setSeen] = useState<string[]>([])
  const [error, setError] = useState('')
  useEffect(() => s.sub(balancesSelector, () => setSeen((lines) => [...lines, s.get(balancesSelector)])), [s])
  const move = (amount: number) => {
    try {
      transfer(s, amount)
      setError('')
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <>
      <p>
        <output data-name="balances">{useValue(balancesSelector)}</output>{' '}
        <button type="button" onClick={() => move(30)}>
          Move 30
        </button>{' '}
        <button type="button" onClick={() => move(500)}>
          Move 500
        </button>{' '}
        {error && <span role="alert">{error}</span>}
      </p>
      <ol data-name="seen">
        {seen.map((line, i) => (
          <li key={`${i}:${line}`}>{line}</li>
        ))}
      </ol>
    </>
  )
}

export default function TransferExample() {
  return (
    <Provider>
      <Bank />
    </Provider>
  )
}
