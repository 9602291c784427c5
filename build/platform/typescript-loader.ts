// Loads a TypeScript compiler's module from its installed typescript.js (Node), once per file: with the checker changes
// that make hovers cheaper (typescript-checker-patch.ts) and its compiled code read from and kept in a cache
// (typescript-code-cache.ts). Not imported as an ES module: Node would first scan the 9 MB of CommonJS for its exports.
import { readFileSync } from 'node:fs'
import { createRequire, Module } from 'node:module'
import { dirname } from 'node:path'
import { constants, Script } from 'node:vm'
import type * as TypeScript from 'typescript'
import { tuningOff } from './tuning.ts'
import { patchChecker } from './typescript-checker-patch.ts'
import { codeCacheFile, keepCompilerCodeLater, readCodeCache, writeCodeCache } from './typescript-code-cache.ts'

export interface LoadedTypescript {
  module: typeof TypeScript
  /** Whether the checker change applied (a test holds the installed version to it). */
  patched: boolean
  /** The compiler's code cache file, and whether its code was used (V8 took it); none when not patched. */
  codeCache?: { file: string; used: boolean }
}

/** What Node's CommonJS loader makes for a file. */
interface CommonJsModule {
  filename: string
  paths: string[]
  exports: unknown
}

/** This tool's own typescript.js. */
export const TOOL_TYPESCRIPT: string = createRequire(import.meta.url).resolve('typescript')

const loaded = new Map<string, LoadedTypescript>()

/** The compiler in `file` (a typescript.js), loaded on first use. */
export function loadTypescript(file: string): LoadedTypescript {
  let known = loaded.get(file)
  if (!known) {
    known = load(file)
    loaded.set(file, known)
  }
  return known
}

function load(file: string): LoadedTypescript {
  const require = createRequire(file)
  if (tuningOff()) return { module: require(file), patched: false }
  const patched = patchChecker(readFileSync(file, 'utf8'))
  // Another version of TypeScript than the change was written for: as it is.
  if (patched === undefined) return { module: require(file), patched: false }
  const module = new Module(file) as unknown as CommonJsModule
  module.filename = file
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(file))
  // What Node's loader does with the file's text (its function wrapper, run with the module's require), here with
  // the changed text and the code V8 compiled for it last time.
  const cacheFile = codeCacheFile(patched)
  const cachedData = readCodeCache(cacheFile)
  const script = new Script(Module.wrap(patched), {
    filename: file,
    cachedData,
    importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  })
  const run = script.runInThisContext() as (...args: unknown[]) => void
  run.call(module.exports, module.exports, require, module, file, dirname(file))
  const used = cachedData !== undefined && !script.cachedDataRejected
  if (!used) keepCompilerCodeLater(() => writeCodeCache(cacheFile, script))
  return { module: module.exports as typeof TypeScript, patched: true, codeCache: { file: cacheFile, used } }
}
