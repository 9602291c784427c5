// Bad input gets a clear error naming file and line, and the previous dist/ stays exactly as it was.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { formatError } from '../../build/errors.ts'
import { buildSite } from '../../build/site.tsx'

const fixture = new URL('../fixtures/site', import.meta.url).pathname
// One good build, reused as the "previous dist/" of every case.
const template = mkdtempSync(join(tmpdir(), 'bad-'))
cpSync(fixture, template, { recursive: true })
test.before(async () => {
  await buildSite({ root: template, out: join(template, 'dist') })
})

function edit(root: string, file: string, change: (text: string) => string) {
  const path = join(root, file)
  writeFileSync(path, change(readFileSync(path, 'utf8')))
}

interface Case {
  name: string
  mutate: (root: string) => void
  /** Expected fragments of the formatted error: file:line(:col) and the message. */
  expect: (string | RegExp)[]
}

const cases: Case[] = [
  {
    name: 'malformed YAML frontmatter',
    mutate: (r) => edit(r, 'content/pages/guide/start.md', (t) => t.replace('title: Getting started', 'title: [Getting started')),
    expect: [/content\/pages\/guide\/start\.md:\d+:\d+ invalid YAML frontmatter/],
  },
  {
    name: 'frontmatter value of the wrong type',
    mutate: (r) => edit(r, 'content/pages/guide/start.md', (t) => t.replace('description: How to start.', 'showSidebar: "yes"')),
    expect: ['content/pages/guide/start.md:3:14', 'frontmatter field "showSidebar"', /expected boolean/],
  },
  {
    name: 'bad config field',
    mutate: (r) => edit(r, 'config/site.config.ts', (t) => t.replace("topNav: [{ text: 'Guide', link: '/guide/start' }]", "topNav: [{ text: 'Guide', link: 7 }]")),
    expect: [/config\/site\.config\.ts:\d+ topNav\[0\]\.link: .*expected string/i],
  },
  {
    name: 'broken link',
    mutate: (r) => appendFileSync(join(r, 'content/pages/guide/start.md'), '\nSee [missing](/guide/missing).\n'),
    expect: [/content\/pages\/guide\/start\.md:2\d:5 → \/guide\/missing \(no page or file at \/guide\/missing\)/],
  },
  {
    name: 'broken anchor',
    mutate: (r) => appendFileSync(join(r, 'content/pages/guide/start.md'), '\nSee [nowhere](/guide/elements#nowhere).\n'),
    expect: [/start\.md:2\d:5 → \/guide\/elements#nowhere \(no heading #nowhere on \/guide\/elements\)/],
  },
  {
    name: 'unknown MDX component',
    mutate: (r) => appendFileSync(join(r, 'content/pages/guide/components.mdx'), '\n<Nope />\n'),
    expect: [/content\/pages\/guide\/components\.mdx:1\d:1 unknown component <Nope>: expected one of /],
  },
  {
    name: 'import in MDX (nothing is executed)',
    mutate: (r) => edit(r, 'content/pages/guide/components.mdx', (t) => t.replace('# Components', "import x from 'fs'\n\n# Components")),
    expect: [/components\.mdx:\d+:1 import\/export is not supported/],
  },
  {
    name: 'invalid step heading level',
    mutate: (r) => appendFileSync(join(r, 'content/pages/guide/start.md'), '\n:::steps\n# One\nText\n:::\n'),
    expect: [/start\.md:2\d:1 Invalid\./],
  },
  {
    name: 'text inside a code group',
    mutate: (r) => appendFileSync(join(r, 'content/pages/guide/start.md'), '\n:::code-group\n\n```bash [npm]\nnpm i x\n```\n\nThen run it.\n\n:::\n'),
    expect: [/start\.md:\d+:1 a :::code-group holds only code blocks \(found text\); move it before or after the group/],
  },
]

for (const c of cases) {
  test(c.name, async () => {
    const root = mkdtempSync(join(tmpdir(), 'bad-'))
    cpSync(template, root, { recursive: true })
    const out = join(root, 'dist')
    const before = readFileSync(join(out, 'guide/start.html'), 'utf8')
    c.mutate(root)
    let message = ''
    try {
      await buildSite({ root, out })
    } catch (error) {
      message = formatError(error, root)
    }
    assert.ok(message, 'the build should fail')
    for (const fragment of c.expect) assert.match(message, fragment)
    assert.is(readFileSync(join(out, 'guide/start.html'), 'utf8'), before, 'dist/ must be untouched')
  })
}

test('checkDeadlinks: "warn" turns broken links into warnings', async () => {
  const root = mkdtempSync(join(tmpdir(), 'bad-'))
  cpSync(template, root, { recursive: true })
  appendFileSync(join(root, 'content/pages/guide/start.md'), '\nSee [missing](/guide/missing).\n')
  edit(root, 'config/site.config.ts', (t) => t.replace("redirects:", "checkDeadlinks: 'warn',\n  redirects:"))
  const summary = await buildSite({ root, out: join(root, 'dist') })
  assert.ok(summary.warnings.some((w) => w.includes('/guide/missing')), summary.warnings.join('\n'))
})
test.run()
