// The component map from element names in the compiled HAST (and JSX tags in .mdx pages) to the tool's React
// components, rendered at build time. Anything interactive is a component the page imports (an island).
import type { ComponentType } from 'react'
import { Authors } from './Authors.tsx'
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

/** Names an .mdx page may use as JSX tags without importing them (not the HTML elements the map restyles). */
export const mdxComponentNames: ReadonlySet<string> = new Set(Object.keys(contentComponents).filter((name) => /^[A-Z]/.test(name)))
