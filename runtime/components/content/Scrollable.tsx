// Wide content that scrolls sideways inside the page: tables get a scroll wrapper (a named region, focusable so
// keyboard users can scroll it, with edge shadows showing there is more), and code <pre>s are focusable too.
import type { ComponentProps } from 'react'

export function Table({ 'data-table-label': label, ...props }: ComponentProps<'table'> & { 'data-table-label'?: string }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table {...props} />
    </div>
  )
}

export function Pre(props: ComponentProps<'pre'>) {
  return <pre tabIndex={0} {...props} />
}
