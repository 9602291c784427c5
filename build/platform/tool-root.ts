// The folder holding build/ and runtime/: the repository, or lib/ in the published package (see build/package). A
// module of its own, so what only needs the path (the page bundler, in every compile thread) loads no bundler.
import { fileURLToPath } from 'node:url'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
