// The one list of the pipeline's remark and rehype plugins, in order, and the `.md` processor made from it. `.mdx`
// pages run the same two lists inside @mdx-js/mdx (mdx/mdx-processor.ts), so every content element works in both.
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
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import type { Highlighter, ShikiTransformer } from 'shiki'
import { type PluggableList, type Processor, unified } from 'unified'
import type { HighlightCache } from './highlight-cache.ts'
import type { Themes } from './highlighter.ts'
import { rehypeCodeChrome } from './rehype/code-chrome.ts'
import { rehypeCodeDependencies } from './rehype/code-dependencies.ts'
import { rehypeCodeStyles } from './rehype/code-styles.ts'
import { rehypeCollect } from './rehype/collect-page-data.ts'
import { rehypeHeadingIds } from './rehype/heading-ids.ts'
import { rehypeHighlightPage, type TwoslashPageStart } from './rehype/highlight-page.ts'
import { rehypeLinks } from './rehype/links.ts'
import { rehypeNestedLinks } from './rehype/nested-links.ts'
import { rehypeTableLabels } from './rehype/table-labels.ts'
import { remarkCallouts } from './remark/callouts.ts'
import { remarkCodeGroup } from './remark/code-group.ts'
import { type IncludeRoots, remarkCodeInclude } from './remark/code-include.ts'
import { fenceTitle, remarkCodeMeta } from './remark/code-meta.ts'
import { remarkContentVisibility } from './remark/content-visibility.ts'
import { remarkDetails } from './remark/details.ts'
import { remarkGfmSyntax, remarkLiteralsWhereAny } from './remark/gfm.ts'
import { remarkLeafDirectives } from './remark/leaf-directives.ts'
import { remarkFenceRegionMarkers } from './remark/region-markers.ts'
import { remarkSteps } from './remark/steps.ts'
import { remarkTitle } from './remark/title.ts'

export interface ProcessorOptions {
  highlighter: Highlighter
  themes: Themes
  /** Type information for `twoslash` fences (absent: those fences are highlighted as plain TypeScript). */
  twoslash?: ShikiTransformer
  /** Given each page's twoslash fences before they are highlighted (rehype/highlight-page.ts). */
  startTwoslashPage?: TwoslashPageStart
  /** Highlighted blocks to reuse; shared by the `.md` and `.mdx` processors of one compile context. */
  highlightCache?: HighlightCache
  /** The site's own plugins (config `markdown.remarkPlugins`): run after the built-in remark plugins. */
  remarkPlugins?: PluggableList
  /** The site's own plugins (config `markdown.rehypePlugins`): run after links are rewritten, before the outline and search sections are collected. */
  rehypePlugins?: PluggableList
  /** Where `// [!include …]` paths in fences point (absent: only `./` and `../` includes, unchecked). */
  includeRoots?: IncludeRoots
  /** The config's `strict`: checks beyond Vocs 1.x fail the page (default) rather than warn. */
  strict?: boolean
  /** A Vocs-layout site: what Vocs 1.x does where this tool's own rules differ (fence includes). */
  vocs?: boolean
}

export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, HastRoot, undefined>

/**
 * Notations written as comments one after another (`// [!code --] // [!code focus]`) as one comment, which shiki's
 * notation transformers read whole (`// [!code --] [!code focus]`); they read only the last comment of a line, where
 * Vocs's older shiki applied each.
 */
const transformerJoinedNotations: ShikiTransformer = {
  name: 'joined-notations',
  preprocess(code) {
    return code.includes('[!code') ? code.replace(/(\[!code [^\]\n]+\])[ \t]*(?:\/\/|#|--)[ \t]*(?=\[!code )/g, '$1 ') : code
  },
}

/**
 * Puts the fence title and language on <pre> for the CodeBlock chrome, and marks the code of a fence whose meta says
 * `showLineNumbers` (Vocs's word) for numbered lines.
 */
const transformerFenceInfo: ShikiTransformer = {
  name: 'fence-info',
  pre(node) {
    const title = fenceTitle(this.options.meta?.__raw)
    if (title) node.properties.dataTitle = title
    node.properties.dataLang = this.options.lang
  },
  code(node) {
    if (/(^|\s)showLineNumbers(\s|$)/.test(this.options.meta?.__raw ?? '')) node.properties.dataLineNumbers = ''
  },
}

/**
 * Syntax extensions and the content plugins, from frontmatter to Vocs's leaf directives, the parse that looks for bare
 * URLs only where text could hold one (remark/gfm.ts), then the site's own (config `markdown.remarkPlugins`), before
 * remark-rehype.
 */
export function remarkPlugins(options: Pick<ProcessorOptions, 'includeRoots' | 'remarkPlugins' | 'strict' | 'vocs'>): PluggableList {
  return [
    [remarkFrontmatter, ['yaml']],
    remarkGfmSyntax,
    remarkDirective,
    remarkContentVisibility,
    remarkTitle,
    remarkCodeMeta,
    remarkFenceRegionMarkers,
    [remarkCodeInclude, options.includeRoots, { vocs: options.vocs, strict: options.strict }],
    remarkCallouts,
    remarkDetails,
    remarkSteps,
    [remarkCodeGroup, { strict: options.strict }],
    remarkLeafDirectives,
    remarkLiteralsWhereAny,
    ...(options.remarkPlugins ?? []),
  ]
}

/**
 * Heading ids, highlighting, code chrome, links, the site's own plugins (config `markdown.rehypePlugins`), then the
 * collector of outline, ids and search sections (so headings a site plugin adds are in the outline and in search).
 */
export function rehypePlugins(options: ProcessorOptions): PluggableList {
  return [
    rehypeHeadingIds,
    rehypeTableLabels,
    [
      rehypeHighlightPage,
      options.highlighter,
      {
        themes: { light: options.themes.light, dark: options.themes.dark } as Record<string, string>,
        defaultColor: false,
        // No fallbackLanguage: shiki would retry a failing block as plain text and swallow twoslash type errors.
        // Unknown languages are turned into 'text' before this step (compile.ts).
        addLanguageClass: false,
        // No time limit per line (shiki's default is 500 ms): on a loaded machine the first line a grammar tokenizes
        // could stop early and come out in other colours, so the same page gave different HTML from run to run.
        tokenizeTimeLimit: 0,
        cache: options.highlightCache,
        transformers: [
          // Before twoslash, which places its types by the text it is given.
          transformerJoinedNotations,
          ...(options.twoslash ? [options.twoslash] : []),
          transformerFenceInfo,
          transformerNotationDiff({ matchAlgorithm: 'v3' }),
          transformerNotationHighlight({ matchAlgorithm: 'v3' }),
          transformerNotationFocus({ matchAlgorithm: 'v3' }),
          transformerNotationWordHighlight({ matchAlgorithm: 'v3' }),
          transformerMetaHighlight(),
        ],
      },
      options.startTwoslashPage,
    ],
    rehypeCodeDependencies,
    rehypeCodeStyles,
    rehypeCodeChrome,
    rehypeLinks,
    rehypeNestedLinks,
    ...(options.rehypePlugins ?? []),
    rehypeCollect,
  ]
}

export function createMarkdownProcessor(options: ProcessorOptions): MarkdownProcessor {
  return unified()
    .use(remarkParse)
    .use(remarkPlugins(options))
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypePlugins(options)) as unknown as MarkdownProcessor
}
