// Last-updated times for every page from one `git log` call (not one process per file, as Vocs does).
// Outside a git checkout, or for files git does not know, there is simply no time.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Map of path (relative to `dir`, forward slashes) → last commit time in ms. */
export async function gitLastUpdated(dir: string): Promise<Map<string, number>> {
  const times = new Map<string, number>()
  let stdout: string
  try {
    ;({ stdout } = await run('git', ['-C', dir, 'log', '--format=%x00%ct', '--name-only', '--relative', '--no-renames', '--', '.'], {
      maxBuffer: 256 * 1024 * 1024,
    }))
  } catch {
    return times
  }
  // Commits come newest first, so the first time a file appears is its last update.
  for (const commit of stdout.split('\0')) {
    const [head, ...files] = commit.split('\n')
    const seconds = Number(head)
    if (!head || Number.isNaN(seconds)) continue
    for (const file of files) if (file && !times.has(file)) times.set(file, seconds * 1000)
  }
  return times
}
