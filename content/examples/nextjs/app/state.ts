// The app's state: atoms and selectors, imported by client components only.
import { atom, selector } from 'valdres'

export type CartLine = { sku: string; name: string; quantity: number }

export const cartAtom = atom<CartLine[]>([])
export const itemCountSelector = selector((get) => get(cartAtom).reduce((count, line) => count + line.quantity, 0))
