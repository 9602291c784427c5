// Test runner for `npm test`: finds every test/<kind>/**/*.test.ts(x) file and runs it, two at a time, then prints one
// closing line "N passed, N failed, N skipped". Unit and large files share processes (unit-processes.ts) under the unit
// rules; every other file runs in a process of its own. See test/README.md for the kinds.
// Usage: npm test [-- --unit --large --architecture --content --processes --sites --browser] [-- <substring of the path>...]
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { runInOwnProcess } from './runner/own-process.ts'
import type { FileResult } from './runner/results.ts'
import { runUnitProcess } from './runner/unit-processes.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The kinds of test, one folder each, in the order they run. */
const KINDS = ['unit', 'large', 'architecture', 'content', 'processes', 'sites', 'browser'] as const
type Kind = (typeof KINDS)[number]

const args = process.argv.slice(2)
const unknown = args.filter((a) => a.startsWith('--') && !KINDS.includes(a.slice(2) as Kind))
if (unknown.length) {
  console.error(`unknown option ${unknown.join(' ')}: the kinds are ${KINDS.map((k) => `--${k}`).join(' ')}`)
  process.exit(2)
}
const kinds = KINDS.filter((k) => args.includes(`--${k}`))
const filters = args.filter((a) => !a.startsWith('--'))

function findTests(dir: string): string[] {
  const found: string[] = []
  for (const name of readdirSync(dir)) {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) found.push(...findTests(full))
    else if (/\.test\.tsx?$/.test(name)) found.push(full)
  }
  return found.sort()
}

/** The module that installs a jsdom window as the global one: a unit file using it runs in a process of its own. */
const DOM_GLOBALS = 'test/support/dom-globals.ts'

/** Whether a unit file installs a global window: itself or through a test/ module it imports. */
function installsWindow(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  const text = readFileSync(file, 'utf8')
  for (const [, spec] of text.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), spec!)
    if (relative(root, target) === DOM_GLOBALS) return true
    if (target.startsWith(join(root, 'test')) && /\.tsx?$/.test(target) && existsSync(target) && installsWindow(target, seen)) return true
  }
  return false
}

const byKind = new Map(KINDS.map((kind) => [kind, findTests(join(root, 'test', kind))]))
const chosen = (kinds.length ? kinds : KINDS).flatMap((kind) =>
  byKind.get(kind)!.filter((f) => filters.length === 0 || filters.some((s) => relative(root, f).includes(s))),
)
if (chosen.length === 0) {
  console.log('no test files matched')
  process.exit(1)
}
// Each file's last time, so the longest unit files start first and the two processes finish together.
const TIMES = join(root, 'node_modules/.cache/vellum-tests/times.json')
const lastTimes: Record<string, number> = existsSync(TIMES) ? JSON.parse(readFileSync(TIMES, 'utf8')) : {}
const lastTime = (file: string) => lastTimes[relative(root, file)] ?? Number.POSITIVE_INFINITY
/** The kinds whose files run under the unit rules, in shared processes. */
const inProcess = (file: string) => ['unit', 'large'].some((kind) => file.startsWith(join(root, 'test', kind) + sep))
const unit = chosen.filter((f) => inProcess(f) && !installsWindow(f)).sort((a, b) => lastTime(b) - lastTime(a))
const alone = chosen.filter((f) => !unit.includes(f))

/** CPU seconds a unit file may take before the summary names it. */
const UNIT_CPU_BUDGET = 10

const results: FileResult[] = []
const started = Date.now()
function report(r: FileResult) {
  results.push(r)
  const mark = r.failed ? 'FAIL' : r.skipReason ? 'SKIP' : 'ok  '
  console.log(
    `${mark} ${r.file} (${r.passed} passed${r.failed ? `, ${r.failed} failed` : ''}${r.skipReason ? `: ${r.skipReason}` : ''}, ${r.seconds?.toFixed(1)} s${r.cpu === undefined ? '' : `, ${r.cpu.toFixed(1)} s CPU`})`,
  )
  if (r.failed || process.env.VERBOSE) console.log(r.output.replace(/^/gm, '     | '))
}

// Two lanes (or one on one core): each takes the shared unit queue first, then the files that run alone, in order.
const unitQueue = [...unit]
const aloneQueue = [...alone]
async function lane() {
  while (unitQueue.length) await runUnitProcess(root, unitQueue, report)
  for (let file = aloneQueue.shift(); file; file = aloneQueue.shift()) {
    if (inProcess(file)) await runUnitProcess(root, [file], report, true)
    else report(await runInOwnProcess(root, file))
  }
}
await Promise.all(Array.from({ length: Math.max(1, Math.min(2, availableParallelism())) }, lane))

mkdirSync(dirname(TIMES), { recursive: true })
writeFileSync(TIMES, JSON.stringify({ ...lastTimes, ...Object.fromEntries(results.map((r) => [r.file, r.seconds ?? 0])) }))

const sum = (k: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[k], 0)
const unitResults = results.filter((r) => r.file.startsWith('test/unit/'))
const heavy = unitResults.filter((r) => (r.cpu ?? 0) > UNIT_CPU_BUDGET).map((r) => `${r.file} (${r.cpu!.toFixed(1)} s)`)
if (heavy.length) console.log(`\nunit files over ${UNIT_CPU_BUDGET} s of CPU (a unit test is quick; see test/README.md): ${heavy.join(', ')}`)
console.log(`\n${results.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`)
process.exit(sum('failed') > 0 ? 1 : 0)
