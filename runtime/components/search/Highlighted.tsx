// Text with its matched words in <mark>, built as React elements from plain segments (never injected HTML).
import type { Segment } from '../../search/highlight.ts'

export function Highlighted({ segments }: { segments: Segment[] }) {
  return <>{segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>
}
