// The whole project type-checks under the strict tsconfig (build, runtime, config, content, tests, bench):
// `tsx` strips types without checking them, so without this a type error would only surface in an editor.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const run = promisify(execFile)
const root = new URL('../../', import.meta.url).pathname

test('tsc --noEmit reports no errors', async () => {
  try {
    await run(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-p', `${root}tsconfig.json`, '--noEmit'], { cwd: root, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    assert.unreachable(`type errors:\n${stdout}${stderr}`)
  }
})
test.run()
