// Worker-thread entry: registers tsx's loader (workers do not inherit it), then runs the TypeScript render worker.
import { register } from 'tsx/esm/api'

register()
await import('./render-worker.ts')
