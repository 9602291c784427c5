// Reference and guide pages carry enough text to learn from: every API page (a route with an /api/ segment) has at
// least 200 words of prose and a signature, and every guide at least 400 words of prose and a runnable code block.
// Pointer pages (./pointer-pages.ts) are the opposite: a few sentences, at most 120 words.
// Words are counted in the Markdown body without frontmatter and fenced code, so code does not pad the count.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { extractBlocks, isTypeScript, listPages, type Page } from './markdown-fences.ts'
import { pointerPages } from './pointer-pages.ts'

export function proseWords(source: string): number {
  const body = source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2\s*$/gm, '')
    .replace(/^\s*(:{3,}|::)[^\n]*$/gm, '')
    .replace(/\]\([^)]*\)/g, ']')
  return (body.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu) ?? []).length
}

const pages = listPages()
const apiPages = pages.filter((p) => /\/api\//.test(p.route) && !(p.route in pointerPages))
const guides = pages.filter((p) => p.route.startsWith('/guides/'))

/** Pages that document a callable have its signature: a "Signature" heading followed by a code block. */
const hasSignature = (page: Page) => /^## Signature\s*$/m.test(page.source) && extractBlocks(page).length > 0
/** Pages that document something other than one callable (a group of options, the types, a name that does not exist). */
const notOneCallable = new Set(['/valdres/api/atom-options', '/valdres/api/types', '/valdres/api/global-atoms'])

test('the counter measures prose, not code', () => {
  const sample = '---\ntitle: x\n---\n\n# One two\n\n```ts\nconst a = b c d e f\n```\n\nThree [four](/x) five.\n'
  assert.is(proseWords(sample), 5)
})

test('there are API pages and guides to measure', () => {
  assert.ok(apiPages.length >= 35, `${apiPages.length} API pages (pointer pages apart)`)
  assert.ok(guides.length >= 11, `${guides.length} guides`)
})

test('every API page has at least 200 words of prose', () => {
  const short = apiPages.map((p) => ({ page: p.file, words: proseWords(p.source) })).filter((p) => p.words < 200)
  assert.equal(short, [], `API pages under 200 words: ${short.map((s) => `${s.page} (${s.words})`).join(', ')}`)
})

test('every API page of a callable shows its signature', () => {
  const missing = apiPages.filter((p) => !notOneCallable.has(p.route) && !p.route.startsWith('/valdres/api/utils/') && !hasSignature(p)).map((p) => p.file)
  assert.equal(missing, [])
})

test('every pointer page exists and is short', () => {
  for (const route of Object.keys(pointerPages)) {
    const page = pages.find((p) => p.route === route)
    assert.ok(page, `no page for ${route}`)
    const words = proseWords(page!.source)
    assert.ok(words <= 120, `${page!.file}: ${words} words; a pointer page says what to use instead in a few sentences`)
  }
})

test('every guide has at least 400 words of prose and runnable TypeScript', () => {
  const problems = guides.flatMap((p) => {
    const words = proseWords(p.source)
    const code = extractBlocks(p).filter(isTypeScript).length
    return [...(words < 400 ? [`${p.file}: ${words} words`] : []), ...(code === 0 ? [`${p.file}: no ts/tsx block`] : [])]
  })
  assert.equal(problems, [])
})

test.run()
