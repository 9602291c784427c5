// Bad input gets a clear error naming file and line, and the previous dist/ stays exactly as it was.
import { spawnSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { BuildError, BuildErrors, formatError, GROUPED_FROM, MAX_LISTED_ERRORS } from '../../../build/errors/build-error.ts'
import { tempDir } from '../../support/temp-dir.ts'

const fixture = new URL('../../fixtures/site', import.meta.url).pathname
// One good build, reused as the "previous dist/" of every case.
const template = tempDir('bad-')
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
    mutate: (r) =>
      edit(r, 'config/site.config.ts', (t) => t.replace("topNav: [{ text: 'Guide', link: '/guide/start' }]", "topNav: [{ text: 'Guide', link: 7 }]")),
    expect: [/config\/site\.config\.ts:\d+ topNav\[0\]\.link: .*expected string/i],
  },
  {
    name: "config syntax error: file:line:col and the parser's reason",
    mutate: (r) => edit(r, 'config/site.config.ts', (t) => t.replace("description: 'A fixture site", "description: 'x' 'A fixture site")),
    expect: [/config\/site\.config\.ts:4:20 syntax error: Expected "}" but found "'A fixture site/],
  },
  {
    name: 'config importing a missing module',
    mutate: (r) =>
      edit(r, 'config/site.config.ts', (t) => `import sidebar from './no-such-sidebar.ts'\n${t.replace('description:', 'sidebarX: sidebar,\n  description:')}`),
    expect: [/config\/site\.config\.ts:1:21 cannot find the module '\.\/no-such-sidebar\.ts' that the config imports/],
  },
  {
    name: 'config throwing while it loads',
    mutate: (r) =>
      edit(r, 'config/site.config.ts', (t) => t.replace("description: 'A fixture site for the build tests.'", 'description: notDefinedAnywhere.text')),
    expect: [/config\/site\.config\.ts:4:16 the config threw while loading: ReferenceError: notDefinedAnywhere is not defined/],
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
    expect: [/content\/pages\/guide\/components\.mdx:1\d:1 unknown component <Nope>: import it, or use one of /],
  },
  {
    name: 'MDX import that resolves nowhere',
    mutate: (r) => edit(r, 'content/pages/guide/components.mdx', (t) => t.replace('# Components', "import x from './nowhere'\n\n# Components")),
    expect: [/components\.mdx:\d+:1 cannot resolve the import '\.\/nowhere'/],
  },
  {
    name: 'invalid step heading level',
    mutate: (r) => appendFileSync(join(r, 'content/pages/guide/start.md'), '\n:::steps\n# One\nText\n:::\n'),
    expect: [/start\.md:2\d:1 Invalid\./],
  },
  {
    name: 'text inside a code group',
    mutate: (r) => appendFileSync(join(r, 'content/pages/guide/start.md'), '\n:::code-group\n\n```bash [npm]\nnpm i x\n```\n\nThen run it.\n\n:::\n'),
    expect: [/start\.md:\d+:1 a :::code-group tab has no name \(found text\): name a code block with \[label\]/],
  },
  {
    name: 'a page name too long for a file system: the page, its size and what to do, before anything is written',
    mutate: (r) => writeFileSync(join(r, `content/pages/${'a'.repeat(252)}.md`), '# Long\n'),
    expect: [
      /content\/pages\/a{252}\.md the page's name is too long: its output file "a+…" would have 257 bytes, more than the 255 a file system takes; shorten the file name by 2 bytes or more/,
    ],
  },
  {
    name: 'an island prop nested 5,000 deep: the page, the line and the prop',
    mutate: (r) => {
      mkdirSync(join(r, 'components'))
      writeFileSync(join(r, 'components/Deep.tsx'), 'export function Deep(props: { data: unknown }) {\n  return <p>deep</p>\n}\n')
      writeFileSync(
        join(r, 'content/pages/deep.mdx'),
        "import { Deep } from '../../components/Deep.tsx'\n\nexport const data = (() => {\n  let v = 1\n  for (let i = 0; i < 5000; i++) v = [v]\n  return v\n})()\n\n# Deep\n\n<Deep client:load data={data} />\n",
      )
    },
    expect: [/content\/pages\/deep\.mdx:11 prop "data\[0\]\[0\].*" of <Deep> cannot be sent to the browser: it is nested more than 100 levels deep/],
  },
  {
    name: 'an include of a FIFO: not a regular file, without waiting on it',
    mutate: (r) => {
      mkdirSync(join(r, 'content/snippets'))
      spawnSync('mkfifo', [join(r, 'content/snippets/fifo')])
      appendFileSync(join(r, 'content/pages/guide/start.md'), '\n```ts\n// [!include ~/snippets/fifo]\n```\n')
    },
    expect: [/start\.md:\d+ cannot include ~\/snippets\/fifo: .*fifo is not a regular file \(a FIFO, socket or device\): include a file/],
  },
  {
    name: 'an import of a FIFO as a partial: not a regular file, without waiting on it',
    mutate: (r) => {
      spawnSync('mkfifo', [join(r, 'content/pages/_fifo.mdx')])
      writeFileSync(join(r, 'content/pages/uses-fifo.mdx'), "import Fifo from './_fifo.mdx'\n\n# F\n\n<Fifo />\n")
    },
    expect: [/content\/pages\/uses-fifo\.mdx:1:1 imports \.\/_fifo\.mdx, which is not a regular file/],
  },
  {
    name: 'an import cycle of two partials names every file of the cycle',
    mutate: (r) => {
      writeFileSync(join(r, 'content/pages/cycle.mdx'), "import A from './_a.mdx'\n\n# C\n\n<A />\n")
      writeFileSync(join(r, 'content/pages/_a.mdx'), "import B from './_b.mdx'\n\nA <B />\n")
      writeFileSync(join(r, 'content/pages/_b.mdx'), "import A from './_a.mdx'\n\nB <A />\n")
    },
    expect: [/_b\.mdx:1:1 the partial 'A' imports itself \(through cycle\.mdx → _a\.mdx → _b\.mdx → _a\.mdx\); remove one of these imports/],
  },
]

