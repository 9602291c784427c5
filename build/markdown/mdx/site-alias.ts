// The `~/` import alias (Vocs's): `~/examples/counter.tsx` is `examples/counter.tsx` in the content folder (the
// config's `rootDir`, which holds `pages/`, as in Vocs). One esbuild plugin, used by the page bundle (Node) and the
// island bundle (browser), so both resolve an import alike.
import type { Plugin } from 'esbuild'

export function siteAlias(contentDir: string): Plugin {
  return {
    name: 'site-alias',
    setup(build) {
      build.onResolve({ filter: /^~\// }, async (args) => {
        const result = await build.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: contentDir, importer: args.importer })
        if (result.errors.length) return { errors: result.errors.map((e) => ({ ...e, text: `Could not resolve "${args.path}"` })) }
        return { path: result.path, external: result.external, sideEffects: result.sideEffects }
      })
    },
  }
}
