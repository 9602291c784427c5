// Wide content that scrolls sideways inside the page: tables get a scroll wrapper, and code <pre>s and the
// wrapper are focusable so keyboard users can scroll them too.
import type { ComponentProps } from 'react'

export function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  )
}

export function Pre(props: ComponentProps<'pre'>) {
  return <pre tabIndex={0} {...props} />
}
