'use client'
// Client components read and write atoms with the hooks, as anywhere else.
import { useSetAtom, useValue } from 'valdres-react'
import { cartAtom, itemCountSelector } from './state'

export function CartBadge() {
  const count = useValue(itemCountSelector)
  return <output>{count === 1 ? '1 item' : `${count} items`}</output>
}

export function AddTeapot() {
  const setCart = useSetAtom(cartAtom)
  return (
    <button type="button" onClick={() => setCart((cart) => [...cart, { sku: 'teapot', name: 'Teapot', quantity: 1 }])}>
      Add a teapot
    </button>
  )
}
