// Every zone type-checks under its own tsconfig (`tsc -b`: runtime with DOM and no Node types, build with Node and
// no DOM, config, tests, bench): `tsx` strips types without checking them, so without this a type error, or a Node
// global in browser code, would only surface in an editor.
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const run = promisify(execFile)
const root = new URL('../../', import.meta.url).pathname
const tsc = `${root}node_modules/typescript/bin/tsc`

async function errorsOf(args: string[]): Promise<string> {
  try {
    await run(process.execPath, [tsc, ...args], { cwd: root, maxBuffer: 16 * 1024 * 1024 })
    return ''
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return `${stdout}${stderr}`
  }
}

test('tsc -b reports no errors in any zone', async () => {
  const errors = await errorsOf(['-b', `${root}tsconfig.zones.json`])
  assert.is(errors, '', `type errors:\n${errors}`)
})

test("each zone's compiler settings reject the other side's globals", async () => {
  // A scratch project per zone with that zone's settings: a Node built-in in runtime code, the DOM in build code.
  // Inside the repository, so the zone's `types` resolve from its node_modules as they do for the real files.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true })
  const dir = mkdtempSync(join(root, 'node_modules/.cache/zones-'))
  try {
    for (const [zone, code, expected] of [
      ['runtime', "import { readFileSync } from 'node:fs'\nexport const read = readFileSync\nexport const env = process.env\n", /Cannot find name 'process'/],
      ['build', 'export const title = document.title\n', /Cannot find name 'document'/],
    ] as const) {
      writeFileSync(join(dir, `${zone}.ts`), code)
      writeFileSync(
        join(dir, `${zone}.json`),
        JSON.stringify({
          extends: `${root}${zone}/tsconfig.json`,
          compilerOptions: { composite: false, noEmit: true, emitDeclarationOnly: false, rootDir: dir },
          include: [],
          files: [join(dir, `${zone}.ts`)],
          references: [],
        }),
      )
      assert.match(await errorsOf(['-p', join(dir, `${zone}.json`)]), expected, zone)
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
test.run()
