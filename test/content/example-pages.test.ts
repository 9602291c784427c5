// Each worked example page shows its app's source exactly: the page's fence titled with the file's name holds the
// same text as the component file under content/examples/apps, so the page and the tested app cannot drift apart.
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extractBlocks, listPages, repoRoot } from './markdown-fences.ts'

const examples: Record<string, string> = {
  '/examples/todo-list': 'todo/TodoApp.tsx',
  '/examples/profile-editor': 'profile/ProfileEditor.tsx',
  '/examples/dashboard': 'dashboard/Dashboard.tsx',
}

for (const [route, file] of Object.entries(examples)) {
  test(`${route} shows ${file} as it is`, () => {
    const page = listPages().find((p) => p.route === route)
    assert.ok(page, `no page ${route}`)
    const name = file.split('/').pop()!
    const fences = extractBlocks(page).filter((b) => b.meta.includes(`title="${name}"`))
    assert.is(fences.length, 1, `one fence titled ${name}`)
    const source = readFileSync(join(repoRoot, 'content', 'examples', 'apps', file), 'utf8')
    assert.is(`${fences[0]!.code}\n`, source)
  })
}

test.run()
