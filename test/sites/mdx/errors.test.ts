// Bad MDX gets an error naming the file, the line and what went wrong: a syntax error (the parser's message), an
// import that resolves nowhere (the specifier, on the page or in a component), a prop the browser cannot receive
// (the prop), a component that throws while rendering (the page, the component and the line that threw), and an
// island directive where nothing can hydrate.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { formatError } from '../../../build/errors/build-error.ts'
import { siteOfFiles } from '../../support/fixture-copy.ts'

/** A one-page site in a temporary folder; `files` are written relative to it. */
const site = (files: Record<string, string>) => siteOfFiles('mdx-errors', files)

async function failure(root: string): Promise<string> {
  try {
    await generateSiteFiles({ root })
  } catch (error) {
    return formatError(error, root)
  }
  assert.unreachable('the build should fail')
  return ''
}

const COUNTER = `import { useState } from 'react'\nexport function Counter({ onChange }: { onChange?: () => void; at?: Date }) {\n  const [n] = useState(0)\n  return <button type="button" onClick={onChange}>{n}</button>\n}\n`

test('an MDX syntax error names file:line:col and the parser’s message', async () => {
  const root = site({ 'content/pages/index.mdx': '# Title\n\nSome text.\n\n<Callout type="tip">\n\nnever closed\n' })
  assert.match(await failure(root), /content\/pages\/index\.mdx:5:1 .*Expected a closing tag for `<Callout>`/)
})

test('an import that resolves nowhere names the specifier and the line of the import', async () => {
  const root = site({ 'content/pages/index.mdx': '# Title\n\nimport { Nope } from "./missing-component"\n\n<Nope />\n' })
  assert.match(await failure(root), /content\/pages\/index\.mdx:3:1 cannot resolve the import '\.\/missing-component' \(relative to this page\)/)
})

test('a missing package and a missing ~/ file say so', async () => {
  const pkg = site({ 'content/pages/index.mdx': 'import x from "no-such-package-here"\n\n# T\n' })
  assert.match(await failure(pkg), /index\.mdx:1:1 cannot resolve the import 'no-such-package-here' \(is the package installed\?\)/)
  const alias = site({ 'content/pages/index.mdx': '# T\n\nimport x from "~/nowhere/x"\n' })
  assert.match(await failure(alias), /index\.mdx:3:1 cannot resolve the import '~\/nowhere\/x' \(~\/ is the content folder\)/)
})

test('an import that fails inside a component names that file and its line', async () => {
  const root = site({
    'content/components/Broken.tsx': "import { gone } from './gone'\nexport const Broken = () => <p>{gone}</p>\n",
    'content/pages/index.mdx': 'import { Broken } from "~/components/Broken"\n\n# T\n\n<Broken />\n',
  })
  assert.match(await failure(root), /content\/components\/Broken\.tsx:1:22 Could not resolve "\.\/gone"/)
})

test('a page that fails in a component it imports is still a page: links to it are not reported broken', async () => {
  const root = site({
    'content/components/Broken.tsx': "import { gone } from './gone'\nexport const Broken = () => <p>{gone}</p>\n",
    'content/pages/broken.mdx': 'import { Broken } from "~/components/Broken"\n\n# Broken\n\n<Broken />\n',
    'content/pages/index.md': '# Home\n\nSee [the broken page](/broken).\n',
  })
  const report = await failure(root)
  assert.match(report, /content\/components\/Broken\.tsx:1:22 Could not resolve "\.\/gone"/)
  assert.not.match(report, /broken link|\/broken \(no page/, report)
})

test('a function prop on an island is a file:line error naming the prop', async () => {
  const root = site({
    'content/components/Counter.tsx': COUNTER,
    'content/pages/index.mdx': 'import { Counter } from "~/components/Counter"\n\n# T\n\n<Counter onChange={() => {}} client:load />\n',
  })
  assert.match(await failure(root), /content\/pages\/index\.mdx:5 prop "onChange" of <Counter> cannot be sent to the browser: it is a function/)
})

test('a class instance prop (a Date) is refused too, and `static` accepts it (nothing goes to the browser)', async () => {
  const bad = site({
    'content/components/Counter.tsx': COUNTER,
    'content/pages/index.mdx': 'import { Counter } from "~/components/Counter"\n\n# T\n\n<Counter at={new Date(0)} />\n',
  })
  assert.match(await failure(bad), /index\.mdx:5 prop "at" of <Counter> cannot be sent to the browser: it is an instance of Date/)
  const ok = site({
    'content/components/Counter.tsx': COUNTER,
    'content/pages/index.mdx': 'import { Counter } from "~/components/Counter"\n\n# T\n\n<Counter at={new Date(0)} onChange={() => {}} static />\n',
  })
  const built = await generateSiteFiles({ root: ok })
  const html = built.files.find((f) => f.path === 'index.html') as { content: string }
  assert.match(html.content, /<button type="button">0<\/button>/)
  assert.not.match(html.content, /<vellum-island/)
})

test('a component that throws names the page, the component and the line in the site’s file', async () => {
  const root = site({
    'content/components/Boom.tsx': 'export function Boom({ items }: { items?: string[] }) {\n  const first = items!.length\n  return <p>{first}</p>\n}\n',
    'content/pages/index.mdx': 'import { Boom } from "~/components/Boom"\n\n# T\n\n<Boom />\n',
  })
  const message = await failure(root)
  assert.match(message, /content\/pages\/index\.mdx:5 <Boom> threw while rendering: TypeError: Cannot read properties of undefined \(reading 'length'\)/)
  assert.match(message, /\(at Boom, .*components\/Boom\.tsx:2:\d+\)/)
})

test('a static component that throws is named with its frame too', async () => {
  const root = site({
    'content/components/Boom.tsx': 'export function Boom() {\n  throw new Error("no data")\n}\n',
    'content/pages/index.mdx': 'import { Boom } from "~/components/Boom"\n\n# T\n\n<Boom static />\n',
  })
  const message = await failure(root)
  assert.match(message, /content\/pages\/index\.mdx <Boom> threw while rendering: no data \(at Boom, .*components\/Boom\.tsx:2:\d+\)/)
})

test('an expression of the page that throws names the page’s own line and column', async () => {
  const root = site({ 'content/pages/index.mdx': '# Title\n\nSome text.\n\nThe value: {notDefined.y}\n' })
  assert.match(await failure(root), /content\/pages\/index\.mdx:5:13 an expression threw while rendering: ReferenceError: notDefined is not defined/)
})

test('a directive where nothing can hydrate, two directives, and an unknown component are errors', async () => {
  const html = site({ 'content/pages/index.mdx': '# T\n\n<div client:load>x</div>\n' })
  assert.match(await failure(html), /index\.mdx:3:1 client:load on <div>: only an imported component can hydrate/)
  const two = site({
    'content/components/Counter.tsx': COUNTER,
    'content/pages/index.mdx': 'import { Counter } from "~/components/Counter"\n\n<Counter client:load client:idle />\n',
  })
  assert.match(await failure(two), /index\.mdx:3:1 <Counter> has 2 directives \(client:load, client:idle\)/)
  const unknown = site({ 'content/pages/index.mdx': '# T\n\n<Nope />\n' })
  assert.match(await failure(unknown), /index\.mdx:3:1 unknown component <Nope>: import it, or use one of .*Callout/)
})

test.run()
