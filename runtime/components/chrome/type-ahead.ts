// Menu type-ahead: printable keys typed within a second of each other form a prefix; the next item whose text
// starts with it gets focus. The buffer clears 1 s after the last key (the spec's menu constant).
export const TYPE_AHEAD_RESET_MS = 1000

export function createTypeAhead(now: () => number = () => performance.now()) {
  let buffer = ''
  let last = -Infinity
  return (key: string, items: HTMLElement[], from: number): number => {
    const t = now()
    buffer = t - last > TYPE_AHEAD_RESET_MS ? key : buffer + key
    last = t
    const prefix = buffer.toLowerCase()
    // A repeated single letter cycles through the items starting with it.
    const repeated = prefix.length > 1 && [...prefix].every((c) => c === prefix[0])
    const search = repeated ? prefix[0]! : prefix
    const start = repeated || prefix.length === 1 ? from + 1 : from
    for (let i = 0; i < items.length; i++) {
      const at = (start + i + items.length) % items.length
      if ((items[at]!.textContent ?? '').trim().toLowerCase().startsWith(search)) return at
    }
    return -1
  }
}
