// The runtime bundle itself, made with rollup: TypeScript transpiled file by file, React's production CommonJS files
// wrapped as ES modules, chunks minified by esbuild, content-hashed names. Loaded only when bundle-runtime.ts finds no
// cached bundle: rollup, its plugins and TypeScript cost a build's main thread about half a second to load.
import { createRequire } from 'node:module'
import { dirname, join, relative, sep } from 'node:path'
import nodeResolve from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import { transform } from 'esbuild'
import { type OutputChunk, type Plugin, rollup } from 'rollup'
import type ts from 'typescript'
import { REPO_ROOT } from '../platform/tool-root.ts'
import { typescript } from '../platform/typescript.ts'

/** The runtime as the browser loads it: its files, its entry and React's shared chunks. */
export interface RuntimeBundle {
  /** Files relative to the output folder, e.g. `assets/entry.abc.js`. */
  files: { path: string; content: string }[]
  /** The entry script's path relative to the output folder. (Island chunks load on the reader's intent only.) */
  entry: string
  /** React's modules as the page islands import them (`react`, `react-dom/client`…) → their chunk's path. */
  shared: Record<string, string>
}

const RUNTIME_DIR = join(REPO_ROOT, 'runtime')

/** Entries that give page islands this bundle's React under stable names (runtime/islands/page/react*.js). */
const SHARED_ENTRIES: Record<string, { name: string; file: string }> = {
  react: { name: 'react', file: 'islands/page/react.js' },
  'react/jsx-runtime': { name: 'jsx-runtime', file: 'islands/page/jsx-runtime.js' },
  'react-dom': { name: 'react-dom', file: 'islands/page/react-dom.js' },
  'react-dom/client': { name: 'react-dom-client', file: 'islands/page/react-dom-client.js' },
  'react-dom/server': { name: 'react-dom-server', file: 'islands/page/react-dom-server.js' },
}

/** React ships CommonJS only: each bare specifier goes straight to its production file (no dev builds pulled in). */
const REACT_FILES: Record<string, string> = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
  // `react-dom/server` in the browser (islands/page/react-dom-server.js): its two browser builds.
  'react-dom/cjs/react-dom-server-legacy.browser.production.js': 'react-dom/cjs/react-dom-server-legacy.browser.production.js',
  'react-dom/cjs/react-dom-server.browser.production.js': 'react-dom/cjs/react-dom-server.browser.production.js',
}

/**
 * Wraps React's production CommonJS files as ES modules: `require("x")` becomes a default import of x, and each
 * `exports.name =` becomes a named export. Enough for these files (they only assign to `exports`), so no general
 * CommonJS converter is needed.
 */
export function reactAsEsm(): Plugin {
  // Found as Node finds them, so an installed tool uses the React installed beside it (hoisted or not).
  const require = createRequire(import.meta.url)
  const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))
  const files = new Map(
    Object.entries(REACT_FILES).map(([id, file]) => {
      const [name, ...rest] = file.split('/')
      return [id, join(packageDir(name!), ...rest)]
    }),
  )
  const wrapped = new Set(files.values())
  return {
    name: 'react-as-esm',
    resolveId(source) {
      return files.get(source) ?? null
    },
    transform(code, id) {
      if (!wrapped.has(id)) return null
      const deps = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!))]
      const names = [...new Set([...code.matchAll(/\bexports\.([A-Za-z_$][\w$]*)\s*=/g)].map((m) => m[1]!))]
      const imports = deps.map((dep, i) => `import __dep${i} from ${JSON.stringify(dep)};`).join('\n')
      const lookup = `function (id) { switch (id) { ${deps.map((dep, i) => `case ${JSON.stringify(dep)}: return __dep${i};`).join(' ')} } throw new Error("Cannot find module " + id); }`
      return {
        code: `${imports}\nvar module = { exports: {} }, exports = module.exports;\n(function (require, module, exports) {\n${code}\n})(${lookup}, module, exports);\nvar __e = module.exports;\nexport default __e;\n${names.map((n) => `export var ${n} = __e.${n};`).join('\n')}\n`,
        map: null,
      }
    },
  }
}

