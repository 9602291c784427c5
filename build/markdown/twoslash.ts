// Type information for ```ts twoslash fences (Node, compile time): compiled against the site's own installed packages,
// tsconfig `paths` and workspace packages, rendered as hover popups in the HTML. One twoslasher per compile context
// (one per thread) keeps one TypeScript environment for all blocks, and a page's blocks are compiled in one program
// (twoslash-batch.ts); results are cached on disk per block, under the page's key. The site files a block imported
// are recorded on its <pre> (rehype/code-dependencies.ts makes them the page's).
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTransformerFactory, defaultTwoslashOptions, rendererRich, type TwoslashShikiReturn } from '@shikijs/twoslash/core'
import type { ShikiTransformer } from 'shiki'
// The core entry: the package's main one imports TypeScript as an ES module (see ../typescript.ts); this tool gives it
// its own TypeScript module anyway.
import { createTwoslasher, type TwoslashInstance } from 'twoslash/core'
import type ts from 'typescript'
import { typescript } from '../typescript.ts'
import { BuildError } from '../errors.ts'
import { HighlightCache } from './highlight-cache.ts'
import { TwoslashDiskCache } from './twoslash-cache.ts'
import { TwoslashBatch } from './twoslash-batch.ts'
import { type TwoslashFence, TwoslashFenceError, type TwoslashOnDemand, type TwoslashStats } from './twoslash-on-demand.ts'
import { renderDocsMarkdown, renderDocsTag } from './twoslash-docs.ts'
import { installedPackagesHash, SiteImports, siteCompilerOptions } from './twoslash-site.ts'
import { typescriptForSite } from './twoslash-typescript.ts'
import { createHash } from 'node:crypto'

const TOOL_ROOT = fileURLToPath(new URL('../..', import.meta.url))
/**
 * The node_modules folder holding the tool's own packages, found as Node finds them: beside the sources in this
 * repository, above lib/ when the compiled form runs, hoisted or nested in a site that installed the package.
 */
const TOOL_NODE_MODULES = dirname(dirname(createRequire(import.meta.url).resolve('typescript/package.json')))

export const twoslashCompilerOptions: ts.CompilerOptions = {
  strict: true,
  jsx: typescript.JsxEmit.ReactJSX,
  target: typescript.ScriptTarget.ES2022,
  module: typescript.ModuleKind.ESNext,
  moduleResolution: typescript.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.esnext.collection.d.ts'],
  skipLibCheck: true,
  types: [],
  // Every fence is its own module, as in the content type-check test, even without import/export.
  moduleDetection: typescript.ModuleDetectionKind.Force,
}

export interface TwoslashSite {
  /** The site folder: packages, tsconfig.json and `// @filename:` files resolve from here. */
  root: string
  cacheDir: string
}

/** What a site gives its blocks, read on the first block (a site without twoslash never reads its tsconfig). */
interface Setup {
  root: string
  compilerOptions: ts.CompilerOptions
  salt: string
}

/** What twoslash is given with each block: its defaults, given here too when a page's types are worked out ahead. */
const twoslashOptions = defaultTwoslashOptions()

