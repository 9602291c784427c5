// The TypeScript module twoslash runs with (Node, compile time): the real compiler, with one document registry for
// every environment of a thread (a block with its own compiler flags re-uses the parsed lib and package files), a
// page's blocks in one program (page-program.ts), and a file system in which a package the site has not installed is
// found among this tool's own, after every node_modules folder of the site and its parents (so is a `lib.*.d.ts` the
// site's own TypeScript lacks). The site's own files (what
// a block imports through a relative path or an alias) are read again when they change on disk, and nothing outside
// the blocks' reach is read at all (reach.ts), so a long-lived
// environment (the dev server's) never answers with a saved file's old types.
// A block's errors are asked for before its first hover: a checker that answered hovers first reports the JSX tags it
// resolved for them as unknown names (`Cannot find name 'li'`), one that checked the file first does not. A file
// twoslash writes again with the text it had (it does before asking for errors) keeps its version, so the errors come
// from the checker that checked it, not from a second program.
import { readFileSync, statSync } from 'node:fs'
import { dirname, parse } from 'node:path'
import type ts from 'typescript'
import { TOOL_TYPESCRIPT } from '../../platform/typescript-loader.ts'
import { batchHost, type TwoslashBatch } from './page-program.ts'
import { TwoslashParses } from './parses.ts'
import type { TwoslashReach } from './reach.ts'
import type { TwoslashTypescript } from './site-typescript.ts'

export interface TypescriptEvents {
  /** A language service (one TypeScript environment) was started. */
  onEnvironment(): void
  /** A program's type checker checked its first block. */
  onChecker(): void
  /** An installed file (in a node_modules folder) was parsed. */
  onInstalledParse(): void
}

/**
 * The TypeScript module for twoslash on the site in `siteRoot`, made from `compiler` (site-typescript.ts). With `batch`,
 * the environment of the blocks' common compiler options holds the batch's blocks (page-program.ts); one with a block's
 * own flags does not.
 */
export function typescriptForSite(
  compiler: TwoslashTypescript,
  siteRoot: string,
  toolNodeModules: string,
  reach: TwoslashReach,
  events: TypescriptEvents,
  batch?: TwoslashBatch,
): typeof ts {
  const typescript = compiler.module
  const registry = keepingDocuments(typescript.createDocumentRegistry(), events)
  const parses = new TwoslashParses(typescript)
  const sys = withToolLibraries(cachedOutsideSite(withToolPackages(typescript.sys, siteRoot, toolNodeModules), siteRoot), compiler.libDirectory)
  return {
    ...typescript,
    // Nothing outside the blocks' reach is read (reach.ts), whatever a block or a tsconfig names.
    sys: reach.confine(sys),
    // Only @typescript/vfs and twoslash call these two through this module, for their own files (parses.ts).
    createSourceFile: parses.create,
    updateSourceFile: parses.update,
    createLanguageService(host, documentRegistry, mode) {
      keepVersionOfSameText(host)
      readSiteFilesFresh(host, siteRoot, typescript)
      const serveBlocks = batch?.takesEnvironment() ? batchHost(typescript, host, batch, parses.create) : undefined
      const service = typescript.createLanguageService(host, documentRegistry ?? registry, mode)
      events.onEnvironment()
      checkBeforeHovers(service, events)
      serveBlocks?.(service)
      return service
    },
  }
}

/**
 * The registry with the installed files it parsed (packages, their types, TypeScript's libraries: anything in a
 * node_modules folder) kept for the thread's life. A language service gives back the files its new program no longer
 * holds, and the registry drops a file no program holds: a page whose blocks import nothing, between two pages
 * importing a package, had every file of the package parsed again (decisions: Twoslash). The blocks' own files and the
 * site's are given back as before: their versions are the environment's own, which another environment may repeat
 * for another text.
 */
function keepingDocuments(registry: ts.DocumentRegistry, events: TypescriptEvents): ts.DocumentRegistry {
  const installed = (path: string) => path.includes('/node_modules/')
  type Release = (path: string, ...rest: unknown[]) => void
  const unlessInstalled = (release: Release): Release => {
    const bound = release.bind(registry)
    return (path, ...rest) => (installed(path) ? undefined : bound(path, ...rest))
  }
  const parsed = new WeakSet<ts.SourceFile>()
  const acquire = registry.acquireDocumentWithKey.bind(registry)
  return {
    ...registry,
    acquireDocumentWithKey: (path, ...rest) => {
      const file = acquire(path, ...rest)
      if (installed(path) && !parsed.has(file)) {
        parsed.add(file)
        events.onInstalledParse()
      }
      return file
    },
    releaseDocument: unlessInstalled(registry.releaseDocument as Release) as ts.DocumentRegistry['releaseDocument'],
    releaseDocumentWithKey: unlessInstalled(registry.releaseDocumentWithKey as Release) as ts.DocumentRegistry['releaseDocumentWithKey'],
  }
}

/**
 * The file system, with what lies outside the site's own files (installed packages, TypeScript's libs) read once:
 * module resolution asks about the same package files for every program. The site's own files are asked about each
 * time, so a file created while the dev server runs is found (twoslash's own cache, which memoises every path, is off).
 */
