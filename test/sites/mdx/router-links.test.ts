// A Vocs site's own components using react-router's Link, NavLink and useLocation, as Vocs (which ran every page in a
// router) let them: on the server and in an island, links are plain <a> elements with the site's base path, and the
// location is the page's.
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { siteOfFiles } from '../../support/fixture-copy.ts'

function site(): string {
  return siteOfFiles('router-links', {
    'vocs.config.ts': "export default { title: 'Tides', basePath: '/docs' }\n",
    'docs/components/Nav.tsx': [
      "import { Link, NavLink, useLocation } from 'react-router-dom'",
      'export function Nav() {',
      '  const { pathname } = useLocation()',
      '  return (',
      '    <nav data-at={pathname}>',
      '      <Link to="/guide/start" className="start">Start</Link>',
      "      <NavLink to=\"/guide\" className={({ isActive }) => (isActive ? 'on' : 'off')}>Guide</NavLink>",
      '      <Link to={{ pathname: "/", hash: "#top" }}>Home</Link>',
      '    </nav>',
      '  )',
      '}',
    ].join('\n'),
    'docs/pages/index.md': '# Home\n',
    'docs/pages/guide/start.md': '# Start\n',
    'docs/pages/guide/index.mdx': "import { Nav } from '../../components/Nav'\n\n# Guide\n\n<Nav static />\n\n<Nav client:load />\n",
  })
}

test("react-router's links and location in a site's component: plain links with the base path, the page's location, an island too", async () => {
  const built = await generateSiteFiles({ root: site(), threads: 0 })
  const html = built.files.find((f) => f.path === 'guide.html' || f.path === 'guide/index.html') as { content: string } | undefined
  assert.ok(html, built.files.map((f) => f.path).join(' '))
  const navs = [...new JSDOM(html!.content).window.document.querySelectorAll('nav[data-at]')]
  assert.is(navs.length, 2, 'rendered in place and as an island')
  for (const nav of navs) {
    assert.is(nav.getAttribute('data-at'), '/guide')
    const links = [...nav.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.className, a.getAttribute('aria-current')])
    assert.equal(links, [
      ['/docs/guide/start', 'start', null],
      ['/docs/guide', 'on', 'page'],
      ['/docs/#top', '', null],
    ])
  }
  const chunks = built.files.filter((f) => /^assets\/islands\/.*\.js$/.test(f.path)).map((f) => String((f as { content: string }).content))
  assert.ok(chunks.length > 0, 'the island has its chunk')
  assert.not.ok(
    chunks.some((code) => /from\s*["']react-router/.test(code)),
    'react-router is not left to the browser to find',
  )
})

test.run()
