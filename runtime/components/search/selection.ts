// Moving the selection through the result list: arrows wrap at both ends; with Shift they jump to the
// previous or next page result, skipping that page's sections.
import type { SearchHit } from '../../search/query.ts'

export function step(count: number, selected: number, direction: 1 | -1): number {
  if (count === 0) return -1
  if (selected < 0) return direction === 1 ? 0 : count - 1
  return (selected + direction + count) % count
}

export function stepPage(hits: SearchHit[], selected: number, direction: 1 | -1): number {
  const count = hits.length
  for (let i = 1; i <= count; i++) {
    const at = ((((selected < 0 ? (direction === 1 ? -1 : 0) : selected) + direction * i) % count) + count) % count
    if (hits[at]!.document.isPage && at !== selected) return at
  }
  // No other page among the results: plain movement.
  return step(count, selected, direction)
}
