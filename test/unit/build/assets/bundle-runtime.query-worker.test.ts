// The search worker's script in the runtime bundle: its own chunk, named by the entry chunk that starts it,
// importing nothing of React or the bootstrap (which read `document` at once, which a worker lacks); and the code the
// two share does not cost every page view a second script (a module both import becomes a chunk of its own).
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { bundleRuntime, runtimeCacheDir } from '../../../../build/assets/bundle-runtime.ts'

const bundle = await bundleRuntime(runtimeCacheDir())
const code = new Map(bundle.files.map((f) => [f.path, f.content]))

/** The chunks `path` imports statically, directly or through others (its own path included). */
function staticClosure(path: string): Set<string> {
  const seen = new Set<string>()
  const visit = (p: string) => {
    if (seen.has(p)) return
    seen.add(p)
    const text = code.get(p)
    assert.ok(text !== undefined, `${p} is in the bundle`)
    for (const [, name] of text.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${name}`)
  }
  visit(path)
  return seen
}

test('the worker script is its own chunk, and the entry chunk names it', () => {
  const worker = [...code.keys()].find((p) => /^assets\/query-worker\.\w+\.js$/.test(p))
  assert.ok(worker, 'a query-worker chunk')
  const name = worker!.slice('assets/'.length)
  assert.ok(code.get(bundle.entry)!.includes(`new URL("${name}",import.meta.url)`), 'the entry starts the worker from its chunk')
})

test("the worker's imports leave out the bootstrap and React", () => {
  const worker = [...code.keys()].find((p) => /^assets\/query-worker\./.test(p))!
  const closure = staticClosure(worker)
  assert.ok(closure.size >= 2, `the worker imports its shared code: ${[...closure].join(', ')}`)
  for (const banned of [bundle.entry, ...Object.values(bundle.shared)]) {
    assert.not.ok(closure.has(banned), `the worker's script imports ${banned}`)
  }
})

test('a page view still loads one script: the entry chunk imports no other chunk', () => {
  assert.equal([...staticClosure(bundle.entry)], [bundle.entry])
})

test.run()
