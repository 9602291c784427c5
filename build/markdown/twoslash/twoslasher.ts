// Type information for ```ts twoslash fences (Node, compile time): compiled against the site's own installed packages,
// tsconfig `paths` and workspace packages, rendered as hover popups in the HTML. One twoslasher per compile context
// (one per thread) keeps one TypeScript environment for all blocks, and a page's blocks are compiled in one program
// (page-program.ts); results are cached on disk per block, under the page's key. The site files a block imported
// are recorded on its <pre> (rehype/code-dependencies.ts makes them the page's).

import { createHash } from 'node:crypto'
import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTransformerFactory, defaultTwoslashOptions, rendererRich, type TwoslashRenderer, type TwoslashShikiReturn } from '@shikijs/twoslash/core'
import type { ShikiTransformer } from 'shiki'
// The core entry: the package's main one imports TypeScript as an ES module (see ../typescript.ts); this tool gives it
// its own TypeScript module anyway.
import { createTwoslasher, type TwoslashInstance } from 'twoslash/core'
import type ts from 'typescript'
import { BuildError } from '../../errors/build-error.ts'
import { HighlightCache } from '../highlight-cache.ts'
import { type SiteTwoslashOptions, type TwoslashFence, TwoslashFenceError, type TwoslashPages, type TwoslashSite, type TwoslashStats } from './fence.ts'
import { renderDocsMarkdown, renderDocsTag } from './jsdoc-markdown.ts'
import { TwoslashBatch } from './page-program.ts'
import { TwoslashReach } from './reach.ts'
import { installedPackagesHash, SiteImports, siteCompilerOptions } from './site-settings.ts'
import { type TwoslashTypescript, takesTypesWildcard, twoslashTypescript } from './site-typescript.ts'
import { withStackedTags } from './stacked-tags.ts'
import { TwoslashDiskCache } from './twoslash-cache.ts'
import { typescriptForSite } from './typescript-host.ts'

const TOOL_ROOT = fileURLToPath(new URL('../../..', import.meta.url))
/**
 * The node_modules folder holding the tool's own packages, found as Node finds them: beside the sources in this
 * repository, above lib/ when the compiled form runs, hoisted or nested in a site that installed the package.
 */
const TOOL_NODE_MODULES = dirname(dirname(createRequire(import.meta.url).resolve('typescript/package.json')))

/** The compiler options of every block, in the compiler `typescript`'s terms. */
export const twoslashCompilerOptions = (typescript: typeof ts): ts.CompilerOptions => ({
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
})

/**
 * What Vocs's twoslash compiles with that this tool's own site does not (TypeScript 5's defaults, which Vocs sites were
 * written against): every installed `@types` package (TypeScript 6 names them `*`; 5 includes them when `types` is
 * unset), side-effect imports of files without types (`import './a.css'`) unchecked; and `vocs`, `vocs/components`
 * typed by this tool when the site has not installed Vocs.
 */
function vocsCompilerOptions(root: string, typescript: typeof ts): ts.CompilerOptions {
  const options: ts.CompilerOptions = { types: takesTypesWildcard(typescript) ? ['*'] : undefined, noUncheckedSideEffectImports: false }
  try {
    createRequire(join(root, 'package.json')).resolve('vocs/package.json')
    return options
  } catch {
    const paths = { vocs: [join(TOOL_ROOT, 'build/index')], 'vocs/components': [join(TOOL_ROOT, 'runtime/components/content/vocs-components')] }
    return { ...options, paths }
  }
}

/** What a site gives its blocks, read on the first block (a site without twoslash never reads its tsconfig). */
interface Setup {
  root: string
  compiler: TwoslashTypescript
  compilerOptions: ts.CompilerOptions
  salt: string
  reach: TwoslashReach
}

/** Names what this file makes of twoslash's results (stacked tags restored): cached results of another form are not read. */
const RESULT_FORMAT = 'stacked-tags-in-order'

/**
 * What twoslash is given with each block (when a page's types are worked out ahead too): its default tags, and the
 * config's options but its compiler options. Compiler options are the environment's alone (Setup): the config's over
 * the tool's, `moduleResolution` too, as in Vocs, whose twoslash defaults set no compiler option (the renderer's newer
 * ones set `bundler` on every block, which would undo a config's `NodeNext`).
 */
function blockOptions(site: SiteTwoslashOptions = {}) {
  const { compilerOptions: _blocks, ...defaults } = defaultTwoslashOptions()
  const { compilerOptions: _environment, customTags = [], ...rest } = site
  // `// @allowErrors` (Vocs's tag): the block's errors are shown in it rather than failing the build.
  return { ...rest, ...defaults, customTags: ['allowErrors', ...(defaults.customTags ?? []), ...customTags] }
}

