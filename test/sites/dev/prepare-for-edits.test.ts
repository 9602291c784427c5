// A page served to a tab that this thread did not compile (the disk cache held it, or the background compile's thread
// made it) has the dev server's compiler warmed for it in the background, so the writer's first save of it reuses
// its highlighted blocks; a page not served is left alone.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { generateSiteFiles } from '../../../build/build-site.ts'
import { type DevServer, startDevServer } from '../../../build/dev/start.ts'
import { tempDir } from '../../support/temp-dir.ts'
import { get } from './harness.ts'

const root = tempDir('dev-prepare-')
let server: DevServer

test.before(async () => {
  const pages = join(root, 'content/pages')
  mkdirSync(pages, { recursive: true })
  writeFileSync(join(pages, 'index.md'), '# Home\n\n[A](/a) and [B](/b).\n')
  for (const name of ['a', 'b']) writeFileSync(join(pages, `${name}.md`), `# Page ${name}\n\n\`\`\`ts\nconst ${name} = 1\n\`\`\`\n`)
  // A build fills the page cache: the dev server then compiles nothing itself.
  await generateSiteFiles({ root })
  server = await startDevServer({ root, port: 0, watchRuntime: false, log: () => {}, logError: () => {} })
})
test.after(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

test('a served page has the compiler warmed for it; a page not served does not', async () => {
  assert.not.ok(server.session.preparedForEdits('/a'), 'nothing compiled on this thread at start')
  assert.is((await get(server.port, '/a')).status, 200)
  const deadline = Date.now() + 60_000
  while (!server.session.preparedForEdits('/a')) {
    if (Date.now() > deadline) throw new Error('the compiler was never warmed for the served page')
    await new Promise((r) => setTimeout(r, 25))
  }
  assert.not.ok(server.session.preparedForEdits('/b'), 'a page no tab showed is left alone')
})

test.run()
