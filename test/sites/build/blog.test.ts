// Blog: posts listed newest first with authors, long dates and descriptions; an Atom feed when there are posts;
// the empty state when there are none; configured head tags that never block rendering.
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { copyFixture } from '../../support/fixture-copy.ts'

const { root, out, read } = copyFixture('blog')

test.before(async () => {
  await buildSite({ root, out })
})

test('the post list shows posts newest first, with date, authors and description', () => {
  const page = read('index.html')
  const html = page.slice(page.indexOf('class="blog-posts"'))
  const later = html.indexOf('A later post')
  const first = html.indexOf('The first post')
  assert.ok(later > 0 && first > later, 'newest first')
  assert.match(html, '<time dateTime="2024-06-01">June 1, 2024</time> by <!-- -->Linus')
  assert.match(html, /January 15, 2024<\/time> by <a href="https:\/\/example.com\/ada"[^>]*>Ada<\/a> &amp; <!-- -->Grace/)
  assert.match(html, 'The first post of the blog.')
  assert.match(
    html,
    /so the list takes its first paragraph, and cuts it at two hundred characters so that a long opening paragraph does not turn the list of posts into a wa…/,
  )
  assert.match(html, 'href="/blog/first"')
})

test('a post renders its byline', () => {
  assert.match(read('blog/first.html'), 'January 15, 2024</time> by')
})

test('an Atom feed lists the posts with absolute links', () => {
  const feed = read('feed.xml')
  assert.match(feed, '<feed xmlns="http://www.w3.org/2005/Atom">')
  assert.match(feed, '<link href="https://blog.example/blog/second"/>')
  assert.ok(feed.indexOf('/blog/second') < feed.indexOf('/blog/first'))
  assert.match(feed, '<updated>2024-06-01T00:00:00.000Z</updated>')
  assert.match(feed, '<author><name>Ada</name></author>')
})

test('configured head tags are in every page; a script with a src loads async', () => {
  for (const page of ['index.html', 'blog/first.html']) {
    const html = read(page)
    assert.match(html, '<script src="https://analytics.example/a.js" data-site="fixture" async></script>')
    assert.match(html, '<meta name="theme-color" content="#5753c6">')
  }
})

test('without posts: the list shows its empty state and no feed is written', async () => {
  rmSync(join(root, 'content/pages/blog'), { recursive: true })
  await buildSite({ root, out })
  assert.match(read('index.html'), 'No posts yet.')
  assert.not.ok(existsSync(join(out, 'feed.xml')))
})
test.run()
