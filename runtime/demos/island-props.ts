// Registers the three performance demos as islands in the island contract (they take no props). A declaration
// merge, so the demos add their names without editing the shared contract file; types only, nothing at runtime.
import type {} from '../contract/islands.ts'

type NoProps = Record<string, never>

declare module '../contract/islands.ts' {
  interface IslandPropsMap {
    'fps-demo': NoProps
    'memory-demo': NoProps
    'provider-init-demo': NoProps
  }
}
