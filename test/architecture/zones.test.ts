// Enforces the zone table (docs/pages/decisions/index.md) on the real files: runtime/ never imports build/, config/ or
// a Node built-in (with or without `node:`); config/ takes only types from build/; content/ (pages and components) and
// docs/ never import build/; build/ never touches DOM globals. The per-zone tsconfigs check the same from the compiler's side.
// Inside build/, the layers below: a folder imports only from its own layer and lower ones, a stage only from earlier
// stages. (Import cycles, type-only ones included, are Biome's noImportCycles in biome.jsonc.)
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'

const root = new URL('../../', import.meta.url).pathname

function sources(dir: string): string[] {
  try {
    return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.(tsx?|mts|mjs|js|mdx)$/.test(e.name))
      .map((e) => join(e.parentPath, e.name))
  } catch {
    return []
  }
}

/** Every `import … from 'x'` / `export … from 'x'` / `import('x')` with whether it is type-only. */
function importsOf(file: string): { spec: string; typeOnly: boolean; line: number }[] {
  const text = readFileSync(file, 'utf8')
  const found: { spec: string; typeOnly: boolean; line: number }[] = []
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g
  for (const m of text.matchAll(pattern)) {
    const spec = m[3] ?? m[4] ?? m[5]!
    found.push({ spec, typeOnly: Boolean(m[2]), line: text.slice(0, m.index).split('\n').length })
  }
  return found
}

function violations(dir: string, forbidden: (spec: string, file: string, typeOnly: boolean) => boolean): string[] {
  return sources(dir).flatMap((file) =>
    importsOf(file)
      .filter((i) => forbidden(i.spec, file, i.typeOnly))
      .map((i) => `${relative(root, file)}:${i.line} imports ${i.spec}`),
  )
}

const resolvesInto = (file: string, spec: string, zone: string) => spec.startsWith('.') && relative(root, join(file, '..', spec)).startsWith(`${zone}/`)

const nodeBuiltin = (spec: string) => spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]!) || builtinModules.includes(spec)

test('every zone rule reads real files', () => {
  for (const zone of ['runtime', 'build', 'config', 'content']) assert.ok(sources(zone).length > 0, `${zone}/ has files the rules read`)
  assert.ok(
    sources('content').some((f) => f.endsWith('.mdx')),
    'MDX pages are read for imports',
  )
})

test('runtime/ imports neither build/, config/ nor node built-ins', () => {
  const bad = violations('runtime', (spec, file) => nodeBuiltin(spec) || resolvesInto(file, spec, 'build') || resolvesInto(file, spec, 'config'))
  assert.equal(bad, [])
})

test('config/ imports only types from build/', () => {
  const bad = violations('config', (spec, file, typeOnly) => resolvesInto(file, spec, 'build') && !typeOnly)
  assert.equal(bad, [])
})

test('content/ never imports build/', () => {
  const bad = violations('content', (spec, file) => resolvesInto(file, spec, 'build'))
  assert.equal(bad, [])
})

test('docs/ (the documentation site) imports neither build/ nor runtime/: the tool only through `vocs`', () => {
  assert.ok(sources('docs').length > 0, 'docs/ has files the rule reads')
  const bad = violations('docs', (spec, file) => resolvesInto(file, spec, 'build') || resolvesInto(file, spec, 'runtime'))
  assert.equal(bad, [])
})

