// The MDX processor of .mdx pages and their partials: @mdx-js/mdx with the pipeline's own remark and rehype plugin
// lists (../pipeline.ts), plus the page-JSX step (imports, islands). Compiles to a JavaScript module for React's
// automatic runtime; bundle-page.ts bundles it with what it imports.
import { createProcessor } from '@mdx-js/mdx'
import { SourceMapGenerator } from 'source-map'
import type { Pluggable } from 'unified'
import { type ProcessorOptions, rehypePlugins, remarkPlugins } from '../pipeline.ts'
import { rehypePartialHeadingIds } from '../rehype/partial-heading-ids.ts'
import { MDX_PROVIDER } from './island-mark.ts'
import { remarkPageJsx } from './page-jsx.ts'

export type MdxProcessor = ReturnType<typeof createProcessor>

/** `md` is for Markdown partials (`import Note from './_note.md'`): Markdown syntax, compiled to a component. */
export function createMdxProcessor(options: ProcessorOptions, format: 'mdx' | 'md' = 'mdx'): MdxProcessor {
  return createProcessor({
    format,
    remarkPlugins: [...remarkPlugins(options), ...(format === 'mdx' ? [[remarkPageJsx, { strict: options.strict }] as Pluggable] : [])],
    // Last: a partial's heading ids become the ones its user gave them (after the collector read the local ones).
    rehypePlugins: [...rehypePlugins(options), rehypePartialHeadingIds],
    jsxImportSource: 'react',
    elementAttributeNameCase: 'react',
    development: false,
    // A map from the compiled JavaScript back to the .mdx lines, so an error in a page's expression names its line.
    SourceMapGenerator,
    // Every module, partials too, takes its components from the render step's provider (render/mdx-components.ts).
    providerImportSource: MDX_PROVIDER,
  })
}
