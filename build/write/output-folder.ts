// Who owns the output folder: every build marks its output with a small manifest, and a folder is replaced only if it
// is missing, empty or marked. Also finishes a swap that a killed build left half done. Runs in Node (build, preview).
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, renameSync, statSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { BuildError } from '../errors.ts'

/** The mark in every output folder (and in every temporary folder a build makes next to it). */
export const OUTPUT_MANIFEST = '.valdres-output.json'

export interface OutputManifest {
  generator: 'valdres-docs'
  /** `building` while files are written into a temporary folder; `complete` once every file is there. */
  state: 'building' | 'complete'
  files?: number
  builtAt?: string
  /** Which build made the folder: the writer's record of file keys (in the site's cache) names the same stamp. */
  stamp?: string
}

export function manifestText(state: OutputManifest['state'], files?: number, stamp?: string): string {
  const manifest: OutputManifest = {
    generator: 'valdres-docs',
    state,
    ...(files === undefined ? {} : { files, builtAt: new Date().toISOString() }),
    ...(stamp === undefined ? {} : { stamp }),
  }
  return `${JSON.stringify(manifest)}\n`
}

export function readManifest(folder: string): OutputManifest | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(folder, OUTPUT_MANIFEST), 'utf8')) as Partial<OutputManifest>
    return parsed.generator === 'valdres-docs' && (parsed.state === 'building' || parsed.state === 'complete') ? (parsed as OutputManifest) : undefined
  } catch {
    return undefined
  }
}

export interface OutputGuardOptions {
  /** The site folder being built. */
  siteRoot?: string
  /** Folders the site's sources live in (content, config, static): the output may not be, hold or lie inside one. */
  sourceDirs?: string[]
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
  if (!existsSync(out)) return
  if (!statSync(out).isDirectory()) refuse('it is a file, not a folder')
  const entries = readdirSync(out)
  if (entries.length === 0 || readManifest(out)?.state === 'complete') return
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
 * Puts a complete output back at `target` if a killed build left none (the newest complete folder wins: the new
 * output if it was finished, else the previous one), then removes the marked folders that killed builds left behind.
 * Folders of a build still running, and folders without the mark, are never touched. Returns what it did.
 */
export function recoverOutput(outDir: string): string[] {
  const target = resolve(outDir)
  const done: string[] = []
  const leftovers = sideFolders(target).filter((f) => f.manifest && !alive(f.pid))
  if (!existsSync(target)) {
    const complete = leftovers.filter((f) => f.manifest!.state === 'complete').sort((a, b) => b.time - a.time || (a.kind === 'tmp' ? -1 : 1))
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
