// The compiler's code cache (build/typescript-code-cache.ts): a thread that loaded the compiler without it writes it
// once it has compiled a page, the next thread's V8 takes it, and a file V8 refuses (broken, or from other flags) is
// neither trusted nor fatal: the compiler works as before and the file is made again.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Script } from 'node:vm'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { CODE_CACHE_ENTRY, codeCacheFile, readCodeCache, writeCodeCache } from '../../../../build/platform/typescript-code-cache.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const module = (path: string) => JSON.stringify(pathToFileURL(new URL(`../../../../${path}`, import.meta.url).pathname).href)

interface Load {
  file: string
  used: boolean
  /** What the compiler made of a small file (it works whatever the cache held). */
  statements: number
  diagnostics: number
}

/**
 * Loads the compiler in a fresh process, has it parse and check a file, then keeps its code (as a compile thread does).
 * Each test runs with flags of its own, so its file is its own: builds of other tests write theirs meanwhile.
 */
function loadInFreshProcess(flags: string[], setFlag?: string): Load {
  const file = join(tempDir('code-cache-'), 'load.mjs')
  writeFileSync(
    file,
    `
    ${setFlag ? `(await import('node:v8')).setFlagsFromString(${JSON.stringify(setFlag)})` : ''}
    const { typescript, typescriptCodeCache } = await import(${module('build/platform/typescript.ts')})
    const { keepCompilerCode } = await import(${module('build/platform/typescript-code-cache.ts')})
    const source = typescript.createSourceFile('a.ts', 'let a: number = "x"\\nexport {}', typescript.ScriptTarget.Latest)
    const host = typescript.createCompilerHost({ noLib: true })
    const getSourceFile = host.getSourceFile
    host.getSourceFile = (name, ...rest) => (name === 'a.ts' ? source : getSourceFile(name, ...rest))
    const program = typescript.createProgram(['a.ts'], { noLib: true, types: [] }, host)
    const diagnostics = program.getSemanticDiagnostics(source).length
    keepCompilerCode()
    console.log(JSON.stringify({ ...typescriptCodeCache, statements: source.statements.length, diagnostics }))
  `,
  )
  const run = spawnSync(process.execPath, [...flags, '--import', 'tsx', file], { encoding: 'utf8' })
  assert.is(run.status, 0, run.stderr)
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Load
}

test('a thread without the cache writes it, the next one uses it, and both compile alike', () => {
  const flags = ['--max-old-space-size=3001']
  const first = loadInFreshProcess(flags)
  assert.ok(CODE_CACHE_ENTRY.test(first.file.split('/').at(-1)!), first.file)
  rmSync(first.file, { force: true })
  const without = loadInFreshProcess(flags)
  assert.is(without.used, false)
  assert.ok(existsSync(without.file), 'written once the thread had compiled')
  const withCache = loadInFreshProcess(flags)
  assert.is(withCache.used, true)
  assert.equal({ ...withCache, used: false }, without)
  assert.equal([without.statements, without.diagnostics], [2, 1])
})

test('a broken file is refused, the compiler works, and the file is made again', () => {
  const flags = ['--max-old-space-size=3002']
  const { file } = loadInFreshProcess(flags)
  writeFileSync(file, Buffer.alloc(4096, 7))
  const broken = loadInFreshProcess(flags)
  assert.is(broken.used, false)
  assert.equal([broken.statements, broken.diagnostics], [2, 1])
  assert.is(loadInFreshProcess(flags).used, true)
})

test('other V8 flags have a file of their own (V8 refuses code made under other flags)', () => {
  const one = ['--max-old-space-size=3003']
  const other = ['--max-old-space-size=3004']
  const plain = loadInFreshProcess(one)
  const flagged = loadInFreshProcess(other)
  assert.is.not(flagged.file, plain.file)
  assert.is(loadInFreshProcess(other).used, true)
  assert.is(loadInFreshProcess(one).used, true)
})

test("V8 flags set while the process runs count too; flags that are not V8's do not", () => {
  const flags = ['--max-old-space-size=3005']
  const plain = loadInFreshProcess(flags)
  const set = loadInFreshProcess(flags, '--heap-growing-percent=77')
  assert.is.not(set.file, plain.file)
  assert.is(loadInFreshProcess(flags, '--heap-growing-percent=77').used, true)
  assert.is(loadInFreshProcess([...flags, '--no-deprecation']).file, plain.file)
})

test('one file per compiler text; a folder that cannot be written is no error', () => {
  assert.is.not(codeCacheFile('let a = 1'), codeCacheFile('let a = 2'))
  assert.is(codeCacheFile('let a = 1'), codeCacheFile('let a = 1'))
  assert.ok(CODE_CACHE_ENTRY.test('typescript-0123456789abcdef0123456789abcdef.v8.123-0.tmp'))
  assert.not.ok(CODE_CACHE_ENTRY.test('typescript-notes.txt'))
  const dir = tempDir('code-cache-')
  const blocked = join(dir, 'file')
  writeFileSync(blocked, '')
  const script = new Script('1 + 1')
  writeCodeCache(join(blocked, 'inside', 'typescript.v8'), script)
  assert.is(readCodeCache(join(blocked, 'inside', 'typescript.v8')), undefined)
  writeCodeCache(join(dir, 'ok', 'typescript.v8'), script)
  assert.ok(readCodeCache(join(dir, 'ok', 'typescript.v8'))?.length)
})

test.run()
