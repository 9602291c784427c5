// Test helper: the one maker of the tests' temporary folders (under tmpdir(): npm test's folder for the file), each
// removed when the test process exits, so a file run alone leaves none in /tmp; kept when it fails, to look at.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const made: string[] = []

function removeMade(code: number): void {
  if (code !== 0) return
  for (const dir of made) {
    try {
      rmSync(dir, { recursive: true, force: true })
    } catch {
      // A folder a test left unremovable (immutable, still mounted) stays; the others go.
    }
  }
}

/** A fresh folder `<tmpdir>/<prefix>XXXXXX` (as mkdtempSync), removed when the process exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  if (made.push(dir) === 1) process.on('exit', removeMade)
  return dir
}
