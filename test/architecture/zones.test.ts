// Enforces the zone table (docs/pages/decisions/index.md) on the real files: runtime/ never imports build/, config/ or
// a Node built-in (with or without `node:`); config/ takes only types from build/; content/ (pages and components) and
// docs/ never import build/; build/ never touches DOM globals. The per-zone tsconfigs check the same from the compiler's side.
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

test('the checker sees a violation when there is one', () => {
  assert.ok(importsOf(new URL(import.meta.url).pathname).some((i) => i.spec === 'node:fs'))
  for (const spec of ['fs', 'fs/promises', 'node:path', 'child_process']) assert.ok(nodeBuiltin(spec), spec)
  assert.not.ok(nodeBuiltin('react-dom/client'))
  assert.ok(resolvesInto(join(root, 'runtime/x/y.ts'), '../../build/build-site.ts', 'build'))
})
test.run()
