// Routes from file paths, output file names, and link resolution relative to a page.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { htmlFilesOf, markdownFileOf, routeOf } from '../../../../build/content/routes.ts'
import { resolveHref } from '../../../../build/markdown/rehype/links.ts'
import { neighbours, sidebarFor, sidebarFromTree } from '../../../../build/render/sidebar.ts'

test('routes: index.md → /, a/b.md → /a/b, a/index.md → /a', () => {
  assert.is(routeOf('index.md'), '/')
  assert.is(routeOf('a/b.md'), '/a/b')
  assert.is(routeOf('a/index.mdx'), '/a')
  assert.is(routeOf('@valdres/color-mode.md'), '/@valdres/color-mode')
})

test('each route is reachable as /path.html and /path/ (index.html); markdown at /path.md', () => {
  assert.equal(htmlFilesOf('/'), ['index.html'])
  assert.equal(htmlFilesOf('/a/b'), ['a/b.html', 'a/b/index.html'])
  assert.is(markdownFileOf('/a/b'), 'a/b.md')
  assert.is(markdownFileOf('/'), 'index.md')
})

test('links resolve relative paths, .md extensions, index files and hashes', () => {
  assert.is(resolveHref('./other.md#x', '/guide/start'), '/guide/other#x')
  assert.is(resolveHref('../api/atom', '/guide/start'), '/api/atom')
  assert.is(resolveHref('/a/index.md', '/x'), '/a')
  assert.is(resolveHref('#h', '/guide/start'), '/guide/start#h')
  assert.is(resolveHref('/a/', '/x'), '/a')
})

test('sidebar: longest matching prefix wins; neighbours come from flattened links', () => {
  const scopes = [
    { prefix: '/', backLink: false, items: [{ text: 'root', link: '/' }] },
    {
      prefix: '/api',
      backLink: true,
      items: [
        {
          text: 'G',
          items: [
            { text: 'a', link: '/api/a' },
            { text: 'b', link: '/api/b', disabled: true },
            { text: 'c', link: '/api/c' },
          ],
        },
      ],
    },
  ]
  assert.is(sidebarFor(scopes, '/api/c')!.prefix, '/api')
  assert.is(sidebarFor(scopes, '/apix')!.prefix, '/')
  const n = neighbours(scopes[1]!.items, '/api/c')
  assert.is(n.prev!.link, '/api/a')
  assert.is(n.next, undefined)
})

test('a folder tree becomes a sidebar of collapsed groups', () => {
  const tree = sidebarFromTree([
    { path: '/', title: 'Home' },
    { path: '/guide/a', title: 'A' },
    { path: '/guide', title: 'Guide' },
    { path: '/z', title: 'Z' },
  ])
  assert.equal(tree, [
    { text: 'Guide', link: '/guide', collapsed: true, items: [{ text: 'A', link: '/guide/a' }] },
    { text: 'Z', link: '/z' },
  ])
})
test.run()
