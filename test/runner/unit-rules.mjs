// What a unit test may not do, checked while it runs (test/README.md): build a site, drive a browser, or start a child
// process. Plain JavaScript: the module hooks that refuse the modules run on a loader thread of their own.
import { basename, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The modules that build or serve a whole site, or drive a browser, by repository path (a folder ends with `/`): a
 * test that loads one is a site or browser test.
 */
export const SITE_MODULES = [
  'build/build-site.ts',
  'build/api/',
  'build/cli/',
  'build/dev/session.ts',
  'build/dev/start.ts',
  'build/dev/server.ts',
  'test/support/fixture-copy.ts',
  'test/support/browser.ts',
  'node_modules/playwright-core/',
]

/** The repository path a unit test may not load, if `path` (absolute) is one; undefined otherwise. */
export function siteModuleOf(path) {
  if (!path.startsWith(REPO)) return undefined
  const relative = path.slice(REPO.length).split(sep).join('/')
  return SITE_MODULES.find((entry) => (entry.endsWith('/') ? relative.startsWith(entry) : relative === entry))
}

/**
 * The one child process a unit test may cause: esbuild's own service, which the esbuild package starts once per process
 * to bundle a config or an MDX page, and talks to over a pipe.
 */
export function allowedChild(command) {
  return basename(String(command)) === 'esbuild' && String(command).includes(`${sep}node_modules${sep}`)
}
