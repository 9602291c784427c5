// The TypeScript compiler's module, loaded with `require` (Node). Imported as an ES module, typescript.js (9 MB of
// CommonJS) is first scanned whole for its export names: 0.6 s against 0.2 s, in every thread that loads it.
import { createRequire } from 'node:module'
import type * as TypeScript from 'typescript'

export const typescript: typeof TypeScript = createRequire(import.meta.url)('typescript')
