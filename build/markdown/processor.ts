// The one Markdown processor factory: every plugin of the pipeline, in order. `.md` and `.mdx` share it; MDX
// adds the JSX syntax and the registered-component check.
import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
  transformerNotationWordHighlight,
} from '@shikijs/transformers'
import type { Root as HastRoot } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import type { Highlighter, ShikiTransformer } from 'shiki'
import { unified, type Processor } from 'unified'
import type { HighlightCache } from './highlight-cache.ts'
import type { Themes } from './highlighter.ts'
import { rehypeCodeChrome } from './rehype/code-chrome.ts'
import { rehypeCodeStyles } from './rehype/code-styles.ts'
import { rehypeCollect } from './rehype/collect.ts'
import { rehypeHeadingIds } from './rehype/heading-ids.ts'
import { rehypeLinks } from './rehype/links.ts'
import { rehypeTableLabels } from './rehype/table-labels.ts'
import { remarkCallouts } from './remark/callouts.ts'
import { fenceTitle, remarkCodeMeta } from './remark/code-meta.ts'
import { remarkCodeGroup } from './remark/code-group.ts'
import { remarkDetails } from './remark/details.ts'
import { remarkLeafDirectives } from './remark/leaf-directives.ts'
import { remarkMdxComponents } from './remark/mdx-components.ts'
import { remarkSteps } from './remark/steps.ts'
import { remarkTitle } from './remark/title.ts'

export interface ProcessorOptions {
  mdx: boolean
  highlighter: Highlighter
  themes: Themes
  /** Component names MDX pages may use. */
  components: ReadonlySet<string>
  /** Type information for `twoslash` fences (absent: those fences are highlighted as plain TypeScript). */
  twoslash?: ShikiTransformer
  /** Highlighted blocks to reuse; shared by the `.md` and `.mdx` processors of one compile context. */
  highlightCache?: HighlightCache
}

export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, HastRoot, undefined>

/** Puts the fence title and language on <pre> for the CodeBlock chrome. */
const transformerFenceInfo: ShikiTransformer = {
  name: 'fence-info',
  pre(node) {
    const title = fenceTitle(this.options.meta?.__raw)
    if (title) node.properties.dataTitle = title
    node.properties.dataLang = this.options.lang
  },
}

export function createMarkdownProcessor(options: ProcessorOptions): MarkdownProcessor {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective)
  if (options.mdx) processor.use(remarkMdx).use(remarkMdxComponents(options.components))
  return processor
    .use(remarkTitle)
    .use(remarkCodeMeta)
    .use(remarkCallouts)
    .use(remarkDetails)
    .use(remarkSteps)
    .use(remarkCodeGroup)
    .use(remarkLeafDirectives)
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypeHeadingIds)
    .use(rehypeTableLabels)
    .use(rehypeShikiFromHighlighter, options.highlighter, {
      themes: { light: options.themes.light, dark: options.themes.dark } as Record<string, string>,
      defaultColor: false,
      // No fallbackLanguage: shiki would retry a failing block as plain text and swallow twoslash type errors.
      // Unknown languages are turned into 'text' before this step (compile.ts).
      addLanguageClass: false,
      cache: options.highlightCache,
      transformers: [
        ...(options.twoslash ? [options.twoslash] : []),
        transformerFenceInfo,
        transformerNotationDiff({ matchAlgorithm: 'v3' }),
        transformerNotationHighlight({ matchAlgorithm: 'v3' }),
        transformerNotationFocus({ matchAlgorithm: 'v3' }),
        transformerNotationWordHighlight({ matchAlgorithm: 'v3' }),
        transformerMetaHighlight(),
      ],
    })
    .use(rehypeCodeStyles)
    .use(rehypeCodeChrome)
    .use(rehypeLinks)
    .use(rehypeCollect) as unknown as MarkdownProcessor
}
