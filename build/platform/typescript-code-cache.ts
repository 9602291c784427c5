// V8's compiled code for the TypeScript compiler, kept on disk (Node, any thread), as Node 22's module compile cache
// keeps a module's, so a thread that type-checks loads it compiled (decisions: Twoslash). One file per compiler text,
// Node version and flags (V8 refuses code made under other flags), beside the installed packages in node_modules/.cache/vellum.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { cachedDataVersionTag } from 'node:v8'
import type { Script } from 'node:vm'
import { threadId } from 'node:worker_threads'
import { touch } from '../cache/stale-cache.ts'

/**
 * A code cache's file name (and a write cut short); stale ones (another compiler, Node or flags, unread for 30 days)
 * are deleted after a build.
 */
export const CODE_CACHE_ENTRY = /^typescript-[0-9a-f]{32}\.v8(\.[\w-]+\.tmp)?$/

/** The folder of the compiled-code files, in the node_modules folder that holds the compiler. */
export function codeCacheDir(): string {
  return join(dirname(dirname(createRequire(import.meta.url).resolve('typescript/package.json'))), '.cache', 'vellum')
}

/**
 * The file for the compiler's text `source` run by this V8 with its flags now: V8's tag for code it would take covers
 * its version, its flags (set on the command line or since, as the command line's heap-growth.ts does) and the CPU's
 * features; flags that are not V8's (`--import`, `--cpu-prof`) leave it as it is.
 */
export function codeCacheFile(source: string): string {
  const key = createHash('sha256').update(source).update(`\0${process.version}\0${process.arch}\0${cachedDataVersionTag()}`).digest('hex')
  return join(codeCacheDir(), `typescript-${key.slice(0, 32)}.v8`)
}

/** The code kept in `file`, if any (marked as read, so the clean-up keeps it). */
export function readCodeCache(file: string): Buffer | undefined {
  try {
    const data = readFileSync(file)
    touch(file)
    return data
  } catch {
    return undefined
  }
}

/**
 * Writes `script`'s code to `file`, whole or not at all (another thread may be writing the same file). A folder that
 * cannot be written leaves the compiler as fast as it was without the cache.
 */
export function writeCodeCache(file: string, script: Script): void {
  const partial = `${file}.${process.pid}-${threadId}.tmp`
  try {
    mkdirSync(join(file, '..'), { recursive: true })
    writeFileSync(partial, script.createCachedData())
    renameSync(partial, file)
  } catch {
    // Read-only or full: the next thread tries again.
  }
}

let keep: (() => void) | undefined

/** Called by the module that loaded the compiler with code that was not in the cache: how to write it there. */
export function keepCompilerCodeLater(save: () => void): void {
  keep = save
}

/**
 * Writes the compiler's code to the cache, with every function this thread ran by now, when this thread loaded it
 * without (once: after a thread's compile, before its render). Does nothing in a thread that never loaded it.
 */
export function keepCompilerCode(): void {
  const save = keep
  keep = undefined
  save?.()
}
