// The browser runtime's bundle (runtime/entry.ts and its lazy chunks; made by rollup-runtime.ts), cached on disk by a
// hash of the runtime files the bundle is made of, the lockfile and the bundler, so an unchanged runtime is never
// bundled twice, and a change to a server-only component (which the browser never loads) does not bundle it again.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { extname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { REPO_ROOT } from '../platform/tool-root.ts'
import type { RuntimeBundle } from './rollup-runtime.ts'

const RUNTIME_DIR = join(REPO_ROOT, 'runtime')

/** The bundle made when the package was packed (lib/runtime-bundle): an installed tool reads it and writes nothing. */
export const SHIPPED_BUNDLE_DIR = join(REPO_ROOT, 'runtime-bundle')

/** Where the bundle is cached: the one shipped with the package, else node_modules/.cache of the repository. */
export function runtimeCacheDir(): string {
  return existsSync(SHIPPED_BUNDLE_DIR) ? SHIPPED_BUNDLE_DIR : join(REPO_ROOT, 'node_modules/.cache/vellum/runtime')
}

/** Names, relative to runtime/, of the files the last bundle was made of: their contents make the cache key. */
const GRAPH_FILE = 'runtime-graph.json'

/**
 * The cache key of a bundle made of these runtime files (relative path → source), with this lockfile and bundler. The
 * names of all files under runtime/ count too: a new file can change what an unchanged import resolves to.
 */
async function bundleKey(sources: Map<string, string>): Promise<string> {
  const hash = createHash('sha256')
  const names = (await readdir(RUNTIME_DIR, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(RUNTIME_DIR, join(e.parentPath, e.name)))
  hash.update(names.sort().join('\n')).update('\0')
  for (const name of [...sources.keys()].sort()) hash.update(name).update('\0').update(sources.get(name)!).update('\0')
  hash.update(await readFile(join(REPO_ROOT, 'package-lock.json')))
  // The bundler's own two files (.ts in the repository, .js in the package).
  const bundler = `./rollup-runtime${extname(fileURLToPath(import.meta.url))}`
  hash.update(await readFile(fileURLToPath(import.meta.url))).update(await readFile(fileURLToPath(new URL(bundler, import.meta.url))))
  return hash.digest('hex').slice(0, 24)
}

/** The files named by the last bundle's graph, as they are now; undefined when there is no graph or one is gone. */
async function lastGraphSources(cacheDir: string): Promise<Map<string, string> | undefined> {
  try {
    const names = JSON.parse(await readFile(join(cacheDir, GRAPH_FILE), 'utf8')) as string[]
    return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(RUNTIME_DIR, name), 'utf8')] as const)))
  } catch {
    return undefined
  }
}

export async function bundleRuntime(cacheDir: string): Promise<RuntimeBundle> {
  const known = await lastGraphSources(cacheDir)
  if (known) {
    const cacheFile = join(cacheDir, `runtime-${await bundleKey(known)}.json`)
    if (existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as RuntimeBundle
  }

  const { rollupRuntime } = await import('./rollup-runtime.ts')
  const { bundle: result, sources } = await rollupRuntime()
  try {
    await mkdir(cacheDir, { recursive: true })
    // Each renamed into place: a build running beside this one never reads half a bundle or half a graph.
    await writeRenamed(join(cacheDir, `runtime-${await bundleKey(sources)}.json`), JSON.stringify(result))
    await writeRenamed(join(cacheDir, GRAPH_FILE), JSON.stringify([...sources.keys()].sort()))
  } catch (error) {
    // A folder the tool may not write to (an installed package on a read-only disk): the bundle is still good.
    if (!['EACCES', 'EROFS', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
  }
  return result
}

async function writeRenamed(file: string, text: string): Promise<void> {
  await writeFile(`${file}.${process.pid}`, text)
  await rename(`${file}.${process.pid}`, file)
}
