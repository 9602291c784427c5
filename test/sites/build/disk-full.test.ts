// A full disk fails the build with one line naming the file it was writing and what to do, and the previous output
// stays as it was. The disk is a small tmpfs mounted for the test (root only: elsewhere the file says why it skips).
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { formatError } from '../../../build/errors/build-error.ts'

const disk = mkdtempSync(join(tmpdir(), 'full-disk-'))
const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', disk], { encoding: 'utf8' })
if (mounted.status !== 0) {
  rmdirSync(disk)
  const why = `cannot mount a small tmpfs here (${(mounted.stderr || mounted.error?.message || '').trim()}); it needs root`
  if (process.env.CI) throw new Error(`${why}, and CI must run this test`)
  console.log(`skip-file: ${why}`)
  process.exit(0)
}
test.after(() => {
  spawnSync('umount', [disk])
  rmdirSync(disk)
})

test('a build that fills the disk fails with one line naming the file and what to do; the previous output is intact', async () => {
  const root = join(disk, 'site')
  mkdirSync(join(root, 'docs/pages'), { recursive: true })
  writeFileSync(join(root, 'docs/pages/index.md'), '# Home\n\nWelcome.\n')
  await buildSite({ root })
  const out = join(root, 'docs/dist')
  const before = readdirSync(out).sort()
  const home = readFileSync(join(out, 'index.html'), 'utf8')
  // 40 pages of 15 KB of text: their HTML, Markdown and search index are more than the space left.
  for (let i = 0; i < 40; i++) writeFileSync(join(root, `docs/pages/p${i}.md`), `# Page ${i}\n\n${'word '.repeat(3000)}\n`)
  let message = ''
  try {
    await buildSite({ root })
  } catch (error) {
    message = formatError(error, root)
  }
  assert.match(message, /no space left on device while writing \S+; free some space and build again \(the previous output is untouched\)$/)
  assert.not.match(message, /\n/, `one line: ${message}`)
  assert.not.match(message, /\.dist\.tmp-/, 'names the output, not the temporary folder')
  assert.equal(readdirSync(out).sort(), before)
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), home)
  assert.equal(
    readdirSync(join(root, 'docs')).filter((name) => name.startsWith('.dist')),
    [],
    'no temporary folder left',
  )
})

test.run()
