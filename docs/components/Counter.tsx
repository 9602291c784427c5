// A small island for the Islands page: rendered to HTML at build time, interactive once it hydrates.
import { useState } from 'react'

export function Counter({ label, start = 0 }: { label: string; start?: number }) {
  const [count, setCount] = useState(start)
  return (
    <button type="button" className="button" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </button>
  )
}
