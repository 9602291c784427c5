// How a build worker thread starts its code (Node): the compiled JavaScript beside its entry when there is one (lib/,
// the published and the `npm run build` form), else the TypeScript source through tsx's loader, which a worker does not
// inherit from the main thread. Plain JavaScript, since it runs before anything could load TypeScript.
import { existsSync } from 'node:fs'

/** `entry` is the worker entry's own `import.meta.url` (`…/x-worker.mjs`); runs `x-worker.js` or `x-worker.ts`. */
export async function startWorker(entry) {
  const compiled = new URL(entry.replace(/\.mjs$/, '.js'))
  if (existsSync(compiled)) return import(compiled.href)
  const { register } = await import('tsx/esm/api')
  register()
  return import(entry.replace(/\.mjs$/, '.ts'))
}
