// The component map from element names in the compiled HAST (and JSX tags in .mdx pages) to React components,
// and the site's own islands: interactive components an .mdx page may use by name, without an import, and that
// hydrate exactly like the components a page imports (one way to put a live component on a page).
import type { ComponentType } from 'react'
import { Authors } from './Authors.tsx'
import FpsDemo from '../demos/FpsDemo.tsx'
import MemoryDemo from '../demos/MemoryDemo.tsx'
import ProviderInitDemo from '../demos/ProviderInitDemo.tsx'
import { BlogPosts } from './BlogPosts.tsx'
import { Callout } from './Callout.tsx'
import { CodeBlock } from './CodeBlock.tsx'
import { CodeGroup, CodeGroupTab } from './CodeGroup.tsx'
import { Heading1 } from './Heading1.tsx'
import { HomePage } from './HomePage.tsx'
import { Pre, Table } from './Scrollable.tsx'
import { Sponsors } from './Sponsors.tsx'
import { Step, Steps } from './Steps.tsx'

// biome-ignore lint/suspicious/noExplicitAny: each component takes its own props; the compiled page supplies them by name
export const contentComponents: Record<string, ComponentType<any>> = {
  Authors,
  BlogPosts,
  Callout,
  CodeBlock,
  CodeGroup,
  CodeGroupTab,
  Sponsors,
  Step,
  Steps,
  h1: Heading1,
  pre: Pre,
  table: Table,
  ...Object.fromEntries(Object.entries(HomePage).map(([name, component]) => [`HomePage.${name}`, component])),
}

export interface ContentIsland {
  // biome-ignore lint/suspicious/noExplicitAny: each island takes its own props
  component: ComponentType<any>
  /** The module the browser loads it from, relative to this repository's root, and the export holding it. */
  module: string
  export: string
}

/** The performance demos: each library they compare loads only when the reader presses Start. */
export const contentIslands: Record<string, ContentIsland> = {
  FpsDemo: { component: FpsDemo, module: 'runtime/components/demos/FpsDemo.tsx', export: 'default' },
  MemoryDemo: { component: MemoryDemo, module: 'runtime/components/demos/MemoryDemo.tsx', export: 'default' },
  ProviderInitDemo: { component: ProviderInitDemo, module: 'runtime/components/demos/ProviderInitDemo.tsx', export: 'default' },
}

/** Names an .mdx page may use as JSX tags without importing them (not the HTML elements the map restyles). */
export const mdxComponentNames: ReadonlySet<string> = new Set(
  [...Object.keys(contentComponents), ...Object.keys(contentIslands)].filter((name) => /^[A-Z]/.test(name)),
)