/**
 * The config's compiler options for every block, over the tool's and the tsconfig's (`own`): its `paths` join theirs
 * and resolve from the site folder, as Vocs resolves them from where it runs.
 */
function withConfigOptions(options: ts.CompilerOptions, config: Record<string, unknown> | undefined, root: string): ts.CompilerOptions {
  if (!config) return options
  const { paths, baseUrl, ...rest } = config as ts.CompilerOptions
  const merged: ts.CompilerOptions = { ...options, ...rest }
  if (paths) Object.assign(merged, { paths: { ...options.paths, ...paths }, pathsBasePath: options.pathsBasePath ?? root })
  if (typeof baseUrl === 'string') merged.baseUrl = resolve(root, baseUrl)
  return merged
}
const ALLOW_ERRORS = /^\s*\/\/\s*@allowErrors\b/m

/**
 * A block whose compile failed, as Vocs shows one: its text as written, highlighted, with the compiler's message as an
 * error under its last line; `warn` marks it for a warning (a block not marked `// @allowErrors`).
 */
function shownError(code: string, lang: string, error: unknown, warn: boolean): ReturnType<TwoslashInstance> {
  const message = (error instanceof Error ? error.message : String(error)).trim()
  // Under the last line that has text (an error marks a span of text: an empty one would be an empty token).
  const lines = code.split('\n')
  const line = lines.findLastIndex((l) => l.trim() !== '')
  const start = lines.slice(0, Math.max(line, 0)).reduce((n, l) => n + l.length + 1, 0)
  const length = Math.max(lines[line]?.length ?? 0, 0)
  const node = { type: 'error', level: 'error', code: 0, text: message, line, character: 0, start, length, filename: 'index.ts', id: 'shown-error' }
  if (length === 0) return { ...empty(code, lang, warn ? message : undefined) }
  return { ...empty(code, lang, warn ? message : undefined), nodes: [node], errors: [node] } as unknown as ReturnType<TwoslashInstance>
}

function empty(code: string, lang: string, shownError: string | undefined): ReturnType<TwoslashInstance> {
  // The warning names the compiler's errors (`[2322] 6 - Type …`), not the whole report shown in the block.
  const errors = shownError?.split('\n').filter((l) => /^\s*\[\d+\]/.test(l))
  const warning = shownError && (errors?.length ? errors.map((l) => l.trim()).join('; ') : shownError.split('\n')[0])
  const meta = {
    extension: lang,
    removals: [],
    compilerOptions: {},
    handbookOptions: {},
    flagNotations: [],
    virtualFiles: [],
    ...(warning && { shownError: warning }),
  }
  return { code, nodes: [], meta, queries: [], completions: [], errors: [], highlights: [], hovers: [], tags: [] } as unknown as ReturnType<TwoslashInstance>
}

/**
 * The renderer with a tag line of a site's own custom tag (one with no icon) holding only its text: an empty icon element
 * is a token with no text, on which shiki's notation transformers fail.
 */
function withoutEmptyTagIcons(renderer: TwoslashRenderer): TwoslashRenderer {
  const lineCustomTag = renderer.lineCustomTag
  if (!lineCustomTag) return renderer
  return {
    ...renderer,
    lineCustomTag(tag) {
      return lineCustomTag
        .call(this, tag)
        .map((line) =>
          line.type === 'element' ? { ...line, children: line.children.filter((child) => child.type !== 'element' || child.children.length > 0) } : line,
        )
    },
  }
}

