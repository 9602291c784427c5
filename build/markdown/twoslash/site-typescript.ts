// Which TypeScript compiles a site's twoslash blocks (Node, compile time): the one the site installed, as Vocs compiles
// with it, when it is TypeScript 5 or 6 (a hover prints a type as that compiler does); else this tool's own.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type ts from 'typescript'
import { loadTypescript, TOOL_TYPESCRIPT } from '../../platform/typescript-loader.ts'

export interface TwoslashTypescript {
  module: typeof ts
  /** The folder of its libraries (`lib.dom.d.ts`, …). */
  libDirectory: string
  /** Whether it is the site's own rather than this tool's. */
  site: boolean
}

/** The major versions whose compiler API twoslash runs on. */
const MAJORS = new Set([5, 6])

/** The compiler for the site in `siteRoot` (see the header). */
export function twoslashTypescript(siteRoot: string): TwoslashTypescript {
  const file = siteTypescriptFile(siteRoot)
  const chosen = file ?? TOOL_TYPESCRIPT
  return { module: loadTypescript(chosen).module, libDirectory: dirname(chosen), site: file !== undefined && file !== TOOL_TYPESCRIPT }
}

/** The site's typescript.js when it installed a version twoslash runs on. */
function siteTypescriptFile(siteRoot: string): string | undefined {
  let file: string
  try {
    file = createRequire(join(siteRoot, 'package.json')).resolve('typescript')
  } catch {
    return undefined
  }
  try {
    const { version } = JSON.parse(readFileSync(join(dirname(file), '..', 'package.json'), 'utf8')) as { version: string }
    return MAJORS.has(Number.parseInt(version, 10)) ? file : undefined
  } catch {
    return undefined
  }
}

/** Whether this compiler takes `types: ['*']` (every installed `@types` package): TypeScript 6 on, where `[]` is the default. */
export function takesTypesWildcard(typescript: typeof ts): boolean {
  return Number.parseInt(typescript.version, 10) >= 6
}
