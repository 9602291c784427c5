// The error of a config hook that threw, or returned what it may not: it names the config file, the hook and the page,
// and keeps what the hook threw as its cause. Node (build and dev server).
import type { SiteConfig } from '../config/resolve.ts'
import { BuildError } from '../errors/build-error.ts'

export type HookName = 'transformPageData' | 'transformHtml' | 'buildEnd'

export function hookFailure(config: SiteConfig, hook: HookName, route: string | undefined, problem: unknown): BuildError {
  const what = problem instanceof Error ? problem.message : String(problem)
  const failure = new BuildError({ file: config.configFile ?? config.root }, `the config's ${hook} hook failed${route ? ` on ${route}` : ''}: ${what}`)
  if (problem instanceof Error) failure.cause = problem
  return failure
}

/** What the hook returned, for an error: its type, or the text itself when short. */
export function described(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'string' ? `the string "${value.slice(0, 40)}"` : `a ${typeof value}`
}
