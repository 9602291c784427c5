// The TypeScript compiler's module, loaded with `require` (Node), with two changes to its type checker that make hovers
// cheaper (typescript-checker-patch.ts), and its compiled code read from and kept in a cache (typescript-code-cache.ts).
// Not imported as an ES module: Node would first scan the 9 MB of CommonJS whole for its export names.
import { readFileSync } from 'node:fs'
import { createRequire, Module } from 'node:module'
import { dirname } from 'node:path'
import { constants, Script } from 'node:vm'
import type * as TypeScript from 'typescript'
import { tuningOff } from './tuning.ts'
import { patchChecker } from './typescript-checker-patch.ts'
import { codeCacheFile, keepCompilerCodeLater, readCodeCache, writeCodeCache } from './typescript-code-cache.ts'

const require = createRequire(import.meta.url)

/** What Node's CommonJS loader makes for a file. */
interface CommonJsModule {
  filename: string
  paths: string[]
  exports: unknown
}

function load(): { module: typeof TypeScript; patched: boolean; codeCache?: { file: string; used: boolean } } {
  const file = require.resolve('typescript')
  if (tuningOff()) return { module: require('typescript'), patched: false }
  const patched = patchChecker(readFileSync(file, 'utf8'))
  // Another version of TypeScript than the change was written for: as it is.
  if (patched === undefined) return { module: require('typescript'), patched: false }
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
  run.call(module.exports, module.exports, createRequire(file), module, file, dirname(file))
  const used = cachedData !== undefined && !script.cachedDataRejected
  if (!used) keepCompilerCodeLater(() => writeCodeCache(cacheFile, script))
  return { module: module.exports as typeof TypeScript, patched: true, codeCache: { file: cacheFile, used } }
}

/** The folder of the compiler's own libraries (`lib.dom.d.ts`, …). */
export const typescriptLibDirectory: string = dirname(require.resolve('typescript'))

const loaded = load()
export const typescript: typeof TypeScript = loaded.module
/** Whether the change applied (a test holds the installed version to it). */
export const typescriptPatched: boolean = loaded.patched
/** The compiler's code cache file, and whether its code was used (V8 took it); none when not patched. */
export const typescriptCodeCache: { file: string; used: boolean } | undefined = loaded.codeCache
