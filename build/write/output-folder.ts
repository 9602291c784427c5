// Who owns the output folder: every build marks its output with a small manifest, and a folder is replaced only if it
// is missing, empty or marked. Also finishes a swap or an in-place update that a killed build left half done. Runs in
// Node (build, preview).
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { BuildError } from '../errors/build-error.ts'

/** The mark in every output folder (and in every temporary folder a build makes next to it). */
export const OUTPUT_MANIFEST = '.vellum-output.json'
/** In a staging folder: the manifest the output gets once an in-place update is applied. */
export const NEXT_MANIFEST = '.vellum-output.next.json'
/** In a staging folder: the mark moved onto the output before an in-place update changes its first file. */
export const UPDATING_MANIFEST = '.vellum-output.updating.json'

export interface OutputManifest {
  generator: 'vellum'
  /**
   * `building` while files are written into a temporary folder; `complete` once every file is there (for a staging
   * folder, `update` set: once every changed file is); `updating` on an output while a staging folder is applied to it.
   */
  state: 'building' | 'complete' | 'updating'
  files?: number
  builtAt?: string
  /** Which build made the folder: the writer's record of file keys (in the site's cache) names the same stamp. */
  stamp?: string
  /** On a complete staging folder: it holds only the changed files, and these paths leave the output. */
  update?: { remove: string[] }
}

export function manifestText(state: OutputManifest['state'], files?: number, stamp?: string, update?: OutputManifest['update']): string {
  const manifest: OutputManifest = {
    generator: 'vellum',
    state,
    ...(files === undefined ? {} : { files, builtAt: new Date().toISOString() }),
    ...(stamp === undefined ? {} : { stamp }),
    ...(update === undefined ? {} : { update }),
  }
  return `${JSON.stringify(manifest)}\n`
}

const STATES = new Set<unknown>(['building', 'complete', 'updating'])
/** A build stamp: `<pid>-<time>`, the tail of the names of its side folders. */
const STAMP = /^\d+-\d+$/

/**
 * The mark of `folder`, or undefined when it has none or one this tool did not write: a stamp that is not
 * `<pid>-<time>`, or a list of files to remove holding a path that would leave the output, makes the mark invalid.
 */
export function readManifest(folder: string): OutputManifest | undefined {
  return readMark(join(folder, OUTPUT_MANIFEST), 'vellum') ?? readEarlierMark(folder)
}

function readMark(file: string, generator: string): OutputManifest | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<OutputManifest> & { generator?: string }
    if (parsed.generator !== generator || !STATES.has(parsed.state)) return undefined
    if (parsed.stamp !== undefined && !(typeof parsed.stamp === 'string' && STAMP.test(parsed.stamp))) return undefined
    const remove = parsed.update?.remove
    if (parsed.update !== undefined && !(Array.isArray(remove) && remove.every(isOutputPath))) return undefined
    return { ...parsed, generator: 'vellum' } as OutputManifest
  } catch {
    return undefined
  }
}

/**
 * Whether `path` names a file inside an output folder: relative, `/`-separated, no `.` or `..` segment, no backslash,
 * no NUL. The one test for every path the writer writes and every path read back from a mark or the site's cache.
 */
export function isOutputPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path !== '' &&
    !path.startsWith('/') &&
    !path.includes('\\') &&
    !path.includes('\0') &&
    !path.split('/').some((s) => s === '..' || s === '.')
  )
}

/**
 * The folder an output path names, with every symlink in it resolved: the build guards, marks and replaces that real
 * folder, so a linked `--out` never has its link swapped for a folder nor its target marked without holding the
 * output. A link that leads nowhere is refused.
 */
export function realOutputFolder(outDir: string): string {
  const given = resolve(outDir)
  const link = lstatSync(given, { throwIfNoEntry: false })
  if (link?.isSymbolicLink() && !existsSync(given)) {
    throw new BuildError(
      { file: outDir },
      `refusing to use ${given} as the output folder: it is a symlink to ${resolve(dirname(given), readlinkSync(given))}, which does not exist; create that folder or name it with --out`,
    )
  }
  return realish(given)
}

/** The mark as the tool wrote it before it took its present name: `.<name>-output.json` holding `generator: '<name>-docs'`. */
const EARLIER_MARK = /^\.([a-z]+)-output\.json$/

