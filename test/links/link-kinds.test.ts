// The three kinds of link, told apart by one module (runtime/contract/url-path.ts) for Markdown, the chrome, the
// <head> and the link checker: site paths get the basePath, other sites open in a new tab, schemes stay as written.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { configLinks } from '../../build/links/check-links.ts'
import { withBase } from '../../runtime/components/site-context.ts'
import { newTab } from '../../runtime/components/chrome/paths.ts'
import { isAbsoluteUrl, isOtherSite, isSitePath } from '../../runtime/contract/url-path.ts'
import { compileMarkdown } from '../support/compile-markdown.tsx'

test('site paths, other sites and schemes', () => {
  for (const href of ['/guide', '/logo.svg', '/']) assert.ok(isSitePath(href) && !isAbsoluteUrl(href), href)
  for (const href of ['//cdn.example.com/a.js', 'https://example.com', 'HTTP://EXAMPLE.COM', 'www.example.com']) {
    assert.ok(isOtherSite(href) && isAbsoluteUrl(href) && !isSitePath(href), href)
  }
  for (const href of ['mailto:a@b.c', 'tel:+4712345678', 'javascript:void 0']) assert.ok(isAbsoluteUrl(href) && !isOtherSite(href) && !isSitePath(href), href)
  for (const href of ['./a.md', '../b', 'c', '#h']) assert.ok(!isAbsoluteUrl(href) && !isSitePath(href) && !isOtherSite(href), href)
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
