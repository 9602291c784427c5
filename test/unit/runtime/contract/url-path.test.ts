// The three kinds of link, told apart by one module (runtime/contract/url-path.ts) for Markdown, the chrome, the
// <head> and the link checker: site paths get the basePath, other sites open in a new tab, schemes stay as written.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { configLinks } from '../../../../build/links/check-links.ts'
import { activeTopNavId } from '../../../../build/render/page-model.ts'
import { newTab } from '../../../../runtime/components/chrome/paths.ts'
import { withBase } from '../../../../runtime/components/site-context.ts'
import { isAbsoluteUrl, isOtherSite, isSitePath, normalizePath } from '../../../../runtime/contract/url-path.ts'
import { compileMarkdown } from '../../../support/compile-markdown.tsx'

test('site paths, other sites and schemes', () => {
  for (const href of ['/guide', '/logo.svg', '/']) assert.ok(isSitePath(href) && !isAbsoluteUrl(href), href)
  for (const href of ['//cdn.example.com/a.js', 'https://example.com', 'HTTP://EXAMPLE.COM', 'www.example.com']) {
    assert.ok(isOtherSite(href) && isAbsoluteUrl(href) && !isSitePath(href), href)
  }
  for (const href of ['mailto:a@b.c', 'tel:+4712345678', 'javascript:void 0']) assert.ok(isAbsoluteUrl(href) && !isOtherSite(href) && !isSitePath(href), href)
  for (const href of ['./a.md', '../b', 'c', '#h']) assert.ok(!isAbsoluteUrl(href) && !isSitePath(href) && !isOtherSite(href), href)
})

test('one rule names the route of a link, for the sidebar, the top nav, llms.txt and the link checker', () => {
  for (const form of ['/a/b', '/a/b/', '/a/b.html', '/a/b/index.html', '/a/b/index', '/a/b#x', '/a/b?q=1', '/a/b/#x'])
    assert.is(normalizePath(form), '/a/b', form)
  for (const form of ['/', '/index.html', '/index', '/#top', '']) assert.is(normalizePath(form), '/', form)
  assert.is(normalizePath('/my%20page'), '/my page', 'decoded once')
  // The top nav matches with the same rule: a link written as `.html`, `/index.html` or with a slash marks its section.
  const items = [
    { id: 0, text: 'A', link: '/a/index.html' },
    { id: 1, text: 'B', link: '/b.html' },
    { id: 2, text: 'C', link: '/c/' },
  ]
  assert.is(activeTopNavId(items, '/a/x'), 0)
  assert.is(activeTopNavId(items, '/b'), 1)
  assert.is(activeTopNavId(items, '/c/d'), 2)
  assert.is(activeTopNavId(items, '/d'), undefined)
})

test('the chrome and Markdown treat each kind alike', async () => {
  assert.is(withBase('/docs', '//cdn.example.com/a.js'), '//cdn.example.com/a.js', 'protocol-relative is another site')
  assert.is(withBase('/docs', 'mailto:a@b.c'), 'mailto:a@b.c')
  assert.is(withBase('/docs', '/guide'), '/docs/guide')
  assert.equal(newTab('www.example.com'), { target: '_blank', rel: 'noopener noreferrer' })
  assert.equal(newTab('mailto:a@b.c'), {})
  const { html } = await compileMarkdown('[a](//cdn.example.com/x) [b](mailto:a@b.c) [c](/guide)', { basePath: '/docs' })
  assert.match(html, 'href="//cdn.example.com/x" target="_blank" rel="noopener noreferrer"')
  assert.match(html, 'href="mailto:a@b.c"')
  assert.not.match(html, 'href="mailto:a@b.c" target')
  assert.match(html, 'href="/docs/guide"')
})

test('the link checker checks the config site paths only, not protocol-relative links to other sites', () => {
  const source = configLinks(
    'site.config.ts',
    '',
    [
      [
        { text: 'a', link: '/guide' },
        { text: 'b', link: '//cdn.example.com/x' },
      ],
    ],
    [{ id: 0, text: 'c', link: 'https://example.com' }],
  )
  assert.equal(
    source.links.map((l) => l.url),
    ['/guide'],
  )
})

test.run()