for (const c of cases) {
  test(c.name, async () => {
    const root = tempDir('bad-')
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

for (const [name, first, second, how] of [
  ['letter case', 'Foo.md', 'foo.md', 'only in letter case'],
  ['Unicode normalization', 'caf\u00e9.md', 'cafe\u0301.md', 'only in Unicode normalization \\(NFC and NFD\\)'],
] as const) {
  test(`two pages whose names differ ${name} build with one warning naming both`, async () => {
    const root = tempDir('bad-')
    cpSync(template, root, { recursive: true })
    writeFileSync(join(root, 'content/pages', first), '# One\n')
    writeFileSync(join(root, 'content/pages', second), '# Two\n')
    assert.is(readdirSync(join(root, 'content/pages')).filter((n) => n === first || n === second).length, 2, 'two files on this file system')
    const summary = await buildSite({ root, out: join(root, 'dist') })
    const clashes = summary.warnings.filter((w) => w.includes('differ only'))
    assert.is(clashes.length, 1, summary.warnings.join('\n'))
    assert.match(clashes[0]!, new RegExp(`${how}: they overwrite each other on macOS and Windows`))
    for (const file of [first, second]) assert.ok(clashes[0]!.includes(file.slice(0, -3)), `names ${file}: ${clashes[0]}`)
  })
}

test('checkDeadlinks: "warn" turns broken links into warnings', async () => {
  const root = tempDir('bad-')
  cpSync(template, root, { recursive: true })
  appendFileSync(join(root, 'content/pages/guide/start.md'), '\nSee [missing](/guide/missing).\n')
  edit(root, 'config/site.config.ts', (t) => t.replace('redirects:', "checkDeadlinks: 'warn',\n  redirects:"))
  const summary = await buildSite({ root, out: join(root, 'dist') })
  assert.ok(
    summary.warnings.some((w) => w.includes('/guide/missing')),
    summary.warnings.join('\n'),
  )
})
test('every broken page is reported in one run, sorted by file, and dist/ stays as it was', async () => {
  const root = tempDir('bad-')
  cpSync(template, root, { recursive: true })
  const out = join(root, 'dist')
  const before = readFileSync(join(out, 'guide/start.html'), 'utf8')
  const pages = join(root, 'content/pages')
  writeFileSync(join(pages, 'e-yaml.md'), '---\ntitle: [oops\n---\n# E\n')
  writeFileSync(join(pages, 'b-link.md'), '# B\n\nSee [gone](/nowhere).\n')
  writeFileSync(join(pages, 'c-component.mdx'), '# C\n\n<Nope />\n')
  writeFileSync(join(pages, 'a-group.md'), '# A\n\n:::code-group\n\nJust text.\n\n:::\n')
  mkdirSync(join(pages, 'd-twice'))
  writeFileSync(join(pages, 'd-twice.md'), '# D\n')
  writeFileSync(join(pages, 'd-twice/index.md'), '# D again\n')
  writeFileSync(join(pages, 'f-fine.md'), '# F\n\nLinks to a broken page are not reported: [c](/c-component).\n')
  let message = ''
  try {
    await buildSite({ root, out })
  } catch (error) {
    message = formatError(error, root)
  }
  const lines = message.split('\n')
  assert.is(lines[0], '5 errors in 5 files:', message)
  const files = lines.slice(1).map((l) => l.trim().split(':')[0])
  assert.equal(
    files,
    ['content/pages/a-group.md', 'content/pages/b-link.md', 'content/pages/c-component.mdx', 'content/pages/d-twice/index.md', 'content/pages/e-yaml.md'],
    message,
  )
  assert.match(message, /a-group\.md:\d+:1 a :::code-group tab has no name/)
  assert.match(message, /b-link\.md:3:5 → \/nowhere/)
  assert.match(message, /c-component\.mdx:3:1 unknown component <Nope>/)
  assert.match(message, /d-twice\/index\.md:1 route \/d-twice is already defined by d-twice\.md/)
  assert.match(message, /e-yaml\.md:\d+:\d+ invalid YAML frontmatter/)
  assert.is(readFileSync(join(out, 'guide/start.html'), 'utf8'), before, 'dist/ must be untouched')
})

test('every failing include of a page is reported, on this thread and from compile threads alike', async () => {
  for (const threads of [0, 2]) {
    const root = tempDir('bad-includes-')
    cpSync(template, root, { recursive: true })
    writeFileSync(
      join(root, 'content/pages/includes.md'),
      '# Includes\n\n```ts\n// [!include ~/snippets/gone.ts]\n```\n\n```ts\n// [!include ~/snippets/away.ts]\n```\n',
    )
    let message = ''
    try {
      await buildSite({ root, out: join(root, 'dist'), threads })
    } catch (error) {
      message = formatError(error, root)
    }
    assert.match(message, /includes\.md:4 cannot include ~\/snippets\/gone\.ts: no such file/, `threads: ${threads}\n${message}`)
    assert.match(message, /includes\.md:8 cannot include ~\/snippets\/away\.ts: no such file/, `threads: ${threads}\n${message}`)
  }
})

test('many problems of one class are one line of the report: their count, files and first places', async () => {
  const root = tempDir('bad-')
  cpSync(template, root, { recursive: true })
  const count = MAX_LISTED_ERRORS + 12
  const links = Array.from({ length: count }, (_, i) => `- [x](/missing-${String(i).padStart(3, '0')})`).join('\n')
  writeFileSync(join(root, 'content/pages/many.md'), `# Many\n\n${links}\n`)
  writeFileSync(join(root, 'content/pages/one.md'), '# One\n\n[y](/missing-one)\n')
  let message = ''
  try {
    await buildSite({ root, out: join(root, 'dist') })
  } catch (error) {
    message = formatError(error, root)
  }
  assert.equal(message.split('\n'), [
    `${count + 1} errors in 2 files:`,
    `  ${count + 1} × links to a missing page or file (2 files): content/pages/many.md:3:3 → /missing-000, content/pages/many.md:4:3 → /missing-001, content/pages/many.md:5:3 → /missing-002 and ${count - 2} more`,
  ])
})

test(`a report of more than ${MAX_LISTED_ERRORS} lines lists ${MAX_LISTED_ERRORS} and counts the rest; fewer than ${GROUPED_FROM} of a class stay lines of their own`, () => {
  const errors = Array.from({ length: MAX_LISTED_ERRORS + 12 }, (_, i) => new BuildError({ file: join(fixture, `p${i}.md`), line: 1 }, `problem number ${i}`))
  const lines = formatError(BuildErrors.of(errors), fixture).split('\n')
  assert.is(lines.length, 1 + MAX_LISTED_ERRORS + 1)
  assert.is(lines[1], '  p0.md:1 problem number 0')
  assert.is(lines.at(-1)!.trim(), '… and 12 more')
  const two = [0, 1].map((i) => new BuildError({ file: join(fixture, 'a.md'), line: i + 1 }, 'unknown component <Sandbox>: import it'))
  assert.equal(formatError(BuildErrors.of(two), fixture).split('\n').slice(1), [
    '  a.md:1 unknown component <Sandbox>: import it',
    '  a.md:2 unknown component <Sandbox>: import it',
  ])
  const three = [...two, new BuildError({ file: join(fixture, 'b.md'), line: 4 }, 'unknown component <Sandbox>: import it')]
  assert.equal(formatError(BuildErrors.of(three), fixture).split('\n').slice(1), [
    '  3 × unknown component <Sandbox>: import it (2 files): a.md:1, a.md:2, b.md:4',
  ])
})

test.run()
