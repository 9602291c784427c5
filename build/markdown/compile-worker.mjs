// Worker-thread entry. In the published package the worker is compiled JavaScript beside this file; from the sources,
// tsx's loader is registered first (workers do not inherit it) and the TypeScript worker runs.
import { existsSync } from 'node:fs'

if (existsSync(new URL('./compile-worker.js', import.meta.url))) {
  await import('./compile-worker.js')
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('./compile-worker.ts')
}
