// The TypeScript compiler's module, loaded with `require` (Node), with one change to its type checker that makes hovers
// cheaper (typescript-globals-patch.ts). Imported as an ES module, typescript.js (9 MB of CommonJS) is first scanned
// whole for its export names: 0.6 s against 0.2 s, in every thread that loads it.
import { readFileSync } from 'node:fs'
import { createRequire, Module } from 'node:module'
import { dirname } from 'node:path'
import type * as TypeScript from 'typescript'
import { patchGlobalsLookup } from './typescript-globals-patch.ts'

const require = createRequire(import.meta.url)

/** What Node's CommonJS loader does with a file's text, here done with the changed text. */
interface CommonJsModule {
  filename: string
  paths: string[]
  exports: unknown
  _compile(source: string, filename: string): void
}

function load(): { module: typeof TypeScript; patched: boolean } {
  const file = require.resolve('typescript')
  const patched = patchGlobalsLookup(readFileSync(file, 'utf8'))
  // Another version of TypeScript than the change was written for: as it is.
  if (patched === undefined) return { module: require('typescript'), patched: false }
  const module = new Module(file) as unknown as CommonJsModule
  module.filename = file
  module.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(file))
  module._compile(patched, file)
  return { module: module.exports as typeof TypeScript, patched: true }
}

const loaded = load()
export const typescript: typeof TypeScript = loaded.module
/** Whether the change applied (a test holds the installed version to it). */
export const typescriptPatched: boolean = loaded.patched
