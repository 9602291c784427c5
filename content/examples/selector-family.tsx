// A selectorFamily derives one value per key: each line's total follows its own quantity.
import { atomFamily, selectorFamily } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const PRICES: Record<string, number> = { apple: 3, pear: 5 }
const quantityFamily = atomFamily((_item: string) => 1)
const lineTotalFamily = selectorFamily((item: string) => (get) => get(quantityFamily(item)) * (PRICES[item] ?? 0))

function Line({ item }: { item: string }) {
  const quantity = useValue(quantityFamily(item))
  const setQuantity = useSetAtom(quantityFamily(item))
  const total = useValue(lineTotalFamily(item))
  return (
    <li>
      {item}: {quantity} × {PRICES[item]} = <output data-item={item}>{total}</output>{' '}
      <button type="button" onClick={() => setQuantity((q) => q + 1)}>
        One more {item}
      </button>
    </li>
  )
}

export default function SelectorFamilyExample() {
  return (
    <Provider>
      <ul>
        <Line item="apple" />
        <Line item="pear" />
      </ul>
    </Provider>
  )
}
