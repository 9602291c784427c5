// Server-only data access (a database or an API in a real app). Server components call it; it knows nothing of Valdres.
import type { CartLine } from './state'

const carts: Record<string, CartLine[]> = {
  ada: [{ sku: 'cups', name: 'Cups', quantity: 3 }],
}

export async function getCart(user: string): Promise<CartLine[]> {
  return carts[user] ?? []
}
