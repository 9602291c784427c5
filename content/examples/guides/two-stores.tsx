// One set of atoms, two stores: each <Provider> holds its own values for the same atoms, and the total selector is
// computed in each store from that store's values.
import { atom, selector } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const priceAtom = atom(20)
const quantityAtom = atom(1)
const totalSelector = selector((get) => get(priceAtom) * get(quantityAtom))

function Cart({ name }: { name: string }) {
  const quantity = useValue(quantityAtom)
  const setQuantity = useSetAtom(quantityAtom)
  return (
    <p data-store={name}>
      Store {name}: {quantity} × {useValue(priceAtom)} kr = <output>{useValue(totalSelector)}</output> kr{' '}
      <button type="button" onClick={() => setQuantity((q) => q + 1)}>
        One more in {name}
      </button>
    </p>
  )
}

export default function TwoStoresExample() {
  return (
    <>
      <Provider>
        <Cart name="A" />
      </Provider>
      <Provider>
        <Cart name="B" />
      </Provider>
    </>
  )
}