/**
 * A folder marked by an earlier version of the tool, under its former name, is still the tool's own, so an upgrade
 * does not refuse an existing output. The next build's update in place removes that mark (no build writes it).
 */
function readEarlierMark(folder: string): OutputManifest | undefined {
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return undefined
  }
  for (const name of names) {
    const former = EARLIER_MARK.exec(name)?.[1]
    const mark = former && name !== OUTPUT_MANIFEST ? readMark(join(folder, name), `${former}-docs`) : undefined
    if (mark) return mark
  }
  return undefined
}

export interface OutputGuardOptions {
  /** The site folder being built. */
  siteRoot?: string
  /** Folders the site's sources live in (content, config, static): the output may not be, hold or lie inside one. */
  sourceDirs?: string[]
  /** The tool's own cache folders of the site: the output may not be, hold or lie inside one either. */
  cacheDirs?: string[]
  /** Replace a non-empty folder without the mark (Vite's `--emptyOutDir`). Never overrides the other rules. */
  emptyOutDir?: boolean
  cwd?: string
}

/** Throws a BuildError naming the folder when the tool may not replace it; see the README's trust model. */
export function assertReplaceableOutput(outDir: string, options: OutputGuardOptions = {}): void {
  const out = realish(outDir)
  const refuse = (why: string) => {
    // The absolute path in the text: the place before it is relative to the current directory, which can hide where it is.
    throw new BuildError({ file: outDir }, `refusing to use ${out} as the output folder: ${why}`)
  }
  const cwd = realish(options.cwd ?? process.cwd())
  if (options.siteRoot && contains(out, realish(options.siteRoot)))
    refuse(out === realish(options.siteRoot) ? 'it is the site folder' : 'it contains the site folder')
  if (contains(out, cwd)) refuse(out === cwd ? 'it is the current directory' : 'it contains the current directory')
  for (const source of options.sourceDirs ?? []) {
    const dir = realish(source)
    if (contains(out, dir) || contains(dir, out))
      refuse(`it ${out === dir ? 'is' : contains(out, dir) ? 'contains' : 'lies inside'} the site's source folder ${dir}`)
  }
  for (const cache of options.cacheDirs ?? []) {
    const dir = realish(cache)
    if (contains(out, dir) || contains(dir, out))
      refuse(`it ${out === dir ? 'is' : contains(out, dir) ? 'contains' : 'lies inside'} the tool's cache folder ${dir}; pick another --out`)
  }
  if (!existsSync(out)) return
  if (!statSync(out).isDirectory()) refuse('it is a file, not a folder')
  const entries = readdirSync(out)
  // An output left `updating` with no staging folder to finish it is still the tool's own (a build replaces it whole).
  const state = readManifest(out)?.state
  if (entries.length === 0 || state === 'complete' || state === 'updating') return
  if (options.emptyOutDir) return
  refuse(
    `it is not empty and was not made by this tool (no ${OUTPUT_MANIFEST} in it); move its files away, pick another --out, or pass --empty-out-dir to replace it`,
  )
}

/** `a` is `b` or an ancestor of it. */
function contains(a: string, b: string): boolean {
  return a === b || b.startsWith(a.endsWith(sep) ? a : a + sep)
}

/** The real path of `path`, or of its nearest existing ancestor with the rest appended (symlinks resolved). */
function realish(path: string): string {
  const full = resolve(path)
  try {
    return realpathSync(full)
  } catch {
    const parent = dirname(full)
    return parent === full ? full : join(realish(parent), basename(full))
  }
}

/** Names of the folders a build of `target` makes next to it: `.dist.tmp-<pid>-<time>`, `.dist.old-<pid>-<time>`. */
export function sideFolder(target: string, kind: 'tmp' | 'old', stamp: string): string {
  return join(dirname(target), `.${basename(target)}.${kind}-${stamp}`)
}

interface SideFolder {
  path: string
  kind: 'tmp' | 'old'
  pid: number
  time: number
  manifest?: OutputManifest
}

