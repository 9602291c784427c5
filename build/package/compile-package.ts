// Makes the published form of the tool in lib/ (`npm run compile`, run by `npm pack`): build/ and runtime/ compiled to
// JavaScript file by file into the same folders, so every path the code finds from its own location (runtime/ beside
// build/, the lockfile above them) holds in lib/ too; the files that are not TypeScript copied; runtime/'s sources
// copied as well (the browser bundle is made from them); and the browser bundle made once, so an installed tool finds
// it ready and never has to write into its own folder; and the grammars' patterns the highlighter loads first translated
// (regex-translations.ts). Runs in Node, from the sources (tsx).
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { bundledLanguages } from 'shiki'
import type ts from 'typescript'
import { PRELOADED } from '../markdown/highlighter.ts'
import { writeTranslations } from '../markdown/regex-translations.ts'
import { typescript } from '../platform/typescript.ts'

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const LIB = join(REPO, 'lib')
const TOOL_DIRS = ['build', 'runtime']
/** Not part of the published tool: the packaging scripts, the repository's launcher and the zone tsconfigs. */
const LEFT_OUT = (path: string) => path.startsWith('build/package/') || path.endsWith('/tsconfig.json')
const isTypeScript = (path: string) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts')

function filesOf(dir: string): string[] {
  return readdirSync(join(REPO, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(REPO, join(e.parentPath, e.name)).replace(/\\/g, '/'))
    .filter((path) => !LEFT_OUT(path))
}

function compile(files: string[]): void {
  const options: ts.CompilerOptions = {
    target: typescript.ScriptTarget.ES2023,
    module: typescript.ModuleKind.ESNext,
    moduleResolution: typescript.ModuleResolutionKind.Bundler,
    jsx: typescript.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    rewriteRelativeImportExtensions: true,
    verbatimModuleSyntax: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    // Types are checked by `npm run typecheck` per zone; this only writes JavaScript and the declarations.
    noCheck: true,
    declaration: true,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.collection.d.ts'],
    types: ['node'],
    rootDir: REPO,
    outDir: LIB,
  }
  const program = typescript.createProgram(
    files.map((f) => join(REPO, f)),
    options,
  )
  const result = program.emit()
  const problems = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics(), ...result.diagnostics]
  if (problems.length)
    throw new Error(typescript.formatDiagnostics(problems, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => REPO, getNewLine: () => '\n' }))
}

interface LockEntry {
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  [key: string]: unknown
}

/**
 * The lockfile with what the tool runs only: the packages its `dependencies` reach. What only this repository uses (its
 * tests and tools, the site in content/ and the packages that site runs) is left out.
 */
function toolLockfile(text: string): string {
  const lock = JSON.parse(text) as { packages: Record<string, LockEntry> }
  const { dependencies, name, version, engines, bin, license } = lock.packages['']!
  const kept: Record<string, LockEntry> = { '': { name, version, license, dependencies, engines, bin } }
  const queue = ['']
  for (let from = queue.pop(); from !== undefined; from = queue.pop()) {
    const entry = kept[from]!
    for (const dependency of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) {
      const path = installedAt(lock.packages, from, dependency)
      if (path === undefined || path in kept) continue
      kept[path] = lock.packages[path]!
      queue.push(path)
    }
  }
  const sorted = Object.keys(kept).sort()
  return `${JSON.stringify({ ...lock, packages: Object.fromEntries(sorted.map((path) => [path, kept[path]])) }, null, 2)}\n`
}

/** Where Node finds `name` from the package at `from`: its own node_modules, then each enclosing one. */
function installedAt(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let dir = from; ; ) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`
    if (candidate in packages) return candidate
    if (!dir) return undefined
    const parent = dir.lastIndexOf('/node_modules/')
    dir = parent < 0 ? '' : dir.slice(0, parent)
  }
}

export async function compilePackage(): Promise<void> {
  rmSync(LIB, { recursive: true, force: true })
  const files = TOOL_DIRS.flatMap(filesOf)
  compile(files.filter(isTypeScript))
  // Everything else as it is; runtime/ entirely, its TypeScript included, for the browser bundle.
  for (const file of files.filter((f) => !isTypeScript(f) || f.startsWith('runtime/'))) cpSync(join(REPO, file), join(LIB, file))
  // The caches key on it (compiled pages, twoslash results, the browser bundle): the versions this package was made with.
  writeFileSync(join(LIB, 'package-lock.json'), toolLockfile(readFileSync(join(REPO, 'package-lock.json'), 'utf8')))
  const bundler = (await import(pathToFileURL(join(LIB, 'build/assets/bundle-runtime.js')).href)) as typeof import('../assets/bundle-runtime.ts')
  await bundler.bundleRuntime(bundler.SHIPPED_BUNDLE_DIR)
  // The patterns of the languages every highlighter loads, translated once here rather than in every build's threads.
  const grammars = (await Promise.all(PRELOADED.map((lang) => bundledLanguages[lang as keyof typeof bundledLanguages]()))).flatMap((m) => m.default)
  writeTranslations(join(LIB, 'regex-translations.json'), grammars)
  if (!existsSync(join(LIB, 'build/cli/main.js'))) throw new Error('lib/build/cli/main.js was not written')
}

await compilePackage()
console.log(`compiled the tool into ${relative(process.cwd(), LIB) || LIB}/`)
