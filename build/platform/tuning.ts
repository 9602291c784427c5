// The switch for every speed trick of build/platform/: with `VELLUM_NO_TUNING=1` in the environment, TypeScript loads
// as installed (no checker patch, no code cache) and V8's flags stay as Node set them (inlining budget, heap growth),
// for a user who meets a crash and wants to rule them out. Also the `--verbose` lines that say what is off. Node.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { patchChecker } from './typescript-checker-patch.ts'

export const NO_TUNING_VARIABLE = 'VELLUM_NO_TUNING'

/** Whether the speed tricks are off: the variable set to anything but empty or `0`. Threads share the environment. */
export function tuningOff(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[NO_TUNING_VARIABLE]
  return value !== undefined && value !== '' && value !== '0'
}

/**
 * What `--verbose` says about the tuning: that it is off, or that the installed TypeScript's checker is not the text the
 * patch changes (another version), so it runs as installed. `typescriptSource` reads typescript.js (tests give another).
 */
export function tuningNotes(typescriptSource: () => string = installedTypescript): string[] {
  if (tuningOff()) return [`${NO_TUNING_VARIABLE} is set: TypeScript loads as installed and V8's flags are left as Node set them`]
  let source: string
  try {
    source = typescriptSource()
  } catch {
    // No TypeScript installed: there is nothing to patch, and no page may use twoslash.
    return []
  }
  if (patchChecker(source) !== undefined) return []
  return [
    "TypeScript's checker patch does not apply to the installed version (the code it changes is not there): TypeScript runs as installed, hovers may be slower",
  ]
}

function installedTypescript(): string {
  return readFileSync(createRequire(import.meta.url).resolve('typescript'), 'utf8')
}
