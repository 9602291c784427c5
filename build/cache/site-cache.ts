// The site's cache folder, `<site>/.cache`, and the one place its parts are named. Before the first use in a process it
// is checked once: when a part cannot be written (a file in the way, a read-only or immutable folder), the run warns
// once and keeps its cache in a temporary folder of its own instead, removed when the process exits. Node, any thread.
import { accessSync, constants, lstatSync, mkdtempSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'

/** Every folder the tool keeps under `<site>/.cache` (the parsed frontmatters are one file beside them). */
export const CACHE_PARTS = ['pages', 'twoslash', 'islands', 'search', 'output', 'config'] as const
export type CachePart = (typeof CACHE_PARTS)[number]

interface Resolved {
  dir: string
  warning?: string
}

const resolved = new Map<string, Resolved>()

/** `<site>/.cache`, or this run's temporary stand-in when that cannot be written (see the header). */
export function siteCacheRoot(root: string): string {
  const site = resolve(root)
  let found = resolved.get(site)
  if (!found) {
    found = checkCache(site)
    resolved.set(site, found)
  }
  return found.dir
}

/** Checks the site's cache again (a build's start: a folder may have been fixed or broken since the last one). */
export function checkSiteCache(root: string): void {
  resolved.delete(resolve(root))
  siteCacheRoot(root)
}

/** The folder of one part of the site's cache. */
export function siteCache(root: string, part: CachePart): string {
  return join(siteCacheRoot(root), part)
}

/** The folders a build may not use as its output: the site's cache, and a stand-in for it. */
export function siteCacheFolders(root: string): string[] {
  const own = join(resolve(root), '.cache')
  const used = siteCacheRoot(root)
  return used === own ? [own] : [own, used]
}

/** The warning of the check, once: undefined when the site's own cache is used, or when it was said already. */
export function takeCacheWarning(root: string): string | undefined {
  const found = resolved.get(resolve(root))
  const warning = found?.warning
  if (found) found.warning = undefined
  return warning
}

/** For a worker thread: the cache its build checked already (no second check, no second warning). */
export function adoptSiteCache(root: string, dir: string): void {
  resolved.set(resolve(root), { dir })
}

function checkCache(site: string): Resolved {
  const own = join(site, '.cache')
  const problem = cacheProblem(site, own)
  if (!problem) return { dir: own }
  const dir = mkdtempSync(join(tmpdir(), 'vellum-cache-'))
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  const what = `${relative(process.cwd(), problem.path) || problem.path} ${problem.why}`
  return { dir, warning: `${what}: this run keeps its cache in a temporary folder, so nothing is reused from an earlier build; ${problem.fix}` }
}

/** Why the cache at `own` cannot be used, naming the path in the way; nothing makes or leaves a file (a site's first build). */
function cacheProblem(site: string, own: string): { path: string; why: string; fix: string } | undefined {
  const fix = (path: string) => `delete ${relative(process.cwd(), path) || path} or make it a folder you can write to; the tool makes it again`
  const top = lstatOf(own)
  if (!top) {
    // Made when first needed: the site folder must take it.
    const denied = accessError(site)
    return denied === undefined
      ? undefined
      : { path: site, why: `cannot be written (${denied}), so the cache folder .cache cannot be made there`, fix: 'make the site folder writable' }
  }
  for (const path of [own, ...CACHE_PARTS.map((part) => join(own, part))]) {
    const stat = path === own ? top : lstatOf(path)
    if (!stat) continue
    if (!(stat.isDirectory() || (stat.isSymbolicLink() && isDirectory(path))))
      return { path, why: 'is a file, not the folder where the tool keeps its cache', fix: fix(path) }
    const denied = writeError(path)
    if (denied) return { path, why: `cannot be written (${denied})`, fix: fix(path) }
  }
  return undefined
}

function lstatOf(path: string) {
  try {
    return lstatSync(path)
  } catch {
    return undefined
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/** Writes and deletes a small file in `dir`: what the caches do, so a flag or a mount that refuses them refuses it. */
function writeError(dir: string): string | undefined {
  const probe = join(dir, `.write-check-${process.pid}`)
  try {
    writeFileSync(probe, '')
    unlinkSync(probe)
    return undefined
  } catch (error) {
    return codeOf(error)
  }
}

function accessError(dir: string): string | undefined {
  try {
    accessSync(dir, constants.W_OK)
    return undefined
  } catch (error) {
    return codeOf(error)
  }
}

function codeOf(error: unknown): string {
  const e = error as NodeJS.ErrnoException
  return e.code ? `${e.code}: ${e.message.replace(/^\w+: /, '').replace(/,.*$/, '')}` : String(error)
}
