// Code-token colours: every colour a compiled page puts in its token classes reads at 4.5:1 on the code backgrounds
// of its theme; colours that already do are left alone; the backgrounds are the stylesheet's own tokens.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { compilePage } from '../../../../build/markdown/compile-page.ts'
import { CODE_BACKGROUNDS, contrast, MIN_CONTRAST, readableOn } from '../../../../build/markdown/readable-color.ts'
import { createCompileContext } from '../../../../build/stages/compile.ts'
import { sourcePage, testConfig } from '../../../support/compile-markdown.tsx'

const worst = (color: string, theme: 'light' | 'dark') => Math.min(...CODE_BACKGROUNDS[theme].map((bg) => contrast(color, bg)))

test('github-light orange (#e36209, 3.48:1 on white) becomes a darker orange that reads at 4.5:1', () => {
  assert.ok(contrast('#e36209', '#ffffff') < 3.5)
  const fixed = readableOn('#e36209', 'light')
  assert.is.not(fixed, '#e36209')
  assert.ok(worst(fixed, 'light') >= MIN_CONTRAST, `${fixed}: ${worst(fixed, 'light')}`)
  assert.ok(worst(fixed, 'light') < MIN_CONTRAST + 0.3, 'only as much darker as needed')
})

test('readable colours stay as they are; a dim dark-theme colour is lightened', () => {
  assert.is(readableOn('#24292e', 'light'), '#24292e')
  assert.is(readableOn('#adbac7', 'dark'), '#adbac7')
  const lifted = readableOn('#545d68', 'dark')
  assert.ok(worst(lifted, 'dark') >= MIN_CONTRAST, lifted)
  assert.is(readableOn('currentColor', 'light'), 'currentColor')
})

test('a compiled page: every token colour of both themes reads at 4.5:1', async () => {
  const ctx = await createCompileContext(testConfig())
  const md = '# T\n\n```ts\nfunction f(value: number) {\n  // a comment\n  const x = `a ` + value\n  return x\n}\n```\n\n```md\n- item\n```\n'
  const { data } = await compilePage(sourcePage(md), ctx)
  const styles = Object.values(data.codeStyles)
  assert.ok(styles.length > 3)
  for (const style of styles) {
    for (const [, theme, color] of style.matchAll(/--shiki-(light|dark):(#[0-9a-f]+)/gi)) {
      assert.ok(worst(color!, theme as 'light' | 'dark') >= MIN_CONTRAST, `${theme} ${color} in ${style}`)
    }
  }
})

test('the backgrounds are the stylesheet tokens --bg-code, --bg and --bg-soft of each theme', () => {
  const css = readFileSync(join(import.meta.dirname, '../../../../runtime/styles/00-tokens.css'), 'utf8')
  const block = (selector: string) => css.slice(css.indexOf(`${selector} {`)).split('}')[0]!
  const token = (text: string, name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]+);`, 'i').exec(text)![1]
  for (const [theme, selector] of [
    ['light', ':root'],
    ['dark', 'html.dark'],
  ] as const) {
    const text = block(selector)
    const expected = new Set(['bg-code', 'bg', 'bg-soft'].map((n) => token(text, n)))
    assert.equal(new Set(CODE_BACKGROUNDS[theme]), expected, theme)
  }
})

test.run()
