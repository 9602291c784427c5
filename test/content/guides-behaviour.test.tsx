// Every ts/tsx block of every guide (content/pages/guides/**) runs against the real packages, and each "// →"
// annotation in it is checked (see ./run-blocks.ts). Blocks get the modules a reader's app or test would have:
// valdres, valdres-react, React with react-dom/server, react-dom/static and react-dom/client (under jsdom, with its localStorage,
// location and history, and a matchMedia whose lists never match on their own),
// node:assert, and jotai for the Jotai migration's "before" code. `test` from node:test queues its body and this file runs it after the block, so a guide's test
// bodies run here and their assertions count. A block importing anything else (Recoil "before" code, which throws on React 19) is not run
// and is listed; every guide must still run blocks and check annotations. A block that leaves an unhandled rejection
// fails unless it says so in a comment ("unhandled rejection"), and a block that says so must leave one.
import '../support/set-methods-polyfill.ts'
import * as nodeAssert from 'node:assert/strict'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { type CodeBlock, extractBlocks, importedModules, isTypeScript, listPages } from './markdown-fences.ts'
import { dom } from './react-dom-env.ts'
import { runBlock } from './run-blocks.ts'

// Guides also use storage, the address bar and history.
Object.assign(globalThis, {
  localStorage: dom.window.localStorage,
  StorageEvent: dom.window.StorageEvent,
  location: dom.window.location,
  history: dom.window.history,
  PopStateEvent: dom.window.PopStateEvent,
})
// jsdom has no matchMedia: each query gets a list that does not match until a block dispatches a change on it.
dom.window.matchMedia = (media: string) =>
  Object.assign(new EventTarget(), { media, matches: false, onchange: null, addListener() {}, removeListener() {} }) as unknown as MediaQueryList

const modules: Record<string, unknown> = {
  valdres: await import('valdres'),
  'valdres-react': await import('valdres-react'),
  react: await import('react'),
  'react/jsx-runtime': await import('react/jsx-runtime'),
  'react-dom/server': await import('react-dom/server'),
  'react-dom/client': await import('react-dom/client'),
  'react-dom/static': await import('react-dom/static'),
  // Jotai runs outside React here too, so a migration guide's "before" code is executed like its "after" code.
  jotai: await import('jotai'),
  'node:assert/strict': nodeAssert,
  'node:assert': nodeAssert,
  'node:test': {
    // Queues the body, as node:test does, and this file runs it after the block; a failed assertion fails the guide.
    test: (name: string, fn: () => unknown) => {
      pendingTests.push({ name, run: fn })
    },
  },
}
const pendingTests: { name: string; run: () => unknown }[] = []
const unhandled: unknown[] = []
process.on('unhandledRejection', (reason) => unhandled.push(reason))

const guides = listPages().filter((p) => p.route.startsWith('/guides/'))
const toRun = new Map<string, CodeBlock[]>()
const notRun: { block: CodeBlock; missing: string[] }[] = []
for (const page of guides) {
  const blocks: CodeBlock[] = []
  for (const block of extractBlocks(page).filter(isTypeScript)) {
    const missing = importedModules(block.code).filter((m) => !(m in modules))
    if (missing.length) notRun.push({ block, missing })
    else blocks.push(block)
  }
  toRun.set(page.file, blocks)
}

test('there are guides, and what is not run is listed', () => {
  assert.ok(guides.length >= 11, `${guides.length} guides`)
  for (const n of notRun) console.log(`  not run: ${n.block.page}:${n.block.fenceLine} imports ${n.missing.join(', ')}`)
})

for (const [file, blocks] of toRun) {
  test(`guide examples run as shown: ${file}`, async () => {
    assert.ok(blocks.length > 0, `${file} has no block this test can run`)
    let checks = 0
    for (const block of blocks) {
      localStorage.clear()
      try {
        checks += (await runBlock(block, modules)).checks
        for (const t of pendingTests.splice(0)) {
          await t.run()
          checks++
        }
        await new Promise((resolve) => setTimeout(resolve, 0))
        const rejections = unhandled.splice(0)
        const expected = /\/\/.*unhandled rejection/.test(block.code)
        if (expected) assert.ok(rejections.length > 0, `${block.page}:${block.fenceLine}: the block says there is an unhandled rejection, but there was none`)
        else if (rejections.length) throw new Error(`unhandled rejection: ${String((rejections[0] as Error)?.message ?? rejections[0])}`)
      } catch (error) {
        const e = error as Error
        if (e.name === 'Assertion') throw e
        throw new Error(`${block.page}:${block.fenceLine}: the example threw ${e?.name}: ${e?.message}`)
      }
    }
    assert.ok(checks > 0, `${file}: no "// →" annotation or test body was checked`)
  })
}

test.run()
