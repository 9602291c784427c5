// The unit rules hold while a unit test runs (test/runner/unit-guard.mjs): a file that starts a child process, loads a
// module that builds a site, ends its process or leaves a global window fails with the rule it broke, and the files
// after it still run. Scratch test files, in the repository's node_modules/.cache so they resolve its packages.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { FileResult } from '../runner/results.ts'
import { runUnitProcess } from '../runner/unit-processes.ts'

const root = new URL('../../', import.meta.url).pathname

const FILES = {
  'spawns.test.ts': "import { execFileSync } from 'node:child_process'\ntest('spawns', () => void execFileSync('true'))",
  'builds.test.ts': `test('builds', async () => void (await import(${JSON.stringify(join(root, 'build/build-site.ts'))})))`,
  'exits.test.ts': "test('exits', () => process.exit(0))",
  'window.test.ts': "import { JSDOM } from 'jsdom'\n;(globalThis as any).window = new JSDOM('').window\ntest('window', () => {})",
  'clean.test.ts': "test('adds', () => { if (1 + 1 !== 2) throw new Error('no') })",
}

test('each rule fails its file with its reason; a clean file passes', async () => {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true })
  const dir = mkdtempSync(join(root, 'node_modules/.cache/unit-rules-'))
  try {
    for (const [name, body] of Object.entries(FILES)) writeFileSync(join(dir, name), `import { test } from 'uvu'\n${body}\ntest.run()\n`)
    const results = new Map<string, FileResult>()
    await runUnitProcess(
      root,
      Object.keys(FILES).map((name) => join(dir, name)),
      (r) => void results.set(r.file.split('/').pop()!, r),
    )
    const reason = (name: string) => (results.get(name)?.failed ? results.get(name)!.output : 'passed')
    assert.match(reason('spawns.test.ts'), 'starts no child process')
    assert.match(reason('builds.test.ts'), 'loads build/build-site.ts')
    assert.match(reason('exits.test.ts'), 'does not end its process')
    assert.match(reason('window.test.ts'), 'left a global window behind')
    assert.equal(results.get('clean.test.ts') && { ...results.get('clean.test.ts')!, output: '', seconds: 0, cpu: 0 }, {
      file: results.get('clean.test.ts')?.file,
      passed: 1,
      failed: 0,
      skipped: 0,
      output: '',
      seconds: 0,
      cpu: 0,
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('every module the rules refuse is where they name it (a move must take the rule along)', async () => {
  const { SITE_MODULES } = (await import(new URL('../runner/unit-rules.mjs', import.meta.url).href)) as { SITE_MODULES: string[] }
  for (const path of SITE_MODULES) assert.ok(existsSync(join(root, path)), path)
})

test.run()
