// Symlinks in a site, judged one way by the build and the dev server: followed inside the site folder (pages and
// static files reached through a link are built), left out with a warning when they point outside it or nowhere,
// and a loop is a clear error naming the link, which the dev server reports without stopping.
import { appendFileSync, cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { startDevServer } from '../../../build/dev/start.ts'
import { formatError } from '../../../build/errors/build-error.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { get, settle } from '../dev/harness.ts'

const fixture = new URL('../../fixtures/site', import.meta.url).pathname

/** The fixture site with links of every kind; `outside` is a folder beside it, holding a page and a secret. */
function linkedSite(): { root: string; outside: string } {
  const root = tempDir('links-site-')
  const outside = tempDir('links-outside-')
  cpSync(fixture, root, { recursive: true })
  writeFileSync(join(outside, 'stolen.md'), '# Stolen\n\nThis page lives outside the site.\n')
  writeFileSync(join(outside, 'secret.txt'), 'not for readers')
  mkdirSync(join(root, 'snippets/shared'), { recursive: true })
  writeFileSync(join(root, 'snippets/shared/linked.md'), '# Linked page\n\nReached through a link inside the site.\n')
  writeFileSync(join(root, 'snippets/logo-copy.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  symlinkSync(join(root, 'snippets/shared'), join(root, 'content/pages/shared'))
  symlinkSync(join(outside, 'stolen.md'), join(root, 'content/pages/stolen.md'))
  symlinkSync(join(root, 'nowhere.md'), join(root, 'content/pages/dangling.md'))
  symlinkSync(join(root, 'snippets/logo-copy.svg'), join(root, 'static/logo-copy.svg'))
  symlinkSync(outside, join(root, 'static/outside'))
  return { root, outside }
}

function cleanup(...dirs: string[]) {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}

test('the build follows links inside the site and leaves out, with a warning, those that leave it or lead nowhere', async () => {
  const { root, outside } = linkedSite()
  try {
    const site = await generateSiteFiles({ root })
    const paths = site.files.map((f) => f.path)
    assert.ok(paths.includes('shared/linked.html'), 'a page in a linked folder inside the site is built')
    assert.ok(paths.includes('logo-copy.svg'), 'a linked static file inside the site is copied')
    assert.not.ok(
      paths.some((p) => p.startsWith('stolen')),
      'a page linked from outside the site is not built',
    )
    assert.not.ok(
      paths.some((p) => p.startsWith('outside/')),
      'a static folder linked from outside is not copied',
    )
    const warnings = site.warnings.join('\n')
    assert.match(warnings, /content\/pages\/stolen\.md symlink not followed: it points outside the site folder/)
    assert.match(warnings, /static\/outside symlink not followed: it points outside the site folder/)
    assert.match(warnings, /content\/pages\/dangling\.md symlink not followed: its target .*nowhere\.md does not exist/)
  } finally {
    cleanup(root, outside)
  }
})

test('a symlink loop is an error naming the link, reported with the other errors of the run', async () => {
  const { root, outside } = linkedSite()
  symlinkSync(join(root, 'content/pages'), join(root, 'content/pages/guide/again'))
  symlinkSync('self-b', join(root, 'static/self-a'))
  symlinkSync('self-a', join(root, 'static/self-b'))
  try {
    const message = await generateSiteFiles({ root }).then(
      () => 'built',
      (error) => formatError(error, root),
    )
    // Three of one class: one line, each link with what sets it apart.
    assert.match(message, /3 × symlink loop \(3 files\): /)
    assert.match(message, /content\/pages\/guide\/again \(it points back to .*content\/pages, a folder that contains it\)/)
    assert.match(message, /static\/self-a \(the link resolves to itself/)
    assert.match(message, /static\/self-b \(the link resolves to itself/)
  } finally {
    cleanup(root, outside)
  }
})

test('the dev server survives a symlink loop, shows it, never serves what lies outside, and recovers once the loop is removed', async () => {
  const { root, outside } = linkedSite()
  const loop = join(root, 'content/pages/guide/again')
  symlinkSync(join(root, 'content/pages'), loop)
  const errors: string[] = []
  const server = await startDevServer({ root, port: 0, watchRuntime: false, log: () => {}, logError: (l) => errors.push(l) })
  try {
    assert.match(errors.join('\n'), /guide\/again symlink loop/)
    assert.not.match(errors.join('\n'), /ELOOP/, 'the watcher does not walk round the loop')
    assert.is((await get(server.port, '/docs/guide/start')).status, 500, 'the loop is shown while it is there')
    rmSync(loop)
    // No other file is saved: removing the loop alone brings the site back.
    await waitFor(async () => (await get(server.port, '/docs/guide/start')).status === 200, 'the site recovers once the loop is removed')
    assert.is((await get(server.port, '/docs/shared/linked')).status, 200, 'a page reached through a link inside the site')
    assert.is((await get(server.port, '/docs/stolen')).status, 404, 'a page linked from outside is not served')
    assert.is((await get(server.port, '/docs/outside/secret.txt')).status, 404, 'a static file linked from outside is not served')
    appendFileSync(join(root, 'content/pages/guide/start.md'), '\nSaved after the loop was removed.\n')
    await settle(server, 400)
    assert.match((await get(server.port, '/docs/guide/start')).body, 'Saved after the loop was removed.')
  } finally {
    await server.close()
    cleanup(root, outside)
  }
})

test('a symlink loop made while the dev server runs is reported as the build reports it, and its removal is seen', async () => {
  const { root, outside } = linkedSite()
  const errors: string[] = []
  const logs: string[] = []
  const server = await startDevServer({ root, port: 0, watchRuntime: false, log: (l) => logs.push(l), logError: (l) => errors.push(l) })
  try {
    assert.is((await get(server.port, '/docs/guide/start')).status, 200)
    const loop = join(root, 'content/pages/guide/again')
    symlinkSync(join(root, 'content/pages'), loop)
    await waitFor(async () => /guide\/again symlink loop/.test(errors.join('\n')), 'the new loop is reported')
    // The last good pages stay served meanwhile, with the error shown over them.
    assert.is((await get(server.port, '/docs/guide/start')).status, 200)
    rmSync(loop)
    await waitFor(async () => logs.some((l) => l.startsWith('recovered')), 'the fix is seen once the loop is removed')
  } finally {
    await server.close()
    cleanup(root, outside)
  }
})

/** Polls `check` every 100 ms, for 10 s at most; fails naming `what` when it never holds. */
async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  assert.unreachable(`${what}: not within 10 s`)
}

test.run()