/** The twoslash transformer of a site; `stats` counts its compiler runs, cache hits, environments and checkers. */
export function createTwoslash(site: TwoslashSite, stats: TwoslashStats): Pick<TwoslashOnDemand, 'transformer' | 'stats' | 'startPage' | 'computeTypes'> {
  let setup: Setup | undefined
  const ready = (): Setup => {
    if (setup) return setup
    // No trailing slash: twoslash silently reports no type errors when its vfsRoot ends in '/'.
    const root = existsSync(site.root) ? realpathSync(site.root) : resolve(site.root)
    const compilerOptions = { ...twoslashCompilerOptions, ...siteCompilerOptions(root) }
    const toolLockfile = join(TOOL_ROOT, 'package-lock.json')
    const salt = createHash('sha256')
      .update(typescript.version)
      .update(root)
      .update(JSON.stringify(compilerOptions))
      .update(installedPackagesHash(root))
      .update(existsSync(toolLockfile) ? readFileSync(toolLockfile) : '')
      .digest('hex')
    setup = { root, compilerOptions, salt }
    return setup
  }
  // A block's entry is kept under its page's key too: its types come from its page's program.
  let pageKey = ''
  const cache = new TwoslashDiskCache(site.cacheDir, () => ready().salt + pageKey)
  /** The current page's blocks found in the disk cache; none when the page is being compiled again. */
  let pageEntries: Map<string, TwoslashShikiReturn> | undefined = new Map()

  let instance: TwoslashInstance | undefined
  let batch: TwoslashBatch | undefined
  let imports: SiteImports | undefined
  let sourceFiles: string[] = []
  const twoslasher = (code: string, lang = 'ts', options?: Parameters<TwoslashInstance>[2]) => {
    const { root, compilerOptions } = ready()
    batch ??= new TwoslashBatch(root)
    imports ??= new SiteImports(root, compilerOptions)
    instance ??= createTwoslasher({
      tsModule: typescriptForSite(root, TOOL_NODE_MODULES, { onEnvironment: () => stats.environments++, onChecker: () => stats.checkers++ }, batch),
      vfsRoot: root,
      compilerOptions,
      // It would memoise every path, the site's own too: typescriptForSite's file system keeps those fresh.
      fsCache: false,
    })
    stats.compilerRuns++
    const fence = { lang, code }
    batch.add(fence)
    batch.current = fence
    const result = instance(code, lang, options)
    sourceFiles = imports.of(result.meta.virtualFiles)
    return result
  }
  /**
   * A page's blocks are compiled together or not at all, in one program and in page order: when any of them is not in
   * the disk cache (or a site file it imported changed), all of them are compiled again, so a page's types never depend
   * on which of its blocks a cache had kept.
   */
  const startPage = (fences: TwoslashFence[]): string => {
    pageKey = createHash('sha256').update(JSON.stringify(fences)).digest('hex').slice(0, 32)
    pageEntries = new Map()
    for (const fence of fences) {
      const data = cache.read(fence.code, fence.lang)
      if (!data) {
        pageEntries = undefined
        break
      }
      pageEntries.set(`${fence.lang}\0${fence.code}`, data)
    }
    batch ??= new TwoslashBatch(ready().root)
    batch.replace(fences)
    return pageKey
  }

  const typesCache = {
    read(code: string, lang?: string): TwoslashShikiReturn | null {
      // A block the page's fences did not show (an include twoslash made) is read on its own.
      const data = pageEntries && (pageEntries.get(`${lang}\0${code}`) ?? cache.read(code, lang))
      if (data) stats.cacheHits++
      return data ?? null
    },
    write(code: string, data: TwoslashShikiReturn, lang?: string): void {
      const files = cache.write(code, lang, data, sourceFiles)
      if (files) (data as SiteFilesOf).files = files
    },
  }

  /**
   * Works out a page's types into the disk cache, as highlighting the page would (its blocks in order, in one program),
   * for a thread that highlights the page later. A block that fails is left to that thread, which reports it at its line;
   * so is a page whose blocks use twoslash's own includes (`// @include:`), whose code depends on the blocks before.
   */
  const computeTypes = (fences: TwoslashFence[]): void => {
    if (fences.some((fence) => fence.code.includes('@include'))) return
    startPage(fences)
    try {
      for (const { code, lang } of fences) if (!typesCache.read(code, lang)) typesCache.write(code, twoslasher(code, lang, twoslashOptions), lang)
    } catch {}
  }

  const base = createTransformerFactory(twoslasher)({
    twoslashOptions,
    explicitTrigger: true,
    langs: ['ts', 'tsx'],
    // Tokens are not tab stops (a code block would hold hundreds); the runtime gives keyboard access per block.
    renderer: rendererRich({ jsdoc: true, errorRendering: 'line', renderMarkdown: renderDocsMarkdown, renderMarkdownInline: renderDocsTag }),
    onTwoslashError(error, code) {
      // A broken tsconfig.json is the site's error, at its own file and line, not the block's.
      if (error instanceof BuildError) throw error
      const message = error instanceof Error ? error.message : String(error)
      const hint = /\[2307\]|\[2875\]/.test(message)
        ? ` (imports resolve from ${ready().root}/node_modules and its parents, the paths of its tsconfig.json, then this tool's own packages)`
        : ''
      throw new TwoslashFenceError(code, message + hint)
    },
    typesCache,
  })
  // A hover's popup is its type highlighted as code: 6,224 popups on this site hold 1,528 distinct types, so each is
  // highlighted once per thread and copied after (while they fit in the budget of nodes).
  const popups = new HighlightCache(5000, 200_000)
  // The site files a block read (fresh or from the disk cache) go on its <pre>: the page depends on them.
  const transformer: ShikiTransformer = {
    ...base,
    preprocess(code, options) {
      const highlight = this.codeToHast
      this.codeToHast = (text, popup) => {
        // The renderer highlights popups with no transformers of their own; anything else is not a popup.
        if (popup.transformers?.length) return highlight(text, popup)
        const key = `${popup.lang}\0${popup.structure}\0${text}`
        const known = popups.get(key)
        if (known) return known
        const made = highlight(text, popup)
        popups.set(key, made)
        return made
      }
      return base.preprocess?.call(this, code, options)
    },
    pre(node) {
      const pre = base.pre?.call(this, node) ?? node
      const files = (this.meta as { twoslash?: SiteFilesOf }).twoslash?.files
      if (files && Object.keys(files).length) pre.data = { ...pre.data, twoslashFiles: files }
      return pre
    },
  }
  return { transformer, stats, startPage, computeTypes }
}

declare module 'hast' {
  interface ElementData {
    /** On a twoslash block's <pre>: the site files it read → their hashes then. */
    twoslashFiles?: Record<string, string>
  }
}

interface SiteFilesOf {
  files?: Record<string, string>
}
