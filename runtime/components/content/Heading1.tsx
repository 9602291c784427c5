// The page's h1. With `# Title [Subtitle]` the subtitle is real text in a doc-subtitle next to the heading,
// both grouped in a <header>; without one it is a plain h1.
import type { ComponentProps } from 'react'

export function Heading1({ 'data-subtitle': subtitle, children, ...props }: ComponentProps<'h1'> & { 'data-subtitle'?: string }) {
  if (!subtitle) return <h1 {...props}>{children}</h1>
  return (
    <header className="page-header">
      <h1 {...props}>{children}</h1>
      <div role="doc-subtitle" className="page-subtitle">
        {subtitle}
      </div>
    </header>
  )
}
