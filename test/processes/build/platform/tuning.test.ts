// VELLUM_NO_TUNING=1 turns every speed trick of build/platform/ off in a fresh process: V8's flags stay as Node set
// them (V8's code tag covers its flags, so an equal tag means equal flags), TypeScript loads unpatched and without a
// code cache; and `vellum build --verbose` says so.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { copyFixture } from '../../../support/fixture-copy.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const platform = (name: string) => JSON.stringify(pathToFileURL(new URL(`../../../../build/platform/${name}`, import.meta.url).pathname).href)
const CLI = new URL('../../../../build/cli/main.ts', import.meta.url).pathname

/** In a fresh process: V8's code tag before and after the flag tricks, and how TypeScript loaded. */
function tricks(env: NodeJS.ProcessEnv): { before: number; after: number; patched: boolean; codeCache: boolean } {
  const file = join(tempDir('tuning-'), 'tricks.mjs')
  writeFileSync(
    file,
    `
    import { cachedDataVersionTag } from 'node:v8'
    const before = cachedDataVersionTag()
    ;(await import(${platform('heap-growth.ts')})).limitHeapGrowth()
    ;(await import(${platform('typescript-inlining.ts')})).inlineLessWhileTyping()
    const after = cachedDataVersionTag()
    const ts = await import(${platform('typescript.ts')})
    console.log(JSON.stringify({ before, after, patched: ts.typescriptPatched, codeCache: ts.typescriptCodeCache !== undefined }))
    `,
  )
  const run = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', env })
  assert.is(run.status, 0, run.stderr)
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!)
}

const tuned = { ...process.env, VELLUM_NO_TUNING: '' }
const untuned = { ...process.env, VELLUM_NO_TUNING: '1' }

test('without the variable, the tricks are on (what the switch is checked against)', () => {
  const on = tricks(tuned)
  assert.is.not(on.after, on.before)
  assert.ok(on.patched)
  assert.ok(on.codeCache)
})

test('with VELLUM_NO_TUNING=1, V8 keeps its flags and TypeScript loads as installed', () => {
  assert.equal(tricks(untuned), { before: tricks(untuned).before, after: tricks(untuned).before, patched: false, codeCache: false })
})

test('`vellum build --verbose` says the tuning is off, and a build without --verbose does not', () => {
  const site = copyFixture('site')
  const build = (flags: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', CLI, 'build', site.root, '--out', site.out, ...flags], { encoding: 'utf8', env: untuned })
  const verbose = build(['--verbose'])
  assert.is(verbose.status, 0, verbose.stderr)
  assert.match(verbose.stderr, 'VELLUM_NO_TUNING is set')
  const quiet = build([])
  assert.is(quiet.status, 0, quiet.stderr)
  assert.not.match(quiet.stderr, 'VELLUM_NO_TUNING')
})

test.run()
