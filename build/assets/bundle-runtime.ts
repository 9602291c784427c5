// Bundles the browser runtime (runtime/entry.ts and its lazy chunks) with rollup: TypeScript, React in
// production mode, minified, content-hashed names. The result is cached on disk by a hash of the runtime's
// sources and the lockfile, so an unchanged runtime is never bundled twice.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import nodeResolve from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import terser from '@rollup/plugin-terser'
import typescript from '@rollup/plugin-typescript'
import { rollup } from 'rollup'

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const RUNTIME_DIR = join(REPO_ROOT, 'runtime')

export interface RuntimeBundle {
  /** Files relative to the output folder, e.g. `assets/entry.abc.js`. */
  files: { path: string; content: string }[]
  /** The entry script's path relative to the output folder. */
  entry: string
  /** Chunks every page should prefetch at idle (React and the island chunks). */
  prefetch: string[]
}

async function sourceKey(): Promise<string> {
  const hash = createHash('sha256')
  const entries = (await readdir(RUNTIME_DIR, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort()
  for (const file of entries) hash.update(file).update(await readFile(file))
  hash.update(await readFile(join(REPO_ROOT, 'package-lock.json')))
  hash.update(await readFile(fileURLToPath(import.meta.url)))
  return hash.digest('hex').slice(0, 24)
}

export async function bundleRuntime(cacheDir: string): Promise<RuntimeBundle> {
  const key = await sourceKey()
  const cacheFile = join(cacheDir, `runtime-${key}.json`)
  if (existsSync(cacheFile)) return JSON.parse(await readFile(cacheFile, 'utf8')) as RuntimeBundle

  const bundle = await rollup({
    input: { entry: join(RUNTIME_DIR, 'entry.ts') },
    plugins: [
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      typescript({
        tsconfig: false,
        include: ['runtime/**/*.ts', 'runtime/**/*.tsx'],
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          allowImportingTsExtensions: true,
          rewriteRelativeImportExtensions: true,
          noEmit: false,
          declaration: false,
          sourceMap: false,
          skipLibCheck: true,
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
        },
      }),
      terser({ format: { comments: false } }),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
      warn(warning)
    },
  })
  const { output } = await bundle.generate({ format: 'es', dir: 'assets', entryFileNames: 'assets/[name].[hash].js', chunkFileNames: 'assets/[name].[hash].js', hashCharacters: 'base36' })
  await bundle.close()
  const files = output.filter((o) => o.type === 'chunk').map((chunk) => ({ path: chunk.fileName, content: chunk.code }))
  const entryChunk = output.find((o) => o.type === 'chunk' && o.isEntry)!
  const result: RuntimeBundle = {
    files,
    entry: entryChunk.fileName,
    prefetch: output.filter((o) => o.type === 'chunk' && !o.isEntry).map((o) => o.fileName),
  }
  await mkdir(cacheDir, { recursive: true })
  await writeFile(cacheFile, JSON.stringify(result))
  return result
}
