// Test helper: a private copy of a fixture site (test/fixtures/<name>) in a temp folder, so a test can build it,
// edit it and rebuild without touching the repository; `read` reads a file of its dist/.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface FixtureCopy {
  root: string
  out: string
  read: (path: string) => string
}

export function copyFixture(name: string): FixtureCopy {
  const root = mkdtempSync(join(tmpdir(), `${name}-`))
  cpSync(new URL(`../fixtures/${name}`, import.meta.url).pathname, root, { recursive: true })
  const out = join(root, 'dist')
  return { root, out, read: (path) => readFileSync(join(out, path), 'utf8') }
}
