// A save made while a cold start still compiles the site in the background is served first: its page is compiled and
// pushed to the open tab without waiting for the background, which is held meanwhile, and without the pages the
// background answered since (their code colours would rename the stylesheet of every page); once the background ends,
// a tab whose page changed with it is told to refresh, and every page is then the build's, byte for byte.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { BACKGROUND_COMPILE_FROM } from '../../../build/dev/background-compile.ts'
import { type DevServer, startDevServer } from '../../../build/dev/start.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { firstDifference, get, listen, withoutLiveReload } from './harness.ts'

const PAGES = BACKGROUND_COMPILE_FROM * 2
/** Each page's code is in a language of its own among these, so pages compiled later add colours to the stylesheet. */
const LANGUAGES = ['ts', 'rust', 'python', 'go', 'css', 'sql', 'yaml', 'bash']
const CODE: Record<string, string> = {
  ts: 'const answer: number = 42',
  rust: 'fn main() { let answer: u32 = 42; }',
  python: 'def answer():\n    return 42',
  go: 'func answer() int { return 42 }',
  css: '.answer { color: red; }',
  sql: 'SELECT answer FROM facts WHERE id = 42;',
  yaml: 'answer: 42\nlist: [a, b]',
  bash: 'echo "$ANSWER" | grep 42',
}
const root = tempDir('dev-edit-background-')
const pagesDir = join(root, 'content/pages')
let server: DevServer

const page = (i: number, extra = '') => {
  const language = LANGUAGES[i % LANGUAGES.length]!
  return `# Page ${i}\n\nSee [the next one](/p${(i + 1) % PAGES}).\n\n\`\`\`${language}\n${CODE[language]}\n\`\`\`\n${extra}`
}
const stylesheet = (html: string) => /href="(\/assets\/style\.[^"]+\.css)"/.exec(html)?.[1]

test.before(async () => {
  mkdirSync(pagesDir, { recursive: true })
  for (let i = 0; i < PAGES; i++) writeFileSync(join(pagesDir, `p${i}.md`), page(i))
  writeFileSync(join(pagesDir, 'index.md'), '# Home\n\n[First](/p0)\n')
  server = await startDevServer({ root, port: 0, watchRuntime: false, log: () => {}, logError: (l) => console.error(l) })
})
test.after(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

test('a save during the background compile is served before it, and the tab is refreshed when the background changes its page', async () => {
  // Hold the background as a long page would: while held it takes no page, so it cannot end before the save is served.
  const release = server.session.holdBackground()
  assert.ok(server.session.compilingInBackground, 'the cold start compiles in the background')
  const sse = await listen(server.port)
  await sse.next((e) => e.event === 'hello')
  const first = await get(server.port, '/p0')
  assert.is(first.status, 200)
  assert.match(first.body, 'Page 0')
  // Asking for it compiled it ahead of the others and told the tabs so: the save's event comes after this version.
  const servedVersion = server.session.version
  const pendingWhenServed = server.session.pendingPages

  // Let the background answer a few pages, then hold it again: the save below must not bring them in.
  const cached = () => (existsSync(join(root, '.cache/pages')) ? readdirSync(join(root, '.cache/pages')).length : 0)
  const cachedWhenServed = cached()
  release()
  while (cached() < cachedWhenServed + 3) await new Promise((r) => setTimeout(r, 10))
  const holdAgain = server.session.holdBackground()

  writeFileSync(join(pagesDir, 'p0.md'), page(0, '\nSaved while the site compiles.\n'))
  const saved = await sse.next(
    (e) => e.event === 'reload' && e.data.version > servedVersion && (e.data.routes === null || e.data.routes.includes('/p0')),
    30_000,
  )
  assert.ok(server.session.compilingInBackground, 'the save was pushed while the background still had pages to compile')
  assert.ok(server.session.pendingPages > 0, 'pages were still pending when the save was served')
  assert.equal(saved.data.routes, ['/p0'], 'the save changed its own page only')
  assert.is(server.session.pendingPages, pendingWhenServed, 'the pages answered meanwhile wait for the background to end')
  const edited = await get(server.port, '/p0')
  assert.match(edited.body, 'Saved while the site compiles.')
  const servedStyles = stylesheet(edited.body)
  assert.ok(servedStyles, 'a stylesheet link')
  assert.is(servedStyles, stylesheet(first.body), 'the same stylesheet as before the save: the open tab swaps its content')

  holdAgain()
  while (server.session.compilingInBackground || server.session.pendingPages > 0) await new Promise((r) => setTimeout(r, 25))
  await server.idle()
  const settled = await get(server.port, '/p0')
  const settledStyles = stylesheet(settled.body)
  assert.not.equal(settledStyles, servedStyles, 'the other pages added their code colours to the stylesheet')
  // The page the tab shows changed after it was served: the tab is told so (a reload of it, or of every page).
  await sse.next((e) => e.event === 'reload' && e.data.version > saved.data.version && (e.data.routes === null || e.data.routes.includes('/p0')), 30_000)
  sse.close()

  // Settled, every page is the build's.
  const built = await generateSiteFiles({ root })
  const pages = built.files.filter((f) => f.path.endsWith('.html') && f.path !== '404.html' && 'content' in f) as { path: string; content: string }[]
  assert.ok(pages.length > PAGES, `${pages.length} pages`)
  const differ: string[] = []
  for (const file of pages) {
    const served = await get(server.port, `/${file.path}`)
    const html = withoutLiveReload(served.body)
    if (html !== file.content) differ.push(`${file.path}: ${firstDifference(file.content, html)}`)
  }
  assert.equal(differ, [], 'pages that differ between build and dev')
})

test.run()
