// Site config: defaults for every field, normalisation, and errors that name the file, line and field path.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../../../build/config/load.ts'
import { BuildErrors } from '../../../../build/errors/build-error.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const defineConfigPath = new URL('../../../../build/config/define-config.ts', import.meta.url).pathname

function siteWith(configBody: string): string {
  const root = tempDir('cfg-')
  mkdirSync(join(root, 'config'))
  writeFileSync(join(root, 'config/site.config.ts'), `import { defineConfig } from '${defineConfigPath}'\nexport default defineConfig(${configBody})\n`)
  return root
}

test('no config file: every default', async () => {
  const root = tempDir('cfg-')
  const c = await loadConfig(root)
  assert.is(c.title, 'Docs')
  assert.is(c.titleTemplate, '%s – Docs')
  assert.is(c.basePath, '')
  assert.is(c.rootDir, 'content')
  assert.is(c.blogDir, 'pages/blog')
  assert.is(c.aiCta, true)
  assert.equal(c.markdown.code.themes, { light: 'github-light', dark: 'github-dark-dimmed' })
  assert.equal(c.redirects, {})
  assert.is(c.checkDeadlinks, true)
  assert.is(c.configFile, undefined)
})

test('values are resolved: basePath normalised, banner defaults, social labels, top-nav ids, sidebar map', async () => {
  const c = await loadConfig(
    siteWith(`{
    title: 'T', basePath: 'docs/', banner: 'Hello',
    socials: [{ icon: 'github', link: 'https://github.com/x/y' }],
    topNav: [{ text: 'A', link: '/a' }, { text: 'B', items: [{ text: 'C', link: '/c' }] }],
    sidebar: { '/a': [{ text: 'A', link: '/a' }], '/b': { backLink: true, items: [] } },
    editLink: { pattern: 'https://e/:path' },
  }`),
  )
  assert.is(c.basePath, '/docs')
  assert.is(c.titleTemplate, '%s – T')
  assert.equal(c.banner, { content: 'Hello', backgroundColor: undefined, textColor: undefined, dismissable: true, height: '32px' })
  assert.is(c.socials[0]!.label, 'GitHub')
  assert.equal(
    c.topNav.map((i) => i.id),
    [0, 1],
  )
  assert.is(c.topNav[1]!.items![0]!.id, 2)
  assert.equal(
    c.sidebar.map((s) => [s.prefix, s.backLink]),
    [
      ['/a', false],
      ['/b', true],
    ],
  )
  assert.is(c.editLink!.text, 'Edit page')
})

test('a wrong field fails with the config file, the line of the key, the field path and what was expected', async () => {
  const root = siteWith(`{
  title: 'T',
  topNav: [
    { text: 'A', link: 42 },
  ],
}`)
  try {
    await loadConfig(root)
    assert.unreachable('should fail')
  } catch (error) {
    assert.instance(error, BuildErrors)
    const e = (error as BuildErrors).errors[0]!
    assert.is(e.place.file, join(root, 'config/site.config.ts'))
    assert.is(e.place.line, 5)
    assert.match(e.message, /^topNav\[0\]\.link: /)
    assert.match(e.message, /expected string/i)
  }
})

test('unknown keys are rejected (typos do not pass silently)', async () => {
  try {
    await loadConfig(siteWith(`{ titel: 'oops' }`))
    assert.unreachable('should fail')
  } catch (error) {
    assert.match((error as Error).message, /titel/)
  }
})

test('titleTemplate must contain %s; editLink pattern must contain :path', async () => {
  for (const body of [`{ titleTemplate: 'No placeholder' }`, `{ editLink: { pattern: 'https://e/' } }`]) {
    try {
      await loadConfig(siteWith(body))
      assert.unreachable(body)
    } catch (error) {
      assert.match((error as Error).message, /%s|:path/)
    }
  }
})
test.run()
