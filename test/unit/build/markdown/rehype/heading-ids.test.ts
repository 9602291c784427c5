// Heading ids: github-slugger's ids (Unicode kept, -1/-2 for repeats), and a non-empty unique id for a heading the
// slugger would empty (emoji or punctuation only).
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VFile } from 'vfile'
import { rehypeHeadingIds } from '../../../../../build/markdown/rehype/heading-ids.ts'

function idsOf(markdown: string): string[] {
  const file = new VFile(markdown)
  file.data.page = {} as NonNullable<typeof file.data.page>
  const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeHeadingIds)
  processor.runSync(processor.parse(file), file)
  return file.data.page!.anchors!
}

test('ordinary headings keep github-slugger ids', () => {
  assert.equal(idsOf('## Hello world\n\n## Hello world\n\n## Ärger über\n'), ['hello-world', 'hello-world-1', 'ärger-über'])
})

test('emoji-only and punctuation-only headings get non-empty, unique ids', () => {
  const ids = idsOf('## 🚀\n\n## 🎉\n\n## ?!\n\n## Section\n')
  assert.ok(
    ids.every((id) => id.length > 0),
    ids.join(','),
  )
  assert.is(new Set(ids).size, ids.length, ids.join(','))
  assert.equal(ids, ['section', 'section-1', 'section-2', 'section-3'])
})

test.run()
