// An .mdx page of a Vocs site using an installed package's component as an island (a wallet widget, a chart), and a
// site component importing that package's stylesheet: the page renders, the island gets the package's browser chunk,
// and the stylesheet's rules join the site's once.
import { symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { siteOfFiles } from '../../support/fixture-copy.ts'

const REPO = new URL('../../..', import.meta.url).pathname

function site(): string {
  const root = siteOfFiles('package-islands', {
    'node_modules/tide-widgets/package.json': JSON.stringify({
      name: 'tide-widgets',
      version: '1.0.0',
      type: 'module',
      exports: { '.': './index.js', './styles.css': './dist/styles.css' },
    }),
    'node_modules/tide-widgets/index.js':
      "import { createElement } from 'react'\nexport function Tide({ level }) {\n  return createElement('p', { className: 'tide-widget' }, 'Tide at ' + level + ' m')\n}\n",
    'node_modules/tide-widgets/dist/styles.css': '.tide-widget { color: teal; }\n',
    // A CommonJS package, as many are: its require('react') must reach the page's React in the browser too.
    'node_modules/tide-gauge/package.json': JSON.stringify({ name: 'tide-gauge', version: '1.0.0', main: 'index.js' }),
    'node_modules/tide-gauge/index.js':
      "const React = require('react')\nexports.Gauge = function Gauge({ level }) {\n  return React.createElement('meter', { value: level, max: 10 })\n}\n",
    'docs/styles.css': '.harbour { color: navy; }\n',
    'docs/components/Harbour.tsx':
      'import \'tide-widgets/styles.css\'\nexport const Harbour = ({ children }: { children?: React.ReactNode }) => <div className="harbour">{children}</div>\n',
    'docs/pages/index.mdx':
      "import { Tide } from 'tide-widgets'\nimport { Gauge } from 'tide-gauge'\nimport { Harbour } from '../components/Harbour'\n\n# Tides\n\n<Tide level={3} />\n\n<Gauge level={4} />\n\n<Harbour>Moored</Harbour>\n",
  })
  // React installed beside them, as every Vocs site has it.
  symlinkSync(join(REPO, 'node_modules/react'), join(root, 'node_modules/react'))
  return root
}

test("a package's component is an island with the package's chunk; its stylesheet, imported by a component, joins once", async () => {
  const built = await generateSiteFiles({ root: site(), threads: 0 })
  const text = (path: RegExp) => built.files.filter((f) => path.test(f.path)).map((f) => String((f as { content: string }).content))
  const page = new JSDOM(text(/^index\.html$/)[0]).window.document
  const island = page.querySelector('vellum-island')
  assert.ok(island, 'the package component is an island')
  assert.is(island!.getAttribute('data-export'), 'Tide')
  assert.is(island!.textContent, 'Tide at 3 m')
  const chunk = island!.getAttribute('data-src')!
  assert.is(text(new RegExp(`^${chunk.slice(1).replace(/\./g, '\\.')}$`)).length, 1, `the chunk ${chunk} is written`)
  assert.is(page.querySelector('.harbour')?.textContent, 'Moored')
  const gauge = [...page.querySelectorAll('vellum-island')].find((island) => island.getAttribute('data-export') === 'Gauge')
  assert.ok(gauge?.querySelector('meter[value="4"]'), 'the CommonJS package renders on the server')
  const chunks = text(/^assets\/islands\/.*\.js$/)
  assert.ok(chunks.length > 0)
  assert.not.ok(
    chunks.some((code) => code.includes('Dynamic require of')),
    "no chunk requires React's chunk, which a browser cannot do",
  )
  const [css] = text(/^assets\/style\.[\w-]+\.css$/)
  assert.is(css!.match(/\.tide-widget\{color:teal\}/g)?.length, 1, css!.slice(-300))
})

test.run()
