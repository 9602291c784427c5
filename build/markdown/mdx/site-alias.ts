// The `~/` import alias (Vocs's): `~/examples/counter.tsx` is the file at the site folder's root. One esbuild plugin,
// used by the page bundle (Node) and the island bundle (browser), so both resolve an import alike.
import type { Plugin } from 'esbuild'

export function siteAlias(root: string): Plugin {
  return {
    name: 'site-alias',
    setup(build) {
      build.onResolve({ filter: /^~\// }, async (args) => {
        const result = await build.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: root, importer: args.importer })
        if (result.errors.length) return { errors: result.errors.map((e) => ({ ...e, text: `Could not resolve "${args.path}"` })) }
        return { path: result.path, external: result.external, sideEffects: result.sideEffects }
      })
    },
  }
}
