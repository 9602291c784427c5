// The config's accent colour as the stylesheet's tokens: one colour for both schemes or one each, black or white
// text on it by Vocs's 4.5:1 rule, the dark rules repeated for a dark system without JavaScript, nothing when unset.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { accentColorCss } from '../../../../build/assets/accent-color.ts'

const rule = (css: string, selector: string) => new RegExp(`(^|\\n)${selector.replace(/[.()]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[2] ?? ''

test('one colour: both schemes get it, with a darker hover in light and a lighter one in dark', () => {
  const css = accentColorCss('#ff6600')
  assert.match(rule(css, ':root'), '--accent: #ff6600')
  assert.match(rule(css, ':root'), '--accent-text: #ff6600')
  assert.match(rule(css, ':root'), '--accent-hover: color-mix(in oklab, #ff6600 85%, black)')
  assert.match(rule(css, 'html.dark'), '--accent: #ff6600')
  assert.match(rule(css, 'html.dark'), '--accent-hover: color-mix(in oklab, #ff6600 85%, white)')
})

test('light and dark colours each go to their scheme, and a dark system without JavaScript gets the dark one', () => {
  const css = accentColorCss({ light: '#1d4ed8', dark: '#93c5fd' })
  assert.match(rule(css, ':root'), '--accent: #1d4ed8')
  assert.match(rule(css, 'html.dark'), '--accent: #93c5fd')
  assert.match(css, /@media \(prefers-color-scheme: dark\) \{\n {2}html:not\(\.js, \.light\) \{--accent: #93c5fd/)
})

test('text on the accent is white when white reads at 4.5:1, else black; white for a colour that is not hex', () => {
  assert.match(accentColorCss('#123456'), '--accent-contrast: #ffffff')
  assert.match(accentColorCss('#ffee00'), '--accent-contrast: #000000')
  assert.match(accentColorCss('rebeccapurple'), '--accent-contrast: #ffffff')
})

test('no accent colour: no rules', () => {
  assert.is(accentColorCss(undefined), '')
})

test.run()
