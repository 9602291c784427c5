'use client'
// The Provider, in a client component: it creates one store per mounted tree and seeds it from the server's data.
import { type ReactNode, useState } from 'react'
import { store } from 'valdres'
import { Provider } from 'valdres-react'
import { type CartLine, cartAtom } from './state'

export function StateProvider({ cart, children }: { cart: CartLine[]; children: ReactNode }) {
  // useState calls this once per mounted tree: once per request on the server, once per page load in the browser.
  const [requestStore] = useState(() => {
    const seeded = store()
    seeded.set(cartAtom, cart)
    return seeded
  })
  return <Provider store={requestStore}>{children}</Provider>
}
