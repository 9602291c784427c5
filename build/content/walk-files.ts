// Lists the files under a folder of the site (pages, static files) and judges symlinks for the build and the dev
// watcher alike: a link is followed only when its target is inside the site folder; a loop is an error. Node only.
import { type Dirent, readlinkSync, realpathSync, statSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { dirname, join, sep } from 'node:path'
import { BuildError } from '../errors/build-error.ts'

/** A symlink that loops: the folder cannot be walked until it is removed. */
export class SymlinkLoopError extends BuildError {}

export type SymlinkVerdict =
  | { follow: true; directory: boolean }
  /** Not followed. `loop` links are errors (the tree is broken); the others are warnings (the link is left out). */
  | { follow: false; loop: boolean; reason: string }

/** Whether the symlink at `link` (a path as walked, below `siteRoot`) may be followed, and why not. */
export function judgeSymlink(link: string, siteRoot: string): SymlinkVerdict {
  let target: string
  try {
    target = realpathSync(link)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ELOOP') return { follow: false, loop: true, reason: 'symlink loop: the link resolves to itself through other links' }
    return { follow: false, loop: false, reason: `symlink not followed: its target ${safeReadlink(link)} does not exist` }
  }
  const root = realpathSync(siteRoot)
  if (target !== root && !target.startsWith(root + sep)) {
    return { follow: false, loop: false, reason: `symlink not followed: it points outside the site folder, to ${target}` }
  }
  const directory = statSync(target).isDirectory()
  if (directory) {
    // A link to a folder that holds the link itself would be walked forever: compare with every folder above it.
    for (let above = dirname(link); ; above = dirname(above)) {
      if (realpathOrSelf(above) === target) return { follow: false, loop: true, reason: `symlink loop: it points back to ${above}, a folder that contains it` }
      if (above === dirname(above) || realpathOrSelf(above) === root) break
    }
  }
  return { follow: true, directory }
}

export interface WalkedFiles {
  /** Paths as walked (a file reached through a link keeps the link's path), sorted. */
  files: string[]
  /** Links left out: broken, or pointing outside the site. */
  warnings: BuildError[]
  /** Symlink loops. */
  errors: BuildError[]
}

/** Every file under `dir` (none when it is missing), following symlinks that stay inside `siteRoot`. */
export async function walkFiles(dir: string, siteRoot: string): Promise<WalkedFiles> {
  const result: WalkedFiles = { files: [], warnings: [], errors: [] }
  const visit = async (folder: string): Promise<void> => {
    let entries: Dirent[]
    try {
      entries = await readdir(folder, { withFileTypes: true })
    } catch (error) {
      if (folder === dir && (error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    await Promise.all(
      entries.map(async (entry) => {
        const path = join(folder, entry.name)
        if (entry.isSymbolicLink()) {
          const verdict = judgeSymlink(path, siteRoot)
          if (!verdict.follow)
            return void (verdict.loop
              ? result.errors.push(new SymlinkLoopError({ file: path }, verdict.reason))
              : result.warnings.push(new BuildError({ file: path }, verdict.reason)))
          return verdict.directory ? visit(path) : void result.files.push(path)
        }
        if (entry.isDirectory()) return visit(path)
        if (entry.isFile()) result.files.push(path)
      }),
    )
  }
  await visit(dir)
  result.files.sort()
  return result
}

function realpathOrSelf(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

function safeReadlink(link: string): string {
  try {
    return readlinkSync(link)
  } catch {
    return '(unreadable)'
  }
}
