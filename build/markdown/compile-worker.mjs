// Worker-thread entry: registers tsx's loader (workers do not inherit it), then runs the TypeScript worker.
import { register } from 'tsx/esm/api'

register()
await import('./compile-worker.ts')
