// Test helper: a private copy of a fixture site (test/fixtures/<name>) in a temp folder, so a test can build it,
// edit it and rebuild without touching the repository; `read` reads a file of its dist/. Also a site written from a
// map of files, for a test whose site is a few files of its own.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { tempDir } from './temp-dir.ts'

export interface FixtureCopy {
  root: string
  out: string
  read: (path: string) => string
}

export function copyFixture(name: string): FixtureCopy {
  const root = tempDir(`${name}-`)
  const from = new URL(`../fixtures/${name}`, import.meta.url).pathname.replace(/\/$/, '')
  // Not what a test that builds the fixture in place left behind: a copy starts with no page cache and no output.
  const leftover = new Set([join(from, '.cache'), join(from, 'dist')])
  cpSync(from, root, { recursive: true, filter: (path) => !leftover.has(path) })
  const out = join(root, 'dist')
  return { root, out, read: (path) => readFileSync(join(out, path), 'utf8') }
}

/** Writes `files` (path relative to `root` → text) into `root`, making their folders. */
export function writeFiles(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
}

/** A site of these files in a fresh temporary folder named after `prefix`; returns its folder. */
export function siteOfFiles(prefix: string, files: Record<string, string>): string {
  const root = tempDir(`${prefix}-`)
  writeFiles(root, files)
  return root
}
