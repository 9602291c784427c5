// The copy of micromark's postprocess the parse runs (build/markdown/vendor/micromark-postprocess.js): a copy of the
// installed versions, and the same events as the package's (types, positions, pairs, container marks, every error)
// with the pipeline's whole syntax, for every page of this site and the fixtures, fuzz pages and nested containers.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createProcessor } from '@mdx-js/mdx'
import { postprocess as packagePostprocess, parse, preprocess } from 'micromark'
import type { Event, ParseOptions } from 'micromark-util-types'
import remarkParse from 'remark-parse'
import { type Processor, unified } from 'unified'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { remarkPlugins } from '../../../../../build/markdown/pipeline.ts'
import { postprocess as copyPostprocess } from '../../../../../build/markdown/vendor/micromark-postprocess.js'
import { fuzzPages } from '../../../../support/fuzz-pages.ts'
import { nestedMarkdown } from '../../../../support/nested-markdown.ts'

const REPO = fileURLToPath(new URL('../../../../../', import.meta.url))
const COPY = join(REPO, 'build/markdown/vendor/micromark-postprocess.js')

function syntaxOf(processor: Processor): ParseOptions {
  processor.freeze()
  return { extensions: processor.data('micromarkExtensions') ?? [] }
}
const markdown = syntaxOf(unified().use(remarkParse).use(remarkPlugins({})) as unknown as Processor)
const mdx = syntaxOf(createProcessor({ remarkPlugins: remarkPlugins({}) }) as unknown as Processor)

/** The events of `source`, one line each: kind, type, which token (numbered as met), position, container mark. */
function eventsOf(source: string, syntax: ParseOptions, postprocess: (events: Event[]) => Event[]): string[] | string {
  let events: Event[]
  try {
    events = postprocess(
      parse(syntax)
        .document()
        .write(preprocess()(source, undefined, true)),
    )
  } catch (error) {
    return `error: ${(error as Error).message}`
  }
  const tokens = new Map<unknown, number>()
  return events.map(([kind, token]) => {
    if (!tokens.has(token)) tokens.set(token, tokens.size)
    const { start, end } = token
    const container = (token as { _container?: boolean })._container ? ' container' : ''
    return `${kind} ${token.type} #${tokens.get(token)} ${start.line}:${start.column}(${start.offset})-${end.line}:${end.column}(${end.offset})${container}`
  })
}

function assertSameEvents(name: string, source: string, syntax: ParseOptions): void {
  const expected = eventsOf(source, syntax, packagePostprocess)
  const actual = eventsOf(source, syntax, copyPostprocess)
  if (typeof expected === 'string' || typeof actual === 'string') {
    assert.is(actual, expected, name)
    return
  }
  const at = expected.findIndex((line, i) => line !== actual[i])
  if (at === -1 && actual.length === expected.length) return
  assert.unreachable(
    `${name}: event ${at === -1 ? expected.length : at}: ${actual[at] ?? '(none)'} where the package has ${expected[at] ?? '(none)'}\n${JSON.stringify(source)}`,
  )
}

test('the copy is of the installed versions of micromark and micromark-util-subtokenize', () => {
  const header = readFileSync(COPY, 'utf8').split('\n')[0]!
  const version = (name: string) => JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')).version
  assert.match(header, `micromark ${version('micromark').split('.')[0]}'s`)
  assert.match(header, `micromark-util-subtokenize ${version('micromark-util-subtokenize')}`)
})

test("every page of this site and the fixtures gives the package's events", () => {
  const files = readdirSync(REPO, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => /^(content|test\/fixtures)\//.test(relative(REPO, file)) && !/\/(node_modules|dist|\.cache)\//.test(file))
  assert.ok(files.length > 100, `${files.length} pages found`)
  for (const file of files) assertSameEvents(file, readFileSync(file, 'utf8'), file.endsWith('.mdx') ? mdx : markdown)
})

test("500 fuzz pages and 3,000 documents of nested containers give the package's events", () => {
  for (const page of fuzzPages(20261127, 500)) assertSameEvents(`fuzz page ${page.index}`, page.text, page.file.endsWith('.mdx') ? mdx : markdown)
  for (let seed = 0; seed < 3000; seed++) assertSameEvents(`nested document ${seed}`, nestedMarkdown(seed), seed % 3 ? markdown : mdx)
})

test('container exits move before the line endings of embedded documents, task items in them are found', () => {
  // A directive holds a document of its own: its flow chunks (and their list items, task items and container exits)
  // are met in the passes after the first.
  for (const source of [':::tip\n- [ ] a\n:::\n', ':::tip\n> - a\n>\n> b\n:::\n', '> - a\n>   - b\n>\n> c\n', '- a\n\n  > b\n\n- c\n']) {
    assertSameEvents(source, source, markdown)
  }
  const events = eventsOf(':::tip\n- [ ] a\n:::\n', markdown, copyPostprocess)
  assert.ok(Array.isArray(events) && events.some((line) => line.startsWith('enter taskListCheck ')), 'the task item in the directive is found')
})

// No syntax of the pipeline puts line endings in a document's own events, or at the end of a chunk met after the
// pass that met the container's exit (line endings are flow's), but an extension may: event lists made by hand.
const point = (offset: number) => ({ line: 1, column: offset + 1, offset })
const token = (type: string, from: number, to: number, fields: object = {}) => ({ type, start: point(from), end: point(to), ...fields }) as Event[1]
const context = {} as Event[2]
/** A chunk already tokenized: `events` are its tokenizer's. */
const chunk = (from: number, to: number, events: Event[]) =>
  token('chunkTest', from, to, { contentType: 'text', _tokenizer: { events, write() {}, defineSkip() {} } })
const shape = (events: Event[]) => events.map(([kind, t]) => `${kind} ${t.type} ${t.end.offset}`)

/** Both postprocesses over fresh copies of a list; the package must move the quote's exit to the fourth place. */
function assertMovesAsPackage(eventList: () => Event[], why: string): void {
  const expected = shape(packagePostprocess(eventList()))
  assert.equal(expected.slice(3, 4), ['exit blockQuote 2'], why)
  assert.equal(shape(copyPostprocess(eventList())), expected)
}

test('a container exit after line endings with no chunk before them moves as in the package', () => {
  assertMovesAsPackage((): Event[] => {
    const quote = token('blockQuote', 0, 3, { _container: true })
    const prefix = token('blockQuotePrefix', 0, 2)
    const ending = token('lineEnding', 2, 3)
    return [
      ['enter', quote, context],
      ['enter', prefix, context],
      ['exit', prefix, context],
      ['enter', ending, context],
      ['exit', ending, context],
      ['exit', quote, context],
    ]
  }, 'the package moves the exit')
})

test('a container exit met in an earlier pass moves past the line endings a later chunk ends with', () => {
  assertMovesAsPackage((): Event[] => {
    const quote = token('blockQuote', 0, 3, { _container: true })
    const data = token('data', 0, 2)
    const ending = token('lineEnding', 2, 3)
    const inner = chunk(0, 3, [
      ['enter', data, context],
      ['exit', data, context],
      ['enter', ending, context],
      ['exit', ending, context],
    ])
    const outer = chunk(0, 3, [
      ['enter', inner, context],
      ['exit', inner, context],
    ])
    return [
      ['enter', quote, context],
      ['enter', outer, context],
      ['exit', outer, context],
      ['exit', quote, context],
    ]
  }, 'the package moves the exit in its second pass')
})

test.run()