function sideFolders(target: string): SideFolder[] {
  const parent = dirname(target)
  const pattern = new RegExp(`^\\.${basename(target).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(tmp|old)-(\\d+)-(\\d+)$`)
  let names: string[]
  try {
    names = readdirSync(parent)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const match = pattern.exec(name)
    if (!match) return []
    const path = join(parent, name)
    return [{ path, kind: match[1] as 'tmp' | 'old', pid: Number(match[2]), time: Number(match[3]), manifest: readManifest(path) }]
  })
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Finishes an in-place update a killed build left half applied; puts a complete output back at `target` if a killed
 * build left none (the newest complete folder wins: the new output if it was finished, else the previous one); then
 * removes the marked folders that killed builds left behind. Folders of a build still running, and folders without
 * the mark, are never touched. Returns what it did.
 */
export function recoverOutput(outDir: string): string[] {
  const target = realOutputFolder(outDir)
  const done: string[] = []
  const leftovers = sideFolders(target).filter((f) => f.manifest && !alive(f.pid))
  const output = readManifest(target)
  const staging = output?.state === 'updating' ? leftovers.find((f) => f.kind === 'tmp' && f.manifest!.stamp === output.stamp) : undefined
  const update = staging?.manifest?.state === 'complete' ? staging.manifest.update : undefined
  if (update) {
    finishUpdate(target, staging!.path, update.remove)
    done.push(`finished updating ${relative(process.cwd(), target) || target}, which an interrupted build had begun`)
  }
  if (!existsSync(target)) {
    // A staging folder holds only what changed: never an output on its own.
    const complete = leftovers
      .filter((f) => f.manifest!.state === 'complete' && !f.manifest!.update)
      .sort((a, b) => b.time - a.time || (a.kind === 'tmp' ? -1 : 1))
    const best = complete[0]
    if (best) {
      renameSync(best.path, target)
      done.push(`restored ${relative(process.cwd(), target) || target} from an interrupted build`)
      leftovers.splice(leftovers.indexOf(best), 1)
    }
  }
  for (const folder of leftovers) {
    for (const name of readdirSync(folder.path)) if (name !== OUTPUT_MANIFEST) rmSync(join(folder.path, name), { recursive: true, force: true })
    rmSync(folder.path, { recursive: true, force: true })
    done.push(`removed ${folder.path}, left by an interrupted build`)
  }
  return done
}

/**
 * Deletes a folder this tool marked, its mark last: a build killed meanwhile leaves a marked folder, which the next
 * start removes (recoverOutput), instead of an unmarked one that it must leave alone.
 */
export async function removeMarkedFolder(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[])
  await Promise.all(names.filter((name) => name !== OUTPUT_MANIFEST).map((name) => rm(join(folder, name), { recursive: true, force: true })))
  await rm(folder, { recursive: true, force: true })
}

/**
 * Applies a complete staging folder to the output `target`: removes `remove` (and the folders that leaves empty),
 * moves every file of `staging` but its manifests into `target` (one rename each, over the previous file of the path),
 * then puts the next manifest in place. Synchronous, and safe to run again after a kill: a removed file is gone, a
 * moved file is no longer in `staging`.
 */
export function finishUpdate(target: string, staging: string, remove: string[]): void {
  // Read back from a mark: checked as the writer checks its own paths, so no list can reach outside the output.
  if (!remove.every(isOutputPath)) throw new Error(`refusing to finish the update of ${target}: its list of files to remove leaves the folder`)
  const emptied = new Set<string>()
  for (const path of remove) {
    rmSync(join(target, path), { force: true })
    for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) emptied.add(dir)
  }
  // Deepest first; a folder that still holds something stays.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    try {
      rmdirSync(join(target, dir))
    } catch {}
  }
  const manifests = new Set([OUTPUT_MANIFEST, NEXT_MANIFEST, UPDATING_MANIFEST])
  for (const entry of readdirSync(staging, { recursive: true, withFileTypes: true })) {
    const path = relative(staging, join(entry.parentPath, entry.name))
    if (!entry.isFile() || manifests.has(path)) continue
    const to = join(target, path)
    mkdirSync(dirname(to), { recursive: true })
    renameSync(join(staging, path), to)
  }
  if (existsSync(join(staging, NEXT_MANIFEST))) renameSync(join(staging, NEXT_MANIFEST), join(target, OUTPUT_MANIFEST))
}
