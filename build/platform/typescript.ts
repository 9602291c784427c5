// This tool's own TypeScript compiler (Node), loaded when this module is imported: patched and code-cached as
// typescript-loader.ts loads any. Twoslash may compile with the site's own instead (markdown/twoslash/site-typescript.ts).
import { dirname } from 'node:path'
import type * as TypeScript from 'typescript'
import { loadTypescript, TOOL_TYPESCRIPT } from './typescript-loader.ts'

/** The folder of the compiler's own libraries (`lib.dom.d.ts`, …). */
export const typescriptLibDirectory: string = dirname(TOOL_TYPESCRIPT)

const loaded = loadTypescript(TOOL_TYPESCRIPT)
export const typescript: typeof TypeScript = loaded.module
/** Whether the change applied (a test holds the installed version to it). */
export const typescriptPatched: boolean = loaded.patched
/** The compiler's code cache file, and whether its code was used (V8 took it); none when not patched. */
export const typescriptCodeCache: { file: string; used: boolean } | undefined = loaded.codeCache
