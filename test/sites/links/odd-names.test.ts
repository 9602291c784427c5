// Pages and files whose names hold spaces, non-ASCII letters, `#`, `?` or `%`: links to them pass the link checker,
// render as percent-encoded hrefs, and those hrefs reach the right file on the preview server (one encode/decode
// pair, runtime/contract/url-path.ts, for all three).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { buildSite } from '../../../build/build-site.ts'
import { decodePath, encodePath, siteHref } from '../../../runtime/contract/url-path.ts'
import { serveStatic } from '../../support/static-server.ts'
import { tempDir } from '../../support/temp-dir.ts'

const names = ['my page', 'über', 'a#b', 'q?x', '100%', 'ça va?']

test('encodePath and decodePath are inverse for every odd name', () => {
  for (const name of names) {
    const encoded = encodePath(`/docs/${name}`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: anything outside ASCII, whose range starts at NUL
    assert.not.match(encoded, /[ #?]|[^\x00-\x7f]/, `${encoded} must be URL-safe`)
    assert.is(decodePath(encoded), `/docs/${name}`)
  }
  assert.is(encodePath('/@valdres/color-mode'), '/@valdres/color-mode', 'readable characters stay readable')
  assert.is(decodePath('/100%'), undefined, 'malformed escapes are reported, not guessed')
})

test('siteHref encodes once, whether the writer encoded the link or not', () => {
  assert.is(siteHref('/base', '/my page#x'), '/base/my%20page#x')
  assert.is(siteHref('/base', '/my%20page?q=1'), '/base/my%20page?q=1')
  assert.is(siteHref('', '/100%'), '/100%25')
  // Asked again (the answers are remembered): the same link under another base path, and the same text as a path.
  assert.is(siteHref('/base', '/my page#x'), '/base/my%20page#x')
  assert.is(siteHref('', '/my page#x'), '/my%20page#x')
  assert.is(siteHref('/other', '/my%20page?q=1'), '/other/my%20page?q=1')
})

test('links to odd names are not dead, and their hrefs serve the page', async () => {
  const root = tempDir('odd-names-')
  const pages = join(root, 'content/pages')
  mkdirSync(join(pages, 'dir'), { recursive: true })
  mkdirSync(join(root, 'static'), { recursive: true })
  const links: string[] = []
  for (const [i, name] of names.entries()) {
    writeFileSync(join(pages, 'dir', `${name}.md`), `# Page ${i}\n\n## Part ${i}\n\nBody of page ${i}.\n`)
    writeFileSync(join(root, 'static', `${name}.txt`), `file ${i}`)
    const encoded = encodeURIComponent(name)
    links.push(
      `- [encoded ${i}](./dir/${encoded}.md#part-${i})`,
      `- [angle ${i}](<./dir/${name.replace(/#/g, '%23').replace(/\?/g, '%3F').replace(/%$/, '%25')}.md>)`,
      `- [file ${i}](/${encoded}.txt)`,
    )
  }
  writeFileSync(join(pages, 'index.md'), `# Home\n\n${links.join('\n')}\n`)
  const out = join(root, 'dist')
  await buildSite({ root, out })
  const { readFileSync } = await import('node:fs')
  const home = readFileSync(join(out, 'index.html'), 'utf8')
  const hrefs = [...home.matchAll(/<a href="([^"]+)">(encoded|angle|file) \d/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  assert.is(hrefs.length, names.length * 3, hrefs.join('\n'))
  const server = await serveStatic(out)
  try {
    for (const [i, name] of names.entries()) {
      const [encoded, angle, file] = hrefs.slice(i * 3, i * 3 + 3)
      assert.is(encoded, `${encodePath(`/dir/${name}`)}#part-${i}`)
      assert.is(angle, encodePath(`/dir/${name}`))
      for (const href of [encoded!, angle!]) {
        const res = await fetch(server.url + href.replace(/#.*/, ''))
        assert.is(res.status, 200, `${href} should serve ${name}`)
        assert.match(await res.text(), `Body of page ${i}.`)
      }
      const res = await fetch(server.url + file)
      assert.is(await res.text(), `file ${i}`, `${file} should serve ${name}.txt`)
    }
  } finally {
    await server.close()
  }
})

test.run()
