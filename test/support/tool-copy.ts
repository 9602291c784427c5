// Test helper: a scratch copy of this tool (build/, runtime/ and the package files, node_modules linked), for tests
// that edit the tool's own code, such as a component the dev server renders, without touching the repository.
import { cpSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tempDir } from './temp-dir.ts'

const REPO = fileURLToPath(new URL('../..', import.meta.url))

/** Returns the copy's root folder (a temp-dir.ts folder: removed when the process exits, or sooner by the caller). */
export function copyTool(prefix: string): string {
  const scratch = tempDir(`${prefix}-`)
  for (const part of ['build', 'runtime', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.zones.json'])
    cpSync(join(REPO, part), join(scratch, part), { recursive: true })
  symlinkSync(join(REPO, 'node_modules'), join(scratch, 'node_modules'))
  return scratch
}
