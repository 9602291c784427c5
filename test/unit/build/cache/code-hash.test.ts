// The hash of the tool's code that keys its caches: the same for the same files, another when a file's bytes, a
// file's name, a new file or the lockfile change; a missing lockfile is no error.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { codeHash } from '../../../../build/cache/code-hash.ts'
import { tempDir } from '../../../support/temp-dir.ts'

test('the hash follows every file of the folders and the lockfile', () => {
  const root = tempDir('code-hash-')
  const [a, b] = [join(root, 'a'), join(root, 'b')]
  mkdirSync(join(a, 'deep'), { recursive: true })
  mkdirSync(b)
  writeFileSync(join(a, 'one.js'), 'one')
  writeFileSync(join(a, 'deep/two.js'), 'two')
  writeFileSync(join(b, 'three.js'), 'three')
  const lockfile = join(root, 'package-lock.json')
  const hash = () => codeHash([a, b], lockfile)

  const first = hash()
  assert.match(first, /^[0-9a-f]{64}$/)
  assert.is(hash(), first, 'the same files: the same hash')
  const seen = new Set([first])
  const changed = (what: string) => {
    const now = hash()
    assert.not.ok(seen.has(now), what)
    seen.add(now)
  }
  writeFileSync(join(a, 'deep/two.js'), 'TWO')
  changed('a nested file edited')
  renameSync(join(b, 'three.js'), join(b, 'four.js'))
  changed('a file renamed')
  writeFileSync(join(b, 'five.js'), '')
  changed('an empty file added')
  const withoutLockfile = hash()
  writeFileSync(lockfile, '{}')
  changed('a lockfile added')
  writeFileSync(lockfile, '{ }')
  changed('the lockfile edited')
  rmSync(lockfile)
  assert.is(hash(), withoutLockfile, 'the lockfile gone: the hash of the folders alone again')
})

test.run()
