// Closing the dev server leaves nothing behind that keeps Node running, even when a rebuild is still under way:
// a rebuild that ends after close must not reopen the file watcher (chokidar's add() revives a closed watcher).
import { appendFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { settle, startFixture } from './harness.ts'

const watchers = () => (process as unknown as { _getActiveHandles(): object[] })._getActiveHandles().filter((h) => h.constructor?.name === 'FSWatcher')

test('closing mid-rebuild closes every file watcher', async () => {
  // The MDX site: its pages import components, so a rebuild adds their files to the watcher.
  const f = await startFixture('mdx-site')
  await settle(f.server, 500)
  assert.ok(watchers().length > 0, 'the dev server watches the site while open')
  const { session } = f.server
  const update = session.update.bind(session)
  const started = new Promise<void>((resolve) => {
    session.update = (batch) => {
      resolve()
      return update(batch)
    }
  })
  appendFileSync(join(f.root, 'content/components/Counter.tsx'), '\n// saved\n')
  // Close under the rebuild the save started.
  await started
  await f.close()
  await f.server.idle()
  await new Promise((r) => setTimeout(r, 50))
  assert.is(watchers().length, 0, 'no fs.watch handle is left open')
})

test.run()
