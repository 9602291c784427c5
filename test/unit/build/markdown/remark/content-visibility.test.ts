// Vocs's content visibility: `:::show[html]` and `:::hide[md]` stay in the page, `:::show[md]` and `:::hide[html]` do
// not; the page's Markdown gets the reverse, and a page without them keeps its Markdown as written.
import { toHtml } from 'hast-util-to-html'
import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { VFile } from 'vfile'
import { remarkContentVisibility } from '../../../../../build/markdown/remark/content-visibility.ts'

async function compile(markdown: string): Promise<{ html: string; markdown?: string }> {
  const file = new VFile({ value: markdown })
  file.data.page = { route: '/', basePath: '', linkBase: '/' }
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkContentVisibility).use(remarkRehype)
  const html = toHtml(await processor.run(processor.parse(file), file))
  return { html, markdown: file.data.page.markdown }
}

const PAGE = [
  '# Tides',
  '',
  ':::show[html]',
  'For readers of the page.',
  ':::',
  '',
  ':::show[md]',
  'For readers of the Markdown.',
  ':::',
  '',
  ':::hide[md]',
  'Not in the Markdown.',
  ':::',
  '',
  ':::hide[html]',
  'Not in the page.',
  ':::',
  '',
  ':::note',
  'A callout stays.',
  ':::',
  '',
].join('\n')

test('the page keeps show[html] and hide[md]; its Markdown keeps show[md] and hide[html]', async () => {
  const { html, markdown } = await compile(PAGE)
  assert.match(html, 'For readers of the page.')
  assert.match(html, 'Not in the Markdown.')
  assert.not.match(html, 'For readers of the Markdown.')
  assert.not.match(html, 'Not in the page.')
  assert.not.match(html, 'show')
  assert.is(markdown, '# Tides\n\nFor readers of the Markdown.\n\nNot in the page.\n\n:::note\nA callout stays.\n:::\n')
})

test('a page without them keeps its Markdown as written', async () => {
  const { markdown } = await compile('# Tides\n\n:::note\nA callout.\n:::\n')
  assert.is(markdown, undefined)
})

test.run()
