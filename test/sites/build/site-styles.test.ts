// A site's own stylesheet, `<rootDir>/styles.css` as in Vocs: its rules come after the tool's in the one stylesheet,
// its absolute-URL `@import`s open it, what cannot be imported (a package, a relative file) is a warning at its
// line, as is CSS the parser has to recover from, and a site without one gets the stylesheet it always had. A layout
// importing the same file adds nothing more.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { tempDir } from '../../support/temp-dir.ts'

/** A one-page site in a fresh folder, either layout, with `styles` as its styles.css (none when undefined). */
function site(layout: 'vellum' | 'vocs', styles?: string): string {
  const root = tempDir('site-styles-')
  const content = join(root, layout === 'vocs' ? 'docs' : 'content')
  mkdirSync(join(content, 'pages'), { recursive: true })
  writeFileSync(join(content, 'pages/index.md'), '# Home\n\nWelcome.\n')
  if (styles !== undefined) writeFileSync(join(content, 'styles.css'), styles)
  return root
}

async function stylesheetOf(root: string): Promise<{ css: string; warnings: string[] }> {
  const built = await generateSiteFiles({ root, threads: 0 })
  const files = built.files.filter((f) => /^assets\/style\.[\w-]+\.css$/.test(f.path))
  assert.is(files.length, 1, 'one stylesheet')
  return { css: String((files[0] as { content: string }).content), warnings: built.warnings }
}

test('the site’s rules follow the tool’s, and its absolute @import opens the stylesheet', async () => {
  const plain = await stylesheetOf(site('vellum'))
  const styles = ['@import url("https://fonts.example/face.css");', '', '.site-rule {', '  color: rebeccapurple;', '}', ''].join('\n')
  const own = await stylesheetOf(site('vellum', styles))
  assert.ok(own.css.startsWith('@import'), own.css.slice(0, 80))
  assert.match(own.css, /^@import ?(url\()?"https:\/\/fonts\.example\/face\.css"\)?;/)
  assert.match(own.css, /\.site-rule\{color:#639\}\n$/)
  // Everything the tool had, in the same order, between the two.
  const body = own.css.slice(own.css.indexOf(';') + 1, own.css.indexOf('.site-rule'))
  assert.is(body, plain.css)
  assert.equal(own.warnings, [])
})

test('a Vocs site’s docs/styles.css counts the same', async () => {
  const { css } = await stylesheetOf(site('vocs', ':root { --brand: #123456; }\n'))
  assert.match(css, /:root\{--brand: ?#123456\}\n$/)
})

test('an @import of a package or a relative file is a warning at its line; the rest still applies', async () => {
  const root = site('vocs', '@import "some-package/theme.css";\n\n@import "./more.css";\n.kept { margin: 0 }\n')
  const { css, warnings } = await stylesheetOf(root)
  assert.match(css, /\.kept\{margin:0\}/)
  assert.not.match(css, 'some-package')
  assert.ok(
    warnings.some((w) => /docs\/styles\.css:1 @import "some-package\/theme\.css" is left out/.test(w)),
    warnings.join('\n'),
  )
  assert.ok(
    warnings.some((w) => /docs\/styles\.css:3 @import "\.\/more\.css" is left out/.test(w)),
    warnings.join('\n'),
  )
})

test('CSS the parser recovers from is a warning at its file and line, as a browser goes on too', async () => {
  const { css, warnings } = await stylesheetOf(site('vellum', '.a { color: red }\n\n.b { color: blue;\n'))
  assert.match(css, /\.a\{color:red\}\.b\{color:#00f\}\n$/)
  assert.ok(
    warnings.some((w) => /content\/styles\.css:4:1 Expected "\}" to go with "\{"/.test(w)),
    warnings.join('\n'),
  )
})

test('a layout that imports the site’s styles.css itself, as some Vocs sites do, gets its rules once', async () => {
  const root = site('vocs', '.once { color: teal }\n')
  writeFileSync(
    join(root, 'docs/layout.tsx'),
    "import './styles.css'\nimport './extra.css'\nexport default function Layout({ children }: { children: unknown }) {\n  return children\n}\n",
  )
  writeFileSync(join(root, 'docs/extra.css'), '.extra { color: navy }\n')
  const { css } = await stylesheetOf(root)
  assert.is(css.match(/\.once\{/g)?.length, 1, css.slice(-200))
  assert.is(css.match(/\.extra\{/g)?.length, 1, 'another stylesheet the layout imports is still added, minified')
  assert.not.match(css, 'sourceMappingURL', 'no source map of the bundle it came from')
})

test.run()
