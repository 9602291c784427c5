// A snippet the pages of this site include (see /writing/includes).
// [!region setup]
const listeners = new Set<(count: number) => void>()
let count = 0
// [!endregion setup]

export function increment(): number {
  count += 1
  for (const listener of listeners) listener(count)
  return count
}

export function onChange(listener: (count: number) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
