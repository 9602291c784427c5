// Search speed where readers feel it: loads a built site's search index into headless Chromium with the browser's
// own search code (runtime/search, bundled by rollup), then reports the time to index it and the median query time.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import nodeResolve from '@rollup/plugin-node-resolve'
import typescript from '@rollup/plugin-typescript'
import { rollup } from 'rollup'
import { DEFAULT_BENCH_QUERIES } from '../build/search/measure.ts'
import { launchChromium } from '../test/support/browser.ts'

const repo = new URL('..', import.meta.url).pathname

/** The browser-side search modules as one ES module that puts them on `window.__search`. */
async function searchBundle(): Promise<string> {
  const entry = '\0search-bench-entry'
  const bundle = await rollup({
    input: entry,
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) =>
          id === entry
            ? `import { indexDocuments, runQuery } from ${JSON.stringify(join(repo, 'runtime/search/query.ts'))}\nimport { parseSearchDocuments } from ${JSON.stringify(join(repo, 'runtime/search/index-file.ts'))}\nwindow.__search = { indexDocuments, runQuery, parseSearchDocuments }\n`
            : null,
      },
      nodeResolve({ browser: true, extensions: ['.ts', '.js', '.mjs'] }),
      typescript({
        tsconfig: false,
        include: ['runtime/**/*.ts'],
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          allowImportingTsExtensions: true,
          rewriteRelativeImportExtensions: true,
          noEmit: false,
          skipLibCheck: true,
          lib: ['ES2023', 'DOM'],
          types: [],
        },
      }),
    ],
    onwarn: () => {},
  })
  const { output } = await bundle.generate({ format: 'es', inlineDynamicImports: true })
  await bundle.close()
  return output[0].code
}

export interface BrowserSearchFigures {
  documents: number
  indexMs: number
  queryMedianMs: number
}

/** Measures the search index of a built site (`<dist>/.vocs/search-index-*.json`) in Chromium. */
export async function measureSearchInBrowser(dist: string, queries = DEFAULT_BENCH_QUERIES, runs = 15): Promise<BrowserSearchFigures> {
  const name = readdirSync(join(dist, '.vocs')).find((n) => n.startsWith('search-index-'))
  if (!name) throw new Error(`no search index in ${dist}/.vocs`)
  const json = readFileSync(join(dist, '.vocs', name), 'utf8')
  const code = await searchBundle()
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>search bench</title>')
    await page.addScriptTag({ content: code, type: 'module' })
    await page.waitForFunction(() => '__search' in window)
    // Passed as source text: the TypeScript loader would otherwise wrap named helpers in a function the page lacks.
    return (await page.evaluate(`(async () => {
      const s = window.__search, queries = ${JSON.stringify(queries)}, runs = ${runs}
      const started = performance.now()
      const index = await s.indexDocuments(s.parseSearchDocuments(JSON.parse(${JSON.stringify(json)})), () => Promise.resolve())
      const indexMs = performance.now() - started
      const times = []
      for (let r = 0; r < runs; r++) for (const q of queries) { const t = performance.now(); s.runQuery(index, q); times.push(performance.now() - t) }
      times.sort((a, b) => a - b)
      return { documents: index.documents.length, indexMs, queryMedianMs: times[times.length >> 1] }
    })()`)) as BrowserSearchFigures
  } finally {
    await browser.close()
  }
}