/** The twoslash transformer of a site; `stats` counts its compiler runs, cache hits, environments and checkers. */
export function createTwoslash(site: TwoslashSite, stats: TwoslashStats): TwoslashPages {
  const twoslashOptions = blockOptions(site.options)
  let setup: Setup | undefined
  const ready = (): Setup => {
    if (setup) return setup
    // No trailing slash: twoslash silently reports no type errors when its vfsRoot ends in '/'.
    const root = existsSync(site.root) ? realpathSync(site.root) : resolve(site.root)
    const compiler = twoslashTypescript(root)
    const own = siteCompilerOptions(root, compiler.module)
    const vocs = site.vocs ? vocsCompilerOptions(root, compiler.module) : {}
    const withTsconfig: ts.CompilerOptions = { ...twoslashCompilerOptions(compiler.module), ...vocs, ...own }
    if (vocs.paths) Object.assign(withTsconfig, { paths: { ...vocs.paths, ...own.paths }, pathsBasePath: own.pathsBasePath ?? root })
    const compilerOptions = withConfigOptions(withTsconfig, site.options?.compilerOptions, root)
    const toolLockfile = join(TOOL_ROOT, 'package-lock.json')
    const salt = createHash('sha256')
      .update(compiler.module.version)
      .update(root)
      .update(JSON.stringify(compilerOptions))
      .update(JSON.stringify(twoslashOptions, (_key, value) => (typeof value === 'function' ? String(value) : value)))
      .update(site.tolerant ? 'errors shown' : 'errors fail')
      .update(installedPackagesHash(root))
      .update(existsSync(toolLockfile) ? readFileSync(toolLockfile) : '')
      .update(RESULT_FORMAT)
      .digest('hex')
    setup = { root, compiler, compilerOptions, salt, reach: new TwoslashReach(root, [TOOL_ROOT, TOOL_NODE_MODULES], compilerOptions, compiler.module) }
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
    const { root, compiler, compilerOptions, reach } = ready()
    const outside = reach.outsideImports(code)
    if (outside.length) {
      throw new TwoslashFenceError(
        code,
        `imports ${outside.map((name) => `'${name}'`).join(', ')}, outside the site folder: a twoslash block reads only the site's files, its installed packages and the folders its tsconfig.json paths name`,
      )
    }
    batch ??= new TwoslashBatch(root, twoslashOptions.customTags ?? [])
    imports ??= new SiteImports(root, compilerOptions, compiler.module)
    instance ??= withStackedTags(
      createTwoslasher({
        tsModule: typescriptForSite(
          compiler,
          root,
          TOOL_NODE_MODULES,
          reach,
          {
            onEnvironment: () => stats.environments++,
            onChecker: () => stats.checkers++,
            onInstalledParse: () => stats.installedParses++,
          },
          batch,
        ),
        vfsRoot: root,
        tsLibDirectory: compiler.libDirectory,
        compilerOptions,
        // It would memoise every path, the site's own too: typescriptForSite's file system keeps those fresh.
        fsCache: false,
      }),
      twoslashOptions.customTags ?? [],
    )
    stats.compilerRuns++
    const fence = { lang, code }
    batch.add(fence)
    batch.current = fence
    let result: ReturnType<TwoslashInstance>
    try {
      result = instance(code, lang, options)
    } catch (error) {
      const allowed = ALLOW_ERRORS.test(code)
      if (error instanceof BuildError || !(allowed || site.tolerant)) throw error
      return shownError(code, lang, error, !allowed)
    }
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
    batch ??= new TwoslashBatch(ready().root, twoslashOptions.customTags ?? [])
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
    renderer: withoutEmptyTagIcons(
      rendererRich({ jsdoc: true, errorRendering: 'line', renderMarkdown: renderDocsMarkdown, renderMarkdownInline: renderDocsTag }),
    ),
    onTwoslashError(error, code) {
      // A broken tsconfig.json is the site's error, at its own file and line, not the block's.
      if (error instanceof BuildError) throw error
      const message = error instanceof Error ? error.message : String(error)
      const hint = /\[2307\]|\[2875\]/.test(message)
        ? ` (imports resolve from ${ready().root}/node_modules and its parents, the paths of its tsconfig.json, then this tool's own packages; nothing else outside the site folder is read)`
        : ''
      throw new TwoslashFenceError(code, message + hint)
    },
    typesCache,
  })
  // A hover's popup is its type highlighted as code: 6,224 popups on this site hold 1,528 distinct types, so each is
  // highlighted once per thread and copied after (while they fit in the budget of nodes).
  const popups = new HighlightCache(site.popups.entries, site.popups.nodes)
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
      const twoslash = (this.meta as { twoslash?: SiteFilesOf & { meta?: { shownError?: string } } }).twoslash
      const files = twoslash?.files
      if (files && Object.keys(files).length) pre.data = { ...pre.data, twoslashFiles: files }
      // Read from the result, so a block whose result came from the disk cache warns again.
      if (twoslash?.meta?.shownError) pre.data = { ...pre.data, twoslashWarning: twoslash.meta.shownError }
      return pre
    },
  }
  return { transformer, stats, startPage, computeTypes }
}

declare module 'hast' {
  interface ElementData {
    /** On a twoslash block's <pre>: the site files it read → their hashes then. */
    twoslashFiles?: Record<string, string>
    /** On a twoslash block's <pre>: the type errors shown in it instead of failing the build (a warning of its page). */
    twoslashWarning?: string
  }
}

interface SiteFilesOf {
  files?: Record<string, string>
}
