// Each worked example page runs its app and shows its source from the same file: the page imports the component
// from content/examples/apps, renders it, and its source fence includes that file, so what a reader runs and what
// they read cannot drift apart. (The app's behaviour on the page is tested in Chromium: examples-browser.test.ts.)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { repoRoot } from './markdown-fences.ts'

const examples: Record<string, [file: string, component: string]> = {
  'todo-list': ['todo/TodoApp.tsx', 'TodoApp'],
  'profile-editor': ['profile/ProfileEditor.tsx', 'ProfileEditor'],
  dashboard: ['dashboard/Dashboard.tsx', 'Dashboard'],
}

for (const [page, [file, component]] of Object.entries(examples)) {
  test(`/examples/${page} runs and shows ${file}`, () => {
    const text = readFileSync(join(repoRoot, 'content/pages/examples', `${page}.mdx`), 'utf8')
    assert.match(text, `import ${component} from '~/examples/apps/${file}'`)
    assert.match(text, `<${component} />`)
    assert.match(text, `// [!include ~/examples/apps/${file}]`)
  })
}

test.run()
