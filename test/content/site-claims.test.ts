// Site-wide claims checked against their sources: the version string is said where the reader installs (and in the
// banner), no page or config compares speed without a measurement, and what the pages say the Recoil demos cover
// matches the demo code (content/demos) that runs them. The home page says what the library is with the site's own
// description, installs both packages, and its first button is the first step of the one path in.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { MEMORY_COUNTS } from '../../content/demos/components/MemoryDemo.tsx'
import { PROVIDER_COUNTS } from '../../content/demos/components/ProviderInitDemo.tsx'
import { RECOIL_MAX_ATOMS } from '../../content/demos/libraries.ts'
import { listPages, repoRoot } from './markdown-fences.ts'

const pages = listPages()
const version = JSON.parse(readFileSync(join(repoRoot, 'node_modules', 'valdres', 'package.json'), 'utf8')).version as string
const config = readFileSync(join(repoRoot, 'config', 'site.config.ts'), 'utf8')
function page(route: string): string {
  const found = pages.find((p) => p.route === route)
  if (!found) throw new Error(`no page ${route}`)
  return found.source
}

test('the installed version is said once in the pages, on the installation page, and once in the site banner', () => {
  const mentions = pages.flatMap((p) => (p.source.split(version).length > 1 ? [{ route: p.route, count: p.source.split(version).length - 1 }] : []))
  assert.equal(mentions, [{ route: '/valdres-react/introduction', count: 1 }])
  const banner = /banner:\s*\{[\s\S]*?\n {2}\}/.exec(config)?.[0] ?? /banner:\s*'[^']*'/.exec(config)?.[0] ?? ''
  assert.ok(banner.includes(version), 'the config banner names the version')
  assert.is(config.split(version).length - 1, 1, 'the config names the version once')
})

test('the home page: the configured description, both packages installed, Get started leads to the first step', () => {
  const description = /^ {2}description: '([^']+)',$/m.exec(config)?.[1]
  assert.is(description, 'A fast atom-based state library for JavaScript and React.')
  const home = page('/')
  assert.is(/^description: (.+)$/m.exec(home)?.[1], description, "the home page's meta description is the site's")
  assert.match(home, '<HomePage.InstallPackage name="valdres valdres-react" />')
  assert.match(home, '<HomePage.Button href="/valdres-react/introduction" variant="accent">Get started</HomePage.Button>')
  // The first step ends by sending the reader to core concepts, which the guides index lists right after it.
  const intro = page('/valdres-react/introduction')
  assert.match(intro, 'npm install valdres valdres-react')
  assert.match(intro, '1. [Core concepts](/guides/core-concepts)')
  const start = /## Start here\n\n([\s\S]*?)\n\n## /.exec(page('/guides'))?.[1] ?? ''
  const order = [...start.matchAll(/\]\((\/[^)#]+)\)/g)].map((m) => m[1])
  assert.equal(order.slice(0, 2), ['/valdres-react/introduction', '/guides/core-concepts'])
})

test('no page or config claims more speed than it measures', () => {
  const texts = [...pages.map((p) => ({ where: p.file, text: p.source })), { where: 'config/site.config.ts', text: config }]
  for (const { where, text } of texts) {
    assert.not.ok(/faster than (both|jotai|recoil)/i.test(text), `${where} compares speed without a figure`)
    assert.not.ok(/\d+(\.\d+)?\s*[x×] faster/i.test(text), `${where} quotes a speed-up that this site does not measure`)
  }
})

test('what the pages say about Recoil in the demos is what the demo code does', () => {
  const limit = RECOIL_MAX_ATOMS.toLocaleString('en-US')
  const largest = Math.max(...MEMORY_COUNTS, ...PROVIDER_COUNTS).toLocaleString('en-US')
  const recoil = page('/valdres-react/valdres-vs-recoil')
  assert.ok(recoil.includes(`run Recoil only up to ${limit} atoms`))
  assert.ok(recoil.includes(`Valdres and Jotai run up to ${largest}`))
  assert.ok(recoil.includes('does not run Recoil at all'))
  const performance = page('/valdres-react/performance')
  assert.ok(performance.includes(`Recoil takes part in two of them, Memory and Provider init, and only up to ${limit} atoms`))
  assert.not.ok(/measure it in your own browser, next to Jotai and Recoil\./.test(performance))
})

test.run()
