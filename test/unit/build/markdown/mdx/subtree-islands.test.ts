// Which elements with component children can be islands of their own, and what their module holds: the imports the
// element uses (and only those), its source as written; a render prop's own names are its own; the page's values, a
// component the page did not import, or one from a module that only the server has keep it out.
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VFile } from 'vfile'
import { subtreeIsland } from '../../../../../build/markdown/mdx/subtree-islands.ts'

const BINDINGS = new Map([
  ['Shelf', { source: '../components/Shelf', imported: 'Shelf' }],
  ['Jar', { source: '../components/Jar', imported: 'default' }],
  ['Ui', { source: 'ui-kit', imported: '*' }],
  ['Unused', { source: 'big-library', imported: 'Unused' }],
  ['Callout', { source: 'vocs/components', imported: 'Callout' }],
])

function island(mdx: string) {
  const file = new VFile({ path: '/site/docs/pages/shelves.mdx', value: mdx })
  const tree = unified().use(remarkParse).use(remarkMdx).parse(file)
  const element = tree.children.find((node) => node.type === 'mdxJsxFlowElement') as MdxJsxFlowElement
  return subtreeIsland(element, file, BINDINGS, new Set(['title', 'frontmatter']), (source) => source === 'vocs/components')
}

test('its module imports what the element uses, then holds the element as written', () => {
  const made = island('<Shelf label="top">\n  <Jar name="Honey" />\n  <Ui.Lid />\n</Shelf>\n')!
  assert.is(made.module.dir, '/site/docs/pages')
  assert.is(
    made.module.source,
    'import Jar from "../components/Jar"\nimport { Shelf } from "../components/Shelf"\nimport * as Ui from "ui-kit"\n\n<Shelf label="top">\n  <Jar name="Honey" />\n  <Ui.Lid />\n</Shelf>\n',
  )
  assert.match(made.key, /^vellum-subtree:[0-9a-f]{16}$/)
  assert.is(island('<Shelf label="top">\n  <Jar name="Honey" />\n  <Ui.Lid />\n</Shelf>\n')!.key, made.key, 'the same element, the same key')
})

test("a render prop's parameters and its JSX's components count; JavaScript's own globals are there", () => {
  const made = island(
    '<Shelf label="top">\n  {({ jar, ...rest }) => <Jar name={jar ?? String(Math.PI)} onPick={() => console.log(window.location)} {...rest} />}\n</Shelf>\n',
  )
  assert.ok(made, 'an island of its own')
  assert.match(made!.module.source, 'import Jar from "../components/Jar"')
})

test("the page's own values, a component it did not import, a server-only module: not an island of its own", () => {
  assert.is(island('<Shelf label={title}>\n  <Jar name="Honey" />\n</Shelf>\n'), undefined)
  assert.is(island('<Shelf label={frontmatter.title}>\n  <Jar name="Honey" />\n</Shelf>\n'), undefined)
  assert.is(island('<Shelf label="top">\n  <Pot />\n</Shelf>\n'), undefined)
  assert.is(island('<Shelf label="top">\n  <Callout>Careful</Callout>\n</Shelf>\n'), undefined)
})

test.run()
