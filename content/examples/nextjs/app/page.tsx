// A server component (no 'use client'): it runs on the server, loads the data and passes it to the client provider
// as props, which must be plain, serializable values.
import { AddTeapot, CartBadge } from './cart-badge'
import { getCart } from './data'
import { StateProvider } from './providers'

export default async function Page({ searchParams }: { searchParams: Promise<{ user?: string }> }) {
  const { user = 'guest' } = await searchParams
  return (
    <StateProvider cart={await getCart(user)}>
      <CartBadge /> <AddTeapot />
    </StateProvider>
  )
}