function cachedOutsideSite(sys: ts.System, siteRoot: string): ts.System {
  const own = (path: string) => path.startsWith(`${siteRoot}/`) && !path.includes('/node_modules/')
  const once = <T>(ask: (path: string) => T) => {
    const known = new Map<string, T>()
    return (path: string): T => {
      if (own(path)) return ask(path)
      if (!known.has(path)) known.set(path, ask(path))
      return known.get(path)!
    }
  }
  const readFile = once((path) => sys.readFile(path))
  return {
    ...sys,
    fileExists: once(sys.fileExists),
    directoryExists: once(sys.directoryExists),
    ...(sys.realpath && { realpath: once(sys.realpath) }),
    readFile: (path, encoding) => (encoding === undefined ? readFile(path) : sys.readFile(path, encoding)),
  }
}

/**
 * A library the site's older TypeScript does not have (one the blocks' options name: `lib.esnext.collection.d.ts` before
 * TypeScript 5.5) is read from this tool's TypeScript. `libraries`: the folder of the compiler's own.
 */
function withToolLibraries(sys: ts.System, libraries: string): ts.System {
  const tool = dirname(TOOL_TYPESCRIPT)
  if (libraries === tool) return sys
  const map = (path: string) => (path.startsWith(`${libraries}/lib.`) && !sys.fileExists(path) ? tool + path.slice(libraries.length) : path)
  return { ...sys, fileExists: (path) => sys.fileExists(map(path)), readFile: (path, encoding) => sys.readFile(map(path), encoding) }
}

/**
 * `/node_modules/<package>` (the last folder module resolution looks in) falls back to `<tool>/node_modules/<package>`
 * when it is not there, so a folder of pages without installed packages still builds against this tool's.
 */
function withToolPackages(sys: ts.System, siteRoot: string, toolNodeModules: string): ts.System {
  const last = `${parse(siteRoot).root.replace(/\\/g, '/')}node_modules`
  const map = (path: string): string => {
    if (path !== last && !path.startsWith(`${last}/`)) return path
    const rest = path.slice(last.length + 1)
    if (!rest) return sys.directoryExists(last) ? path : toolNodeModules
    const parts = rest.split('/')
    const name = parts.slice(0, parts[0]!.startsWith('@') ? 2 : 1).join('/')
    return sys.directoryExists(`${last}/${name}`) ? path : `${toolNodeModules}/${rest}`
  }
  return {
    ...sys,
    fileExists: (path) => sys.fileExists(map(path)),
    directoryExists: (path) => sys.directoryExists(map(path)),
    readFile: (path, encoding) => sys.readFile(map(path), encoding),
    getDirectories: (path) => sys.getDirectories(map(path)),
    realpath: (path) => (sys.realpath ? sys.realpath(map(path)) : map(path)),
  }
}

/**
 * The environment gives every file on disk version "0" and reads it once (twoslash memoises reads): right for
 * installed packages and TypeScript's libs, stale for a site file saved while the dev server runs. A site file
 * (under the site folder, not in a node_modules folder, not one of a block's own virtual files) is versioned by
 * its modification time and size instead, and read again when that changes.
 */
function readSiteFilesFresh(host: ts.LanguageServiceHost, siteRoot: string, typescript: typeof ts): void {
  const seen = new Map<string, { stamp: string; snapshot: ts.IScriptSnapshot }>()
  const version = host.getScriptVersion.bind(host)
  const snapshot = host.getScriptSnapshot.bind(host)
  const fresh = (file: string) => {
    if (version(file) !== '0' || !file.startsWith(`${siteRoot}/`) || file.includes('/node_modules/')) return undefined
    const stats = statSync(file, { throwIfNoEntry: false })
    if (!stats?.isFile()) return undefined
    const stamp = `site:${stats.mtimeMs}:${stats.size}`
    const known = seen.get(file)
    if (known?.stamp === stamp) return known
    const read = { stamp, snapshot: typescript.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) }
    seen.set(file, read)
    return read
  }
  host.getScriptVersion = (file) => fresh(file)?.stamp ?? version(file)
  host.getScriptSnapshot = (file) => fresh(file)?.snapshot ?? snapshot(file)
}

/**
 * A file written again with the text it had keeps the version it had, so the language service keeps its program and
 * checker (and the errors that checker found). Only files written by twoslash are compared: the blocks' own files.
 */
function keepVersionOfSameText(host: ts.LanguageServiceHost): void {
  const version = host.getScriptVersion.bind(host)
  const snapshotOf = host.getScriptSnapshot.bind(host)
  const reported = new Map<string, { underlying: string; text: string | undefined; version: string }>()
  host.getScriptVersion = (file) => {
    const underlying = version(file)
    // "0": never written, read from disk (libs, packages, site files: readSiteFilesFresh versions those).
    if (underlying === '0') return underlying
    const known = reported.get(file)
    if (known?.underlying === underlying) return known.version
    const snapshot = snapshotOf(file)
    const text = snapshot?.getText(0, snapshot.getLength())
    const kept = known && known.text === text ? known.version : underlying
    reported.set(file, { underlying, text, version: kept })
    return kept
  }
}

/** Asks for a file's errors before the first hover of each program in it, so its checker checks the file first. */
function checkBeforeHovers(service: ts.LanguageService, events: TypescriptEvents): void {
  const checked = new WeakMap<ts.Program, Set<string>>()
  const quickInfo = service.getQuickInfoAtPosition.bind(service)
  const getProgram = service.getProgram.bind(service)
  service.getQuickInfoAtPosition = (file, position, ...rest) => {
    const program = getProgram()
    if (program) {
      let files = checked.get(program)
      if (!files) {
        files = new Set()
        checked.set(program, files)
        events.onChecker()
      }
      if (!files.has(file)) {
        files.add(file)
        service.getSemanticDiagnostics(file)
      }
    }
    return quickInfo(file, position, ...rest)
  }
}