test('build/ does not use DOM globals', () => {
  const bad = sources('build').flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, i }))
      .filter(
        ({ line }) => /\b(window|document|localStorage|sessionStorage|navigator)\.\w/.test(line.replace(/(['"`]).*?\1/g, '')) && !line.trim().startsWith('//'),
      )
      .map(({ i }) => `${relative(root, file)}:${i + 1}`),
  )
  assert.equal(bad, [])
})

/**
 * build/'s layers, lowest first: a folder (or a top-level file) imports only from its own layer and the ones before it.
 * Errors, caches and platform tuning; the config and the pages as read; Markdown's compile; what reads a compiled
 * page (the render, links, hooks); the site-wide files and the search index; the assets, the threads and the writer;
 * the five stages; the step between them and the build; the servers; the entry points.
 */
const LAYERS: string[][] = [
  ['errors', 'cache', 'platform'],
  ['config', 'content'],
  ['markdown'],
  ['render', 'links', 'hooks'],
  ['output', 'search'],
  ['assets', 'workers', 'write'],
  ['stages'],
  ['site-step.ts', 'build-site.ts'],
  ['serve', 'preview', 'dev'],
  ['api', 'cli', 'package', 'index.ts'],
]

/** The stages in the order they run: one imports only from the stages before it. */
const STAGES = ['inputs', 'compile', 'plan', 'render', 'outputs']

/** The layer of a path under build/ (its folder, or the file itself at the top), or -1 when the table names neither. */
function layerOf(path: string): number {
  const part = path.split('/')[1]!
  return LAYERS.findIndex((layer) => layer.includes(part))
}

/** What is wrong with `file` (under build/) importing `target` (also under build/), if anything. */
function layerViolation(file: string, target: string): string | undefined {
  const [from, to] = [layerOf(file), layerOf(target)]
  if (from < 0) return `${file} is in no layer`
  if (to > from) return `layer ${from + 1} imports layer ${to + 1}`
  const stage = (path: string) => (path.startsWith('build/stages/') ? STAGES.indexOf(path.split('/')[2]!.replace(/\.tsx?$/, '')) : -1)
  if (stage(file) >= 0 && stage(target) > stage(file)) return `a stage imports a later stage`
  // The compile makes trees, and nothing of a page's render; the plan decides the site, and renders no page.
  if (file === 'build/stages/compile.ts' && target.startsWith('build/render/')) return 'the compile imports the render'
  if (file === 'build/stages/plan.ts' && /^build\/render\/page-(html|content)\.tsx$/.test(target)) return 'the plan imports the render of a page'
  return undefined
}

test("build/'s folders keep their layers and its stages their order", () => {
  const folders = readdirSync(join(root, 'build'), { withFileTypes: true })
    .filter((e) => e.isDirectory() || /\.tsx?$/.test(e.name))
    .map((e) => e.name)
  assert.equal(
    folders.filter((name) => !LAYERS.flat().includes(name)),
    [],
    'folders and files of build/ that no layer names',
  )
  const bad = sources('build').flatMap((file) =>
    importsOf(file)
      .filter((i) => i.spec.startsWith('.') && resolvesInto(file, i.spec, 'build'))
      .map((i) => ({ i, problem: layerViolation(relative(root, file), relative(root, join(file, '..', i.spec))) }))
      .filter(({ problem }) => problem !== undefined)
      .map(({ i, problem }) => `${relative(root, file)}:${i.line} imports ${i.spec}: ${problem}`),
  )
  assert.equal(bad, [])
})

test('the layer rule sees a violation when there is one', () => {
  assert.ok(layerViolation('build/markdown/compile-page.ts', 'build/workers/pool.ts'))
  assert.ok(layerViolation('build/workers/jobs.ts', 'build/stages/render.tsx'))
  assert.ok(layerViolation('build/stages/plan.ts', 'build/stages/outputs.tsx'))
  assert.ok(layerViolation('build/stages/compile.ts', 'build/render/hast-to-react.ts'))
  assert.ok(layerViolation('build/stages/plan.ts', 'build/render/page-html.tsx'))
  assert.ok(layerViolation('build/config/schema.ts', 'build/render/custom-head.ts'))
  assert.is(layerViolation('build/stages/outputs.tsx', 'build/stages/plan.ts'), undefined)
  assert.is(layerViolation('build/dev/session.ts', 'build/site-step.ts'), undefined)
})

test('the checker sees a violation when there is one', () => {
  assert.ok(importsOf(new URL(import.meta.url).pathname).some((i) => i.spec === 'node:fs'))
  for (const spec of ['fs', 'fs/promises', 'node:path', 'child_process']) assert.ok(nodeBuiltin(spec), spec)
  assert.not.ok(nodeBuiltin('react-dom/client'))
  assert.ok(resolvesInto(join(root, 'runtime/x/y.ts'), '../../build/build-site.ts', 'build'))
})
test.run()
