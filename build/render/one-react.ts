// One React in the render (Node): an installed package a page or the site's layout imports resolves `react` from its
// own folder, where a site may still have its own copy (React 18 beside this tool's 19); two copies break every hook
// ("Cannot read properties of null (reading 'useState')"). Before such a package loads, each React module its folder
// would resolve is made, in Node's module cache, this tool's own (React is CommonJS, and ES modules that import it read
// the same cache). The browser bundle does the same with one shared chunk (assets/bundle-islands.ts).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const REACT_MODULES = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/server', 'react-dom/client']

/** The folders already seen: each package file's is looked at once per thread. */
const seen = new Set<string>()

/** Makes the React modules `file`'s folder resolves to (if not this tool's) load as this tool's own. */
export function shareReactWith(file: string): void {
  const from = createRequire(file)
  for (const id of REACT_MODULES) {
    let theirs: string
    try {
      theirs = from.resolve(id)
    } catch {
      continue
    }
    if (seen.has(theirs)) continue
    seen.add(theirs)
    const ours = require.resolve(id)
    if (theirs === ours) continue
    require(ours)
    require.cache[theirs] = require.cache[ours]
  }
}
