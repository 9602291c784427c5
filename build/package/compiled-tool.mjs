// The tool compiled to JavaScript in lib/ (the published form, made by compile.ts), made again when its sources
// changed: `npm run build` and the benchmark run it, so a build loads no TypeScript through a loader, in its main
// thread or its workers. Plain JavaScript (Node), since it runs before anything could load TypeScript.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const REPO = fileURLToPath(new URL('../../', import.meta.url))
export const LIB = join(REPO, 'lib')
/** The hash of the sources lib/ was compiled from; compile.ts empties lib/, so a packed compile is checked again. */
const STAMP = join(LIB, '.sources-hash')

/** Every file lib/ is made from: build/ and runtime/ (what compile.ts reads) and the lockfile it copies. */
function sourcesHash() {
  const hash = createHash('sha256')
  for (const dir of ['build', 'runtime']) {
    const files = readdirSync(join(REPO, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort()
    for (const file of files) hash.update(relative(REPO, file)).update('\0').update(readFileSync(file))
  }
  return hash.update(readFileSync(join(REPO, 'package-lock.json'))).digest('hex')
}

/** Compiles the tool into lib/ unless lib/ was compiled from these very sources; returns lib/'s path. */
export function compiledTool() {
  const hash = sourcesHash()
  if (existsSync(join(LIB, 'build/cli/main.js')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) return LIB
  console.error('compiling the tool into lib/ (its sources changed since the last build)')
  execFileSync(process.execPath, ['--import', 'tsx', join(REPO, 'build/package/compile-package.ts')], { cwd: REPO, stdio: ['ignore', 'ignore', 'inherit'] })
  writeFileSync(STAMP, hash)
  return LIB
}
