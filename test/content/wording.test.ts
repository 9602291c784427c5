// The site speaks one way: one word per idea (the glossary's), each limit stated once on the page where it applies
// (other pages link there), few callout boxes and no "in this release" hedging (the banner and the installation step
// name the version), one way to use the hooks from the first example on, and pointer pages that say in their first
// line what they are and where to go instead.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { extractBlocks, importedModules, isTypeScript, listPages, repoRoot } from './markdown-fences.ts'
import { pointerPages } from './pointer-pages.ts'

const pages = listPages()

/** A page's prose: without frontmatter, code blocks, inline code, link targets, tags and MDX import lines. */
export function prose(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, (m) => m.replace(/[^\n]/g, ''))
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2\s*$/gm, (m) => m.replace(/[^\n]/g, ''))
    .replace(/`[^`\n]*`/g, '``')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^import .*$/gm, '')
    .replace(/<[^>\n]*>/g, '')
}

/** Words the site does not use, with the glossary's word for the same idea. */
const notOurWords: [RegExp, string][] = [
  [/\bchild stores?\b/gi, 'scoped store'],
  [/\bmember atoms?\b/gi, 'family member'],
  [/(?<![Ff]amily )\b[Mm]embers?\b/g, 'family member'],
  [/(?<!\.)\bscopes?\b/g, 'scoped store (the API names store.scope and <Scope> in code)'],
]

test('the prose says scoped store and family member, as the glossary does', () => {
  assert.is(prose('A `scope`, [a link](/scope) and a scope.').match(notOurWords[3]![0])?.length, 1, 'code and link targets are not prose')
  const found: string[] = []
  for (const page of pages) {
    prose(page.source)
      .split('\n')
      .forEach((line, i) => {
        for (const [re, ours] of notOurWords) for (const m of line.matchAll(re)) found.push(`${page.file}:${i + 1}: "${m[0]}", say "${ours}"`)
      })
  }
  assert.equal(found, [])
  const glossary = pages.find((p) => p.route === '/guides/glossary')?.source ?? ''
  for (const term of ['Scoped store', 'Family member', 'Atom', 'Selector', 'Store', 'Transaction']) assert.match(glossary, `\n## ${term}\n`)
})

/** The pages whose source contains `text`. */
const pagesSaying = (text: string) => pages.filter((p) => p.source.includes(text)).map((p) => p.route)

test('each limit is stated on one page, where it applies', () => {
  assert.equal(pagesSaying('symmetricDifference'), ['/valdres-react/introduction'], 'the Set methods: the installation requirements')
  assert.equal(pagesSaying('No <Provider> found'), ['/valdres-react/api/Provider'], 'hooks without a Provider')
  assert.equal(pagesSaying('getDefaultStore').sort(), ['/guides/migrating-from-jotai', '/valdres-react/valdres-vs-jotai', '/valdres/api/createStore'])
  assert.equal(pagesSaying('unhandled rejection'), ['/guides/async-data'], 'a rejected default')
})

test('few callout boxes, and no hedging about "this release"', () => {
  const callouts = pages.flatMap((p) => [...p.source.matchAll(/^:::(note|info|warning|danger|tip|success)\b.*$/gm)].map((m) => `${p.file}: ${m[0]}`))
  assert.ok(callouts.length <= 5, `${callouts.length} callouts:\n${callouts.join('\n')}`)
  const hedges = pages.flatMap((p) => [...prose(p.source).matchAll(/\b(this|the published|later) (release|version)s?\b/gi)].map((m) => `${p.file}: ${m[0]}`))
  assert.equal(hedges, [])
})

test('components read with useValue and write with useSetAtom; useAtom appears on its own page and in Jotai code only', () => {
  const examples = join(repoRoot, 'content/examples')
  const files = readdirSync(examples, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'))
  const fromFiles = files.filter((f) => readFileSync(join(examples, f), 'utf8').includes('useAtom(') && f !== 'hooks.tsx')
  assert.equal(fromFiles, [], 'content/examples: only hooks.tsx, the useAtom page example, uses useAtom')
  const fromBlocks = pages.flatMap((p) =>
    extractBlocks(p)
      .filter((b) => isTypeScript(b) && !b.wholeFiles && /\buseAtom\(/.test(b.code) && !importedModules(b.code).includes('jotai'))
      .map((b) => `${b.page}:${b.fenceLine}`),
  )
  assert.ok(
    fromBlocks.every((where) => where.startsWith('content/pages/valdres-react/api/useAtom.mdx')),
    fromBlocks.join(', '),
  )
  const casts = pages.flatMap((p) => [...p.source.matchAll(/value=\{\w+ as string\}/g)].map(() => p.file))
  assert.equal(casts, [], 'no input needs a cast of a hook value')
})

test('a pointer page says in its first line what it is, and links to what to use instead', () => {
  for (const route of Object.keys(pointerPages)) {
    const page = pages.find((p) => p.route === route)!
    const body = page.source.replace(/^---\n[\s\S]*?\n---\n/, '')
    const first = body.split('\n').find((line) => line.trim() && !line.startsWith('#')) ?? ''
    const name = route.startsWith('/@') ? route.slice(1) : route.split('/').pop()!
    assert.ok(first.startsWith(`\`${name}\``), `${page.file}: the first line names ${name}`)
    assert.match(first, /\]\(\/[^)]+\)/, `${page.file}: the first line links on`)
    assert.match(first, /\bnot\b|\bno\b/, `${page.file}: the first line says what is missing`)
    assert.not.match(body, /^:::/m, `${page.file}: no callout`)
  }
})

test.run()
