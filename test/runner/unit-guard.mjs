// Installs the unit test rules (unit-rules.mjs) in the process that runs unit test files: the module hooks that refuse
// site and browser modules, and child_process functions that refuse any command but esbuild's service.
import { createRequire, register, syncBuiltinESMExports } from 'node:module'
import { allowedChild } from './unit-rules.mjs'

register('./unit-hooks.mjs', import.meta.url)

const childProcess = createRequire(import.meta.url)('node:child_process')
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  const original = childProcess[name]
  childProcess[name] = function guarded(command, ...rest) {
    if (allowedChild(command)) return original.call(this, command, ...rest)
    throw new Error(
      `a unit test starts no child process, but this one ran ${name}(${JSON.stringify(String(command))}): such a test belongs in test/processes/ or test/sites/`,
    )
  }
}
// ES module imports of node:child_process see the guarded functions too.
syncBuiltinESMExports()
