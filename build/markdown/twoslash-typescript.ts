// The TypeScript module twoslash runs with (Node, compile time): the real compiler, with one document registry for
// every environment of a thread (a block with its own compiler flags re-uses the parsed lib and package files), the
// programs it builds reported to the caller, and a file system in which a package the site has not installed is found
// among this tool's own, after every node_modules folder of the site and its parents.
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
