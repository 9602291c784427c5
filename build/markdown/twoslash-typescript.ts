// The TypeScript module twoslash runs with (Node, compile time): the real compiler, with one document registry for
// every environment of a thread (a block with its own compiler flags re-uses the parsed lib and package files), the
// programs it builds reported to the caller, and a file system in which a package the site has not installed is found
// among this tool's own, after every node_modules folder of the site and its parents. The site's own files (what a
// block imports through a relative path or an alias) are read again when they change on disk, so a long-lived
// environment (the dev server's) never answers with a saved file's old types.
// Twoslash writes a block's file again before asking for its errors, so they come from a new program. Keeping the
// program the hovers used would save about 7%, but TypeScript then reports the JSX tags it resolved for hovers as
// unknown names (`Cannot find name 'li'`): the new program stays.
import { readFileSync, statSync } from 'node:fs'
import { parse } from 'node:path'
import ts from 'typescript'

export interface TypescriptEvents {
  /** A language service (one TypeScript environment) was started. */
  onEnvironment(): void
  /** A program was built or re-used for a request. */
  onProgram(program: ts.Program): void
}

export function typescriptForSite(siteRoot: string, toolNodeModules: string, events: TypescriptEvents): typeof ts {
  const registry = ts.createDocumentRegistry()
  return {
    ...ts,
    sys: withToolPackages(ts.sys, siteRoot, toolNodeModules),
    createLanguageService(host, documentRegistry, mode) {
      readSiteFilesFresh(host, siteRoot)
      const service = ts.createLanguageService(host, documentRegistry ?? registry, mode)
      events.onEnvironment()
      const getProgram = service.getProgram
      // Twoslash asks for the program while a block's files are in it (and empties them afterwards).
      service.getProgram = () => {
        const program = getProgram()
        if (program) events.onProgram(program)
        return program
      }
      return service
    },
  }
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
function readSiteFilesFresh(host: ts.LanguageServiceHost, siteRoot: string): void {
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
    const read = { stamp, snapshot: ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) }
    seen.set(file, read)
    return read
  }
  host.getScriptVersion = (file) => fresh(file)?.stamp ?? version(file)
  host.getScriptSnapshot = (file) => fresh(file)?.snapshot ?? snapshot(file)
}
