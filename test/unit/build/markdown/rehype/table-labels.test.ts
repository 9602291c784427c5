// Table names (build/markdown/rehype/table-labels.ts): a table is named after the heading it sits under, numbered
// from the second in a section on, "Table N" before any heading; code blocks between them change nothing.
import type { Element, Root } from 'hast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { rehypeTableLabels } from '../../../../../build/markdown/rehype/table-labels.ts'
import { walkElements } from '../../../../../build/markdown/tree-walk.ts'

function labelsOf(markdown: string): unknown[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTableLabels)
  const tree = processor.runSync(processor.parse(markdown)) as Root
  const labels: unknown[] = []
  walkElements(tree, (node: Element) => void (node.tagName === 'table' && labels.push(node.properties.dataTableLabel)))
  return labels
}

const table = '| a | b |\n| - | - |\n| 1 | 2 |\n'

test('named after the heading above, the second of a section numbered, "Table N" before any heading', () => {
  assert.equal(labelsOf(`${table}\n## Options\n\n${table}\n## Limits\n\n${table}\n${table}`), ['Table 1', 'Options table', 'Limits table', 'Limits table 2'])
})

test('a code block between a heading and its table changes nothing, whatever its text looks like', () => {
  const code = '```md\n## Not a heading\n\n| x | y |\n| - | - |\n```\n'
  assert.equal(labelsOf(`## Options\n\n${code}\n${table}`), ['Options table'])
})

test.run()