// Type checking is the project's `tsc` check (test/architecture); the bundle only needs each file's JavaScript, which
// TypeScript's single-file transpiler gives in a fraction of the time a full program (the rollup TS plugin) takes.
const TRANSPILE_OPTIONS: ts.CompilerOptions = {
  target: typescript.ScriptTarget.ES2022,
  module: typescript.ModuleKind.ESNext,
  jsx: typescript.JsxEmit.ReactJSX,
  verbatimModuleSyntax: true,
  sourceMap: false,
}

function transpileTypeScript(): Plugin {
  return {
    name: 'transpile-typescript',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !id.startsWith(RUNTIME_DIR)) return null
      return { code: typescript.transpileModule(code, { fileName: id, compilerOptions: TRANSPILE_OPTIONS }).outputText, map: null }
    },
  }
}

/**
 * `new URL('./file.ts', import.meta.url)` in runtime code (a Web Worker's script) becomes the URL of that file's own
 * chunk, emitted for it, as Vite and webpack do with the same pattern. Under Node (tests) the source URL stays.
 */
function chunkUrls(): Plugin {
  const pattern = /new URL\((['"])(\.{1,2}\/[^'"]+\.tsx?)\1, import\.meta\.url\)/g
  return {
    name: 'chunk-urls',
    async transform(code, id) {
      if (!id.startsWith(RUNTIME_DIR) || !code.includes('import.meta.url')) return null
      let out = code
      for (const [whole, , specifier] of code.matchAll(pattern)) {
        const resolved = await this.resolve(specifier!, id)
        if (!resolved) this.error(`${relative(RUNTIME_DIR, id)}: ${specifier} does not resolve`)
        const ref = this.emitFile({ type: 'chunk', id: resolved.id })
        out = out.replace(whole, `new URL(import.meta.ROLLUP_FILE_URL_${ref})`)
      }
      return out === code ? null : { code: out, map: null }
    },
  }
}

/**
 * Minifies each finished chunk with esbuild rather than terser, for a third of the CPU (decisions: Tooling). Comments
 * are dropped, licences included, as terser's `comments: false` does.
 */
function minifyChunks(): Plugin {
  return {
    name: 'esbuild-minify',
    async renderChunk(code) {
      const result = await transform(code, { minify: true, format: 'esm', target: 'es2022', legalComments: 'none' })
      return { code: result.code, map: null }
    },
  }
}

/**
 * The runtime files rollup read for this bundle, with the exact text it read. A file outside this set cannot change
 * the bundle without a file inside it changing too (something has to import it), so the set is a sound cache key.
 */
function bundledSources(modules: { id: string; originalCode: string }[]): Map<string, string> {
  const prefix = RUNTIME_DIR + sep
  return new Map(modules.filter((m) => m.id.startsWith(prefix)).map((m) => [relative(RUNTIME_DIR, m.id), m.originalCode]))
}

/** Bundles runtime/entry.ts and the shared React entries; also gives the runtime files the bundle was made of. */
export async function rollupRuntime(): Promise<{ bundle: RuntimeBundle; sources: Map<string, string> }> {
  const built = await rollup({
    input: {
      entry: join(RUNTIME_DIR, 'entry.ts'),
      ...Object.fromEntries(Object.values(SHARED_ENTRIES).map(({ name, file }) => [name, join(RUNTIME_DIR, file)])),
    },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      reactAsEsm(),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      transpileTypeScript(),
      chunkUrls(),
      minifyChunks(),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
      // Cycles inside a dependency (Orama has a few) are its own business and harmless once bundled.
      if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('/node_modules/'))) return
      warn(warning)
    },
  })
  const { output } = await built.generate({
    format: 'es',
    dir: 'assets',
    entryFileNames: 'assets/[name].[hash].js',
    chunkFileNames: 'assets/[name].[hash].js',
    hashCharacters: 'base36',
  })
  const sources = bundledSources(built.cache!.modules)
  await built.close()
  const files = output.filter((o) => o.type === 'chunk').map((chunk) => ({ path: chunk.fileName, content: chunk.code }))
  const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk')
  const entryNamed = (name: string) => chunks.find((c) => c.isEntry && c.name === name)!.fileName
  const bundle: RuntimeBundle = {
    files,
    entry: entryNamed('entry'),
    shared: Object.fromEntries(Object.entries(SHARED_ENTRIES).map(([specifier, { name }]) => [specifier, entryNamed(name)])),
  }
  return { bundle, sources }
}
