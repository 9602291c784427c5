// Module hooks of a unit test process (registered by unit-guard.mjs): loading a module that builds or serves a whole site,
// or drives a browser, fails the import with the rule it breaks.
import { fileURLToPath } from 'node:url'
import { siteModuleOf } from './unit-rules.mjs'

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  const refused = resolved.url.startsWith('file:') ? siteModuleOf(fileURLToPath(resolved.url)) : undefined
  if (refused) {
    const by = context.parentURL?.startsWith('file:') ? fileURLToPath(context.parentURL) : context.parentURL
    throw new Error(`a unit test builds no site and drives no browser, but ${by} loads ${refused}: such a test belongs in test/sites/ or test/browser/`)
  }
  return resolved
}
