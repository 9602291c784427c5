// `:::steps`: numbered steps, each titled by its heading. A step title level outside 2–6 is rejected with 'Invalid.'.
import type { ReactNode } from 'react'

export function Steps({ children }: { children?: ReactNode }) {
  return <div className="steps">{children}</div>
}

export function Step({ titleLevel = 2, children }: { titleLevel?: number | string; children?: ReactNode }) {
  const level = Number(titleLevel)
  if (!(level >= 2 && level <= 6)) throw new Error('Invalid.')
  return (
    <div className="step" data-title-level={level}>
      {children}
    </div>
  )
}
