// What twoslash takes from the site folder (Node, compile time): its tsconfig.json `paths` (and `baseUrl`), so
// blocks import through the site's own aliases, and the lockfiles that say which packages it has installed, so the
// twoslash disk cache misses when they change. Other tsconfig options stay out: a block's flags are its own.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type ts from 'typescript'
import { BuildError } from '../../errors/build-error.ts'

const LOCKFILES = ['package-lock.json', 'npm-shrinkwrap.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'bun.lockb']
/** Raised by the compiler for a config that names no input files: irrelevant here, the blocks are the inputs. */
const NO_INPUTS = 18003

/**
 * The module-resolution options of `<root>/tsconfig.json` (none without one), as the compiler `typescript` reads them;
 * a broken file is a file:line error.
 */
export function siteCompilerOptions(root: string, typescript: typeof ts): ts.CompilerOptions {
  const file = join(root, 'tsconfig.json')
  if (!existsSync(file)) return {}
  const parsed = typescript.getParsedCommandLineOfConfigFile(
    file,
    {},
    {
      ...typescript.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw asBuildError(diagnostic, file, typescript)
      },
    },
  )
  const error = (parsed ? typescript.getConfigFileParsingDiagnostics(parsed) : []).find(
    (d) => d.category === typescript.DiagnosticCategory.Error && d.code !== NO_INPUTS,
  )
  if (error) throw asBuildError(error, file, typescript)
  const { paths, baseUrl, pathsBasePath } = parsed?.options ?? {}
  if (!paths && !baseUrl) return {}
  // `baseUrl` is deprecated in TypeScript 6: the same lookup is a `*` pattern from that folder, tried before packages.
  // Without `baseUrl`, a target must read as relative (`./src/*`), as it is to that folder.
  const relative = (targets: readonly string[]) => targets.map((target) => (/^(\.{1,2}\/|\/)/.test(target) ? target : `./${target}`))
  const all: Record<string, readonly string[]> = { ...paths, ...(baseUrl && !paths?.['*'] && { '*': ['*'] }) }
  return {
    paths: Object.fromEntries(Object.entries(all).map(([pattern, targets]) => [pattern, relative(targets)])),
    pathsBasePath: baseUrl ?? (pathsBasePath as string | undefined) ?? root,
  }
}

/**
 * What a compiled page's twoslash blocks (and its imports, which esbuild resolves through tsconfig `paths`) depend on
 * outside the page: the config's `twoslash` options, `<root>/tsconfig.json` and the installed packages. Part of the
 * page cache's key, so a change to any of them compiles the pages again.
 */
export function twoslashSettingsKey(root: string, options: unknown): string {
  const tsconfig = join(root, 'tsconfig.json')
  return createHash('sha256')
    .update(JSON.stringify(options ?? null, (_key, value) => (typeof value === 'function' ? String(value) : value)))
    .update('\0')
    .update(existsSync(tsconfig) ? readFileSync(tsconfig) : '')
    .update('\0')
    .update(installedPackagesHash(root))
    .digest('hex')
}

/** A hash of the lockfiles nearest to `root` (its own folder or the closest parent with one: a workspace's root). */
export function installedPackagesHash(root: string): string {
  const hash = createHash('sha256')
  for (let dir = root; ; dir = dirname(dir)) {
    const found = LOCKFILES.filter((name) => existsSync(join(dir, name)))
    for (const name of found) hash.update(name).update(readFileSync(join(dir, name)))
    if (found.length || dirname(dir) === dir) return hash.digest('hex')
  }
}

function asBuildError(diagnostic: ts.Diagnostic, fallbackFile: string, typescript: typeof ts): BuildError {
  const where = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : undefined
  const message = typescript.flattenDiagnosticMessageText(diagnostic.messageText, ' ')
  return new BuildError(
    { file: diagnostic.file?.fileName ?? fallbackFile, line: where && where.line + 1, column: where && where.character + 1 },
    `this tsconfig.json cannot be read for twoslash blocks: ${message}`,
  )
}

/**
 * The site's own files that blocks import, directly or through one another (not installed packages, not a block's own
 * `// @filename:` files): a block's cache entry and its page depend on them. Found by TypeScript's module resolution
 * with the blocks' options, from the import names in each file's text, so a block is tied only to what it reaches.
 */
export class SiteImports {
  constructor(
    private readonly root: string,
    private readonly options: ts.CompilerOptions,
    private readonly typescript: typeof ts,
  ) {}

  of(files: { filepath: string; content: string }[]): string[] {
    // A cache for this block only: kept longer (the dev server's environment lives for hours), it would go on saying
    // that a file created since does not exist.
    const typescript = this.typescript
    const cache = typescript.createModuleResolutionCache(this.root, (name) => name, this.options)
    const own = new Set(files.map((file) => file.filepath))
    const found = new Set<string>()
    const queue = files.map((file) => ({ file: file.filepath, text: file.content }))
    for (let next = queue.pop(); next; next = queue.pop()) {
      const { importedFiles, referencedFiles } = typescript.preProcessFile(next.text, true, true)
      const reached = [
        ...importedFiles.map(
          (ref) => typescript.resolveModuleName(ref.fileName, next!.file, this.options, typescript.sys, cache).resolvedModule?.resolvedFileName,
        ),
        ...referencedFiles.map((ref) => join(dirname(next!.file), ref.fileName)),
      ]
      for (const file of reached) {
        if (!file || own.has(file) || found.has(file) || !file.startsWith(`${this.root}/`) || file.includes('/node_modules/')) continue
        const text = typescript.sys.readFile(file)
        if (text === undefined) continue
        found.add(file)
        queue.push({ file, text })
      }
    }
    return [...found]
  }
}
