// The twoslash-heavy corpus of `npm run bench`: N pages, each with prose and two `ts twoslash` blocks that import zod
// (a large typed package, installed in the site), laid out as the shared Markdown corpus is (`content/pages`,
// `content/sidebar.json`), so Vocs builds it the same way (bench/vocs.ts). Deterministic: page i is always the same.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const SECTIONS = ['schemas', 'parsing', 'errors', 'transforms', 'objects']
const FIELDS = ['name', 'email', 'age', 'tags', 'createdAt', 'score', 'active', 'role']

/** Field i of a schema, as zod code (a different mix on every page, so no two blocks are the same text). */
function field(i: number, k: number): string {
  const name = `${FIELDS[(i + k) % FIELDS.length]}${k}`
  switch ((i * 7 + k) % 6) {
    case 0:
      return `${name}: z.string().min(${(i % 5) + 1})`
    case 1:
      return `${name}: z.number().int().max(${100 + i})`
    case 2:
      return `${name}: z.array(z.string()).optional()`
    case 3:
      return `${name}: z.enum(['admin', 'editor', 'viewer${i}'])`
    case 4:
      return `${name}: z.boolean().default(${i % 2 === 0})`
    default:
      return `${name}: z.union([z.string(), z.number()]).nullable()`
  }
}

/** Two twoslash blocks: a schema with its inferred type and a parse, then a union with a refinement and errors. */
function page(i: number): string {
  const Name = `Record${i}`
  const fields = Array.from({ length: 3 + (i % 4) }, (_, k) => `  ${field(i, k)},`).join('\n')
  return `# ${Name}

How the \`${Name}\` schema of section ${i % SECTIONS.length} is declared and what its parse returns.

\`\`\`ts twoslash
import { z } from 'zod'

const ${Name} = z.object({
${fields}
})
type ${Name} = z.infer<typeof ${Name}>
//   ^?

const parsed = ${Name}.safeParse(JSON.parse('{}'))
if (parsed.success) parsed.data
//                         ^?
\`\`\`

A union of results, refined, with the error its parse reports.

\`\`\`ts twoslash
import { z } from 'zod'

const Result${i} = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ok'), value: z.number().min(${i}) }),
  z.object({ kind: z.literal('error'), message: z.string(), code: z.number().int() }),
])
type Result${i} = z.infer<typeof Result${i}>
const check = Result${i}.refine((r) => r.kind === 'ok' || r.code > ${i % 10}, { message: 'code too low' })
const issues = check.safeParse({ kind: 'error', message: 'x', code: 0 }).error?.issues
//    ^?
\`\`\`

Both blocks are checked when the page is built; hover a name to see its type.
`
}

/** Writes `pages` pages (and the index and sidebar) into `content`, a site's content folder. */
export function writeTwoslashCorpus(content: string, pages: number): void {
  const sidebar = SECTIONS.map((section) => ({ text: section, collapsed: true, items: [] as { text: string; link: string }[] }))
  for (let i = 0; i < pages; i++) {
    const section = SECTIONS[i % SECTIONS.length]!
    mkdirSync(join(content, 'pages', section), { recursive: true })
    writeFileSync(join(content, 'pages', section, `record-${i}.md`), page(i))
    sidebar[i % SECTIONS.length]!.items.push({ text: `Record${i}`, link: `/${section}/record-${i}` })
  }
  writeFileSync(join(content, 'pages', 'index.md'), `# Typed records\n\n${pages} pages of zod schemas, each type-checked.\n`)
  writeFileSync(join(content, 'sidebar.json'), JSON.stringify(sidebar, null, 1))
}
