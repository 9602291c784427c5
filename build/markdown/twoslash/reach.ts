// Where twoslash blocks may read (Node, compile time): the site folder, the node_modules folders of the site and of its
// parents (and the package folders their links lead to, such as a workspace's own packages), this tool's own packages,
// and the folders the site's tsconfig.json `paths` name. A block importing an absolute path elsewhere is an error at its
// line; for anything else outside, the file system twoslash is given answers that there is no such file.
import { realpathSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, resolve } from 'node:path'
import type ts from 'typescript'

const NODE_MODULES = '/node_modules/'

export class TwoslashReach {
  private readonly roots: string[]

  /**
   * `toolFolders`: this tool's own files and the packages it runs with (its `vocs` types live there); `typescript`: the
   * compiler that reads the blocks.
   */
  constructor(
    siteRoot: string,
    toolFolders: string[],
    options: ts.CompilerOptions,
    private readonly typescript: typeof ts,
  ) {
    const roots = [siteRoot, ...toolFolders, dirname(createRequire(import.meta.url).resolve('typescript'))]
    for (let dir = siteRoot; ; dir = dirname(dir)) {
      roots.push(`${dir === '/' ? '' : dir}/node_modules`)
      if (dirname(dir) === dir) break
    }
    // The site's own tsconfig.json names these: each target's folder, up to its first wildcard.
    const base = (options.pathsBasePath as string | undefined) ?? siteRoot
    for (const targets of Object.values(options.paths ?? {})) {
      for (const target of targets)
        roots.push(resolve(base, target.slice(0, target.includes('*') ? target.lastIndexOf('/', target.indexOf('*')) + 1 : undefined)))
    }
    this.roots = roots.map((root) => realOrSelf(root))
  }

  /** Whether a block may read `path`. */
  allows(path: string): boolean {
    return this.roots.some((root) => path === root || path.startsWith(root.endsWith('/') ? root : `${root}/`))
  }

  /** The import names and referenced paths of a block that are absolute paths outside its reach. */
  outsideImports(code: string): string[] {
    const { importedFiles, referencedFiles } = this.typescript.preProcessFile(code, true, true)
    return [...importedFiles, ...referencedFiles]
      .map((ref) => ref.fileName)
      .filter((name) => {
        const path = name.startsWith('file://') ? new URL(name).pathname : name
        return isAbsolute(path) && !this.allows(resolve(path))
      })
  }

  /** `sys` with everything outside the reach missing: no file, no folder, nothing to read. */
  confine(sys: ts.System): ts.System {
    const inside =
      <A extends unknown[], T>(ask: (path: string, ...rest: A) => T, missing: T) =>
      (path: string, ...rest: A): T =>
        this.allows(resolve(path)) ? ask(path, ...rest) : missing
    return {
      ...sys,
      fileExists: inside(sys.fileExists, false),
      directoryExists: inside(sys.directoryExists, false),
      readFile: inside(sys.readFile, undefined),
      getDirectories: inside(sys.getDirectories, []),
      readDirectory: inside(sys.readDirectory, []),
      realpath: (path) => {
        const real = sys.realpath ? sys.realpath(path) : path
        if (real !== path && this.allows(resolve(path)) && !this.allows(real)) this.followPackageLink(path)
        return real
      },
    }
  }

  /** A package reached through node_modules whose folder is a link (a workspace package): its real folder is in reach. */
  private followPackageLink(path: string): void {
    const at = path.lastIndexOf(NODE_MODULES)
    if (at === -1) return
    const parts = path.slice(at + NODE_MODULES.length).split('/')
    const name = parts.slice(0, parts[0]!.startsWith('@') ? 2 : 1).join('/')
    const real = realOrSelf(`${path.slice(0, at + NODE_MODULES.length)}${name}`)
    if (!this.allows(real)) this.roots.push(real)
  }
}

function realOrSelf(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}
