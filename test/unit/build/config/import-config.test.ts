// A config sees its own place, not the bundled copy it runs from: `import.meta.url` (and `dirname`/`filename`) in the
// config and in a file it imports, and `__dirname`/`__filename` in a CommonJS config, name the original files; an
// error on a config's first line still points at the right column.
import { cpSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { loadConfig } from '../../../../build/config/load.ts'
import { formatError } from '../../../../build/errors/build-error.ts'
import { tempDir } from '../../../support/temp-dir.ts'

const REPO = new URL('../../../..', import.meta.url).pathname
const tempSite = (name: string) => realpathSync(tempDir(`${name}-`))

test('import.meta.url, dirname and filename in the config and in a file it imports name the original files', async () => {
  const root = tempSite('config-paths')
  cpSync(join(REPO, 'test/fixtures/vocs-site-config-paths'), root, { recursive: true })
  const config = await loadConfig(root)
  assert.is(config.title, 'Title From A File', 'new URL(..., import.meta.url) finds a file beside the config')
  assert.is(config.description, join(root, 'vocs.config.ts'))
  assert.is(config.editLink?.text, join(root, 'vocs.config.ts'))
  assert.is(config.editLink?.pattern, `${pathToFileURL(join(root, 'helpers/where.ts')).href}?dir=${join(root, 'helpers')}&file=:path`)
})

test('__dirname and __filename in a CommonJS config name the config file; a name the file binds itself is its own', async () => {
  const root = tempSite('config-cjs')
  cpSync(join(REPO, 'test/fixtures/vocs-site-config-paths/docs'), join(root, 'docs'), { recursive: true })
  writeFileSync(join(root, 'package.json'), '{ "private": true }\n')
  writeFileSync(join(root, 'helper.js'), "const __dirname = 'bound by the helper'\nmodule.exports = { own: __dirname }\n")
  writeFileSync(
    join(root, 'vocs.config.js'),
    "const { own } = require('./helper.js')\nmodule.exports = { title: __dirname, description: __filename, titleTemplate: '%s | ' + own }\n",
  )
  const config = await loadConfig(root)
  assert.is(config.title, root)
  assert.is(config.description, join(root, 'vocs.config.js'))
  assert.is(config.titleTemplate, '%s | bound by the helper')
})

test("a syntax error on the config's first line points at its own column", async () => {
  const root = tempSite('config-column')
  writeFileSync(join(root, 'vocs.config.ts'), 'export const broken = ;\nexport default {}\n')
  const error = await loadConfig(root).then(
    () => undefined,
    (e: Error) => e,
  )
  assert.match(formatError(error, root), /^vocs\.config\.ts:1:23 syntax error/)
})

test.run()
