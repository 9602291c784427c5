// Type information for ```ts twoslash fences: compiled at build time against the installed packages, rendered as
// hover popups in the HTML. Results are cached on disk by code + compiler options + TypeScript and lockfile
// versions, so an unchanged block never starts the compiler; a type error fails the build with page and line.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTransformerFactory, rendererRich, type TwoslashShikiReturn } from '@shikijs/twoslash/core'
import type { ShikiTransformer } from 'shiki'
import { createTwoslasher, type TwoslashInstance } from 'twoslash'
import ts from 'typescript'
import { renderDocsMarkdown, renderDocsTag } from './twoslash-docs.ts'

// No trailing slash: twoslash silently reports no type errors when its vfsRoot ends in '/'.
const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))
/** The TS language service grows with every snippet (Vocs users saw 5 GB builds); start afresh this often. */
const RESET_EVERY = 150

export const twoslashCompilerOptions: ts.CompilerOptions = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.esnext.collection.d.ts'],
  skipLibCheck: true,
  types: [],
  // Every fence is its own module, as in the content type-check test, even without import/export.
  moduleDetection: ts.ModuleDetectionKind.Force,
}

/** A type error (or any twoslash failure) in a fence; compile.ts turns it into a BuildError at the fence's line. */
export class TwoslashFenceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'TwoslashFenceError'
  }
}

export interface TwoslashStats {
  compilerRuns: number
  cacheHits: number
}

export function createTwoslash(cacheDir: string): { transformer: ShikiTransformer; stats: TwoslashStats } {
  const stats: TwoslashStats = { compilerRuns: 0, cacheHits: 0 }
  const lockfile = join(REPO_ROOT, 'package-lock.json')
  const salt = createHash('sha256')
    .update(ts.version)
    .update(JSON.stringify(twoslashCompilerOptions))
    .update(existsSync(lockfile) ? readFileSync(lockfile) : '')
    .digest('hex')
  const fileOf = (code: string, lang?: string) =>
    join(
      cacheDir,
      `${createHash('sha256')
        .update(salt)
        .update(lang ?? '')
        .update(code)
        .digest('hex')
        .slice(0, 32)}.json`,
    )

  let instance: TwoslashInstance | undefined
  let runs = 0
  const twoslasher = (code: string, lang?: string, options?: Parameters<TwoslashInstance>[2]) => {
    if (!instance || runs++ % RESET_EVERY === RESET_EVERY - 1)
      instance = createTwoslasher({ tsModule: ts, vfsRoot: REPO_ROOT, compilerOptions: twoslashCompilerOptions })
    stats.compilerRuns++
    return instance(code, lang, options)
  }

  const transformer = createTransformerFactory(twoslasher)({
    explicitTrigger: true,
    langs: ['ts', 'tsx'],
    // Tokens are not tab stops (a code block would hold hundreds); the runtime gives keyboard access per block.
    renderer: rendererRich({ jsdoc: true, errorRendering: 'line', renderMarkdown: renderDocsMarkdown, renderMarkdownInline: renderDocsTag }),
    onTwoslashError(error, code) {
      throw new TwoslashFenceError(code, error instanceof Error ? error.message : String(error))
    },
    typesCache: {
      read(code, lang) {
        try {
          const data = JSON.parse(readFileSync(fileOf(code, lang), 'utf8')) as TwoslashShikiReturn
          stats.cacheHits++
          return data
        } catch {
          return null
        }
      },
      write(code, data, lang) {
        mkdirSync(cacheDir, { recursive: true })
        const file = fileOf(code, lang)
        const temp = `${file}.${process.pid}.tmp`
        writeFileSync(temp, JSON.stringify({ code: data.code, nodes: data.nodes, meta: data.meta }))
        renameSync(temp, file)
      },
    },
  })
  return { transformer, stats }
}
