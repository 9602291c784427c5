// `import { Callout, Steps, … } from 'vocs/components'` in an .mdx page: Vocs's component names, mapped to this
// site's own components, so pages written for Vocs build unchanged. Rendered at build time; none is an island.
import type { ReactNode } from 'react'
import { Authors } from './Authors.tsx'
import { BlogPosts } from './BlogPosts.tsx'
import { Callout } from './Callout.tsx'
import { HomePage } from './HomePage.tsx'
import { Sponsors } from './Sponsors.tsx'
import { Step, Steps } from './Steps.tsx'

/** Vocs's `Button` is the landing page's call-to-action link. */
export const Button = HomePage.Button

/**
 * Vocs's escape from its Markdown component styles. Here Markdown elements are plain HTML styled by the prose
 * stylesheet, so there is nothing to switch off: the children render as they are.
 */
export function Raw({ children }: { children?: ReactNode }) {
  return children
}

export { Authors, BlogPosts, Callout, HomePage, Sponsors, Step, Steps }
