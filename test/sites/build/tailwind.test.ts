// Tailwind CSS in a site's styles.css, as Vocs runs it: `@import "tailwindcss"` gets the classes the site's files
// use and no others, a Tailwind 3 stylesheet beside a tailwind.config.* keeps its config, theme and content files, the
// output folder is never scanned, the tool's own styles sit in a cascade layer below Tailwind's utilities, and
// Tailwind's errors name the stylesheet's line.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import type { BuildError } from '../../../build/errors/build-error.ts'
import { siteOfFiles } from '../../support/fixture-copy.ts'

async function build(files: Record<string, string>): Promise<{ css: string; warnings: string[] }> {
  const built = await generateSiteFiles({ root: siteOfFiles('tailwind', files), threads: 0 })
  const sheet = built.files.find((f) => /^assets\/style\.[\w-]+\.css$/.test(f.path)) as { content: string } | undefined
  assert.ok(sheet, 'one stylesheet')
  return { css: String(sheet.content), warnings: built.warnings }
}

const PAGE = {
  'docs/pages/index.mdx': '# Home\n\n<div className="p-4 text-red-500 md:grid-cols-2">Card</div>\n',
  'docs/components/Badge.tsx': 'export const Badge = () => <span className="rounded-full font-semibold">new</span>\n',
}

test('@import "tailwindcss": the classes the site’s pages and components use, with the theme they need', async () => {
  const { css, warnings } = await build({ ...PAGE, 'docs/styles.css': '@import "tailwindcss";\n.own { color: teal }\n' })
  assert.match(css, /\.p-4\{padding:calc\(var\(--spacing\)\s?\*\s?4\)\}/)
  assert.match(css, /\.text-red-500\{color:var\(--color-red-500\)\}/)
  assert.match(css, /@media ?\((min-width:|width>=)48rem\)\{\.md\\:grid-cols-2\{/)
  assert.match(css, /\.rounded-full\{/, 'a class in a component the pages do not import yet is found too')
  assert.match(css, /--spacing:\s?\.25rem/, 'the theme variables the classes use')
  assert.not.match(css, /\.p-5\{/, 'no class nobody uses')
  assert.match(css, /\.own\{color:teal\}/)
  assert.equal(
    warnings.filter((w) => /styles\.css/.test(w)),
    [],
  )
})

test('the tool’s styles sit between Tailwind’s preflight and its utilities; without Tailwind they are in no layer', async () => {
  const { css } = await build({ ...PAGE, 'docs/styles.css': '@import "tailwindcss";\n' })
  assert.ok(css.startsWith('@layer vocs_preflight,theme,base,vellum,components,utilities;'), css.slice(0, 120))
  assert.match(css, /@layer vellum\{@font-face/)
  const plain = await build({ ...PAGE, 'docs/styles.css': '.own { color: teal }\n' })
  assert.not.match(plain.css, '@layer vellum')
  assert.not.match(plain.css, /\.p-4\{/, 'no Tailwind unless the stylesheet asks for it')
})

test('a Tailwind 3 stylesheet beside tailwind.config.cjs keeps its config, its preflight layer and its content files', async () => {
  const { css } = await build({
    ...PAGE,
    'docs/pages/brand.md': '# Brand\n\n<p class="text-brand bg-brand-dark py-30 rounded border">Brand</p>\n',
    'docs/styles.css': '@layer vocs_preflight {\n  @tailwind base;\n}\n@tailwind components;\n@tailwind utilities;\n',
    'tailwind.config.cjs': [
      'module.exports = {',
      "  content: ['./docs/pages/**/*.{md,mdx}'],",
      "  theme: { extend: { colors: { brand: { DEFAULT: '#123456', dark: '#0a0b0c' } } } },",
      '}',
      '',
    ].join('\n'),
  })
  assert.match(css, /\.text-brand\{color:(#123456|var\(--color-brand\))\}/)
  assert.match(css, /\.bg-brand-dark\{/)
  assert.match(css, /\.p-4\{/, 'the default theme, as in Tailwind 3')
  assert.match(css, /\.rounded\{border-radius:\.25rem\}/, 'with Tailwind 3’s values')
  assert.not.match(css, /\.py-30\{/, 'and only Tailwind 3’s scales: 30 is not a spacing of Tailwind 3')
  assert.match(css, /::backdrop\{border-color:#e5e7eb\}/, 'Tailwind 3’s gray-200 borders')
  assert.match(css, /@layer vocs_preflight\{\*,:after,:before/, 'preflight where `@tailwind base` stood')
  assert.not.match(css, /\.rounded-full\{/, 'only the config’s content files are scanned, as Tailwind 3 did')
})

test('without a config, `@tailwind utilities` is Tailwind 4’s, as Vocs 1.x runs it: no theme', async () => {
  const { css } = await build({ ...PAGE, 'docs/pages/flex.md': '# Flex\n\n<p class="flex">x</p>\n', 'docs/styles.css': '@tailwind utilities;\n' })
  assert.match(css, /\.flex\{display:flex\}/)
  assert.not.match(css, /\.p-4\{/, 'no spacing scale without the theme')
})

test('the output folder is not scanned: classes of an earlier build do not come back', async () => {
  const { css } = await build({
    ...PAGE,
    'docs/styles.css': '@import "tailwindcss";\n',
    'docs/dist/old/index.html': '<div class="m-13">an earlier build</div>\n',
  })
  assert.match(css, /\.p-4\{/)
  assert.not.match(css, /\.m-13\{/)
})

test('Tailwind’s errors are build errors at the stylesheet’s line', async () => {
  const root = siteOfFiles('tailwind', { ...PAGE, 'docs/styles.css': '@import "tailwindcss";\n\n.card {\n  @apply p-4 no-such-class;\n}\n' })
  const error = await generateSiteFiles({ root, threads: 0 }).then(
    () => undefined,
    (e: BuildError) => e,
  )
  assert.ok(error, 'the build fails')
  assert.match(error.format(root), /^docs\/styles\.css:4 Tailwind CSS: Cannot apply unknown utility class `no-such-class`/)
})

test.run()
